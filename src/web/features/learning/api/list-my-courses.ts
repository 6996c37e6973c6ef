import { useQuery } from '@tanstack/react-query';
import type { TMyCourse } from '#shared/learning/course-details.contract.ts';
import { getJson } from '#web/lib/api.ts';
import { browserIsOnline } from '#web/lib/offline.ts';
import { offlineCopyOf } from '#web/lib/offline-copies.ts';
import { withCoursePercentFrom } from '../progress/course-device-progress.ts';
import { getCourseOnThisDevice } from './get-course-details.ts';

export const MY_COURSES_PATH = '/api/v1/student/courses';

/** GET /api/v1/student/courses: the caller's enrolments, with their progress and access dates. */
export function listMyCourses(signal?: AbortSignal): Promise<TMyCourse[]> {
  return getJson<TMyCourse[]>(MY_COURSES_PATH, signal);
}

export function useMyCourses() {
  return useQuery({
    queryKey: ['learning', 'my-courses'],
    queryFn: async ({ signal }) => {
      const courses = await listMyCourses(signal);
      if (offlineCopyOf(MY_COURSES_PATH) === undefined) return courses;
      // The offline copy: each course's percent as its page shows it — its own copy with what this
      // device did since (decision 052). A course whose page was never kept keeps the list's figure.
      return Promise.all(
        courses.map(async (course) =>
          withCoursePercentFrom(course, await getCourseOnThisDevice(course.id, signal).catch(() => null)),
        ),
      );
    },
    // Asked even offline: the service worker answers from its copy (docs/decisions/040, 051).
    networkMode: 'offlineFirst',
    // Offline, the list is read again from the copy on each visit: it says how old it is.
    refetchOnMount: () => (browserIsOnline() ? true : 'always'),
  });
}
