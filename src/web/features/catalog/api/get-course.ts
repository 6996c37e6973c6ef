import { useQuery } from '@tanstack/react-query';
import type { TCourseDetail } from '#shared/catalog/catalog.contract.ts';
import { getJson } from '#web/lib/api.ts';

export const courseKey = (courseId: string) => ['catalog', 'course', courseId] as const;
export const coursePath = (courseId: string) => `/api/marketplace/courses/${encodeURIComponent(courseId)}`;

/** GET /api/marketplace/courses/{courseId}: a published course; 404 otherwise. */
export function getCourse(courseId: string, signal?: AbortSignal): Promise<TCourseDetail> {
  return getJson<TCourseDetail>(coursePath(courseId), signal);
}

export function useCourse(courseId: string) {
  return useQuery({ queryKey: courseKey(courseId), queryFn: ({ signal }) => getCourse(courseId, signal) });
}
