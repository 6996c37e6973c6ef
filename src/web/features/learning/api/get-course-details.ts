import { useQuery } from '@tanstack/react-query';
import type { TCourseDetails } from '#shared/learning/course-details.contract.ts';
import { request } from '#web/lib/api.ts';

/**
 * GET /api/v1/student/courses/{courseId}/details: the enrolled course with the caller's progress;
 * 403 when not enrolled, 404 for an unknown course.
 */
export function getCourseDetails(courseId: string, signal?: AbortSignal): Promise<TCourseDetails> {
  return request<TCourseDetails>(
    `/api/v1/student/courses/${encodeURIComponent(courseId)}/details`,
    signal ? { signal } : {},
  );
}

export const courseDetailsQueryKey = (courseId: string) => ['learning', 'course-details', courseId] as const;

/** No periodic refresh on this page (spec/learner.md §7). */
export function useCourseDetails(courseId: string) {
  return useQuery({
    queryKey: courseDetailsQueryKey(courseId),
    queryFn: ({ signal }) => getCourseDetails(courseId, signal),
    // Asked even offline: the service worker may answer from its cache (docs/decisions/040).
    networkMode: 'offlineFirst',
  });
}
