import { t } from '#shared/messages/fr-cohorts-space-web.ts';
import { cn } from '#web/lib/cn.ts';
import { buttonClasses } from '#web/ui/button-classes.ts';

/** The red box of spec §2.1. */
export function CohortLoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto my-8 max-w-xl rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-destructive"
    >
      <p>
        <strong className="font-semibold">{t('cohortSpace.errorTitle')}</strong>{' '}
        {message || t('cohortSpace.errorDefault')}
      </p>
      <p className="mt-2 text-sm">{t('cohortSpace.errorHint')}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry} className={cn(buttonClasses('outline', 'sm'), 'mt-3')}>
          {t('cohortSpace.retry')}
        </button>
      ) : null}
    </div>
  );
}
