import type { FastifyInstance } from 'fastify';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';

/**
 * A character PostgreSQL refuses, anywhere in the value (keys included): a NUL cannot be stored in
 * text, and a lone surrogate ("\ud800", which only a hand-written JSON escape can carry) cannot be
 * stored in jsonb. Letting either through turns bad input into a 500. Walks iteratively: a deeply
 * nested body must not blow the stack.
 */
export function unstorableCharacter(value: unknown): 'nul' | 'loneSurrogate' | null {
  const pending: unknown[] = [value];
  const check = (text: string) =>
    text.includes('\u0000') ? 'nul' : text.isWellFormed() ? null : 'loneSurrogate';
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      const found = check(current);
      if (found) return found;
    } else if (Array.isArray(current)) {
      pending.push(...current);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const found = check(key);
        if (found) return found;
        pending.push(item);
      }
    }
  }
  return null;
}

/** True when a string anywhere in the value (keys included) holds a NUL character. */
export const containsNul = (value: unknown) => unstorableCharacter(value) === 'nul';

/**
 * Refuses a NUL character or a lone surrogate in the path, the query or a parsed body with a French
 * 400, before validation.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const found =
      unstorableCharacter(request.params) ??
      unstorableCharacter(request.query) ??
      unstorableCharacter(request.body);
    if (found === 'nul') throw new AppError('VALIDATION', t('error.nulCharacter'));
    if (found === 'loneSurrogate') throw new AppError('VALIDATION', t('error.loneSurrogate'));
  });
}
