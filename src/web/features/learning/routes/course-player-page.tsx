import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { ArrowLeft, ChevronLeft, ChevronRight, Lock } from 'lucide-react';
import { type ReactElement, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { t } from '#shared/messages/fr-learning.ts';
import { errorMessage } from '#web/lib/api.ts';
import { LessonStepsContext } from '#web/lib/lesson-slots.ts';
import { isOfflineError } from '#web/lib/offline.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { paths } from '#web/paths.ts';
import { Alert, AlertDescription, AlertTitle } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { OfflineNotice } from '#web/ui/load-error.tsx';
import { Loading } from '#web/ui/loading.tsx';
import { courseDetailsQueryKey, useCourseDetails } from '../api/get-course-details.ts';
import { useLessonContent } from '../api/get-lesson-content.ts';
import { type Chapter, LESSON_TYPE } from '../chapter-status.ts';
import { LoadErrorScreen } from '../components/load-states.tsx';
import { continueTarget } from '../continue-target.ts';
import { audioUrl } from '../player/lesson-content.ts';
import { durationText, lessonDuration } from '../player/lesson-duration.ts';
import { answeredPercent, LessonPercent } from '../player/lesson-percent.tsx';
import { LessonRenderer } from '../player/lesson-renderer.tsx';
import { withLocalCompletions } from '../player/local-completion.ts';
import { PlayerMobileBar } from '../player/player-mobile-bar.tsx';
import { PlayerNav } from '../player/player-nav.tsx';
import { courseChapters, moveTarget } from '../player/player-navigation.ts';
import { useOfflineWarmUp } from '../player/use-offline-warm-up.ts';
import { usePlayerShortcuts } from '../player/use-player-shortcuts.ts';

/** How long a completion waits before the course is fetched again, so the save has landed first. */
const REFRESH_AFTER_COMPLETION_MS = 1_000;

/**
 * /dashboard/courses/{courseId}/learn?chapterId={lessonId} (spec/learner.md §2 "Course player"). The
 * lesson is in the URL; without one, the page goes to the lesson 'Continuer le cours' would open.
 */
export function CoursePlayerPage(): ReactElement {
  const { courseId } = useParams({ from: '/dashboard/courses/$courseId/learn' });
  const { chapterId } = useSearch({ from: '/dashboard/courses/$courseId/learn' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const details = useCourseDetails(courseId);
  const [completedHere, setCompletedHere] = useState<ReadonlySet<string>>(() => new Set());
  /** The lesson shows its own 'Suivant' (a quiz's questions): the lesson buttons step aside. */
  const [hasOwnSteps, setHasOwnSteps] = useState(false);
  const course = useMemo(
    () => (details.data ? withLocalCompletions(details.data, completedHere) : null),
    [details.data, completedHere],
  );
  const chapters = useMemo(() => (course ? courseChapters(course.modules) : []), [course]);
  const current = chapters.find((chapter) => chapter.id === chapterId);
  const lesson = useLessonContent(courseId, current?.id);
  useOfflineWarmUp(
    courseId,
    current?.id,
    lesson.data?.type === 'audio' ? audioUrl(lesson.data.content) : null,
  );
  usePageTitle(current?.title ?? course?.title ?? t('page.learn'));

  const go = useCallback(
    (chapter: Chapter) => void navigate({ href: paths.dashboard.learn(courseId, chapter.id) }),
    [navigate, courseId],
  );
  // The lesson's own steps (a quiz's questions) own the page meanwhile: no lesson shortcuts.
  usePlayerShortcuts(hasOwnSteps ? [] : chapters, current?.id, go);

  // No lesson in the URL: open the one 'Continuer le cours' would (replacing the address).
  useEffect(() => {
    if (!course || chapterId) return;
    const target = continueTarget(course.modules);
    if (target) void navigate({ href: paths.dashboard.learn(courseId, target.id), replace: true });
  }, [course, chapterId, courseId, navigate]);

  const timers = useRef<number[]>([]);
  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );
  const onCompleted = useCallback(
    (lessonId: string) => {
      setCompletedHere((done) => new Set(done).add(lessonId));
      const timer = window.setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: courseDetailsQueryKey(courseId) });
        void queryClient.invalidateQueries({ queryKey: ['learning', 'my-courses'] });
      }, REFRESH_AFTER_COMPLETION_MS);
      timers.current.push(timer);
    },
    [queryClient, courseId],
  );

  // A new lesson: its title takes the focus (screen readers hear it), the page starts at the top.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownId = useRef(current?.id);
  useEffect(() => {
    if (!current?.id || shownId.current === current.id) return;
    const isFirst = shownId.current === undefined;
    shownId.current = current.id;
    if (!isFirst) {
      window.scrollTo({ top: 0 });
      titleRef.current?.focus({ preventScroll: true });
    }
  }, [current?.id]);

  if (details.isPending) return <Loading label={t('learning.course.loading')} />;
  if (details.isError || !course)
    return <LoadErrorScreen error={details.error} onRetry={() => void details.refetch()} />;

  const previous = moveTarget(chapters, current?.id, 'previous');
  const next = moveTarget(chapters, current?.id, 'next');
  const duration = current ? lessonDuration(current) : null;
  const durationLabel = durationText(duration);
  const percentAtLeast = current ? answeredPercent(current.id, lesson.data) : 0;

  return (
    <div className="pb-28 lg:pb-0">
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="lesson-title" className="min-w-0 space-y-4">
          <Link
            to={paths.dashboard.course(courseId)}
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
                  ref={titleRef}
                  tabIndex={-1}
                  className={
                    current.type === 'exercise'
                      ? 'sr-only'
                      : 'text-2xl font-semibold leading-tight outline-none'
                  }
                >
                  {current.title}
                </h1>
                <p
                  className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground tabular-nums"
                  data-testid="lesson-meta"
                >
                  <span>{t(LESSON_TYPE[current.type].labelKey)}</span>
                  <span aria-hidden="true">·</span>
                  {durationLabel ? (
                    <>
                      <span>{durationLabel}</span>
                      <span aria-hidden="true">·</span>
                    </>
                  ) : null}
                  <LessonPercent chapter={current} atLeast={percentAtLeast} testId="lesson-percent" />
                </p>
              </header>
              <LessonStepsContext.Provider value={setHasOwnSteps}>
                <LessonArea courseId={courseId} lesson={lesson} onCompleted={onCompleted} />
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
        duration={duration}
        percentAtLeast={percentAtLeast}
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
function LessonArea({
  courseId,
  lesson,
  onCompleted,
}: {
  courseId: string;
  lesson: ReturnType<typeof useLessonContent>;
  onCompleted: (lessonId: string) => void;
}) {
  if (lesson.isPending) return <Loading label={t('learning.player.loading')} />;
  if (lesson.isError && isOfflineError(lesson.error)) {
    return (
      <OfflineNotice
        layout="inline"
        title={t('learning.player.lessonOffline')}
        detail={t('learning.player.lessonOfflineHint')}
        onRetry={() => void lesson.refetch()}
      />
    );
  }
  if (lesson.isError) {
    return (
      <Alert variant="destructive" className="flex gap-3">
        <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <AlertTitle>{t('learning.player.lessonError')}</AlertTitle>
          <AlertDescription>{errorMessage(lesson.error)}</AlertDescription>
        </div>
      </Alert>
    );
  }
  const data = lesson.data;
  return <LessonRenderer courseId={courseId} lesson={data} onCompleted={() => onCompleted(data.id)} />;
}
