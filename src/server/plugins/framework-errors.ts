import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';

// Answers that Fastify or Node give before any route or hook runs (a URL that cannot be decoded or is
// too long, headers too large, a request Node cannot parse). Left to their defaults they are English,
// echo the path and carry none of helmet's headers; here they are French and carry the headers below.

/** Security headers for answers helmet never sees: nothing to run, frame or sniff in an error. */
export const BARE_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
} as const;

/** Fastify's `frameworkErrors`: a path that is not valid URL encoding, or a parameter too long. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const isTooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: ErrorBody = {
    error: isTooLong ? t('error.urlTooLong') : t('error.badRequest'),
    code: 'VALIDATION',
  };
  return reply
    .code(isTooLong ? 414 : 400)
    .headers(BARE_SECURITY_HEADERS)
    .send(body);
}

/** Fastify's `clientErrorHandler`: Node could not parse the request (headers too large, garbage). */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message =
    status === 431
      ? t('error.headersTooLarge')
      : status === 408
        ? t('request.timeoutServer')
        : t('error.badRequest');
  const body = JSON.stringify({ error: message, code: 'VALIDATION' } satisfies ErrorBody);
  const headers = {
    ...BARE_SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  if (socket.writable) {
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
