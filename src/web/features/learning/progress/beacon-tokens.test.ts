import { describe, expect, it } from 'vitest';
import { BEACON_TOKEN_REFRESH_MARGIN_MS, createBeaconTokens } from './beacon-tokens.ts';

const HOUR = 3_600_000;

function setup() {
  let now = 0;
  const calls: string[] = [];
  const tokens = createBeaconTokens({
    request: async <T>(path: string) => {
      calls.push(path);
      return { token: `t${calls.length}`, expiresAt: new Date(now + 12 * HOUR).toISOString() } as T;
    },
    now: () => now,
    isOnline: () => true,
    log: () => {},
  });
  const at = (ms: number) => {
    now = ms;
  };
  return { tokens, calls, at };
}

describe('beacon tokens', () => {
  it('fetches once per course, then again an hour before expiry', async () => {
    const { tokens, calls, at } = setup();
    expect(tokens.current('c1')).toBeNull();
    await Promise.all([tokens.ensure('c1'), tokens.ensure('c1')]);
    expect(calls).toEqual(['/api/progress/beacon-token?courseId=c1']);
    expect(tokens.current('c1')).toBe('t1');
    at(12 * HOUR - BEACON_TOKEN_REFRESH_MARGIN_MS - 1);
    await tokens.ensure('c1');
    expect(calls).toHaveLength(1);
    at(12 * HOUR - BEACON_TOKEN_REFRESH_MARGIN_MS + 1);
    await tokens.ensure('c1');
    expect(calls).toHaveLength(2);
    expect(tokens.current('c1')).toBe('t2');
  });

  it('never hands out an expired token, nor one of a signed-out account', async () => {
    const { tokens, at } = setup();
    await tokens.ensure('c1');
    at(12 * HOUR);
    expect(tokens.current('c1')).toBeNull();
    await tokens.ensure('c1');
    tokens.clear();
    expect(tokens.current('c1')).toBeNull();
  });
});
