import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, type ErrorBody } from '#shared/errors.ts';
import { type MessageKey, t } from '#shared/messages/fr.ts';

// zod's own messages (a body that is not an object, an unknown enum value…) in French: a client
// never reads English, whichever contract forgot a message of its own.
z.config(z.locales.fr());

/** Fastify's own 4xx, by code: what was wrong with the request, in French. */
const FASTIFY_MESSAGES: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'error.unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'error.badRequest',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'error.malformedJson',
  FST_ERR_CTP_INVALID_JSON_BODY: 'error.malformedJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'error.payloadTooLarge',
};

/**
 * What a 5xx leaves in the log: its kind, its first line and its cause's message. A failed query's
 * own message carries the SQL parameters (names, emails, tokens): it is cut at its first line.
 */
export function loggableError(error: Error): Record<string, unknown> {
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.name,
    code: (error as { code?: unknown }).code,
    message: error.message.split('\n', 1)[0],
    cause:
      cause instanceof Error ? { type: cause.name, message: cause.message.split('\n', 1)[0] } : undefined,
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 5)
      .join('\n'),
  };
}

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
      const key = FASTIFY_MESSAGES[error.code] ?? 'error.validation';
      const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION';
      return reply.code(status).send({ error: t(key), code } satisfies ErrorBody);
    }
    request.log.error({ failure: loggableError(error) }, 'request failed');
    return reply.code(500).send({ error: t('error.internal'), code: 'INTERNAL' });
  });
}
