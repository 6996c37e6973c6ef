import { useRouter } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { t } from '#shared/messages/fr-offline.ts';
import { paths } from '#web/paths.ts';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { OfflineScreen } from '#web/ui/offline-screen.tsx';

/**
 * A page that could not open offline (its code or its data could not be fetched): 'Vous êtes hors
 * ligne' and, in the student area, the way to 'Mes formations', which works offline (decision 053).
 * Loaded only when needed; the service worker keeps it with the app shell.
 */
export function OfflineRouteError({ onRetry }: { onRetry: () => void }): ReactElement {
  const router = useRouter();
  const { pathname } = router.state.location;
  const myCourses = paths.dashboard.courses();
  const isStudentArea = pathname.startsWith(paths.dashboard.home()) && pathname !== myCourses;
  return (
    <OfflineScreen
      onRetry={onRetry}
      action={
        isStudentArea ? (
          <a
            href={myCourses}
            className={buttonClasses('outline')}
            onClick={(event) => {
              event.preventDefault();
              void router.navigate({ href: myCourses });
            }}
          >
            {t('offline.myCourses')}
          </a>
        ) : undefined
      }
    />
  );
}
