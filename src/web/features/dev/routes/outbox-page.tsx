import { Link } from '@tanstack/react-router';
import { Inbox, RefreshCw } from 'lucide-react';
import type { ReactElement } from 'react';
import { t } from '#shared/messages/fr-web.ts';
import { ApiError, errorMessage } from '#web/lib/api.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { paths } from '#web/paths.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#web/ui/card.tsx';
import { type OutboxEmail, outboxHtmlUrl, useOutbox } from '../api/use-outbox.ts';

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'medium' });

/** /dev/outbox: the emails of the development outbox, so links (confirmation, reset) can be followed. */
export function OutboxPage(): ReactElement {
  usePageTitle(t('dev.outboxTitle'));
  const outbox = useOutbox();
  const isUnavailable = outbox.error instanceof ApiError && outbox.error.status === 404;

  return (
    <div className="min-h-dvh bg-muted">
      <main id="main" className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <Link to={paths.home()} className="text-sm font-bold text-primary">
              {t('app.name')}
            </Link>
            <h1 className="text-2xl font-semibold">{t('dev.outboxTitle')}</h1>
            <p className="text-sm text-muted-foreground">{t('dev.outboxDetail')}</p>
          </div>
          {isUnavailable ? null : (
            <Button
              variant="outline"
              size="sm"
              onClick={() => void outbox.refetch()}
              isLoading={outbox.isFetching}
            >
              {outbox.isFetching ? null : <RefreshCw aria-hidden="true" className="size-4" />}
              {t('dev.outboxRefresh')}
            </Button>
          )}
        </header>

        {isUnavailable ? (
          <Alert variant="warning">{t('dev.outboxUnavailable')}</Alert>
        ) : outbox.isPending ? (
          <p role="status" className="text-muted-foreground">
            {t('shell.loading')}
          </p>
        ) : outbox.isError ? (
          <Alert variant="destructive">
            <p className="font-medium">{t('dev.outboxError')}</p>
            <p>{errorMessage(outbox.error)}</p>
          </Alert>
        ) : outbox.data.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border bg-surface px-6 py-12 text-center text-muted-foreground">
            <Inbox aria-hidden="true" className="size-8" />
            <p>{t('dev.outboxEmpty')}</p>
          </div>
        ) : (
          <ol className="space-y-4">
            {outbox.data.map((email) => (
              <li key={email.id}>
                <OutboxItem email={email} />
              </li>
            ))}
          </ol>
        )}
      </main>
    </div>
  );
}

function OutboxItem({ email }: { email: OutboxEmail }) {
  const sentAt = new Date(email.createdAt);
  return (
    <Card>
      <CardHeader gap="tight">
        <h2 className="text-lg font-semibold break-words">{email.subject}</h2>
        <p className="text-sm text-muted-foreground break-all">{t('dev.outboxTo', { to: email.to })}</p>
        <p className="text-sm text-muted-foreground">
          <time dateTime={email.createdAt}>
            {Number.isNaN(sentAt.getTime()) ? email.createdAt : dateFormat.format(sentAt)}
          </time>
        </p>
      </CardHeader>
      <CardContent className="space-y-3">
        <pre className="font-sans text-sm whitespace-pre-wrap break-words">{email.text}</pre>
        {email.link ? (
          <p className="text-sm">
            <span className="font-medium">{t('dev.outboxLink')}</span>{' '}
            <a href={email.link} className="break-all text-primary underline underline-offset-4">
              {email.link}
            </a>
          </p>
        ) : null}
        {email.hasHtml ? (
          <p className="text-sm">
            <a href={outboxHtmlUrl(email.id)} className="text-primary underline underline-offset-4">
              {t('dev.outboxHtml')}
            </a>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
