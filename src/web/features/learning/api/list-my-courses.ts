import { useQuery } from '@tanstack/react-query';
import type { TMyCourse } from '#shared/learning/course-details.contract.ts';
import { request } from '#web/lib/api.ts';

export const MY_COURSES_PATH = '/api/v1/student/courses';

/** GET /api/v1/student/courses: the caller's enrolments, with their progress and access dates. */
export function listMyCourses(signal?: AbortSignal): Promise<TMyCourse[]> {
  return request<TMyCourse[]>(MY_COURSES_PATH, signal ? { signal } : {});
}

export function useMyCourses() {
  return useQuery({
    queryKey: ['learning', 'my-courses'],
    queryFn: ({ signal }) => listMyCourses(signal),
    // Asked even offline: the service worker answers from its copy (docs/decisions/040, 051).
    networkMode: 'offlineFirst',
    // Offline, the list is read again from the copy on each visit: it says how old it is.
    refetchOnMount: () => (navigator.onLine ? true : 'always'),
  });
}
