import { createRoot, hydrateRoot } from 'react-dom/client';
import { SERVER_DATA_ELEMENT_ID } from '#shared/web/page-render.contract.ts';
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

if (container.firstElementChild && !isDemoMode()) {
  // The page's lazy parts are loaded first, so the first render draws what the server drew; the
  // router is told the page came from the server (no Suspense around the first match, as there).
  router.ssr = { manifest: undefined };
  void router
    .load()
    .then(() => hydrateRoot(container, <App router={router} session={session} isHydrating />));
} else {
  // The server drew the real catalogue; in demo mode the page is drawn again from the demo one.
  serverData?.remove();
  container.replaceChildren();
  createRoot(container).render(<App router={router} session={session} />);
}
