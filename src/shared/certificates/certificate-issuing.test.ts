import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  certificateStanding,
  printedDate,
  VERIFICATION_CODE_ALPHABET,
  VERIFICATION_CODE_LENGTH,
  verificationCodeFrom,
} from './certificate-issuing.ts';

describe('certificateStanding', () => {
  const exams = [
    { title: 'Examen 1', passed: true },
    { title: 'Examen 2', passed: false },
  ];
  it('says what is missing, in order: certificates on, 100 %, every exam passed', () => {
    expect(certificateStanding({ certificateOn: false, progress: 100, exams: [] })).toEqual({
      kind: 'no_certificate',
    });
    expect(certificateStanding({ certificateOn: true, progress: 99, exams })).toEqual({
      kind: 'in_progress',
      progress: 99,
    });
    expect(certificateStanding({ certificateOn: true, progress: 100, exams })).toEqual({
      kind: 'exams_pending',
      exams: ['Examen 2'],
    });
    expect(certificateStanding({ certificateOn: true, progress: 100, exams: [] })).toEqual({
      kind: 'earned',
    });
  });
  it('is earned only at 100 % with every exam passed', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 0, max: 100 }),
        fc.array(fc.record({ title: fc.string(), passed: fc.boolean() }), { maxLength: 5 }),
        (certificateOn, progress, list) => {
          const earned = certificateStanding({ certificateOn, progress, exams: list }).kind === 'earned';
          return earned === (certificateOn && progress >= 100 && list.every((e) => e.passed));
        },
      ),
    );
  });
});

describe('printedDate', () => {
  it('prints the French date on Dakar’s calendar', () => {
    expect(printedDate(new Date('2026-11-27T10:00:00Z'))).toBe('27 novembre 2026');
    expect(printedDate(new Date('2026-01-01T23:59:00Z'))).toBe('1 janvier 2026');
  });
});

describe('verificationCodeFrom', () => {
  it('makes codes of the alphabet, of the fixed length, unbiased (bytes past the last whole multiple dropped)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 40 }), (seed) => {
        let offset = 0;
        const code = verificationCodeFrom((n) => {
          // The seed, then bytes that are always kept (0), so the code always ends.
          const out = new Uint8Array(n).map(() => (offset < seed.length ? seed[offset++]! : 0));
          return out;
        });
        expect(code).toHaveLength(VERIFICATION_CODE_LENGTH);
        for (const char of code) expect(VERIFICATION_CODE_ALPHABET).toContain(char);
        const limit = 256 - (256 % VERIFICATION_CODE_ALPHABET.length);
        const kept = [...seed].filter((b) => b < limit).slice(0, VERIFICATION_CODE_LENGTH);
        expect(code.startsWith(kept.map((b) => VERIFICATION_CODE_ALPHABET[b % 31]).join(''))).toBe(true);
      }),
    );
  });
});
