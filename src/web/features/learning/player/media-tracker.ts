import {
  canComplete,
  engagementScore,
  HISTORY_CAP,
  isSuspiciousSeeking,
  type Milestone,
  newMilestones,
  PLAYER_COMPLETION_PERCENT,
} from '#shared/learning/progress.ts';
import type { LessonPlayback } from '../progress/use-lesson-progress.ts';

// What a video or audio lesson has really been watched (spec/learner.md §4 "Video tracking"), from the
// player's own events. Pure: the YouTube, Vimeo and <audio> players all feed it the same events.
//
// Watched time grows only by real playback: the position must move forward by no more than the wall
// clock allows (at most double speed, plus a little jitter). Any other jump is a seek, counted and
// never credited, so dragging the cursor to the end does not complete a lesson.

/** Fastest playback speed offered by the players. */
const MAX_PLAYBACK_RATE = 2;
/** Timer jitter and the YouTube poll (every second) stay within this. */
const JITTER_SECONDS = 1;

export type TrackingEventType = 'play' | 'pause' | 'seek' | 'complete' | 'milestone';
export type TrackingEvent = {
  type: TrackingEventType;
  timestamp: number;
  currentTime: number;
  metadata?: Record<string, number>;
};

export type MediaTrackerState = {
  duration: number;
  position: number;
  /** Wall-clock time (ms) of the last position seen. */
  positionAt: number | null;
  watchedSeconds: number;
  isPlaying: boolean;
  isCompleted: boolean;
  milestones: Milestone[];
  seekTimes: number[];
  seeks: number;
  pauses: number;
  events: TrackingEvent[];
};

/** What the player tells the tracker. Positions and durations in seconds, `at` in ms. */
export type MediaEvent =
  | { type: 'play'; at: number; position: number; duration?: number }
  | { type: 'pause'; at: number; position: number; duration?: number }
  | { type: 'time'; at: number; position: number; duration?: number }
  | { type: 'ended'; at: number; position?: number; duration?: number };

export type MediaStep = {
  state: MediaTrackerState;
  /** Whether and how to report the new state; null when nothing worth saving happened. */
  report: { urgent: boolean; playing: boolean } | null;
  /** True on the one step that completed the lesson. */
  hasJustCompleted: boolean;
};

/** A fresh tracker, starting from what the server already knows of this lesson. */
export function startTracking(saved: {
  lastPosition: number;
  watchedDuration: number;
  isCompleted: boolean;
  duration?: number;
}): MediaTrackerState {
  return {
    duration: validSeconds(saved.duration),
    position: validSeconds(saved.lastPosition),
    positionAt: null,
    watchedSeconds: validSeconds(saved.watchedDuration),
    isPlaying: false,
    isCompleted: saved.isCompleted,
    milestones: [],
    seekTimes: [],
    seeks: 0,
    pauses: 0,
    events: [],
  };
}

