import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { backoffSeconds } from '#shared/auth/sign-in-backoff.ts';
import { AppError } from '#shared/errors.ts';

export type SignInLimits = {
  /** Tries on one account from one address in the window (SIGN_IN_LIMIT_PER_EMAIL). */
  perEmail: number;
  perIp: number;
  windowSeconds: number;
};

/** An address an account signed in from stays known this long after its last success. */
export const KNOWN_ADDRESS_DAYS = 30;
/** Failures on one account, across addresses, before its tries from unknown addresses wait. */
const FREE_FAILURES_PER_PAIR_LIMIT = 2;
/** Past this many entries, expired ones are swept out, at most once a minute. */
const SWEEP_ABOVE = 10_000;
const SWEEP_EVERY_MS = 60_000;

function rateLimited(retryAfterSeconds: number) {
  return new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: Math.max(1, retryAfterSeconds) });
}

/** A Map whose entries vanish after their own deadline, read lazily. */
class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private lastSweepAt = 0;
  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }
  set(key: string, value: V, expiresAt: number, now: number) {
    if (this.entries.size > SWEEP_ABOVE && now - this.lastSweepAt > SWEEP_EVERY_MS) {
      this.lastSweepAt = now;
      for (const [k, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(k);
    }
    this.entries.set(key, { value, expiresAt });
  }
}

type AccountFailures = { failures: number; nextTryAt: number };

/**
 * Sign-in limits that slow an attacker down without locking the owner out (decision 004):
 * - per account AND address: 10 tries in the window, then 429 for that pair only — someone
 *   guessing from their own address does not shut the owner out of theirs;
 * - per address: 50 tries in the window, whatever the accounts (one address trying many);
 * - per account, across addresses: after 2 × the pair limit failures, each try from an address the
 *   account never signed in from waits 1, 2, 4… up to 60 s after the previous one (many addresses
 *   guessing one password). Addresses the account signed in from, or set its password from through
 *   an emailed link, in the last 30 days skip that wait.
 * Counters live in this process's memory (one API process per database today).
 */
export function createSignInLimiter(limits: SignInLimits, clock: () => number = Date.now) {
  const byIp = new RateLimiterMemory({
    keyPrefix: 'sign-in-ip',
    points: limits.perIp,
    duration: limits.windowSeconds,
  });
  const byPair = new RateLimiterMemory({
    keyPrefix: 'sign-in-pair',
    points: limits.perEmail,
    duration: limits.windowSeconds,
  });
  // Other unauthenticated auth actions (sign-up, reset, resend) share a per-IP budget.
  const actionsByIp = new RateLimiterMemory({
    keyPrefix: 'auth-actions-ip',
    points: limits.perIp,
    duration: limits.windowSeconds,
  });
  const knownAddresses = new ExpiringMap<true>();
  const accountFailures = new ExpiringMap<AccountFailures>();
  const freeFailures = FREE_FAILURES_PER_PAIR_LIMIT * limits.perEmail;
  const windowMs = limits.windowSeconds * 1000;
  const pairKey = (email: string, ip: string) => `${email}\u0000${ip}`;

  function trust(email: string, ip: string, now: number) {
    knownAddresses.set(pairKey(email, ip), true, now + KNOWN_ADDRESS_DAYS * 24 * 3600 * 1000, now);
  }

  async function take(limiter: RateLimiterMemory, key: string) {
    try {
      await limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw rateLimited(Math.ceil(error.msBeforeNext / 1000));
      throw error;
    }
  }

  /**
   * Counts this try as a failure on the account until it proves otherwise, unless the account must
   * wait: then the seconds left. Synchronous, so concurrent tries are counted one by one.
   */
  function reserveAccountTry(email: string, now: number): number {
    const state = accountFailures.get(email, now) ?? { failures: 0, nextTryAt: 0 };
    if (now < state.nextTryAt) return Math.ceil((state.nextTryAt - now) / 1000);
    state.failures += 1;
    state.nextTryAt = now + backoffSeconds(state.failures, freeFailures) * 1000;
    accountFailures.set(email, state, now + windowMs, now);
    return 0;
  }

  return {
    /**
     * Takes one sign-in try, or throws RATE_LIMITED. Call `succeeded` once the password was right
     * and the account usable.
     */
    async consumeSignIn(email: string, ip: string) {
      const pair = pairKey(email, ip);
      await take(byIp, ip);
      await take(byPair, pair);
      const now = clock();
      const isKnownAddress = knownAddresses.get(pair, now) === true;
      if (!isKnownAddress) {
        const wait = reserveAccountTry(email, now);
        if (wait > 0) {
          // The password was not tried: this try does not use up the pair's budget.
          await byPair.reward(pair);
          throw rateLimited(wait);
        }
      }
      return {
        async succeeded() {
          await byPair.delete(pair);
          const at = clock();
          trust(email, ip, at);
          const state = isKnownAddress ? undefined : accountFailures.get(email, at);
          if (state) state.failures = Math.max(0, state.failures - 1);
        },
      };
    },
    /** A password set from an emailed link proves the mailbox: that address skips the account's wait. */
    trustAddress(email: string, ip: string) {
      trust(email, ip, clock());
    },
    async consumeAction(ip: string) {
      await take(actionsByIp, ip);
    },
  };
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
