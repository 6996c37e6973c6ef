import { useQuery } from '@tanstack/react-query';
import type { TMyCourse } from '#shared/learning/course-details.contract.ts';
import { request } from '#web/lib/api.ts';

/** GET /api/v1/student/courses: the caller's enrolments, with their progress and access dates. */
export function listMyCourses(signal?: AbortSignal): Promise<TMyCourse[]> {
  return request<TMyCourse[]>('/api/v1/student/courses', signal ? { signal } : {});
}

export function useMyCourses() {
  return useQuery({ queryKey: ['learning', 'my-courses'], queryFn: ({ signal }) => listMyCourses(signal) });
}
