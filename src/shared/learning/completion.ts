import type { LessonType } from '../domain.ts';
import { articleCompletionDelayMs, canComplete, STORE_COMPLETION_PERCENT } from './progress.ts';

// When a progress save may complete a lesson, by type (docs/decisions/041–043). The server applies
// exactly this rule in its one-statement save (features/learning/progress.repo.ts passes these
// constants to it); the player uses it to know when to offer 'Marquer comme terminé'.

/** The content flag by which an instructor lets a video lesson complete when the video cannot play. */
export const ALLOW_WITHOUT_VIDEO_FIELD = 'allow_completion_without_video';

/**
 * A document completes on 'Marquer comme terminé' once it has been on screen for the same share of
 * its duration as an article before 'Article terminé': max(5 s, 10 s per minute).
 */
export function documentRequiredSeconds(durationMinutes: number): number {
  return articleCompletionDelayMs(Math.max(0, durationMinutes)) / 1000;
}
export const DOCUMENT_MIN_SECONDS = documentRequiredSeconds(0);
export const DOCUMENT_SECONDS_PER_MINUTE = documentRequiredSeconds(60) / 60;

/** What the server knows of the lesson a save is about. */
export type LessonFacts = {
  type: LessonType;
  durationMinutes: number;
  /** The instructor's flag in the lesson content (ALLOW_WITHOUT_VIDEO_FIELD). */
  allowsCompletionWithoutVideo: boolean;
  /** A quiz lesson: the learner has finished an attempt at its quiz. */
  hasFinishedQuizAttempt?: boolean;
};

/** What a save claims. */
export type CompletionClaim = {
  isCompleted: boolean;
  percentage: number;
  /** Seconds really watched or listened to; for a document, seconds it was on screen. */
  watchedDuration: number;
  /** The media's length as the player read it (video, audio). */
  duration: number;
  /** The learner finishes a video lesson whose video could not be played. */
  isWithoutVideo: boolean;
};

/** Whether this save completes the lesson (a lesson once completed stays so: mergeProgress). */
export function claimCompletes(lesson: LessonFacts, claim: CompletionClaim): boolean {
  const claimsDone = claim.isCompleted || claim.percentage >= STORE_COMPLETION_PERCENT;
  switch (lesson.type) {
    case 'video':
      if (claim.isWithoutVideo) return claim.isCompleted && lesson.allowsCompletionWithoutVideo;
      return claimsDone && canComplete(claim.watchedDuration, claim.duration);
    case 'audio':
      return claimsDone && canComplete(claim.watchedDuration, claim.duration);
    case 'document':
      // Only the explicit button, and only after the time on screen.
      return claim.isCompleted && claim.watchedDuration >= documentRequiredSeconds(lesson.durationMinutes);
    case 'exercise':
      // Completed by the server when the work is submitted (submit-exercise.ts), never by a claim.
      return false;
    case 'quiz':
      // The server completes it when an attempt is finished (complete-quiz-attempt.ts); a claim
      // counts only after one.
      return claimsDone && lesson.hasFinishedQuizAttempt === true;
    default:
      return claimsDone;
  }
}

/** Reads the instructor's flag from a lesson's content (true only when set to true). */
export function allowsCompletionWithoutVideo(content: unknown): boolean {
  return (
    !!content &&
    typeof content === 'object' &&
    (content as Record<string, unknown>)[ALLOW_WITHOUT_VIDEO_FIELD] === true
  );
}
