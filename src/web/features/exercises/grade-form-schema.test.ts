import { describe, expect, it } from 'vitest';
import { zodFieldErrors } from '#web/lib/form-errors.ts';
import { numberOrNull, ZGradeForm } from './grade-form-schema.ts';

const parse = (values: { score: string; max_score: string; feedback?: string }) =>
  ZGradeForm.safeParse({ feedback: '', ...values });

describe('numberOrNull', () => {
  it('reads a French decimal comma, and gives null for empty or unreadable text', () => {
    expect(numberOrNull(' 16 ')).toBe(16);
    expect(numberOrNull('12,5')).toBe(12.5);
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull('seize')).toBeNull();
  });
});

describe('ZGradeForm', () => {
  it('hands the contract numbers, and leaves an empty maximum out (the submission keeps its own)', () => {
    expect(parse({ score: '16', max_score: '20', feedback: ' Bien. ' }).data).toEqual({
      score: 16,
      max_score: 20,
      feedback: 'Bien.',
    });
    expect(parse({ score: '0', max_score: '' }).data).toEqual({ score: 0, feedback: '' });
  });

  it("says the contract's French messages under the fields they name", () => {
    const result = parse({ score: '', max_score: 'vingt' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(zodFieldErrors(result.error)).toEqual({
      score: 'La note doit être un nombre entier positif ou nul.',
      max_score: 'La note maximale doit être un nombre entier supérieur ou égal à 1.',
    });
    const negative = parse({ score: '-1', max_score: '20' });
    expect(negative.success ? {} : zodFieldErrors(negative.error)).toEqual({
      score: 'La note doit être un nombre entier positif ou nul.',
    });
  });

  it('leaves the range to the server: a score above the maximum passes here', () => {
    expect(parse({ score: '25', max_score: '20' }).success).toBe(true);
  });
});
