import { describe, expect, it } from 'vitest';
import { cooldownUntil, secondsLeft, startCooldown } from './resend-cooldown.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('resend cooldown', () => {
  it('lasts 60 seconds by default, per email, case-insensitive', () => {
    const storage = memoryStorage();
    const until = startCooldown('Awa@Jang.sn', undefined, 1_000, storage);
    expect(until).toBe(61_000);
    expect(cooldownUntil('awa@jang.sn', storage)).toBe(61_000);
    expect(cooldownUntil('other@jang.sn', storage)).toBe(0);
  });

  it('honours the server retry delay', () => {
    const storage = memoryStorage();
    expect(startCooldown('a@b.sn', 42, 0, storage)).toBe(42_000);
  });

  it('counts whole seconds left, rounded up, never negative', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 1_000)).toBe(59);
    expect(secondsLeft(60_000, 59_500)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 90_000)).toBe(0);
  });

  it('works without storage', () => {
    expect(cooldownUntil('a@b.sn', null)).toBe(0);
    expect(startCooldown('a@b.sn', 60, 0, null)).toBe(60_000);
  });
});
