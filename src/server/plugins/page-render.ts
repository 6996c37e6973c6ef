import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TCourseDetail, TInstructorPage } from '#shared/catalog/catalog.contract.ts';
import { documentTitle } from '#shared/page-titles.ts';
import type { PageAnswers } from '#shared/web/page-answers.contract.ts';
import {
  type ApiRead,
  isServerRenderedPath,
  type RenderedPage,
  type RenderPage,
  type RenderSignedInPage,
  SERVER_DATA_ELEMENT_ID,
} from '#shared/web/page-render.contract.ts';
import { metaName, titleTag } from '../features/seo/head-tags.ts';
import {
  // Certificates, part drawing (issue 16)
  headForCertificateVerify,
  headForCourse,
  headForHome,
  headForInstructor,
  headForMarketplace,
  headForNotFound,
} from '../features/seo/page-head.ts';
import { sendCompressed } from './compression.ts';
import { pageBootElement } from './page-boot.ts';
import { etagOf, matchesIfNoneMatch } from './public-caching.ts';

// The public pages drawn on the server (docs/decisions/127): `/`, `/marketplace` (its filters
// included), `/marketplace/{courseId}` and `/marketplace/instructors/{instructorId}`. The page is
// drawn by the server-render build (src/web/entry-server.tsx → dist/server-render) from the public
// API's own answers (app.inject: the same rules, the same cache), as an anonymous visitor sees it,
// then put into the built index.html with the data the browser hydrates from. Without that build
// (tests, a first `npm run dev`), web-app.ts sends index.html as before.

export type PageRenderOptions = {
  /** The built web app (its index.html is the page's frame). */
  webDistDir: string;
  /** The server-render build (entry-server.js). */
  serverRenderDir: string;
  /** The public address, for the head's canonical links. */
  appUrl: string;
};

/** Revalidated on each use: the catalogue changes, and the tag makes a repeat visit cost a 304. */
const PAGE_CACHE_CONTROL = 'public, no-cache';

/**
 * The page's head: title (the one the app sets after hydration, #shared/page-titles), description,
 * canonical, Open Graph, Twitter card and structured data (features/seo/page-head.ts, decision 132).
 */
export function pageHead(page: RenderedPage, appUrl: string): string {
  switch (page.kind) {
    case 'home':
      return headForHome(appUrl);
    case 'marketplace':
      return headForMarketplace(appUrl);
    case 'course':
      return headForCourse(appUrl, page.course as TCourseDetail);
    case 'instructor':
      return headForInstructor(appUrl, page.instructor as TInstructorPage);
    // Certificates, part drawing (issue 16)
    case 'certificate-verify':
      return headForCertificateVerify(appUrl);
    default:
      return headForNotFound(appUrl);
  }
}

/** JSON inside a script element: nothing in it may close the element or open a comment. */
export function scriptSafeJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** When the cache was filled: it changes with every render, the page does not (the ETag leaves it out). */
const CACHE_TIMES = /"(?:dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g;

/**
 * The page's validator: its bytes but the cache's times, so a page whose content has not changed
 * revalidates (304) though drawn again. The browser then keeps its copy, whose older times only
 * make the data stale sooner (asked again in the background, as any stale read).
 */
export function pageEtag(body: string): string {
  return etagOf(body.replace(CACHE_TIMES, ''));
}

