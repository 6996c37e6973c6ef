import type { ChapterStatus } from './progress.ts';

// "Continue where you left off" on the learner's home (docs/decisions/054): which course, then which
// lesson of it. Pure, so the rule is tested apart from the queries that feed it.

export type ResumeCourse = {
  id: string;
  progress: number;
  isExpired: boolean;
  /** Epoch ms of the last lesson activity, null when never opened. */
  lastActivityAt: number | null;
  /** Epoch ms of the enrolment. */
  enrolledAt: number;
};

/**
 * The course to resume: the unfinished, unexpired course worked on most recently; when none was
 * opened yet, the one enrolled in most recently. Null when nothing is left to do.
 */
export function resumeCourse<T extends ResumeCourse>(courses: readonly T[]): T | null {
  const open = courses.filter((course) => !course.isExpired && course.progress < 100);
  let best: T | null = null;
  for (const course of open) {
    if (!best || isMoreRecent(course, best)) best = course;
  }
  return best;
}

function isMoreRecent(a: ResumeCourse, b: ResumeCourse): boolean {
  if (a.lastActivityAt !== b.lastActivityAt) {
    if (a.lastActivityAt === null) return false;
    if (b.lastActivityAt === null) return true;
    return a.lastActivityAt > b.lastActivityAt;
  }
  return a.enrolledAt > b.enrolledAt;
}

export type ResumeLesson = {
  id: string;
  status: ChapterStatus;
  /** Epoch ms of the learner's last progress on this lesson, null when never opened. */
  touchedAt: number | null;
};

/**
 * The lesson to pick up, lessons given in course order: the one touched last if it is not finished;
 * if it is, the next open unfinished lesson after it; otherwise the first open unfinished lesson.
 * Null when every open lesson is completed. Locked lessons are never picked.
 */
export function resumeLesson<T extends ResumeLesson>(lessons: readonly T[]): T | null {
  const isOpenUnfinished = (lesson: T) => lesson.status !== 'locked' && lesson.status !== 'completed';
  let lastIndex = -1;
  lessons.forEach((lesson, index) => {
    if (lesson.touchedAt === null || lesson.status === 'locked') return;
    const last = lessons[lastIndex];
    if (!last || lesson.touchedAt > (last.touchedAt ?? -Infinity)) lastIndex = index;
  });
  const last = lessons[lastIndex];
  if (last && isOpenUnfinished(last)) return last;
  const after = lessons.slice(lastIndex + 1).find(isOpenUnfinished);
  return after ?? lessons.find(isOpenUnfinished) ?? null;
}

/** Percent of lessons completed, rounded: the course page's figure (0 for a course without lessons). */
export function completedPercent(lessons: readonly { status: ChapterStatus }[]): number {
  if (lessons.length === 0) return 0;
  const completed = lessons.filter((lesson) => lesson.status === 'completed').length;
  return Math.round((completed / lessons.length) * 100);
}
