import { useCallback, useEffect, useRef, useState } from 'react';
import {
  DISCUSSION_PAGE_SIZE,
  MESSAGE_MAX_LENGTH,
  type TDiscussionMessage,
  type TDiscussionMessageInput,
  ZDiscussionMessageInput,
} from '#shared/cohorts/cohort-discussion.ts';
import { t } from '#shared/messages/fr-cohorts-discussion-web.ts';
import { apiFieldErrors, errorMessage } from '#web/lib/api.ts';
import { useOnlineStatus } from '#web/lib/use-online-status.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { Form, FormTextareaField, setServerErrors, useAppForm } from '#web/ui/form.tsx';
import { notify } from '#web/ui/toast.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { deleteDiscussionMessage, getDiscussion, postDiscussionMessage } from './discussion-api.ts';
import {
  appendPage,
  type DiscussionState,
  fromFirstPage,
  hasOlder,
  mergeLiveMessage,
  nextOffset,
  removeMessage,
} from './discussion-list.ts';
import { DiscussionMessage } from './discussion-message.tsx';
import { useCohortEvents } from './use-cohort-events.ts';

// 'Discussion' of the cohort space (spec §4 "Discussion", §7, §9; decisions 210–212): the newest 50
// messages, 'Charger plus' appending older pages by offset, a composer after which the discussion is
// reloaded, deletion of one's own messages (staff: any) after a confirmation, and new messages of
// others arriving live. Without the live stream (cut, offline) the tab keeps working.

export type CohortTabProps = { cohortId: string; viewer: 'learner' | 'instructor' | 'admin' };

const firstPage = { limit: DISCUSSION_PAGE_SIZE, offset: 0 };

