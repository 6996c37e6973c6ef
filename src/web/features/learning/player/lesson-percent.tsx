import type { Chapter } from '../chapter-status.ts';
import { formatPercent } from '../learning-format.ts';
import { useLivePercent } from '../progress/use-live-percent.ts';

/** What the course details know of the lesson's progress: 100 once completed. */
export function knownPercent(chapter: Pick<Chapter, 'status' | 'progress'>): number {
  return chapter.status === 'completed' ? 100 : chapter.progress;
}

/**
 * What the lesson's own answer says, when it is this lesson's: it carries this device's latest report
 * (get-lesson-content.ts), ahead of the course details after an offline reload.
 */
export function answeredPercent(
  chapterId: string,
  lesson: { id: string; progress: { percentage: number; isCompleted: boolean } } | undefined,
): number {
  if (lesson?.id !== chapterId) return 0;
  return lesson.progress.isCompleted ? 100 : Math.floor(lesson.progress.percentage);
}

/**
 * The lesson's percent, following the learner while they play, listen or read. Its own component,
 * so that only this text re-renders (about once a second at most), not the player around it.
 */
export function LessonPercent({
  chapter,
  atLeast = 0,
  testId,
}: {
  chapter: Pick<Chapter, 'id' | 'status' | 'progress'>;
  /** A figure known elsewhere (the lesson's own answer): never show less. */
  atLeast?: number;
  testId?: string;
}) {
  const percent = useLivePercent(chapter.id, Math.max(knownPercent(chapter), atLeast));
  return <span data-testid={testId}>{formatPercent(percent)}</span>;
}
