import type { PageAnswers } from './page-answers.contract.ts';

// What the server-render build (src/web/entry-server.tsx, built to dist/server-render) offers the
// server (src/server/plugins/page-render.ts), which loads it at run time: the two sides never import
// each other (docs/decisions/127).

/** An API read as the server answers it: the status and the parsed JSON body (envelope unwrapped). */
export type ApiRead = { status: number; data: unknown };

/** Reads a public API route (GET path?query) the way the browser would, as an anonymous visitor. */
export type ReadApi = (path: string) => Promise<ApiRead>;

/** What a public page shows, for its head tags: the course or the instructor when there is one. */
export type RenderedPage =
  | { kind: 'home' }
  | { kind: 'marketplace' }
  | { kind: 'course'; course: unknown }
  | { kind: 'instructor'; instructor: unknown }
  | { kind: 'not-found' }
  // Certificates, part drawing (issue 16): /verify-certificate and /verify-certificate/{code}
  | { kind: 'certificate-verify' };

export type RenderResult = {
  /**
   * 200; 404 for a course or instructor that is not in the marketplace; 302 to `location` when the
   * router writes the address another way (its canonical form, as the browser would rewrite it).
   */
  status: 200 | 404 | 302;
  location?: string;
  page: RenderedPage;
  /** The app's HTML, to go inside <div id="root">; empty for a 404 (no preview data). */
  html: string;
  /** The query cache the page was drawn from, as JSON for the browser (not yet escaped for HTML). */
  state: string;
};

export type RenderPage = (url: string, readApi: ReadApi) => Promise<RenderResult>;

/** A signed-in page drawn from the answers it carries (the course player, decision 315); null: not drawn. */
export type RenderSignedInPage = (
  url: string,
  page: PageAnswers,
) => Promise<{ title: string; html: string; state: string } | null>;

/** The id of the script element that carries the query cache to the browser. */
export const SERVER_DATA_ELEMENT_ID = 'server-data';
/** Set on #root once React has taken the page over (browser tests wait for it). */
export const LIVE_ATTRIBUTE = 'data-live';

/** Public page paths that are drawn on the server (everything else is drawn in the browser). */
export function isServerRenderedPath(pathname: string): boolean {
  return (
    pathname === '/' ||
    pathname === '/marketplace' ||
    pathname === '/marketplace/' ||
    /^\/marketplace\/instructors\/[^/]+\/?$/.test(pathname) ||
    /^\/marketplace\/(?!instructors\/?$|payment\/?$)[^/]+\/?$/.test(pathname) ||
    // Certificates, part drawing (issue 16): the public verification pages
    /^\/verify-certificate(?:\/[^/]+)?\/?$/.test(pathname)
  );
}
