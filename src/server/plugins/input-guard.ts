import type { FastifyInstance } from 'fastify';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';

/**
 * True when a string anywhere in the value (keys included) holds a NUL character. PostgreSQL cannot
 * store one in text, so letting it through turns bad input into a 500. Walks iteratively: a deeply
 * nested body must not blow the stack.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (Array.isArray(current)) {
      pending.push(...current);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** Refuses a NUL character in the path, the query or a parsed body with a French 400, before validation. */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw new AppError('VALIDATION', t('error.nulCharacter'));
    }
  });
}
