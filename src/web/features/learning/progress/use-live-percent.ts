import { useCallback, useSyncExternalStore } from 'react';
import { appLivePercents } from './live-percent.ts';

/**
 * The lesson's percent to show: what the course details said (`known`), raised by what the learner
 * has played, listened to or read on this page since (see live-percent.ts). Re-renders its caller at
 * most about once a second while a lesson plays.
 */
export function useLivePercent(lessonId: string, known: number): number {
  const subscribe = useCallback(
    (listener: () => void) => appLivePercents().subscribe(lessonId, listener),
    [lessonId],
  );
  const live = useSyncExternalStore(
    subscribe,
    () => appLivePercents().get(lessonId),
    // Drawn on the server (decision 315) as before anything has played.
    () => undefined,
  );
  return Math.max(known, live ?? 0);
}
