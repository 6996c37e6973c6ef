import { describe, expect, it } from 'vitest';
import { CHECKOUT_REFUSALS, ERROR_STATUS, isOneOf } from './error-codes.ts';
import { AppError } from './errors.ts';

describe('error codes', () => {
  it('gives every code an HTTP error status', () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
    }
  });

  it('words a domain refusal in French without the thrower repeating it', () => {
    const error = new AppError('QUIZ_ALREADY_ANSWERED');
    expect(error.status).toBe(409);
    expect(error.toBody()).toEqual({
      code: 'QUIZ_ALREADY_ANSWERED',
      error: 'Vous avez déjà répondu à cette question.',
    });
    expect(new AppError('LESSON_LOCKED').status).toBe(403);
    expect(new AppError('COHORT_FULL').message).toBe("Cette session n'a plus de places disponibles.");
  });

  it("keeps the thrower's words for a refusal that names an amount or a date", () => {
    const error = new AppError('AMOUNT_CHANGED', 'Le montant a changé.', { expectedAmount: 5000 });
    expect(error.toBody()).toEqual({
      code: 'AMOUNT_CHANGED',
      error: 'Le montant a changé.',
      details: { expectedAmount: 5000 },
    });
  });

  it('tells a checkout refusal from any other answer by its code', () => {
    expect(isOneOf('SEAT_HELD', CHECKOUT_REFUSALS)).toBe(true);
    expect(isOneOf('CONFLICT', CHECKOUT_REFUSALS)).toBe(false);
    expect(isOneOf('QUIZ_ATTEMPT_CLOSED', CHECKOUT_REFUSALS)).toBe(false);
    expect(isOneOf(undefined, CHECKOUT_REFUSALS)).toBe(false);
    for (const code of CHECKOUT_REFUSALS) expect(ERROR_STATUS[code]).toBe(409);
  });
});
