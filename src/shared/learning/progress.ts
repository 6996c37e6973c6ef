// Progress maths of spec/learner.md §4 "Video tracking", "Article", "Chapter and lesson status".
// Pure: the player, the local store and the server all count the same way.

export const MILESTONES = [25, 50, 75, 100] as const;
export type Milestone = (typeof MILESTONES)[number];

/** The player reports completion at 90 %; the local store marks a lesson complete at 95 %. */
export const PLAYER_COMPLETION_PERCENT = 90;
export const STORE_COMPLETION_PERCENT = 95;
export const DEFAULT_MIN_WATCH_SECONDS = 60;
export const COMPLETION_CAP_RATIO = 0.95;
export const SUSPICIOUS_SEEK_COUNT = 5;
export const SUSPICIOUS_SEEK_WINDOW_MS = 10_000;
export const AUTOSAVE_INTERVAL_MS = 30_000;
export const SAVE_DEBOUNCE_MS = 2_000;
export const HISTORY_CAP = 100;
export const ARTICLE_WORDS_PER_MINUTE = 250;

/** Milestones reached by `percent` that were not recorded yet, in order: each is recorded once. */
export function newMilestones(percent: number, recorded: ReadonlySet<number>): Milestone[] {
  return MILESTONES.filter((m) => percent >= m && !recorded.has(m));
}

/** 5 or more seeks within 10 seconds (timestamps in ms, any order). */
export function isSuspiciousSeeking(seekTimes: readonly number[]): boolean {
  const sorted = [...seekTimes].sort((a, b) => a - b);
  for (let i = 0; i + SUSPICIOUS_SEEK_COUNT - 1 < sorted.length; i++) {
    if (sorted[i + SUSPICIOUS_SEEK_COUNT - 1]! - sorted[i]! <= SUSPICIOUS_SEEK_WINDOW_MS) return true;
  }
  return false;
}

/** A lesson can complete once the time really watched reaches min(60 s, 95 % of its duration). */
export function requiredWatchSeconds(
  durationSeconds: number,
  minWatchSeconds = DEFAULT_MIN_WATCH_SECONDS,
): number {
  const duration = Math.max(0, durationSeconds);
  return Math.min(minWatchSeconds, duration * COMPLETION_CAP_RATIO);
}

export function canComplete(
  watchedSeconds: number,
  durationSeconds: number,
  minWatchSeconds = DEFAULT_MIN_WATCH_SECONDS,
): boolean {
  return watchedSeconds >= requiredWatchSeconds(durationSeconds, minWatchSeconds);
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/**
 * Watch time over duration, minus 0.1 a seek (at most 0.5) and 0.05 a pause (at most 0.3), in 0..1.
 */
export function engagementScore(input: {
  watchedSeconds: number;
  durationSeconds: number;
  seeks: number;
  pauses: number;
}): number {
  if (!(input.durationSeconds > 0)) return 0;
  const watched = input.watchedSeconds / input.durationSeconds;
  const seekPenalty = Math.min(0.5, 0.1 * Math.max(0, input.seeks));
  const pausePenalty = Math.min(0.3, 0.05 * Math.max(0, input.pauses));
  return clamp01(watched - seekPenalty - pausePenalty);
}

export type ProgressState = { percentage: number; watchedSeconds: number; isCompleted: boolean };

/** Progress never moves backwards: watched time and percentage only grow, completion is sticky. */
export function mergeProgress(stored: ProgressState | null, update: ProgressState): ProgressState {
  if (!stored) return { ...update };
  return {
    percentage: Math.max(stored.percentage, update.percentage),
    watchedSeconds: Math.max(stored.watchedSeconds, update.watchedSeconds),
    isCompleted: stored.isCompleted || update.isCompleted,
  };
}

/** Reading time of an article: words / 250, rounded up, at least one minute. */
export function readingMinutes(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / ARTICLE_WORDS_PER_MINUTE));
}

/** 'Article terminé' appears after max(5 s, 10 s per reading minute). */
export function articleCompletionDelayMs(minutes: number): number {
  return Math.max(5_000, 10_000 * minutes);
}

export type ChapterStatus = 'completed' | 'in-progress' | 'locked' | 'not-started';

/** completed if the record says so; in progress when anything was watched; else the course's status. */
export function chapterStatus(
  record: { isCompleted: boolean; percentage: number; watchedSeconds: number } | null,
  fallback: 'locked' | 'not-started',
): ChapterStatus {
  if (record?.isCompleted) return 'completed';
  if (record && (record.percentage > 0 || record.watchedSeconds > 0)) return 'in-progress';
  return fallback;
}
