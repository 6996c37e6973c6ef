import { describe, expect, it } from 'vitest';
import {
  CURRENCY_STORAGE_KEY,
  readStoredCurrency,
  resolveCurrency,
  storeCurrency,
} from './currency-preference.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('display currency preference', () => {
  it('reads only EUR, XOF or USD from storage', () => {
    expect(readStoredCurrency(memoryStorage({ [CURRENCY_STORAGE_KEY]: 'EUR' }))).toBe('EUR');
    expect(readStoredCurrency(memoryStorage({ [CURRENCY_STORAGE_KEY]: 'GBP' }))).toBeNull();
    expect(readStoredCurrency(memoryStorage({ [CURRENCY_STORAGE_KEY]: '"USD"' }))).toBeNull();
    expect(readStoredCurrency(memoryStorage())).toBeNull();
    expect(readStoredCurrency(null)).toBeNull();
  });

  it("prefers the visitor's choice, then the organisation's default, then XOF", () => {
    expect(resolveCurrency('USD', 'EUR')).toBe('USD');
    expect(resolveCurrency(null, 'EUR')).toBe('EUR');
    expect(resolveCurrency(null, 'GBP')).toBe('XOF');
    expect(resolveCurrency(null, undefined)).toBe('XOF');
  });

  it('stores the choice under jang.currency', () => {
    const storage = memoryStorage();
    storeCurrency('USD', storage);
    expect(storage.getItem(CURRENCY_STORAGE_KEY)).toBe('USD');
  });

  it('survives a storage that refuses to write', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => storeCurrency('EUR', refusing)).not.toThrow();
  });
});
