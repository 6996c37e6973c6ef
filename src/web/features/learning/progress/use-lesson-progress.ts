import { useMemo } from 'react';
import type { TProgressSave } from '#shared/learning/progress.contract.ts';
import { request } from '#web/lib/api.ts';

// The one way a lesson renderer reports progress. Renderers (video, audio, article, quiz) call this
// hook and never talk to the API themselves, so how progress is kept and sent can change in one place.
// This first version sends each urgent update straight away and the others when asked; the durable
// version (IndexedDB first, debounce, autosave, retry queue, beacon) keeps this signature.

/** A lesson's playback state as the renderer knows it. Seconds; percentage 0–100. */
export type LessonPlayback = {
  currentTime: number;
  duration: number;
  watchedDuration: number;
  percentage: number;
  isCompleted: boolean;
};

export type LessonProgress = {
  /**
   * The latest state. `urgent` (pause, end, completion, article finished, quiz done) saves now;
   * otherwise the update may wait (debounce, periodic autosave while `playing`).
   */
  report(state: LessonPlayback, options?: { urgent?: boolean; playing?: boolean }): void;
};

function toPayload(courseId: string, lessonId: string, state: LessonPlayback): TProgressSave {
  return { courseId, lessonId, ...state, updateId: crypto.randomUUID() };
}

export function useLessonProgress(courseId: string, lessonId: string): LessonProgress {
  return useMemo(
    () => ({
      report(state, options) {
        if (!options?.urgent) return;
        void request('/api/progress/save', { method: 'POST', body: toPayload(courseId, lessonId, state) });
      },
    }),
    [courseId, lessonId],
  );
}
