import { CalendarDays, CalendarPlus, Copy, Download, PlayCircle, Video } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { TCalendarFeed, TStudentCohortSession } from '#shared/cohorts/cohort-sessions.ts';
import { t } from '#shared/messages/fr-cohorts-sessions-web.ts';
import { cn } from '#web/lib/cn.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/ui/card.tsx';
import { Input } from '#web/ui/input.tsx';
import { Label } from '#web/ui/label.tsx';
import { notify } from '#web/ui/toast.ts';
import { sessionWhen } from '../sessions/session-when.ts';
import {
  downloadSessionIcs,
  useCreateCalendarFeed,
  useLiveSessions,
  useRevokeCalendarFeed,
} from './live-sessions-api.ts';
import { isInProgress, joinStateOf, liveSessionsView } from './live-sessions-view.ts';

// The learner's 'Sessions live' tab (issue 15): the next session first with 'Rejoindre' (open from
// 15 minutes before the start, the meeting in a new tab), the other upcoming ones, the past ones with
// their recordings, an .ics per session, and the private calendar feed to subscribe to.

/** Now, again every 30 s: 'Rejoindre' opens by itself while the page stays open. */
function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function LiveSessionsTab({ cohortId }: { cohortId: string }) {
  const sessions = useLiveSessions(cohortId);
  const now = useNow();
  if (sessions.isPending) {
    return (
      <p role="status" className="py-10 text-center text-muted-foreground">
        {t('liveSessions.loading')}
      </p>
    );
  }
  if (sessions.isError) {
    return (
      <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-2">
        <span>{t('liveSessions.loadError')}</span>
        <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
          {t('liveSessions.retry')}
        </Button>
      </Alert>
    );
  }
  const view = liveSessionsView(sessions.data, now);
  const download = (session: TStudentCohortSession) =>
    downloadSessionIcs(cohortId, session).catch(() => notify.error(t('liveSessions.downloadError')));
  return (
    <div className="space-y-6">
      {view.next ? (
        <section aria-labelledby="next-session" className="space-y-2">
          <h2 id="next-session" className="text-lg font-semibold">
            {t('liveSessions.next')}
          </h2>
          <SessionItem session={view.next} now={now} isHighlighted onDownload={download} />
        </section>
      ) : null}
      <section aria-labelledby="upcoming-sessions" className="space-y-2">
        <h2 id="upcoming-sessions" className="text-lg font-semibold">
          {t('liveSessions.upcoming')}
        </h2>
        {view.upcoming.length === 0 && !view.next ? (
          <p className="text-sm text-muted-foreground">{t('liveSessions.noUpcoming')}</p>
        ) : (
          <ul className="space-y-2">
            {view.upcoming.map((session) => (
              <li key={session.id}>
                <SessionItem session={session} now={now} onDownload={download} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <CalendarFeedBlock />
      <section aria-labelledby="past-sessions" className="space-y-2">
        <h2 id="past-sessions" className="text-lg font-semibold">
          {t('liveSessions.past')}
        </h2>
        {view.past.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('liveSessions.noPast')}</p>
        ) : (
          <ul className="space-y-2">
            {view.past.map((session) => (
              <li key={session.id}>
                <PastSessionItem session={session} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function SessionItem({
  session,
  now,
  isHighlighted = false,
  onDownload,
}: {
  session: TStudentCohortSession;
  now: Date;
  isHighlighted?: boolean;
  onDownload: (session: TStudentCohortSession) => void;
}) {
  const join = joinStateOf(session, now);
  return (
    <Card className={cn('p-4', isHighlighted && 'border-primary/50')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="font-semibold break-words">
            {session.title}
            {isInProgress(session, now) ? (
              <span className="ml-2 inline-block rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium whitespace-nowrap text-success">
                {t('liveSessions.inProgress')}
              </span>
            ) : null}
          </p>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            {t('liveSessions.when', sessionWhen(session))}
          </p>
          {session.description ? (
            <p className="text-sm whitespace-pre-line break-words">{session.description}</p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-col gap-2 sm:items-end">
          {join.kind === 'open' ? (
            <a
              href={join.url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('default', 'default')}
            >
              <Video aria-hidden="true" className="size-4" />
              {t('liveSessions.join')}
            </a>
          ) : (
            <>
              <Button disabled>
                <Video aria-hidden="true" className="size-4" />
                {t('liveSessions.join')}
              </Button>
              <span className="text-xs text-muted-foreground">
                {join.kind === 'later'
                  ? join.isToday
                    ? t('liveSessions.joinOpensAt', { time: join.opensAt })
                    : t('liveSessions.joinOpensBefore')
                  : join.kind === 'no-link'
                    ? t('liveSessions.joinNoLink')
                    : null}
              </span>
            </>
          )}
          <Button
            variant="outline"
            size="sm"
            onClick={() => onDownload(session)}
            aria-label={t('liveSessions.downloadLabel', { title: session.title })}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('liveSessions.download')}
          </Button>
        </div>
      </div>
    </Card>
  );
}

function PastSessionItem({ session }: { session: TStudentCohortSession }) {
  return (
    <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words">{session.title}</p>
        <p className="text-sm text-muted-foreground">{t('liveSessions.when', sessionWhen(session))}</p>
      </div>
      {session.recording_url ? (
        <a
          href={session.recording_url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('outline', 'sm')}
        >
          <PlayCircle aria-hidden="true" className="size-4" />
          {t('liveSessions.recording')}
        </a>
      ) : (
        <span className="text-sm text-muted-foreground">{t('liveSessions.noRecording')}</span>
      )}
    </Card>
  );
}

/** 'S'abonner au calendrier': the private address, shown once when made; copy, open, revoke. */
export function CalendarFeedBlock() {
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [feed, setFeed] = useState<TCalendarFeed | null>(null);
  const inputId = useId();
  const make = () =>
    create.mutate(undefined, {
      onSuccess: setFeed,
      onError: () => notify.error(t('liveSessions.feedError')),
    });
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('liveSessions.feedCopied'));
    } catch {
      notify.error(t('liveSessions.feedCopyError'));
    }
  };
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-lg">
          <CalendarPlus aria-hidden="true" className="size-5" />
          {t('liveSessions.feedTitle')}
        </CardTitle>
        <CardDescription>{t('liveSessions.feedText')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {feed ? (
          <>
            <div>
              <Label htmlFor={inputId}>{t('liveSessions.feedUrlLabel')}</Label>
              <div className="mt-1.5 flex gap-2">
                <Input
                  id={inputId}
                  readOnly
                  value={feed.url}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <Button variant="outline" onClick={() => void copy(feed.url)}>
                  <Copy aria-hidden="true" className="size-4" />
                  {t('liveSessions.feedCopy')}
                </Button>
              </div>
              <p className="mt-1 text-sm text-muted-foreground">{t('liveSessions.feedPrivate')}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <a href={feed.webcal_url} className={buttonClasses('default', 'sm')}>
                {t('liveSessions.feedOpen')}
              </a>
              <Button variant="outline" size="sm" isLoading={create.isPending} onClick={make}>
                {t('liveSessions.feedRenew')}
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">{t('liveSessions.feedRenewHint')}</p>
          </>
        ) : (
          <Button isLoading={create.isPending} onClick={make}>
            {t('liveSessions.feedCreate')}
          </Button>
        )}
        <div>
          <Button
            variant="ghost-destructive"
            size="xs"
            isLoading={revoke.isPending}
            onClick={() =>
              revoke.mutate(undefined, {
                onSuccess: () => {
                  setFeed(null);
                  notify.success(t('liveSessions.feedRevoked'));
                },
                onError: () => notify.error(t('liveSessions.feedRevokeError')),
              })
            }
          >
            {t('liveSessions.feedRevoke')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
