import { useEffect, useMemo } from 'react';
import type { LessonProgress } from '#web/lib/lesson-slots.ts';
import { appProgressSync } from './app-progress-sync.ts';
import { appLivePercents } from './live-percent.ts';

// The one way a lesson renderer reports progress. Renderers (video, audio, article, quiz) call this
// hook and never talk to the API themselves: every report is written to IndexedDB first, then sent
// (2 s debounce, autosave every 30 s while playing, at once when urgent), retried until the server
// confirms it, and sent as a beacon if the page closes first (see progress-sync.ts). The player's
// header follows the same reports (live-percent.ts).

export type { LessonPlayback, LessonProgress } from '#web/lib/lesson-slots.ts';

export function useLessonProgress(courseId: string, lessonId: string): LessonProgress {
  // The beacon token must be at hand before the page can close.
  useEffect(() => {
    void appProgressSync().prepareBeacon(courseId);
  }, [courseId]);

  return useMemo(
    () => ({
      report(state, options) {
        appProgressSync().report(courseId, lessonId, state, options);
        appLivePercents().record(lessonId, state);
      },
    }),
    [courseId, lessonId],
  );
}
