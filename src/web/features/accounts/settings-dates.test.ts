import { describe, expect, it } from 'vitest';
import { approximateDate } from './settings-dates.ts';

describe('approximateDate', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('says how long ago within a month, the date beyond', () => {
    expect(approximateDate('2026-11-24T12:00:00Z', now)).toBe('il y a 3 jours');
    expect(approximateDate('2026-11-27T11:59:30Z', now)).toBe('à l’instant');
    expect(approximateDate('2026-09-12T10:00:00Z', now)).toBe('le 12 septembre 2026');
    expect(approximateDate('pas une date', now)).toBe('Date invalide');
  });
});
