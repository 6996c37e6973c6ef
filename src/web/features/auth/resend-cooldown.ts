import { RESEND_COOLDOWN_SECONDS } from '#shared/auth/auth.contract.ts';

// The resend-confirmation cooldown, kept per user (per email) in browser storage so a reload does not
// reset it (spec/authoring-and-shell.md §4, §9: 60 seconds per user).

export const RESEND_COOLDOWN_PREFIX = 'jang.resendCooldown:';

type CooldownStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): CooldownStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function keyFor(email: string): string {
  return `${RESEND_COOLDOWN_PREFIX}${email.trim().toLowerCase()}`;
}

/** Epoch milliseconds until which resending to `email` waits; 0 when it may resend now. */
export function cooldownUntil(email: string, storage: CooldownStorage | null = browserStorage()): number {
  const value = Number(storage?.getItem(keyFor(email)) ?? 0);
  return Number.isFinite(value) ? value : 0;
}

export function startCooldown(
  email: string,
  seconds: number = RESEND_COOLDOWN_SECONDS,
  now: number = Date.now(),
  storage: CooldownStorage | null = browserStorage(),
): number {
  const until = now + Math.max(0, seconds) * 1000;
  storage?.setItem(keyFor(email), String(until));
  return until;
}

/** Whole seconds left, rounded up, never negative. */
export function secondsLeft(until: number, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}
