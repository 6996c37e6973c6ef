import { continueTarget } from '#shared/learning/continue-target.ts';
import type { TCourseDetails } from '#shared/learning/course-details.contract.ts';
import { t } from '#shared/messages/fr-learning.ts';
import { type Chapter, LESSON_TYPE } from '../chapter-status.ts';
import { durationText, type LessonDuration, lessonDuration } from './lesson-duration.ts';
import { answeredPercent } from './lesson-percent.tsx';
import { moveTarget } from './player-navigation.ts';

// The course player's decisions (spec/learner.md §2 "Course player") as pure functions: which lesson
// is current, where Précédent and Suivant lead, what the header says, where a bare address goes.
// use-player.ts asks the server and wires the handlers; player-layout.tsx only draws (decision 102).

/** The lesson the URL names, among the course's, with its neighbours and its header. */
export type PlayerLesson = {
  chapters: Chapter[];
  /** Undefined when the URL names no lesson of this course (or none yet). */
  current: Chapter | undefined;
  /** The open lessons 'Précédent' and 'Suivant' lead to, locked ones skipped; null at the ends. */
  previous: Chapter | null;
  next: Chapter | null;
  duration: LessonDuration;
  /** 'Vidéo', 'Article'…, then the duration when there is one. */
  typeLabel: string | null;
  durationLabel: string | null;
  /** The lesson's own answer's percent, when it is this lesson's: the header never shows less. */
  percentAtLeast: number;
  /** An exercise's page has its own title: the lesson's stays for screen readers only. */
  isTitleHidden: boolean;
};

/** The lesson the URL names, when the course has it. */
export function currentLesson(
  chapters: readonly Chapter[],
  chapterId: string | undefined,
): Chapter | undefined {
  return chapters.find((chapter) => chapter.id === chapterId);
}

export function playerLesson(input: {
  chapters: Chapter[];
  chapterId: string | undefined;
  lesson: Parameters<typeof answeredPercent>[1];
}): PlayerLesson {
  const { chapters } = input;
  const current = currentLesson(chapters, input.chapterId);
  const duration = current ? lessonDuration(current) : null;
  return {
    chapters,
    current,
    previous: moveTarget(chapters, current?.id, 'previous'),
    next: moveTarget(chapters, current?.id, 'next'),
    duration,
    typeLabel: current ? t(LESSON_TYPE[current.type].labelKey) : null,
    durationLabel: durationText(duration),
    percentAtLeast: current ? answeredPercent(current.id, input.lesson) : 0,
    isTitleHidden: current?.type === 'exercise',
  };
}

/** The tab's title: the lesson's, else the course's, else the page's while the course loads. */
export function playerTitle(
  current: Pick<Chapter, 'title'> | undefined,
  courseTitle: string | undefined,
): string {
  return current?.title ?? courseTitle ?? t('page.learn');
}

/** No lesson in the URL: the one 'Continuer le cours' would open, to replace the address with. */
export function missingLessonTarget(
  modules: TCourseDetails['modules'] | undefined,
  chapterId: string | undefined,
): string | null {
  if (!modules || chapterId) return null;
  return continueTarget(modules)?.id ?? null;
}

/**
 * Whether the title takes the focus as `currentId` is shown: on each new lesson after the first
 * (screen readers hear it; the page starts at the top), never on the page's first lesson.
 */
export function focusOnShow(
  shownId: string | undefined,
  currentId: string | undefined,
): { shownId: string | undefined; isFocused: boolean } {
  if (!currentId || shownId === currentId) return { shownId, isFocused: false };
  return { shownId: currentId, isFocused: shownId !== undefined };
}

/** The lesson area: loading, offline (retry), refused (the server's French reason: expired, locked), or the lesson. */
export type LessonAreaState<Lesson> =
  | { kind: 'loading' }
  | { kind: 'offline' }
  | { kind: 'refused'; error: unknown }
  | { kind: 'ready'; lesson: Lesson };

export function lessonAreaState<Lesson>(
  query: { isPending: boolean; isError: boolean; error: unknown; data: Lesson | undefined },
  isOffline: (error: unknown) => boolean,
): LessonAreaState<Lesson> {
  if (query.isPending) return { kind: 'loading' };
  if (query.isError && isOffline(query.error)) return { kind: 'offline' };
  if (query.isError) return { kind: 'refused', error: query.error };
  return query.data === undefined ? { kind: 'loading' } : { kind: 'ready', lesson: query.data };
}
