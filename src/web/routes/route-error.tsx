import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { isOfflineError } from '#web/lib/offline.ts';
import { ErrorFallback } from '#web/ui/error-boundary.tsx';

// The router's error screen. Offline it says 'Vous êtes hors ligne' (./offline-route-error.tsx,
// loaded only then: it stays out of the first download, and the service worker precaches it as one
// of the entry's lazy pieces); otherwise the generic 'Une erreur est survenue'.

const OfflineRouteError = lazy(() =>
  import('./offline-route-error.tsx').then(
    (module) => ({ default: module.OfflineRouteError }),
    // Not kept (no service worker yet): the generic screen, which still offers 'Réessayer'.
    () => ({ default: ErrorFallback }),
  ),
);

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  if (!isOfflineError(error)) return <ErrorFallback onRetry={retry} />;
  // Fetched on demand: offline it comes from the service worker's precache.
  return (
    <Suspense fallback={null}>
      <OfflineRouteError onRetry={retry} />
    </Suspense>
  );
}
