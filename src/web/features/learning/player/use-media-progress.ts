import { useCallback, useEffect, useRef } from 'react';
import type { TLessonContent } from '#shared/learning/course-details.contract.ts';
import { useLessonProgress } from '../progress/use-lesson-progress.ts';
import { type MediaEvent, resumePosition, startTracking, toPlayback, track } from './media-tracker.ts';

/** What a media player reports, without the clock: the hook stamps the time. */
export type PlayerEvent = {
  [K in MediaEvent['type']]: Omit<Extract<MediaEvent, { type: K }>, 'at'>;
}[MediaEvent['type']];

/** What the video lesson hands a provider's player (YouTube, Vimeo). */
export type VideoProviderProps = {
  videoId: string;
  startAt: (duration: number) => number;
  onEvent: (event: PlayerEvent) => void;
  onLoadError: () => void;
};

/**
 * Feeds a video or audio player's events to the media tracker and reports the result through the
 * lesson progress hook: every time update (not urgent, while playing), pause, end and completion (urgent).
 */
export function useMediaProgress(courseId: string, lesson: TLessonContent, onCompleted: () => void) {
  // Held in a ref: effects and callbacks stay put even if the hook hands out a new object each render.
  const progress = useLessonProgress(courseId, lesson.id);
  const progressRef = useRef(progress);
  progressRef.current = progress;
  // Started once per lesson (the renderer is keyed by lesson): a refetch does not reset what was watched.
  const stateRef = useRef(
    startTracking({
      lastPosition: lesson.progress.lastPosition,
      watchedDuration: lesson.progress.watchedDuration,
      isCompleted: lesson.progress.isCompleted,
    }),
  );
  const onCompletedRef = useRef(onCompleted);
  onCompletedRef.current = onCompleted;
  const savedPosition = lesson.progress.lastPosition;

  const onEvent = useCallback((event: PlayerEvent) => {
    const step = track(stateRef.current, { ...event, at: Date.now() } as MediaEvent);
    stateRef.current = step.state;
    if (step.report) progressRef.current.report(toPlayback(step.state), step.report);
    if (step.hasJustCompleted) onCompletedRef.current();
  }, []);

  // Leaving the lesson while it plays saves where the learner stopped.
  useEffect(
    () => () => {
      const state = stateRef.current;
      if (state.isPlaying)
        progressRef.current.report(toPlayback({ ...state, isPlaying: false }), { urgent: true });
    },
    [],
  );

  /** Where to start once the real duration is known. */
  const startAt = useCallback((duration: number) => resumePosition(savedPosition, duration), [savedPosition]);
  return { onEvent, startAt };
}
