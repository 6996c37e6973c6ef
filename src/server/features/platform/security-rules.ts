import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import { isPasswordLongEnough, type TSecuritySettings } from '#shared/platform/platform-settings.ts';
import type { Executor } from '../../db/client.ts';
import { readSettings } from './platform-settings.repo.ts';

// Platform console (issue 18, decision 286): what the security settings change on the server. The
// minimum password length is checked wherever a password is chosen (sign-up, reset, activation); the
// sign-in pause counts failed passwords per account; the session lifetime is in the session lookup
// (auth.repo's findActiveCallers).

/** Refuses a new password shorter than the security settings ask (400, nothing changed). */
export async function assertPasswordAllowed(db: Executor, password: string): Promise<void> {
  const { values } = await readSettings(db, 'security');
  if (!isPasswordLongEnough(password, values.passwordMinLength))
    throw new AppError('VALIDATION', t('platform.passwordTooShort', { min: values.passwordMinLength }), {
      fields: { password: t('platform.passwordTooShort', { min: values.passwordMinLength }) },
    });
}

type AccountState = { failures: number; pausedUntil: number; expiresAt: number };

/**
 * The pause of the security settings: after `signInMaxAttempts` wrong passwords on one account from one
 * address, that account's sign-ins from that address wait `signInPauseMinutes`. Per address so that a
 * guesser never locks the owner out from elsewhere (decision 004 keeps the account-wide backoff).
 * Counted in this process's memory, as the other sign-in limits are; a success forgets the failures.
 */
export function createSignInPause(
  readSecurity: () => Promise<TSecuritySettings>,
  clock: () => number = Date.now,
) {
  const accounts = new Map<string, AccountState>();
  const keyOf = (email: string, ip: string) => `${email.trim().toLowerCase()}\u0000${ip}`;
  function sweep(now: number) {
    if (accounts.size < 10_000) return;
    for (const [key, state] of accounts) if (state.expiresAt <= now) accounts.delete(key);
  }
  return {
    /** Throws RATE_LIMITED while the account is paused. */
    async check(email: string, ip: string): Promise<void> {
      const state = accounts.get(keyOf(email, ip));
      const now = clock();
      if (!state || state.pausedUntil <= now) return;
      const seconds = Math.ceil((state.pausedUntil - now) / 1000);
      throw new AppError('RATE_LIMITED', t('platform.signInPaused', { minutes: Math.ceil(seconds / 60) }), {
        retryAfterSeconds: seconds,
      });
    },
    async failed(email: string, ip: string): Promise<void> {
      const settings = await readSecurity();
      const now = clock();
      sweep(now);
      const key = keyOf(email, ip);
      const previous = accounts.get(key);
      const state =
        previous && previous.expiresAt > now ? previous : { failures: 0, pausedUntil: 0, expiresAt: 0 };
      state.failures += 1;
      const pauseMs = settings.signInPauseMinutes * 60_000;
      state.expiresAt = now + pauseMs * 2;
      if (state.failures >= settings.signInMaxAttempts) {
        state.failures = 0;
        state.pausedUntil = now + pauseMs;
      }
      accounts.set(key, state);
    },
    succeeded(email: string, ip: string): void {
      accounts.delete(keyOf(email, ip));
    },
  };
}

export type SignInPause = ReturnType<typeof createSignInPause>;
