import { RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppSession } from './app-session.ts';
import { rerunGuardOnSessionChange } from './lib/route-guard.ts';
import { SessionProvider } from './lib/session/session-context.tsx';
import { createAppRouter } from './router.tsx';
import { ErrorBoundary } from './ui/error-boundary.tsx';
import './styles.css';

// The composition point: the one session store and the router over it (docs/decisions/093, 094).

// The toaster (sonner) is not needed to draw the first page: it arrives just after.
const Toaster = lazy(() => import('./ui/toaster.tsx').then((module) => ({ default: module.Toaster })));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const session = createAppSession();
const router = createAppRouter(session);
// A session that ends or changes roles by itself sends the current page back through the guard.
rerunGuardOnSessionChange(session, router);

createRoot(container).render(
  <StrictMode>
    <ErrorBoundary>
      <SessionProvider store={session}>
        <RouterProvider router={router} />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </SessionProvider>
    </ErrorBoundary>
  </StrictMode>,
);
