import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorBody } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';

/**
 * The one place errors become HTTP answers: `{ error: <French message>, code, details? }`.
 * A 5xx never carries the internal message.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const retryAfter = error.details?.retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply.code(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        // A missing property has no instancePath of its own: its name is in the zod issue's path.
        const zodPath = (issue.params as { issue?: { path?: PropertyKey[] } }).issue?.path ?? [];
        const field =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || zodPath.map(String).join('.');
        fields[field || '_'] ??= issue.message ?? t('error.validation');
      }
      const first = Object.values(fields)[0] ?? t('error.validation');
      const body: ErrorBody = { error: first, code: 'VALIDATION', details: { fields } };
      return reply.code(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status === 429)
      return reply.code(429).send({ error: t('request.tooManyRequests'), code: 'RATE_LIMITED' });
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large…: Fastify's own 4xx.
      return reply.code(status).send({ error: t('error.validation'), code: 'VALIDATION' });
    }
    request.log.error(error);
    return reply.code(500).send({ error: t('error.internal'), code: 'INTERNAL' });
  });
}
