import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCompressed } from './compression.ts';
import { preloadLinks, readPagePreloads } from './page-render.ts';
import { etagOf, matchesIfNoneMatch } from './public-caching.ts';

// Pages drawn in the browser whose lazy route chunks index.html announces as
// <link rel=modulepreload> (docs/decisions/181): the course player, opened from a link or the home
// screen on a phone, then fetches its chunks with the entry instead of one round trip after it. The
// chunk list comes from the web build (vite.config.ts, jang:page-preloads, kind 'player').

/** The page kind of a client-drawn path whose chunks are announced, or null. */
export function clientPageKind(pathname: string): 'player' | null {
  return /^\/dashboard\/courses\/[^/]+\/learn\/?$/.test(pathname) ? 'player' : null;
}

/** index.html with the links just before </head>; the same file when there are none. */
export function withPreloads(template: string, links: string): string {
  return links ? template.replace('</head>', () => `${links}</head>`) : template;
}

/**
 * A handler for the client pages with announced chunks, or null without a web build. Answers like
 * index.html does (revalidated on each use, ETag, compressed by negotiation); false for other paths.
 */
export function createClientPagePreloads(webDistDir: string) {
  const templatePath = path.join(webDistDir, 'index.html');
  if (!existsSync(templatePath)) return null;
  const template = readFileSync(templatePath, 'utf8');
  const preloads = readPagePreloads(webDistDir);
  const pages = new Map(
    (['player'] as const).map((kind) => {
      const body = withPreloads(template, preloadLinks(preloads[kind]));
      return [kind, { body, etag: etagOf(body) }];
    }),
  );
  return async function sendClientPage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const kind = clientPageKind(request.url.split('?')[0] ?? '/');
    const page = kind ? pages.get(kind) : undefined;
    if (!page) return false;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('etag', page.etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], page.etag)) {
      await reply.code(304).header('vary', 'accept-encoding').send();
      return true;
    }
    await sendCompressed(request, reply, page.body);
    return true;
  };
}
