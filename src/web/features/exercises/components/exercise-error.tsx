import { Link } from '@tanstack/react-router';
import { TriangleAlert } from 'lucide-react';
import { t } from '#shared/messages/fr-exercises.ts';
import { ApiError, errorMessage } from '#web/lib/api.ts';
import { isOfflineError } from '#web/lib/offline.ts';
import { paths } from '#web/paths.ts';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { OfflineNotice } from '#web/ui/load-error.tsx';

/** The text for a failed exercise load (spec/learner.md §8): the API's French message, else a fallback. */
export function exerciseErrorText(error: unknown): string {
  if (error instanceof ApiError) return errorMessage(error) || t('exercises.learner.loadFallback');
  if (error instanceof Error) return t('exercises.learner.loadFallback');
  return t('exercises.learner.unknownError');
}

/** 404 → 'Exercice introuvable'; offline → 'Vous êtes hors ligne'; any other failure → its message with 'Réessayer'. */
export function ExerciseLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isOfflineError(error)) {
    return (
      <OfflineNotice
        onRetry={onRetry}
        action={
          <Link to={paths.dashboard.courses()} className={buttonClasses('outline')}>
            {t('exercises.openMyCourses')}
          </Link>
        }
      />
    );
  }
  const isNotFound = error instanceof ApiError && error.status === 404;
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <TriangleAlert aria-hidden="true" className="size-10 text-destructive" />
      <h1 className="text-2xl font-semibold">
        {isNotFound ? t('exercises.learner.notFound') : t('exercises.loadError')}
      </h1>
      <p className="text-muted-foreground">
        {isNotFound ? t('exercises.learner.notFoundHint') : exerciseErrorText(error)}
      </p>
      {isNotFound ? (
        <Link to={paths.dashboard.courses()} className={buttonClasses('default')}>
          {t('exercises.learner.backToCourses')}
        </Link>
      ) : (
        <button type="button" onClick={onRetry} className={buttonClasses('default')}>
          {t('shell.retry')}
        </button>
      )}
    </div>
  );
}
