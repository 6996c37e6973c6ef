import { TriangleAlert } from 'lucide-react';
import { t } from '#shared/messages/fr-learning.ts';
import { errorMessage } from '#web/lib/api.ts';
import { buttonClasses } from '#web/ui/button-classes.ts';

/** "Chargement…" while a page's data arrives. */
export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="py-16 text-center text-muted-foreground">
      {label}
    </p>
  );
}

/** 'Erreur de chargement': the API's French message (e.g. the 403 of a course not followed) and 'Réessayer'. */
export function LoadErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <TriangleAlert aria-hidden="true" className="size-10 text-destructive" />
      <h1 className="text-2xl font-semibold">{t('learning.course.loadError')}</h1>
      <p className="text-muted-foreground">{errorMessage(error)}</p>
      <button type="button" onClick={onRetry} className={buttonClasses('default')}>
        {t('shell.retry')}
      </button>
    </div>
  );
}