export function DiscussionTab({ cohortId, viewer }: CohortTabProps) {
  const [state, setState] = useState<DiscussionState | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [isLoadingOlder, setIsLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<TDiscussionMessage | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [now, setNow] = useState(() => new Date());
  const isOnline = useOnlineStatus();
  const hasLoaded = useRef(false);

  const reload = useCallback(async () => {
    try {
      const page = await getDiscussion(cohortId, firstPage);
      setState(fromFirstPage(page));
      setLoadError(null);
      setNow(new Date());
      hasLoaded.current = true;
    } catch (error) {
      setLoadError(error);
    }
  }, [cohortId]);

  useEffect(() => {
    hasLoaded.current = false;
    setState(null);
    void reload();
  }, [reload]);

  // Relative dates move on by themselves.
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);

  const isLive = useCohortEvents(cohortId, {
    // The stream (re)opened: what came while it was cut joins the messages held.
    onReady: () => {
      if (!hasLoaded.current) return;
      getDiscussion(cohortId, firstPage)
        .then((page) =>
          setState((held) => page.messages.reduce(mergeLiveMessage, held ?? fromFirstPage(page))),
        )
        .catch(() => undefined);
    },
    onMessage: (message) => setState((held) => (held ? mergeLiveMessage(held, message) : held)),
    onMessageDeleted: (id) => setState((held) => (held ? removeMessage(held, id) : held)),
  });

  async function loadOlder() {
    if (!state) return;
    setIsLoadingOlder(true);
    setOlderError(null);
    try {
      const page = await getDiscussion(cohortId, { limit: DISCUSSION_PAGE_SIZE, offset: nextOffset(state) });
      setState((held) => (held ? appendPage(held, page) : fromFirstPage(page)));
    } catch (error) {
      setOlderError(errorMessage(error));
    } finally {
      setIsLoadingOlder(false);
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setIsDeleting(true);
    try {
      await deleteDiscussionMessage(cohortId, toDelete.id);
      setState((held) => (held ? removeMessage(held, toDelete.id) : held));
      notify.success(t('cohorts.discussion.deleted'));
      setToDelete(null);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setIsDeleting(false);
    }
  }

  return (
    <section aria-labelledby="discussion-title" className="space-y-4">
      <header>
        <h2 id="discussion-title" className="text-lg font-semibold">
          {t('cohorts.discussion.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('cohorts.discussion.intro')}</p>
      </header>
      <DiscussionStats />
      {isOnline ? null : <Alert variant="warning">{t('cohorts.discussion.offline')}</Alert>}
      {isOnline && !isLive ? <Alert>{t('cohorts.discussion.liveCut')}</Alert> : null}
      <Composer cohortId={cohortId} onPosted={reload} />
      <DiscussionBoard
        state={state}
        loadError={loadError}
        now={now}
        isLoadingOlder={isLoadingOlder}
        olderError={olderError}
        onRetry={() => void reload()}
        onLoadOlder={() => void loadOlder()}
        onDelete={setToDelete}
      />
      <ConfirmDialog
        isOpen={toDelete !== null}
        isBusy={isDeleting}
        title={t('cohorts.discussion.confirmTitle')}
        description={
          toDelete?.mine || viewer === 'learner'
            ? t('cohorts.discussion.confirmOwn')
            : t('cohorts.discussion.confirmModerate', { name: toDelete?.author.name ?? '' })
        }
        confirmLabel={t('cohorts.discussion.confirm')}
        cancelLabel={t('cohorts.discussion.cancel')}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}

/** Spec §4: the discussion's statistics are placeholders fixed at 0. */
function DiscussionStats() {
  const stats = [
    t('cohorts.discussion.statMessages'),
    t('cohorts.discussion.statParticipants'),
    t('cohorts.discussion.statToday'),
  ];
  return (
    <dl className="grid grid-cols-3 gap-2">
      {stats.map((label) => (
        <div key={label} className="rounded-lg border border-border bg-surface p-3 text-center">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-xl font-semibold">0</dd>
        </div>
      ))}
    </dl>
  );
}

function Composer({ cohortId, onPosted }: { cohortId: string; onPosted: () => Promise<void> }) {
  const form = useAppForm<TDiscussionMessageInput, { message: string; message_type: 'text' }>({
    schema: ZDiscussionMessageInput,
    defaultValues: { message: '', message_type: 'text' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const isSubmitting = form.formState.isSubmitting;

  async function submit(values: { message: string; message_type: 'text' }) {
    setFormError(null);
    try {
      await postDiscussionMessage(cohortId, values);
      form.reset({ message: '', message_type: 'text' });
      // Spec §4: after a message is posted, the discussion is reloaded.
      await onPosted();
    } catch (error) {
      if (!setServerErrors(form, apiFieldErrors(error))) setFormError(errorMessage(error));
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="space-y-2 rounded-lg border border-border bg-surface p-3">
      <FormTextareaField
        name="message"
        label={t('cohorts.discussion.composerLabel')}
        placeholder={t('cohorts.discussion.composerPlaceholder')}
        max={MESSAGE_MAX_LENGTH}
        rows={3}
      />
      {formError ? <Alert variant="destructive">{formError}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" isLoading={isSubmitting}>
          {t('cohorts.discussion.send')}
        </Button>
      </div>
    </Form>
  );
}

/** The messages held, newest first, and 'Charger plus' while older ones remain (drawn from props only). */
export function DiscussionBoard({
  state,
  loadError,
  now,
  isLoadingOlder,
  olderError,
  onRetry,
  onLoadOlder,
  onDelete,
}: {
  state: DiscussionState | null;
  loadError: unknown;
  now: Date;
  isLoadingOlder: boolean;
  olderError: string | null;
  onRetry: () => void;
  onLoadOlder: () => void;
  onDelete: (message: TDiscussionMessage) => void;
}) {
  if (!state) {
    if (loadError) {
      return (
        <Alert variant="destructive" className="space-y-2">
          <p>
            {t('cohorts.discussion.loadError')} {errorMessage(loadError)}
          </p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t('cohorts.discussion.retry')}
          </Button>
        </Alert>
      );
    }
    return (
      <p role="status" className="py-6 text-center text-sm text-muted-foreground">
        {t('cohorts.discussion.loading')}
      </p>
    );
  }
  if (state.messages.length === 0) {
    return <p className="py-6 text-center text-sm text-muted-foreground">{t('cohorts.discussion.empty')}</p>;
  }
  return (
    <div className="rounded-lg border border-border bg-surface px-3">
      <ul aria-live="polite" aria-relevant="additions">
        {state.messages.map((message) => (
          <DiscussionMessage key={message.id} message={message} now={now} onDelete={onDelete} />
        ))}
      </ul>
      <div className="flex flex-col items-center gap-2 py-3">
        <p className="text-xs text-muted-foreground">
          {t('cohorts.discussion.count', { shown: state.messages.length, total: state.totalCount })}
        </p>
        {olderError ? <p className="text-sm text-destructive">{olderError}</p> : null}
        {hasOlder(state) ? (
          <Button variant="outline" size="sm" isLoading={isLoadingOlder} onClick={onLoadOlder}>
            {t('cohorts.discussion.loadMore')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
