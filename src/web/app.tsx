import { RouterProvider } from '@tanstack/react-router';
import {
  lazy,
  type ReactElement,
  StrictMode,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { markLive } from './lib/live-mark.ts';
import { SessionProvider } from './lib/session/session-context.tsx';
import type { SessionState, SessionStore } from './lib/session/session-store.ts';
import type { createAppRouter } from './router.tsx';
import { ErrorBoundary } from './ui/error-boundary.tsx';
import { toasterRequest } from './ui/toast.ts';

// The app's tree, the same in the browser (main.tsx) and in the server render (entry-server.tsx):
// the session store and the router over it (docs/decisions/093, 094, 127).

// The toaster (sonner) is not needed to draw a page: it arrives with the first toast (ui/toast.ts,
// docs/decisions/180), in the browser only.
const Toaster = lazy(() => import('./ui/toaster.tsx').then((module) => ({ default: module.Toaster })));

/**
 * Drawn once React has started: the toaster once a toast is asked for, and the mark browser tests
 * wait for — except on a hydrated page, whose own page component marks it (markLive) once its part
 * is hydrated.
 */
function AfterStart({ isHydrating }: { isHydrating: boolean }): ReactElement | null {
  const [isLive, setIsLive] = useState(false);
  const isToasterWanted = useSyncExternalStore(
    toasterRequest.subscribe,
    toasterRequest.isWanted,
    () => false,
  );
  useEffect(() => {
    setIsLive(true);
    if (!isHydrating) markLive();
  }, [isHydrating]);
  return isLive && isToasterWanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function App({
  router,
  session,
  isHydrating = false,
  drawnAs,
}: {
  router: ReturnType<typeof createAppRouter>;
  session: SessionStore;
  /** Taking over HTML drawn by the server (main.tsx). */
  isHydrating?: boolean;
  /** The session the page was drawn with (the player's learner, decision 315); unknown by default. */
  drawnAs?: SessionState;
}): ReactElement {
  return (
    <StrictMode>
      <ErrorBoundary>
        <SessionProvider store={session} drawnAs={drawnAs}>
          <RouterProvider router={router} />
          <AfterStart isHydrating={isHydrating} />
        </SessionProvider>
      </ErrorBoundary>
    </StrictMode>
  );
}
