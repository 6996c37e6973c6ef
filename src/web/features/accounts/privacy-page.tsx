import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Download } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { DELETION_GRACE_DAYS, DELETION_REASON_MAX_LENGTH } from '#shared/accounts/privacy.ts';
import { t } from '#shared/messages/fr-accounts-data-web.ts';
import { errorMessage } from '#web/lib/api.ts';
import { formatLongDate } from '#web/lib/format.ts';
import { useOnlineStatus } from '#web/lib/use-online-status.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { Alert, AlertDescription, AlertTitle } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/ui/card.tsx';
import { TextareaField } from '#web/ui/textarea-field.tsx';
import { notify } from '#web/ui/toast.ts';
import {
  cancelDeletion,
  deletionKey,
  downloadDataExport,
  fetchDeletionRequest,
  requestDeletion,
} from './privacy-api.ts';

/**
 * /dashboard/settings/privacy, 'Données et compte' (spec/authoring-and-shell.md §7; issue 17): the
 * data export's download and the deletion request (its reason, then the date and 'Annuler la demande').
 */
export function PrivacyPage() {
  usePageTitle(t('privacy.title'));
  const isOnline = useOnlineStatus();
  return (
    <div className="mx-auto w-full max-w-2xl space-y-5 p-4 sm:p-6">
      <a
        href="/dashboard/settings"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('privacy.backToProfile')}
      </a>
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">{t('privacy.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('privacy.intro')}</p>
      </header>
      {!isOnline && (
        <Alert variant="warning">
          <AlertDescription>{t('privacy.offline')}</AlertDescription>
        </Alert>
      )}
      <ExportCard isOnline={isOnline} />
      <DeletionCard isOnline={isOnline} />
    </div>
  );
}

function ExportCard({ isOnline }: { isOnline: boolean }) {
  const download = useMutation({
    mutationFn: downloadDataExport,
    onSuccess: (file) => notify.success(t('privacy.export.done', { file })),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('privacy.export.title')}</CardTitle>
        <CardDescription>{t('privacy.export.text')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Button
          onClick={() => download.mutate()}
          isLoading={download.isPending}
          disabled={!isOnline}
          className="w-full sm:w-auto"
        >
          {!download.isPending && <Download aria-hidden="true" className="size-4" />}
          {download.isPending ? t('privacy.export.downloading') : t('privacy.export.button')}
        </Button>
        <p className="text-xs text-muted-foreground">{t('privacy.export.limit')}</p>
        {download.isError && (
          <Alert variant="destructive">
            <AlertDescription>{errorMessage(download.error)}</AlertDescription>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

function DeletionCard({ isOnline }: { isOnline: boolean }) {
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: deletionKey, queryFn: ({ signal }) => fetchDeletionRequest(signal) });
  const [reason, setReason] = useState('');
  const [isConfirmed, setIsConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: deletionKey });
  const create = useMutation({
    mutationFn: () => requestDeletion(reason),
    onSuccess: () => {
      notify.success(t('privacy.deletion.requested'));
      setReason('');
      setIsConfirmed(false);
      return refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: cancelDeletion,
    onSuccess: () => {
      notify.success(t('privacy.deletion.cancelled'));
      return refresh();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isConfirmed) {
      setConfirmError(t('privacy.deletion.confirmRequired'));
      return;
    }
    setConfirmError(null);
    create.mutate();
  };

  let body: ReactNode;
  if (current.isPending) {
    body = <p className="text-sm text-muted-foreground">{t('privacy.deletion.loading')}</p>;
  } else if (current.isError) {
    body = (
      <Alert variant="destructive" className="space-y-2">
        <AlertTitle>{t('privacy.deletion.loadError')}</AlertTitle>
        <AlertDescription>{errorMessage(current.error)}</AlertDescription>
        <Button variant="outline" size="sm" onClick={() => void current.refetch()}>
          {t('privacy.retry')}
        </Button>
      </Alert>
    );
  } else if (current.data.request) {
    const date = formatLongDate(current.data.request.dueAt) ?? current.data.request.dueAt;
    body = (
      <div className="space-y-3">
        <Alert variant="warning">
          <AlertTitle>{t('privacy.deletion.pendingTitle')}</AlertTitle>
          <AlertDescription>
            <p className="font-medium" data-testid="deletion-date">
              {t('privacy.deletion.pending', { date })}
            </p>
            <p>{t('privacy.deletion.pendingHint')}</p>
          </AlertDescription>
        </Alert>
        <Button
          variant="outline"
          onClick={() => cancel.mutate()}
          isLoading={cancel.isPending}
          disabled={!isOnline}
          className="w-full sm:w-auto"
        >
          {t('privacy.deletion.cancel')}
        </Button>
        {cancel.isError && (
          <Alert variant="destructive">
            <AlertDescription>{errorMessage(cancel.error)}</AlertDescription>
          </Alert>
        )}
      </div>
    );
  } else {
    body = (
      <form className="space-y-4" onSubmit={submit} noValidate>
        <p className="text-sm">{t('privacy.deletion.kept')}</p>
        <TextareaField
          label={t('privacy.deletion.reason')}
          value={reason}
          max={DELETION_REASON_MAX_LENGTH}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="space-y-1">
          <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm">
            <input
              type="checkbox"
              className="mt-1 size-4 accent-primary"
              checked={isConfirmed}
              aria-invalid={confirmError ? true : undefined}
              onChange={(event) => {
                setIsConfirmed(event.target.checked);
                if (event.target.checked) setConfirmError(null);
              }}
            />
            <span>{t('privacy.deletion.confirm')}</span>
          </label>
          {confirmError && (
            <p role="alert" className="text-sm text-destructive">
              {confirmError}
            </p>
          )}
        </div>
        <Button
          type="submit"
          variant="destructive"
          isLoading={create.isPending}
          disabled={!isOnline}
          className="w-full sm:w-auto"
        >
          {t('privacy.deletion.submit')}
        </Button>
        {create.isError && (
          <Alert variant="destructive">
            <AlertDescription>{errorMessage(create.error)}</AlertDescription>
          </Alert>
        )}
      </form>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('privacy.deletion.title')}</CardTitle>
        <CardDescription>{t('privacy.deletion.text', { days: DELETION_GRACE_DAYS })}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
