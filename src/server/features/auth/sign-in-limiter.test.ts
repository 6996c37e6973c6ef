import { describe, expect, it } from 'vitest';
import { AppError } from '#shared/errors.ts';
import { createSignInLimiter } from './sign-in-limiter.ts';

// The limiter alone, on a clock the test moves: the waits are seconds, tests do not sleep.

function setup() {
  let now = 1_000_000;
  const limiter = createSignInLimiter({ perEmail: 3, perIp: 1000, windowSeconds: 900 }, () => now);
  return {
    limiter,
    advance: (seconds: number) => {
      now += seconds * 1000;
    },
  };
}

/** The seconds to wait if the try is refused, else 0 (and the try counts as a failure). */
async function tryOnce(limiter: ReturnType<typeof createSignInLimiter>, email: string, ip: string) {
  try {
    await limiter.consumeSignIn(email, ip);
    return 0;
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') {
      return Number(error.details?.retryAfterSeconds);
    }
    throw error;
  }
}

describe('sign-in limiter', () => {
  it('refuses an address after its own budget on one account, not the same account elsewhere', async () => {
    const { limiter } = setup();
    for (let i = 0; i < 3; i++) expect(await tryOnce(limiter, 'awa@jang.sn', '10.0.0.1')).toBe(0);
    expect(await tryOnce(limiter, 'awa@jang.sn', '10.0.0.1')).toBeGreaterThan(0);
    expect(await tryOnce(limiter, 'awa@jang.sn', '10.0.0.2')).toBe(0);
  });

  it('makes unknown addresses wait 1, 2, 4… seconds once many addresses failed on one account', async () => {
    const { limiter, advance } = setup();
    // 2 × 3 free failures, spread over addresses that each stay under their own budget.
    for (let i = 0; i < 5; i++) expect(await tryOnce(limiter, 'cible@jang.sn', `10.1.0.${i}`)).toBe(0);
    expect(await tryOnce(limiter, 'cible@jang.sn', '10.1.1.0')).toBe(0); // the 6th: a 1 s wait follows
    expect(await tryOnce(limiter, 'cible@jang.sn', '10.1.1.1')).toBe(1);
    advance(1);
    expect(await tryOnce(limiter, 'cible@jang.sn', '10.1.1.1')).toBe(0); // the 7th: 2 s
    advance(1);
    expect(await tryOnce(limiter, 'cible@jang.sn', '10.1.1.2')).toBe(1);
    advance(1);
    expect(await tryOnce(limiter, 'cible@jang.sn', '10.1.1.2')).toBe(0); // the 8th: 4 s
    expect(await tryOnce(limiter, 'cible@jang.sn', '10.1.1.3')).toBe(4);
  });

  it('never makes anyone wait more than a minute, however long the attack', async () => {
    const { limiter, advance } = setup();
    let longest = 0;
    for (let i = 0; i < 200; i++) {
      const wait = await tryOnce(limiter, 'cible@jang.sn', `10.2.${i % 250}.${i % 3}`);
      longest = Math.max(longest, wait);
      advance(wait > 0 ? wait : 0.1);
    }
    expect(longest).toBe(60);
  });

  it('lets the addresses the account signed in from skip the wait', async () => {
    const { limiter } = setup();
    const owner = await limiter.consumeSignIn('awa@jang.sn', '192.168.1.5');
    await owner.succeeded();
    for (let i = 0; i < 20; i++) await tryOnce(limiter, 'awa@jang.sn', `10.3.0.${i}`);
    expect(await tryOnce(limiter, 'awa@jang.sn', '10.3.9.9')).toBeGreaterThan(0);
    expect(await tryOnce(limiter, 'awa@jang.sn', '192.168.1.5')).toBe(0);
  });

  it('trusts the address a password was set from through an emailed link', async () => {
    const { limiter } = setup();
    for (let i = 0; i < 20; i++) await tryOnce(limiter, 'awa@jang.sn', `10.4.0.${i}`);
    expect(await tryOnce(limiter, 'awa@jang.sn', '172.16.0.1')).toBeGreaterThan(0);
    limiter.trustAddress('awa@jang.sn', '172.16.0.1');
    expect(await tryOnce(limiter, 'awa@jang.sn', '172.16.0.1')).toBe(0);
  });

  it('forgets the failures after the window', async () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 10; i++) await tryOnce(limiter, 'awa@jang.sn', `10.5.0.${i}`);
    expect(await tryOnce(limiter, 'awa@jang.sn', '10.5.1.1')).toBeGreaterThan(0);
    advance(901);
    expect(await tryOnce(limiter, 'awa@jang.sn', '10.5.1.1')).toBe(0);
  });

  it('does not count a try refused for the wait against the pair budget', async () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 6; i++) await tryOnce(limiter, 'awa@jang.sn', `10.6.0.${i}`);
    for (let i = 0; i < 3; i++) expect(await tryOnce(limiter, 'awa@jang.sn', '10.6.9.9')).toBeGreaterThan(0);
    // Its own three tries are still there, each after the wait…
    for (let i = 0; i < 3; i++) {
      advance(60);
      expect(await tryOnce(limiter, 'awa@jang.sn', '10.6.9.9')).toBe(0);
    }
    // …and the fourth is refused by the pair budget (the rest of the window), not by the wait.
    advance(60);
    expect(await tryOnce(limiter, 'awa@jang.sn', '10.6.9.9')).toBeGreaterThan(60);
  });
});
