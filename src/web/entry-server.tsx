import { Writable } from 'node:stream';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { SETTINGS_PATHS } from '#shared/accounts/settings-paths.ts';
import { PUBLIC_PLATFORM_SETTINGS_PATH } from '#shared/platform/platform-paths.ts';
import type { PageAnswers } from '#shared/web/page-answers.contract.ts';
import type {
  ReadApi,
  RenderPage,
  RenderResult,
  RenderSignedInPage,
} from '#shared/web/page-render.contract.ts';
import { App } from './app.tsx';
import { preferencesKey } from './features/accounts/settings-api.ts';
import { CURRENCY_SETTING_PATH, currencySettingKey } from './features/catalog/api/get-currency-setting.ts';
import { DEMO_CATALOG_KEY, DEMO_CATALOG_PATH } from './features/catalog/api/get-demo-catalog.ts';
import { type CatalogMatch, prefillCatalogPage } from './features/catalog/page-data.ts';
// Certificates, part drawing (issue 16): the public verification pages
import { prefillVerifyPage, VERIFY_ROUTE_IDS } from './features/certificates/verify-page-data.ts';
import { PLAYER_ROUTE_ID, prefillPlayerPage } from './features/learning/player-page-data.ts';
import type { SessionState, SessionStore } from './lib/session/session-store.ts';
import { createAppRouter } from './router.tsx';
import { PUBLIC_PLATFORM_SETTINGS_KEY } from './shell/platform-banners.tsx';

// The server render of the public pages (docs/decisions/127), built apart by
// `vite build --ssr src/web/entry-server.tsx --outDir dist/server-render` and loaded by the server
// (src/server/plugins/page-render.ts). The page is drawn as an anonymous visitor would first see it,
// from the API's own answers; the browser hydrates it with the same data (main.tsx).

const NOT_YET_KNOWN: SessionState = { status: 'unknown', me: null };

/** The server never learns who is there: the page is the same for everyone, the browser finds out. */
const serverSession: SessionStore = {
  getSession: () => NOT_YET_KNOWN,
  subscribe: () => () => undefined,
  isSessionOffline: () => false,
  ensureSession: () => Promise.resolve(NOT_YET_KNOWN),
  signIn: () => Promise.reject(new Error('no sign-in while drawing a page on the server')),
  signOut: () => Promise.resolve(false),
  // Accounts, part settings (issue 17)
  reloadUser: () => Promise.resolve(),
};

/** A signed-in page is drawn for the user its answers name (decision 315): nothing changes it here. */
function signedInSession(me: SessionState['me']): SessionStore {
  const state: SessionState = { status: 'authenticated', me };
  return {
    ...serverSession,
    getSession: () => state,
    ensureSession: () => Promise.resolve(state),
  };
}

const createServerQueryClient = () =>
  new QueryClient({
    // Nothing is fetched on the server: the page draws what was put in the cache, or its loading state.
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });

/**
 * The cache as JSON, its queries in a fixed order: the reads finish in any order, and the page's
 * ETag is computed on its bytes (the same content must give the same tag).
 */
function cacheState(queryClient: QueryClient): string {
  const state = dehydrate(queryClient);
  state.queries.sort((a, b) => (a.queryHash < b.queryHash ? -1 : a.queryHash > b.queryHash ? 1 : 0));
  return JSON.stringify(state);
}

/** The whole HTML at once: the ETag is computed on it, and the pages suspend on nothing but chunks. */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every part inline, in reading order: no part is sent apart and moved in place by an inline
      // script (the CSP refuses inline scripts, and without JavaScript it would stay hidden).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error);
      },
    });
  });
}

/**
 * What every public shell reads whoever the page is (the maintenance message, whether 'Mode démo'
 * has a catalogue): drawn with the page and carried in its data, not asked for after it (decision 312).
 */
const SHELL_READS = [
  { key: PUBLIC_PLATFORM_SETTINGS_KEY, path: PUBLIC_PLATFORM_SETTINGS_PATH },
  { key: DEMO_CATALOG_KEY, path: DEMO_CATALOG_PATH },
];

export const render: RenderPage = async (url: string, readApi: ReadApi): Promise<RenderResult> => {
  const queryClient = createServerQueryClient();
  const router = createAppRouter(serverSession, {
    history: createMemoryHistory({ initialEntries: [url] }),
    queryClient,
  });
  await router.load();
  const outcome = router._serverResult;
  if (outcome?.type === 'redirect') {
    const location = outcome.redirect.options.href ?? outcome.redirect.headers.get('location') ?? '/';
    return { status: 302, location, page: { kind: 'not-found' }, html: '', state: '' };
  }
  const leaf = router.state.matches.at(-1);
  const match: CatalogMatch = {
    routeId: leaf?.routeId ?? '',
    params: (leaf?.params ?? {}) as Record<string, string>,
    search: (leaf?.search ?? {}) as CatalogMatch['search'],
  };
  // Certificates, part drawing (issue 16): the verification pages read their own data (and the
  // currency, which the public shell's switch shows on every public page).
  const shell = Promise.all(
    SHELL_READS.map(({ key, path }) =>
      readApi(path).then((answer) => {
        if (answer.status === 200) queryClient.setQueryData(key, answer.data);
      }),
    ),
  );
  const page = VERIFY_ROUTE_IDS.includes(match.routeId)
    ? (
        await Promise.all([
          prefillVerifyPage(match, readApi, queryClient),
          readApi(CURRENCY_SETTING_PATH).then((answer) => {
            if (answer.status === 200) queryClient.setQueryData(currencySettingKey, answer.data);
          }),
        ])
      )[0]
    : await prefillCatalogPage(match, readApi, queryClient);
  await shell;
  if (page.kind === 'not-found') return { status: 404, page, html: '', state: '' };
  const html = await renderToHtml(<App router={router} session={serverSession} />);
  return { status: 200, page, html, state: cacheState(queryClient) };
};

/**
 * The course player of a signed-in learner, drawn from the answers its page carries (decisions 313,
 * 315): the lesson is seen with the HTML, before any code has arrived. Null when it cannot be drawn
 * so (another page, a redirect, answers without the course): the browser then draws it as before.
 */
export const renderSignedIn: RenderSignedInPage = async (url: string, page: PageAnswers) => {
  const session = signedInSession(page.session.me);
  const queryClient = createServerQueryClient();
  const router = createAppRouter(session, {
    history: createMemoryHistory({ initialEntries: [url] }),
    queryClient,
  });
  await router.load();
  const leaf = router.state.matches.at(-1);
  if (router._serverResult?.type === 'redirect' || leaf?.routeId !== PLAYER_ROUTE_ID) return null;
  const drawn = prefillPlayerPage(
    leaf.params as { courseId?: string },
    leaf.search as { chapterId?: string },
    page.answers,
    queryClient,
  );
  if (!drawn) return null;
  // What the student shell reads on every page, when the page carries it.
  const shellReads = [
    { key: PUBLIC_PLATFORM_SETTINGS_KEY, path: PUBLIC_PLATFORM_SETTINGS_PATH },
    { key: preferencesKey, path: SETTINGS_PATHS.preferences },
  ];
  for (const { key, path } of shellReads)
    if (path in page.answers) queryClient.setQueryData(key, page.answers[path]);
  const html = await renderToHtml(<App router={router} session={session} drawnAs={session.getSession()} />);
  return { title: drawn.title, html, state: cacheState(queryClient) };
};
