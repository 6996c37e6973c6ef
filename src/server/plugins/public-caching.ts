import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addVary } from './compression.ts';

// Public reads (the catalogue, a course's page, an instructor's page…) carry an ETag and are
// revalidated: a client that has the answer gets 304 and no body (docs/decisions/124).
// The web app's files get theirs from the static plugin (web-app.ts).

/** Routes whose GET answers are public reads: every GET of the marketplace, and the SEO files. */
export function isPublicRead(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    url !== undefined &&
    (url.startsWith('/api/marketplace/') || url === '/robots.txt' || url === '/sitemap.xml')
  );
}

/**
 * A weak validator: the same bytes give the same tag, compressed or not (the compression plugin
 * runs after this hook and keeps it).
 */
export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header names this tag (weak comparison, lists and `*` included). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Must be registered before the compression plugin's route hooks run (they are route-level, so any
 * app-level onSend hook runs first): the tag is computed on the uncompressed answer.
 */
export function registerPublicCaching(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || !isPublicRead(request)) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag);
    // A signed-in caller's answer may carry their own state (enrolment, their review): theirs only.
    // The organisation an API answer shows depends on the bearer and the demo-mode header.
    if (!reply.hasHeader('cache-control')) {
      reply.header('cache-control', request.caller ? 'private, no-cache' : 'public, no-cache');
    }
    if (request.url.startsWith('/api/')) {
      addVary(reply, 'authorization');
      addVary(reply, 'x-demo-mode');
    }
    if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-length');
    return '';
  });
}
