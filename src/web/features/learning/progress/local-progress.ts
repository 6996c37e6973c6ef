import type { TLessonContent } from '#shared/learning/course-details.contract.ts';
import type { ProgressUpdate } from './progress-queue.ts';

type LessonProgressState = TLessonContent['progress'];

/**
 * A lesson's progress as the server sent it (or as the service worker kept it, possibly older),
 * with this device's latest report: watched time and percentage never go back, completion is
 * sticky, and the position is this device's when it has listened at least as far (so a reload
 * offline resumes where the learner stopped, not where the cached answer says).
 */
export function withLocalProgress(
  progress: LessonProgressState,
  local: Pick<ProgressUpdate, 'currentTime' | 'watchedDuration' | 'percentage' | 'isCompleted'> | undefined,
): LessonProgressState {
  if (!local) return progress;
  const isLocalAhead = local.watchedDuration >= progress.watchedDuration;
  return {
    percentage: Math.max(progress.percentage, local.percentage),
    watchedDuration: Math.max(progress.watchedDuration, local.watchedDuration),
    isCompleted: progress.isCompleted || local.isCompleted,
    lastPosition: isLocalAhead ? local.currentTime : progress.lastPosition,
  };
}