/** An attribute of an element as React wrote it (already escaped), or null. */
const attribute = (element: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(element)?.[1] ?? null;

/**
 * A preload of the page's first picture marked `fetchPriority="high"` (the first course card's, the
 * course's cover: the largest paint of the page), with its widths, so it is asked for right after
 * the stylesheet instead of behind the scripts on a phone's six connections (docs/decisions/184).
 */
export function leadPicturePreload(html: string): string {
  const element = /<img\s[^>]*fetchPriority="high"[^>]*>/.exec(html)?.[0];
  const href = element ? attribute(element, 'src') : null;
  if (!element || !href) return '';
  const srcset = attribute(element, 'srcSet');
  const sizes = attribute(element, 'sizes');
  return `<link rel="preload" as="image" href="${href}"${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high">`;
}

/** The entry script and the chunks Vite announces in the built index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The stylesheet link of the built index.html (Vite writes it after the scripts). */
const STYLESHEET = /<link rel="stylesheet"[^>]*>/;

/** The page's own chunks as the build lists them (only asset file names), as addresses. */
const chunkAddresses = (files: readonly string[]) =>
  files.filter((file) => /^assets\/[\w.-]+\.js$/.test(file)).map((file) => `/${file}`);

/**
 * The built index.html with the page's head tags, its HTML in #root and its data beside it. The
 * stylesheet and the page's first picture are announced first (decision 184); the entry script and
 * the chunks (the frame's and the page's own) are left to the boot script at the end of the body,
 * which asks for them once the page has been painted with its first picture (decision 312).
 */
export function fillTemplate(
  template: string,
  head: string,
  html: string,
  state: string,
  pageChunks: readonly string[] = [],
): string {
  const data = state
    ? `<script id="${SERVER_DATA_ELEMENT_ID}" type="application/json">${scriptSafeJson(state)}</script>`
    : '';
  const stylesheet = STYLESHEET.exec(template)?.[0] ?? '';
  const first = stylesheet + leadPicturePreload(html);
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  const framePreloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  const boot = entry ? pageBootElement(entry, [...framePreloads, ...chunkAddresses(pageChunks)]) : '';
  const frame = entry ? template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '') : template;
  return frame
    .replace(STYLESHEET, '')
    .replace(/<title>[^<]*<\/title>/, () => first)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>${data}`)
    .replace('</body>', () => `${boot}</body>`);
}

/** What the web build lists per page (vite.config.ts, jang:page-preloads): chunks to fetch with the entry. */
type PagePreloads = Partial<Record<RenderedPage['kind'] | 'player', string[]>>;

function readPagePreloads(webDistDir: string): PagePreloads {
  try {
    return JSON.parse(
      readFileSync(path.join(webDistDir, '.vite/page-preloads.json'), 'utf8'),
    ) as PagePreloads;
  } catch {
    return {};
  }
}

/**
 * Reads a public API route as an anonymous visitor: no cookie, no bearer, no demo mode. From the
 * visitor's own address (certificates, part drawing: a budget per address counts the visitor, not
 * the server).
 */
function readApiThrough(app: FastifyInstance) {
  return (remoteAddress: string) =>
    async (url: string): Promise<ApiRead> => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json' },
        remoteAddress,
      });
      let payload: unknown = null;
      try {
        payload = JSON.parse(response.body);
      } catch {
        payload = null;
      }
      const data = payload && typeof payload === 'object' && 'data' in payload ? payload.data : payload;
      return { status: response.statusCode, data };
    };
}

type RenderModule = { render: RenderPage; renderSignedIn: RenderSignedInPage };

/** The server-render build, loaded on first use; null when it is not there. */
function loadRenderer(serverRenderDir: string): () => Promise<RenderModule | null> {
  let loading: Promise<RenderModule | null> | null = null;
  return () => {
    loading ??= (async () => {
      const entry = path.join(serverRenderDir, 'entry-server.js');
      if (!existsSync(entry)) return null;
      return (await import(pathToFileURL(entry).href)) as RenderModule;
    })();
    return loading;
  };
}

/**
 * The page of a signed-in learner (the course player) drawn from the answers it carries (decision
 * 315): its lesson in #root, the cache it was drawn from, and its code (the lesson's renderer
 * included) asked for once painted, as a public page's (decision 312); the caller adds the answers.
 * Null when the render build cannot draw it: the page then goes with its answers only (decision 313).
 */
export function createSignedInRender(options: PageRenderOptions) {
  const templatePath = path.join(options.webDistDir, 'index.html');
  if (!existsSync(templatePath) || !existsSync(path.join(options.serverRenderDir, 'entry-server.js'))) {
    return null;
  }
  const template = readFileSync(templatePath, 'utf8');
  const playerChunks = readPagePreloads(options.webDistDir).player ?? [];
  const renderer = loadRenderer(options.serverRenderDir);
  return async (
    request: FastifyRequest,
    answers: PageAnswers,
    preloads: string[],
  ): Promise<string | null> => {
    const module = await renderer();
    if (!module?.renderSignedIn) return null;
    let drawn: Awaited<ReturnType<RenderSignedInPage>>;
    try {
      drawn = await module.renderSignedIn(request.url, answers);
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'server render of a signed-in page failed');
      return null;
    }
    if (!drawn) return null;
    // Private pages: never in a search engine, whoever follows a link to one.
    const head = `${titleTag(documentTitle(drawn.title))}${metaName('robots', 'noindex')}`;
    return fillTemplate(template, head, drawn.html, drawn.state, [...playerChunks, ...preloads]);
  };
}

/**
 * A handler for the public page paths, or null when there is nothing to draw them with (no web
 * build or no server-render build): web-app.ts then sends index.html.
 */
export function createPageRender(app: FastifyInstance, options: PageRenderOptions) {
  const templatePath = path.join(options.webDistDir, 'index.html');
  if (!existsSync(templatePath) || !existsSync(path.join(options.serverRenderDir, 'entry-server.js'))) {
    return null;
  }
  const template = readFileSync(templatePath, 'utf8');
  const preloads = readPagePreloads(options.webDistDir);
  const renderer = loadRenderer(options.serverRenderDir);
  const readApi = readApiThrough(app);

  /** Answers the page; false when the path is not one drawn on the server. */
  return async function renderPage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!isServerRenderedPath(pathname)) return false;
    const render = await renderer();
    if (!render) return false;
    let result: Awaited<ReturnType<RenderPage>>;
    try {
      result = await render.render(request.url, readApi(request.ip));
    } catch (error) {
      // The browser can still draw the page: a failed server render never costs the visitor the page.
      request.log.error({ err: error, url: request.url }, 'server render failed');
      return false;
    }
    if (result.status === 302) {
      // The router's own form of the address (a page's own path, never another site).
      const location =
        result.location?.startsWith('/') && !result.location.startsWith('//') ? result.location : '/';
      await reply.redirect(location, 302);
      return true;
    }
    const head = pageHead(result.page, options.appUrl);
    const body = fillTemplate(template, head, result.html, result.state, preloads[result.page.kind]);
    const etag = pageEtag(body);
    reply
      .code(result.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', PAGE_CACHE_CONTROL)
      .header('etag', etag);
    // Drawn the same for everyone (the browser learns who is there): only the encoding varies
    // (sendCompressed says so).
    if (result.status === 200 && matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      await reply.code(304).header('vary', 'accept-encoding').send();
      return true;
    }
    await sendCompressed(request, reply, body);
    return true;
  };
}
