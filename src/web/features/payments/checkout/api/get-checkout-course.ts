import { useQuery } from '@tanstack/react-query';
import type { TCourseDetail } from '#shared/catalog/catalog.contract.ts';
import { getJson } from '#web/lib/api.ts';

// The public course the marketplace course page shows (GET /api/marketplace/courses/{courseId}): its
// prices, plans and cohorts. Same query key as the course page, so arriving from it costs no request.

export const checkoutCourseKey = (courseId: string) => ['catalog', 'course', courseId] as const;

export function getCheckoutCourse(courseId: string, signal?: AbortSignal): Promise<TCourseDetail> {
  return getJson<TCourseDetail>(`/api/marketplace/courses/${encodeURIComponent(courseId)}`, signal);
}

export function useCheckoutCourse(courseId: string) {
  return useQuery({
    queryKey: checkoutCourseKey(courseId),
    queryFn: ({ signal }) => getCheckoutCourse(courseId, signal),
  });
}
