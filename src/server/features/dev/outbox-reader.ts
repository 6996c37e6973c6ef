import type { FastifyRequest } from 'fastify';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The outbox holds password-reset and invitation links: whoever reads it can take any account.
 * Only someone on the server's own machine (the developer who started it) or a superadmin may.
 * `request.ip` is the socket's address unless TRUST_PROXY names the proxy in front (config.ts).
 */
export function assertOutboxReader(request: FastifyRequest): void {
  if (LOOPBACK.has(request.ip)) return;
  if (request.caller?.roles.includes('superadmin')) return;
  throw new AppError('FORBIDDEN', t('dev.outboxForbidden'));
}
