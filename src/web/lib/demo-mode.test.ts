import { describe, expect, it } from 'vitest';
import { DEMO_MODE_KEY, isDemoMode, setDemoMode } from './demo-mode.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('demo mode flag', () => {
  it('is off unless the localStorage flag is set', () => {
    const storage = memoryStorage();
    expect(isDemoMode(storage)).toBe(false);
    setDemoMode(true, storage);
    expect(storage.items.get(DEMO_MODE_KEY)).toBe('true');
    expect(isDemoMode(storage)).toBe(true);
    setDemoMode(false, storage);
    expect(storage.items.has(DEMO_MODE_KEY)).toBe(false);
    expect(isDemoMode(storage)).toBe(false);
  });

  it("uses the key 'jang.demoMode' and accepts '1' as on", () => {
    const storage = memoryStorage();
    storage.setItem('jang.demoMode', '1');
    expect(isDemoMode(storage)).toBe(true);
  });

  it('is off without storage (no browser, storage blocked)', () => {
    expect(isDemoMode(null)).toBe(false);
  });
});
