import { useQuery } from '@tanstack/react-query';
import type { TLessonContent } from '#shared/learning/course-details.contract.ts';
import { lessonContentPath } from '#shared/learning/learning-paths.ts';
import { ApiError, getJson } from '#web/lib/api.ts';
import { isOfflineError } from '#web/lib/offline.ts';
import { appProgressSync } from '../progress/app-progress-sync.ts';
import { withLocalProgress } from '../progress/local-progress.ts';

export const lessonContentQueryKey = (courseId: string, lessonId: string) =>
  ['learning', 'lesson', courseId, lessonId] as const;

/**
 * GET /api/v1/student/courses/{courseId}/lessons/{lessonId}: the lesson's content and the caller's
 * progress in it; 403 with a French message when the access has expired or the lesson is locked.
 */
export function getLessonContent(
  courseId: string,
  lessonId: string,
  signal?: AbortSignal,
): Promise<TLessonContent> {
  return getJson<TLessonContent>(lessonContentPath(courseId, lessonId), signal);
}

export function useLessonContent(courseId: string, lessonId: string | undefined) {
  return useQuery({
    queryKey: lessonContentQueryKey(courseId, lessonId ?? ''),
    queryFn: async ({ signal }) => {
      const lesson = await getLessonContent(courseId, lessonId ?? '', signal);
      // This device may have listened further than the answer says (sent since, or still queued).
      const local = await appProgressSync()
        .localRecord(lesson.id)
        .catch(() => undefined);
      return { ...lesson, progress: withLocalProgress(lesson.progress, local?.update) };
    },
    enabled: !!lessonId,
    // Asked even offline: the service worker may answer from its cache (docs/decisions/040).
    networkMode: 'offlineFirst',
    // A refusal (403 expired or locked, 404) will not change by asking again at once; the network may.
    // Offline, the lesson says so at once (a paused retry would keep it loading).
    retry: (count, error) =>
      count < 2 && error instanceof ApiError && error.status === 0 && !isOfflineError(error),
    // The saved position moves while a lesson plays: opening it again asks the server afresh, and a
    // refetch on focus would only restart a renderer that keeps its own state.
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
