import { describe, expect, it } from 'vitest';
import { counterTone } from './counter-tone.ts';

describe('counterTone', () => {
  it('is normal below 80 % of the maximum', () => {
    expect(counterTone(0, 160)).toBe('normal');
    expect(counterTone(127, 160)).toBe('normal');
  });

  it('turns amber at 80 % and stays amber up to the maximum', () => {
    expect(counterTone(128, 160)).toBe('warning');
    expect(counterTone(159, 160)).toBe('warning');
    expect(counterTone(160, 160)).toBe('warning');
    expect(counterTone(8, 10)).toBe('warning');
  });

  it('turns red above the maximum', () => {
    expect(counterTone(161, 160)).toBe('danger');
    expect(counterTone(11, 10)).toBe('danger');
  });

  it('handles a zero maximum', () => {
    expect(counterTone(0, 0)).toBe('normal');
    expect(counterTone(1, 0)).toBe('danger');
  });
});
