import { CalendarClock, Pencil, Trash2, Video } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { TCohortSession, TCohortSessionValues } from '#shared/cohorts/cohort-sessions.ts';
import { t } from '#shared/messages/fr-cohorts-sessions-web.ts';
import { apiFieldErrors } from '#web/lib/api.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/ui/card.tsx';
import { Dialog, DialogClose, DialogContent } from '#web/ui/dialog.tsx';
import { notify } from '#web/ui/toast.ts';
import { useCohortSessions, useSessionWrite } from './cohort-sessions-api.ts';
import { SessionDialog } from './session-dialog.tsx';
import { emptySessionForm, formFromSession, type SessionFormValues } from './session-form.ts';
import { sessionWhen } from './session-when.ts';

// 'Planning des séances' (spec/cohorts.md §2.2, §8): the cohort's live sessions, for its admin or
// instructor, with the dialog to add or edit one and a confirmation before deleting. A completed
// cohort's card only lists (readOnly); the server refuses its writes anyway (decision 196).

type Editing = { sessionId: string | null; values: SessionFormValues };

export function CohortSessionsCard({ cohortId, readOnly }: { cohortId: string; readOnly: boolean }) {
  const sessions = useCohortSessions(cohortId);
  const write = useSessionWrite(cohortId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<TCohortSession | null>(null);

  useEffect(() => {
    if (sessions.isError) notify.error(t('sessionsCard.loadError'));
  }, [sessions.isError]);

  const save = async (values: TCohortSessionValues): Promise<Record<string, string>> => {
    const isCreating = editing?.sessionId == null;
    try {
      await write.mutateAsync(
        isCreating
          ? { kind: 'create', input: values }
          : { kind: 'update', sessionId: editing.sessionId!, input: values },
      );
      notify.success(t(isCreating ? 'sessionsCard.added' : 'sessionsCard.updated'));
      setEditing(null);
      return {};
    } catch (error) {
      notify.error(t(isCreating ? 'sessionsCard.addError' : 'sessionsCard.updateError'));
      return apiFieldErrors(error);
    }
  };

  const remove = async (session: TCohortSession) => {
    try {
      await write.mutateAsync({ kind: 'delete', sessionId: session.id });
      notify.success(t('sessionsCard.deleted'));
    } catch {
      notify.error(t('sessionsCard.deleteError'));
    }
  };

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle className="text-lg">{t('sessionsCard.title')}</CardTitle>
          <CardDescription>{t('sessionsCard.description')}</CardDescription>
        </div>
        {readOnly ? null : (
          <Button
            size="sm"
            className="self-start"
            onClick={() => setEditing({ sessionId: null, values: emptySessionForm() })}
          >
            <CalendarClock aria-hidden="true" className="size-4" />
            {t('sessionsCard.add')}
          </Button>
        )}
      </CardHeader>
      <CardContent className="space-y-3">
        {readOnly ? <Alert>{t('sessionsCard.readOnly')}</Alert> : null}
        {sessions.isPending ? (
          <p role="status" className="py-6 text-center text-sm text-muted-foreground">
            {t('sessionsCard.loading')}
          </p>
        ) : sessions.isError ? (
          <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-2">
            <span>{t('sessionsCard.loadError')}</span>
            <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
              {t('sessionsCard.retry')}
            </Button>
          </Alert>
        ) : sessions.data.length === 0 ? (
          <p className="rounded-md border border-dashed border-border py-8 text-center text-sm text-muted-foreground">
            {t('sessionsCard.empty')}
          </p>
        ) : (
          <ul className="divide-y divide-border rounded-md border border-border">
            {sessions.data.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                readOnly={readOnly}
                onEdit={() => setEditing({ sessionId: session.id, values: formFromSession(session) })}
                onDelete={() => setDeleting(session)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <SessionDialog
        initial={editing?.values ?? null}
        isEditing={editing?.sessionId != null}
        isSaving={write.isPending}
        onClose={() => setEditing(null)}
        onSave={save}
      />
      <Dialog open={deleting !== null} onOpenChange={(isOpen) => (isOpen ? undefined : setDeleting(null))}>
        {deleting ? (
          <DialogContent
            title={t('sessionsCard.confirmTitle')}
            description={t('sessionsCard.confirmText')}
            role="alertdialog"
          >
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline">{t('sessionsCard.cancel')}</Button>
              </DialogClose>
              <Button
                variant="destructive"
                onClick={() => {
                  void remove(deleting);
                  setDeleting(null);
                }}
              >
                {t('sessionsCard.delete')}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </Card>
  );
}

function SessionRow({
  session,
  readOnly,
  onEdit,
  onDelete,
}: {
  session: TCohortSession;
  readOnly: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium break-words">{session.title}</p>
        <p className="text-sm text-muted-foreground">{t('sessionsCard.when', sessionWhen(session))}</p>
        <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
          {session.live_links.length > 0 ? (
            <span>{t('sessionsCard.links', { n: session.live_links.length })}</span>
          ) : null}
          {session.is_recorded ? (
            <span className="inline-flex items-center gap-1">
              <Video aria-hidden="true" className="size-3.5" />
              {t('sessionsCard.recorded')}
            </span>
          ) : null}
        </p>
      </div>
      {readOnly ? null : (
        <div className="flex shrink-0 gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={onEdit}
            aria-label={t('sessionsCard.editLabel', { title: session.title })}
          >
            <Pencil aria-hidden="true" className="size-4" />
            {t('sessionsCard.edit')}
          </Button>
          <Button
            variant="ghost-destructive"
            size="sm"
            onClick={onDelete}
            aria-label={t('sessionsCard.deleteLabel', { title: session.title })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('sessionsCard.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}
