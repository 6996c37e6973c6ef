import type { AnyRoute } from '@tanstack/react-router';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isServerRenderedPath, SERVER_DATA_ELEMENT_ID } from '#shared/web/page-render.contract.ts';
import { App } from './app.tsx';
import { createAppSession } from './app-session.ts';
import { isDemoMode } from './lib/demo-mode.ts';
import { rerunGuardOnSessionChange } from './lib/route-guard.ts';
import { createAppRouter } from './router.tsx';
import './styles.css';

// The composition point: the one session store and the router over it (docs/decisions/093, 094).
// A public page drawn by the server (docs/decisions/127) is hydrated: React takes over its HTML and
// the data it carries; every other page (and `npm run dev`) is drawn here from an empty #root.

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const session = createAppSession();
const router = createAppRouter(session);
// A session that ends or changes roles by itself sends the current page back through the guard.
rerunGuardOnSessionChange(session, router);

const serverData = document.getElementById(SERVER_DATA_ELEMENT_ID);

/**
 * Resolves once the browser has had a frame to paint the server's HTML (a frame, then a task after
 * it), or after 100 ms in a tab that draws no frames (hidden): hydrating is one long task, and the
 * page should be seen before it runs, not after (docs/decisions/184).
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/**
 * Starts downloading the code of the page the address names (its layouts' and its own lazy chunks)
 * now, beside the session check, instead of after it: the router loads a page's chunks once its
 * guard has passed, and the guard waits for the session (two round trips on a slow network; the
 * player's first visit, docs/scaling.md). A page the guard then refuses only costs its download.
 */
function preloadCurrentPageCode() {
  for (const match of router.matchRoutes(router.latestLocation)) {
    const route = (router.routesById as Record<string, AnyRoute | undefined>)[match.routeId];
    if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
  }
}

if (container.firstElementChild && !isDemoMode()) {
  // The page's lazy parts are loaded first, so the first render draws what the server drew; the
  // router is told the page came from the server (no Suspense around the first match, as there).
  router.ssr = { manifest: undefined };
  // As a transition, hydrating is cut into short tasks the browser can answer taps between
  // (decision 312), instead of one long task.
  // A page other than the public ones was drawn for the learner its answers name (the player,
  // decision 315), whom the session store started with: hydration starts from that session.
  const drawnAs = isServerRenderedPath(window.location.pathname) ? undefined : session.getSession();
  void Promise.all([router.load(), afterFirstPaint()]).then(() =>
    startTransition(() => {
      hydrateRoot(container, <App router={router} session={session} drawnAs={drawnAs} isHydrating />);
    }),
  );
} else {
  preloadCurrentPageCode();
  // The server drew the real catalogue; in demo mode the page is drawn again from the demo one.
  serverData?.remove();
  container.replaceChildren();
  const root = createRoot(container);
  // A transition too: the first render of a client-drawn page (the player) in short tasks.
  startTransition(() => root.render(<App router={router} session={session} />));
}
