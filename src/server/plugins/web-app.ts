import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { t } from '#shared/messages/fr.ts';
import { acceptsAvif, avifTwin } from '#shared/pictures/picture-sources.ts';
import { sendCompressed } from './compression.ts';
import { ANSWERED_PAGE_CACHE_CONTROL, createPageAnswers, withPageAnswers } from './page-answers.ts';
import { createPageRender, createSignedInRender, type PageRenderOptions } from './page-render.ts';
import { PRECOMPRESSED_EXTENSIONS } from './precompress.ts';

// The built React app: its files, the public pages drawn on the server (page-render.ts, decision
// 127), and index.html for every other page path (client routing).
// Each file is sent in the brotli or gzip form written beside it at build time when the request
// accepts it (Content-Encoding, Vary: Accept-Encoding), with an ETag answered 304 on
// revalidation (docs/decisions/123, 124).

const REVALIDATE = 'no-cache';
/** Files of src/web/public (demo pictures…): named the same after a change, kept a day like uploads. */
const UNHASHED = 'public, max-age=86400';
/** The extension of a compressed form (PRECOMPRESSED_EXTENSIONS). */
const COMPRESSED_SUFFIX = /\.(?:br|gz)$/;

/**
 * The build's hashed assets (assets/name-hash.js) change name when they change: kept a year,
 * immutable (the static options' default). index.html and the service worker keep their names from
 * one deployment to the next: revalidated on each use (ETag, 304).
 */
function setCacheControl(reply: FastifyReply, filePath: string, webDistDir: string) {
  const file = path.relative(webDistDir, filePath).split(path.sep).join('/').replace(COMPRESSED_SUFFIX, '');
  const isDocument = file === 'index.html' || file === 'sw.js';
  if (!isDocument) dropDocumentHeaders(reply);
  if (file.startsWith('assets/')) return;
  reply.header('cache-control', isDocument ? REVALIDATE : UNHASHED);
}

/**
 * Helmet's headers that only a document or a worker obeys (its policy, framing, isolation, HSTS),
 * dropped from scripts, styles and pictures: a browser ignores them there, and on a first visit of
 * some 25 files they were about 20 KB of headers a phone downloaded for nothing (decision 139).
 * nosniff, Cross-Origin-Resource-Policy and Referrer-Policy stay on every file.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function dropDocumentHeaders(reply: FastifyReply) {
  // Helmet writes them on the raw response (its onRequest hook).
  for (const name of DOCUMENT_ONLY_HEADERS) {
    reply.removeHeader(name);
    reply.raw.removeHeader(name);
  }
}

/** The build's AVIF pictures (src/web/public's demo pictures), by address: '/demo/courses/x.720x405.avif'. */
function avifFilesOf(webDistDir: string): Set<string> {
  const files = readdirSync(webDistDir, { recursive: true, encoding: 'utf8' });
  return new Set(
    files.filter((file) => file.endsWith('.avif')).map((file) => `/${file.split(path.sep).join('/')}`),
  );
}

/**
 * A picture named by its WebP address is sent as its AVIF twin when the build has one and the browser
 * reads AVIF (decision 187): a third fewer bytes on a phone, the pages unchanged. Both answers say
 * `Vary: Accept` so a shared cache keeps them apart.
 */
function servePictureTwins(app: FastifyInstance, webDistDir: string) {
  const twins = avifFilesOf(webDistDir);
  if (twins.size === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const twin = avifTwin(request.url.split('?')[0] as string);
    if (!twin || !twins.has(twin)) return;
    reply.header('vary', 'Accept');
    if (acceptsAvif(request.headers.accept)) return reply.type('image/avif').sendFile(twin.slice(1));
  });
}

const isPageRequest = (method: string, url: string) =>
  (method === 'GET' || method === 'HEAD') && !url.startsWith('/api/') && url.split('?')[0] !== '/api';

export function registerWebApp(app: FastifyInstance, options: PageRenderOptions) {
  const { webDistDir } = options;
  const hasWebApp = existsSync(path.join(webDistDir, 'index.html'));
  const renderPage = hasWebApp ? createPageRender(app, options) : null;
  const template = hasWebApp ? readFileSync(path.join(webDistDir, 'index.html'), 'utf8') : '';
  const answersFor = createPageAnswers(app, webDistDir);
  const drawSignedIn = hasWebApp ? createSignedInRender(options) : null;
  if (hasWebApp) {
    app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The compressed forms are chosen by negotiation, never asked for by name.
      globIgnore: PRECOMPRESSED_EXTENSIONS.map((extension) => `**/*${extension}`),
      preCompressed: true,
      maxAge: '1y',
      immutable: true,
      setHeaders: (reply, filePath) => setCacheControl(reply, filePath, webDistDir),
    });
    servePictureTwins(app, webDistDir);
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (renderPage && isPageRequest(request.method, request.url) && (await renderPage(request, reply))) {
      return reply;
    }
    if (hasWebApp && isPageRequest(request.method, request.url)) {
      // A signed-in page with its first answers (the player, decision 313), else the page as built.
      const answers = await answersFor(request);
      if (answers?.redirectTo)
        return reply.header('cache-control', 'private, no-store').redirect(answers.redirectTo, 302);
      if (answers) {
        reply.header('cache-control', ANSWERED_PAGE_CACHE_CONTROL).type('text/html; charset=utf-8');
        // Drawn from them when the render build can (decision 315): its renderer goes with its code.
        const drawn = await drawSignedIn?.(request, answers.page, answers.preloads);
        const page = drawn
          ? withPageAnswers(drawn, { ...answers, preloads: [] })
          : withPageAnswers(template, answers);
        return sendCompressed(request, reply, page);
      }
      return reply.header('cache-control', REVALIDATE).sendFile('index.html');
    }
    return reply.code(404).send({ error: t('request.notFound'), code: 'NOT_FOUND' });
  });
}
