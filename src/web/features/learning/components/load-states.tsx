import { Link } from '@tanstack/react-router';
import { t } from '#shared/messages/fr-learning.ts';
import { paths } from '#web/paths.ts';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { LoadError } from '#web/ui/load-error.tsx';

/**
 * 'Erreur de chargement' with the API's French message (e.g. the 403 of a course not followed) and
 * 'Réessayer'; offline, 'Vous êtes hors ligne' with the way to 'Mes formations' (kept offline).
 */
export function LoadErrorScreen({
  error,
  onRetry,
  isMyCourses = false,
}: {
  error: unknown;
  onRetry: () => void;
  isMyCourses?: boolean;
}) {
  return (
    <LoadError
      error={error}
      onRetry={onRetry}
      title={t('learning.course.loadError')}
      offlineAction={
        isMyCourses ? undefined : (
          <Link to={paths.dashboard.courses()} className={buttonClasses('outline')}>
            {t('learning.offline.myCourses')}
          </Link>
        )
      }
    />
  );
}
