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

/** An article completes on its own claim, but not before this many seconds counted by the server. */
export const ARTICLE_MIN_SECONDS = 5;

// Watched time counted by the server (docs/decisions/067): a lesson's watched time never exceeds
// what real time since it was first opened allows, at the fastest playback rate, plus a tolerance
// for clocks and rounding. The tolerance is counted once, not per save, so a burst gains nothing.
export const MAX_PLAYBACK_RATE = 2;
export const WATCH_TOLERANCE_SECONDS = 2;

/** Media play up to 2× faster; seconds on screen (article, document) pass at real time. */
export function watchRate(type: LessonType): number {
  return type === 'video' || type === 'audio' ? MAX_PLAYBACK_RATE : 1;
}

/** The watched seconds the server records: what was stored, grown at most as real time allows. */
export function creditedWatchSeconds(input: {
  type: LessonType;
  stored: number;
  claimed: number;
  secondsSinceOpened: number;
}): number {
  const allowed = watchRate(input.type) * Math.max(0, input.secondsSinceOpened) + WATCH_TOLERANCE_SECONDS;
  return Math.max(input.stored, Math.min(input.claimed, allowed));
}

/**
 * The media's length as stored with the lesson, never as a player reports it: the content's
 * `duration` (seconds, decision 044), else the lesson's minutes; null when neither is known.
 */
export function storedMediaSeconds(content: unknown, durationMinutes: number): number | null {
  const seconds =
    content && typeof content === 'object' ? (content as Record<string, unknown>).duration : undefined;
  if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0) return seconds;
  return durationMinutes > 0 ? durationMinutes * 60 : null;
}

/** What the server knows of the lesson a save is about. */
export type LessonFacts = {
  type: LessonType;
  durationMinutes: number;
  /** storedMediaSeconds: unknown lengths need the full minimum watch time. */
  mediaSeconds?: number | null;
  /** The instructor's flag in the lesson content (ALLOW_WITHOUT_VIDEO_FIELD). */
  allowsCompletionWithoutVideo: boolean;
  /** A quiz lesson: the learner has finished an attempt at its quiz. */
  hasFinishedQuizAttempt?: boolean;
};

/** What a save claims. */
export type CompletionClaim = {
  isCompleted: boolean;
  percentage: number;
  /** Seconds watched or listened to, or on screen, as the server counted them (creditedWatchSeconds). */
  watchedDuration: number;
  /** The learner finishes a video lesson whose video could not be played. */
  isWithoutVideo: boolean;
};

/** Whether this save completes the lesson (a lesson once completed stays so: mergeProgress). */
export function claimCompletes(lesson: LessonFacts, claim: CompletionClaim): boolean {
  const claimsDone = claim.isCompleted || claim.percentage >= STORE_COMPLETION_PERCENT;
  switch (lesson.type) {
    case 'video':
      if (claim.isWithoutVideo) return claim.isCompleted && lesson.allowsCompletionWithoutVideo;
      return claimsDone && canComplete(claim.watchedDuration, mediaSecondsOrUnknown(lesson));
    case 'audio':
      return claimsDone && canComplete(claim.watchedDuration, mediaSecondsOrUnknown(lesson));
    case 'article':
      return claimsDone && claim.watchedDuration >= ARTICLE_MIN_SECONDS;
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

/** An unknown length asks the spec's whole minimum (60 s): the player's own figure never counts. */
function mediaSecondsOrUnknown(lesson: LessonFacts): number {
  return lesson.mediaSeconds && lesson.mediaSeconds > 0 ? lesson.mediaSeconds : Number.POSITIVE_INFINITY;
}

/** Reads the instructor's flag from a lesson's content (true only when set to true). */
export function allowsCompletionWithoutVideo(content: unknown): boolean {
  return (
    !!content &&
    typeof content === 'object' &&
    (content as Record<string, unknown>)[ALLOW_WITHOUT_VIDEO_FIELD] === true
  );
}
