import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFileSize, formatSubmissionCount, formatSubmittedAt } from './grading-format.ts';

describe('grading formats', () => {
  it('writes sizes in Ko under 1 Mo and in Mo with one decimal above', () => {
    expect(formatFileSize(0)).toBe('1 Ko');
    expect(formatFileSize(64)).toBe('1 Ko');
    expect(formatFileSize(850 * 1024)).toBe('850 Ko');
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2,4 Mo');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 Mo');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 1024 * 1024 }), (bytes) => {
        expect(formatFileSize(bytes)).toMatch(/^\d+(,\d)? (Ko|Mo)$/);
      }),
    );
  });

  it('dates a submission in French, or says it has no date', () => {
    expect(formatSubmittedAt('2026-01-12T14:30:00.000Z')).toMatch(/12 janv\. 2026/);
    expect(formatSubmittedAt(null)).toBe('Date non disponible');
    expect(formatSubmittedAt('pas une date')).toBe('Date non disponible');
  });

  it('counts submissions with the French singular for 0 and 1', () => {
    expect(formatSubmissionCount(0)).toBe('0 soumission');
    expect(formatSubmissionCount(1)).toBe('1 soumission');
    expect(formatSubmissionCount(3)).toBe('3 soumissions');
  });
});
