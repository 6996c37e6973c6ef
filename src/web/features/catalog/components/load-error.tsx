import { t } from '#shared/messages/fr-catalog.ts';
import { ApiError, errorMessage } from '#web/lib/api.ts';
import { Alert } from '#web/ui/alert.tsx';
import { LightButton } from './light-button.tsx';

/** Not published, gone, or an address whose id cannot be one (the API refuses it as invalid). */
export function isNotFound(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 404 || (error.status === 400 && error.code === 'VALIDATION');
}

/** A failed load: the API's French message and "Réessayer". */
export function LoadError({
  error,
  onRetry,
  className,
}: {
  error: unknown;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <Alert variant="destructive" className={className}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p>{errorMessage(error)}</p>
        <LightButton variant="outline" size="sm" onClick={onRetry} className="self-start sm:self-auto">
          {t('shell.retry')}
        </LightButton>
      </div>
    </Alert>
  );
}

/** "Chargement…" while a page's data arrives. */
export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="py-16 text-center text-muted-foreground">
      {label}
    </p>
  );
}
