import { Link } from '@tanstack/react-router';
import { ArrowLeft, ChevronLeft, ChevronRight, Lock } from 'lucide-react';
import { t } from '#shared/messages/fr-learning.ts';
import { errorMessage } from '#web/lib/api.ts';
import { LessonStepsContext } from '#web/lib/lesson-slots.ts';
import { Alert, AlertDescription, AlertTitle } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { OfflineNotice } from '#web/ui/load-error.tsx';
import { Loading } from '#web/ui/loading.tsx';
import { LoadErrorScreen } from '../components/load-states.tsx';
import { LessonPercent } from './lesson-percent.tsx';
import { LessonRenderer } from './lesson-renderer.tsx';
import { PlayerMobileBar } from './player-mobile-bar.tsx';
import { PlayerNav } from './player-nav.tsx';
import type { PlayerViewModel } from './use-player.ts';

/** The course player as usePlayer describes it: the lesson and its buttons, the course's navigation, the phone's bar. */
export function PlayerLayout({ view }: { view: PlayerViewModel }) {
  if (view.status === 'loading') return <Loading label={t('learning.course.loading')} />;
  if (view.status === 'error') return <LoadErrorScreen error={view.error} onRetry={view.onRetry} />;
  const { course, current, previous, next, hasOwnSteps, go } = view;

  return (
    <div className="pb-28 lg:pb-0">
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="lesson-title" className="min-w-0 space-y-4">
          <Link
            to={view.courseHref}
            className="inline-flex max-w-full items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{course.title}</span>
          </Link>
          {current ? (
            <>
              <header className="space-y-1">
                <h1
                  id="lesson-title"
                  ref={view.titleRef}
                  tabIndex={-1}
                  className={
                    view.isTitleHidden ? 'sr-only' : 'text-2xl font-semibold leading-tight outline-none'
                  }
                >
                  {current.title}
                </h1>
                <p
                  className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground tabular-nums"
                  data-testid="lesson-meta"
                >
                  <span>{view.typeLabel}</span>
                  <span aria-hidden="true">·</span>
                  {view.durationLabel ? (
                    <>
                      <span>{view.durationLabel}</span>
                      <span aria-hidden="true">·</span>
                    </>
                  ) : null}
                  <LessonPercent chapter={current} atLeast={view.percentAtLeast} testId="lesson-percent" />
                </p>
              </header>
              <LessonStepsContext.Provider value={view.setHasOwnSteps}>
                <LessonArea view={view} />
              </LessonStepsContext.Provider>
              <div
                className={
                  hasOwnSteps
                    ? 'hidden'
                    : 'hidden items-center justify-between gap-3 border-t border-border pt-4 lg:flex'
                }
              >
                <Button variant="outline" disabled={!previous} onClick={() => previous && go(previous)}>
                  <ChevronLeft aria-hidden="true" className="size-4" />
                  {t('learning.player.previous')}
                </Button>
                <Button variant="outline" disabled={!next} onClick={() => next && go(next)}>
                  {t('learning.player.next')}
                  <ChevronRight aria-hidden="true" className="size-4" />
                </Button>
              </div>
              <p className={hasOwnSteps ? 'hidden' : 'hidden text-xs text-muted-foreground lg:block'}>
                {t('learning.player.shortcuts')}
              </p>
            </>
          ) : (
            <NoLesson />
          )}
        </section>
        <aside
          aria-label={t('learning.player.navigation')}
          className="sticky top-20 hidden max-h-[calc(100dvh-6rem)] flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-sm lg:flex"
        >
          <PlayerNav course={course} currentId={current?.id} />
        </aside>
      </div>
      <PlayerMobileBar
        course={course}
        current={current}
        duration={view.duration}
        percentAtLeast={view.percentAtLeast}
        previous={previous}
        next={next}
        hasOwnSteps={hasOwnSteps}
        go={go}
      />
    </div>
  );
}

function NoLesson() {
  return (
    <div className="rounded-lg border border-dashed border-border px-4 py-16 text-center">
      <h1 id="lesson-title" className="text-xl font-semibold">
        {t('learning.player.noLesson')}
      </h1>
      <p className="mt-2 text-muted-foreground">{t('learning.player.noLessonHint')}</p>
    </div>
  );
}

/** The lesson's renderer, or why it cannot be shown: the server's French message for a 403 (expired, locked). */
function LessonArea({ view }: { view: Extract<PlayerViewModel, { status: 'ready' }> }) {
  const area = view.lessonArea;
  switch (area.kind) {
    case 'loading':
      return <Loading label={t('learning.player.loading')} />;
    case 'offline':
      return (
        <OfflineNotice
          layout="inline"
          title={t('learning.player.lessonOffline')}
          detail={t('learning.player.lessonOfflineHint')}
          onRetry={view.onLessonRetry}
        />
      );
    case 'refused':
      return (
        <Alert variant="destructive" className="flex gap-3">
          <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <AlertTitle>{t('learning.player.lessonError')}</AlertTitle>
            <AlertDescription>{errorMessage(area.error)}</AlertDescription>
          </div>
        </Alert>
      );
    case 'ready':
      return (
        <LessonRenderer
          courseId={view.courseId}
          lesson={area.lesson}
          onCompleted={() => view.onCompleted(area.lesson.id)}
        />
      );
  }
}
