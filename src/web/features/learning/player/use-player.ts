import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type RefObject, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { TCourseDetails, TLessonContent } from '#shared/learning/course-details.contract.ts';
import { LessonSlotsContext } from '#web/lib/lesson-slots.ts';
import { isOfflineError } from '#web/lib/offline.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { paths } from '#web/paths.ts';
import { courseDetailsQueryKey, useCourseDetails } from '../api/get-course-details.ts';
import { useLessonContent } from '../api/get-lesson-content.ts';
import type { Chapter } from '../chapter-status.ts';
import { audioUrl } from './lesson-content.ts';
import { preloadLessonRenderer } from './lesson-renderer.tsx';
import { withLocalCompletions } from './local-completion.ts';
import { courseChapters } from './player-navigation.ts';
import {
  currentLesson,
  focusOnShow,
  type LessonAreaState,
  lessonAreaState,
  missingLessonTarget,
  type PlayerLesson,
  playerLesson,
  playerTitle,
} from './player-view.ts';
import { useOfflineWarmUp } from './use-offline-warm-up.ts';
import { usePlayerShortcuts } from './use-player-shortcuts.ts';

/** How long a completion waits before the course is fetched again, so the save has landed first. */
const REFRESH_AFTER_COMPLETION_MS = 1_000;

/** Everything the player's layout draws, and the handlers it calls. */
export type PlayerViewModel =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; onRetry: () => void }
  | ({
      status: 'ready';
      courseId: string;
      course: TCourseDetails;
      courseHref: string;
      /** The lesson's title: it takes the focus on each new lesson. */
      titleRef: RefObject<HTMLHeadingElement | null>;
      lessonArea: LessonAreaState<TLessonContent>;
      onLessonRetry: () => void;
      /** The lesson has just been completed here (played, read, quiz finished). */
      onCompleted: (lessonId: string) => void;
      /** The lesson shows its own 'Suivant' (a quiz's questions): the lesson buttons step aside. */
      hasOwnSteps: boolean;
      setHasOwnSteps: (hasOwnSteps: boolean) => void;
      go: (chapter: Chapter) => void;
    } & PlayerLesson);

/**
 * The course player at /dashboard/courses/{courseId}/learn?chapterId={lessonId} (spec/learner.md §2
 * "Course player"): the course and the lesson from the server, the lesson in the URL (none: the one
 * 'Continuer le cours' would open), completions shown at once, the shortcuts, the focus on a new
 * lesson. The decisions are the pure functions of player-view.ts.
 */
export function usePlayer(courseId: string, chapterId: string | undefined): PlayerViewModel {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const details = useCourseDetails(courseId);
  const [completedHere, setCompletedHere] = useState<ReadonlySet<string>>(() => new Set());
  const [hasOwnSteps, setHasOwnSteps] = useState(false);
  const course = useMemo(
    () => (details.data ? withLocalCompletions(details.data, completedHere) : null),
    [details.data, completedHere],
  );
  const chapters = useMemo(() => (course ? courseChapters(course.modules) : []), [course]);
  // No lesson in the URL: the one 'Continuer le cours' opens is shown at once (the address follows,
  // below), as the server draws it (decision 315).
  const lessonId = chapterId ?? missingLessonTarget(course?.modules, undefined) ?? undefined;
  const current = currentLesson(chapters, lessonId);
  // The lesson the address names is asked for beside the course, not after it (one round trip less
  // on a slow network); once the course is known, its lesson decides.
  const lesson = useLessonContent(courseId, details.isPending ? chapterId : current?.id);
  const slots = useContext(LessonSlotsContext);
  useEffect(() => {
    if (current) void preloadLessonRenderer(current.type, slots);
  }, [current, slots]);
  useOfflineWarmUp(
    courseId,
    current?.id,
    lesson.data?.type === 'audio' ? audioUrl(lesson.data.content) : null,
  );
  usePageTitle(playerTitle(current, course?.title));

  const go = useCallback(
    (chapter: Chapter) => void navigate({ href: paths.dashboard.learn(courseId, chapter.id) }),
    [navigate, courseId],
  );
  // The lesson's own steps (a quiz's questions) own the page meanwhile: no lesson shortcuts.
  usePlayerShortcuts(hasOwnSteps ? [] : chapters, current?.id, go);

  // No lesson in the URL: open the one 'Continuer le cours' would (replacing the address).
  useEffect(() => {
    const target = missingLessonTarget(course?.modules, chapterId);
    if (target) void navigate({ href: paths.dashboard.learn(courseId, target), replace: true });
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
    const shown = focusOnShow(shownId.current, current?.id);
    shownId.current = shown.shownId;
    if (shown.isFocused) {
      window.scrollTo({ top: 0 });
      titleRef.current?.focus({ preventScroll: true });
    }
  }, [current?.id]);

  if (details.isPending) return { status: 'loading' };
  if (details.isError || !course)
    return { status: 'error', error: details.error, onRetry: () => void details.refetch() };
  return {
    status: 'ready',
    courseId,
    course,
    courseHref: paths.dashboard.course(courseId),
    titleRef,
    lessonArea: lessonAreaState(lesson, isOfflineError),
    onLessonRetry: () => void lesson.refetch(),
    onCompleted,
    hasOwnSteps,
    setHasOwnSteps,
    go,
    ...playerLesson({ chapters, chapterId: lessonId, lesson: lesson.data }),
  };
}
