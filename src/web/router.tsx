import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { LoaderCircle } from 'lucide-react';
import { t, type WebMessageKey } from '#shared/messages/fr-web.ts';
import { parseSearch, stringifySearch } from './lib/search-params.ts';
import type { SessionStore } from './lib/session/session-store.ts';
import { adminArea } from './routes/admin.routes.tsx';
import { authArea } from './routes/auth.routes.tsx';
import { dashboardArea } from './routes/dashboard.routes.tsx';
import { devArea, devStructureBuilder } from './routes/dev.routes.tsx';
import { instructorArea } from './routes/instructor.routes.tsx';
import { publicArea } from './routes/public.routes.tsx';
import { rootRoute } from './routes/root.routes.tsx';
import { RouteError } from './routes/route-error.tsx';
import { superadminArea } from './routes/superadmin.routes.tsx';
import { NotFound } from './ui/not-found.tsx';

// The route tree, one file per area (./routes/*.routes.tsx, docs/decisions/094). Every page component
// is lazy-loaded, so the first download holds only React, the router, the session store and the
// route table; each shell and each auth page is its own chunk. The area files are also where
// features meet: shells (src/web/shell) and features are composed there, never inside one another.

const routeTree = rootRoute.addChildren([
  publicArea,
  authArea,
  dashboardArea,
  instructorArea,
  adminArea,
  superadminArea,
  devArea,
  ...(devStructureBuilder ? [devStructureBuilder] : []),
]);

function PendingPage() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 px-4 py-16 text-muted-foreground">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      {t('shell.loading')}
    </p>
  );
}

/**
 * The app's router, over the app's session store (built once by main.tsx). The server render
 * (entry-server.tsx) gives it the page's address as a memory history and its own query cache.
 */
export function createAppRouter(
  session: SessionStore,
  options: { history?: RouterHistory; queryClient?: QueryClient } = {},
) {
  return createRouter({
    routeTree,
    context: options.queryClient ? { session, queryClient: options.queryClient } : { session },
    ...(options.history ? { history: options.history } : {}),
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    defaultPendingComponent: PendingPage,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: RouteError,
    // In the browser only: on the server the router would add an inline script, which the CSP refuses.
    scrollRestoration: !options.history,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** Catalogue key of the page's name, for pages still shown as a placeholder. */
    titleKey?: WebMessageKey;
  }
}
