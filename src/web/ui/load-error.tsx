import { TriangleAlert } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { t } from '#shared/messages/fr-web.ts';
import { errorMessage } from '#web/lib/api.ts';
import { isOfflineError } from '#web/lib/offline.ts';
import { buttonClasses } from './button-classes.ts';
import type { OfflineScreenProps } from './offline-screen.tsx';

// The offline screen is fetched only when a page needs it: it stays out of a page's first download,
// and the service worker keeps it with the pages that may show it (their lazy pieces are precached).
const LazyOfflineScreen = lazy(() =>
  import('./offline-screen.tsx').then(
    (module) => ({ default: module.OfflineScreen }),
    // Not kept (no service worker): the request helper's own offline sentence.
    () => ({
      default: () => (
        <p role="alert" className="px-4 py-16 text-center">
          {t('request.offline')}
        </p>
      ),
    }),
  ),
);

/** OfflineScreen ('Vous êtes hors ligne'), loaded on demand. */
export function OfflineNotice(props: OfflineScreenProps) {
  return (
    <Suspense fallback={null}>
      <LazyOfflineScreen {...props} />
    </Suspense>
  );
}

export type LoadErrorProps = {
  /** The query's (or route's) error. */
  error: unknown;
  onRetry: () => void;
  /** The heading of the screen for a failure that is not offline, e.g. 'Erreur de chargement'. */
  title: string;
  /** Shown beside 'Réessayer' when offline: a way on that works without network. */
  offlineAction?: ReactNode;
};

/**
 * What a page shows when its data could not be loaded: 'Vous êtes hors ligne' with what to do when
 * the failure is the missing network, otherwise the title and the API's French message with
 * 'Réessayer'. One piece for every page's query errors (docs/decisions/053).
 */
export function LoadError({ error, onRetry, title, offlineAction }: LoadErrorProps) {
  if (isOfflineError(error)) return <OfflineNotice onRetry={onRetry} action={offlineAction} />;
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <TriangleAlert aria-hidden="true" className="size-10 text-destructive" />
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-muted-foreground">{errorMessage(error)}</p>
      <button type="button" onClick={onRetry} className={buttonClasses('default')}>
        {t('shell.retry')}
      </button>
    </div>
  );
}