function validSeconds(value: number | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** Position in percent of the duration, 0 while the duration is unknown. */
export function percentOf(state: Pick<MediaTrackerState, 'position' | 'duration'>): number {
  if (!(state.duration > 0)) return 0;
  return Math.min(100, Math.max(0, (state.position / state.duration) * 100));
}

/** The state as the progress hook wants it. */
export function toPlayback(state: MediaTrackerState): LessonPlayback {
  return {
    currentTime: round(state.position),
    duration: round(state.duration),
    watchedDuration: round(state.watchedSeconds),
    percentage: state.isCompleted ? 100 : round(percentOf(state)),
    isCompleted: state.isCompleted,
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Where to start playing: the saved position, unless it is at the very end (then from the start). */
export function resumePosition(lastPosition: number, duration: number): number {
  const position = validSeconds(lastPosition);
  if (duration > 0 && position >= duration * 0.95) return 0;
  return position;
}

export function isSuspicious(state: MediaTrackerState): boolean {
  return isSuspiciousSeeking(state.seekTimes);
}

export function engagement(state: MediaTrackerState): number {
  return engagementScore({
    watchedSeconds: state.watchedSeconds,
    durationSeconds: state.duration,
    seeks: state.seeks,
    pauses: state.pauses,
  });
}

function withEvent(state: MediaTrackerState, event: TrackingEvent): MediaTrackerState {
  return { ...state, events: [...state.events, event].slice(-HISTORY_CAP) };
}

/** Moves to `position`: credits real playback, counts anything else as a seek. */
function moveTo(state: MediaTrackerState, position: number, at: number): MediaTrackerState {
  // The first position seen (the player opening, at the resume point or not) only sets the start.
  if (state.positionAt === null) return { ...state, position, positionAt: at };
  const delta = position - state.position;
  const elapsed = state.positionAt === null ? 0 : Math.max(0, (at - state.positionAt) / 1000);
  const maxForward = state.isPlaying ? elapsed * MAX_PLAYBACK_RATE + JITTER_SECONDS : JITTER_SECONDS;
  const isPlayback = state.isPlaying && delta > 0 && delta <= maxForward;
  const isSeek = !isPlayback && Math.abs(delta) > JITTER_SECONDS;
  let next: MediaTrackerState = {
    ...state,
    position,
    positionAt: at,
    watchedSeconds: isPlayback ? state.watchedSeconds + delta : state.watchedSeconds,
  };
  if (isSeek) {
    next = withEvent(
      {
        ...next,
        seeks: next.seeks + 1,
        seekTimes: [...next.seekTimes, at].slice(-HISTORY_CAP),
      },
      { type: 'seek', timestamp: at, currentTime: position, metadata: { from: state.position } },
    );
  }
  return next;
}

/** Records the milestones now reached and completes the lesson when the rules allow it. */
function settle(state: MediaTrackerState, at: number, hasEnded: boolean): MediaTrackerState {
  const percent = hasEnded ? 100 : percentOf(state);
  let next = state;
  for (const milestone of newMilestones(percent, new Set(state.milestones))) {
    next = withEvent(
      { ...next, milestones: [...next.milestones, milestone] },
      { type: 'milestone', timestamp: at, currentTime: next.position, metadata: { percent: milestone } },
    );
  }
  const isWatchedEnough = canComplete(next.watchedSeconds, next.duration);
  const isFarEnough = hasEnded || percent >= PLAYER_COMPLETION_PERCENT;
  if (!next.isCompleted && next.duration > 0 && isFarEnough && isWatchedEnough) {
    next = withEvent(
      { ...next, isCompleted: true },
      { type: 'complete', timestamp: at, currentTime: next.position },
    );
  }
  return next;
}

export function track(state: MediaTrackerState, event: MediaEvent): MediaStep {
  const duration = validSeconds(event.duration) || state.duration;
  let next: MediaTrackerState = { ...state, duration };
  const position = event.position ?? (event.type === 'ended' ? duration : next.position);
  next = moveTo(next, validSeconds(position), event.at);
  let report: MediaStep['report'];
  switch (event.type) {
    case 'play':
      next = withEvent(
        { ...next, isPlaying: true },
        { type: 'play', timestamp: event.at, currentTime: next.position },
      );
      report = state.isPlaying ? null : { urgent: false, playing: true };
      break;
    case 'pause':
      if (!state.isPlaying) return { state: next, report: null, hasJustCompleted: false };
      next = withEvent(
        { ...next, isPlaying: false, pauses: next.pauses + 1 },
        { type: 'pause', timestamp: event.at, currentTime: next.position },
      );
      report = { urgent: true, playing: false };
      break;
    case 'time':
      report = { urgent: false, playing: next.isPlaying };
      break;
    case 'ended':
      next = { ...next, isPlaying: false };
      report = { urgent: true, playing: false };
      break;
  }
  const settled = settle(next, event.at, event.type === 'ended');
  const hasJustCompleted = settled.isCompleted && !state.isCompleted;
  if (hasJustCompleted) report = { urgent: true, playing: settled.isPlaying };
  return { state: settled, report, hasJustCompleted };
}
