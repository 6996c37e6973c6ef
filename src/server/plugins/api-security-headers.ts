import type { FastifyInstance } from 'fastify';
import { BARE_SECURITY_HEADERS } from './framework-errors.ts';

// API answers in JSON carry the short set of security headers (docs/decisions/182) instead of the
// document's (helmet's policy for the app's pages, its isolation and legacy headers): a browser
// enforces a policy, framing and isolation only on a document or a worker, and JSON read by the app
// is neither. About 800 bytes less on each of the 3 to 10 API answers of a first visit, over
// HTTP/1.1 where headers are not compressed. Opened by hand in a tab, a JSON answer is still a
// document that may run, load or frame nothing (default-src 'none', frame-ancestors 'none', DENY).

/** Helmet's headers replaced on JSON answers (the ones BARE_SECURITY_HEADERS does not set again). */
const DOCUMENT_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const isJson = (contentType: unknown) =>
  /^application\/(?:[\w.+-]+\+)?json\b/.test(String(contentType ?? ''));

/** Registered after helmet, whose onRequest hook writes its headers on the raw response. */
export function registerApiSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || !isJson(reply.getHeader('content-type'))) return payload;
    for (const name of DOCUMENT_HEADERS) {
      reply.removeHeader(name);
      reply.raw.removeHeader(name);
    }
    // A route's own stricter policy (a file shown in a sandbox) is kept.
    for (const [name, value] of Object.entries(BARE_SECURITY_HEADERS)) {
      if (name === 'content-security-policy' && reply.hasHeader(name) && !isHelmets(reply.getHeader(name)))
        continue;
      reply.raw.removeHeader(name);
      reply.header(name, value);
    }
    return payload;
  });
}

/** Helmet's policy is the app's (default-src 'self'); a route's own starts otherwise. */
const isHelmets = (value: unknown) => String(value ?? '').startsWith("default-src 'self'");
