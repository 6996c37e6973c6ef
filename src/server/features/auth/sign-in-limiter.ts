import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '#shared/errors.ts';

export type SignInLimits = { perEmail: number; perIp: number; windowSeconds: number };

/**
 * Sign-in attempts are limited per email (guessing one account's password) and per IP (trying
 * many accounts). Counters live in this process's memory: one API process per database today;
 * docs/decisions/004-rate-limits.md says what changes with several.
 */
export function createSignInLimiter(limits: SignInLimits) {
  const byEmail = new RateLimiterMemory({
    keyPrefix: 'sign-in-email',
    points: limits.perEmail,
    duration: limits.windowSeconds,
  });
  const byIp = new RateLimiterMemory({
    keyPrefix: 'sign-in-ip',
    points: limits.perIp,
    duration: limits.windowSeconds,
  });
  // Other unauthenticated auth actions (sign-up, reset, resend) share a per-IP budget.
  const actionsByIp = new RateLimiterMemory({
    keyPrefix: 'auth-actions-ip',
    points: limits.perIp,
    duration: limits.windowSeconds,
  });

  async function take(limiter: RateLimiterMemory, key: string) {
    try {
      await limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        throw new AppError('RATE_LIMITED', undefined, {
          retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000),
        });
      }
      throw error;
    }
  }

  return {
    async consumeSignIn(email: string, ip: string) {
      await take(byIp, ip);
      await take(byEmail, email);
    },
    /** A successful sign-in clears that email's failures. */
    async forgiveEmail(email: string) {
      await byEmail.delete(email);
    },
    async consumeAction(ip: string) {
      await take(actionsByIp, ip);
    },
  };
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
