import type { Chapter } from '../chapter-status.ts';
import { formatPercent } from '../learning-format.ts';
import { useLivePercent } from '../progress/use-live-percent.ts';

/** What the course details know of the lesson's progress: 100 once completed. */
export function knownPercent(chapter: Pick<Chapter, 'status' | 'progress'>): number {
  return chapter.status === 'completed' ? 100 : chapter.progress;
}

/**
 * The lesson's percent, following the learner while they play, listen or read. Its own component,
 * so that only this text re-renders (about once a second at most), not the player around it.
 */
export function LessonPercent({
  chapter,
  testId,
}: {
  chapter: Pick<Chapter, 'id' | 'status' | 'progress'>;
  testId?: string;
}) {
  const percent = useLivePercent(chapter.id, knownPercent(chapter));
  return <span data-testid={testId}>{formatPercent(percent)}</span>;
}
