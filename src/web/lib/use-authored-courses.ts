import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZCourseSummaryList } from '#shared/courses/course-editor.contract.ts';
import { getJson } from './api.ts';

// The courses the caller may author (GET /api/courses: an instructor's own, an admin's organisation's),
// for the quiz and exercise builders' 'Formation' choice: a quiz or an exercise belongs to one course.

export type AuthoredCourse = z.infer<typeof ZCourseSummaryList>['courses'][number];

export function useAuthoredCourses() {
  return useQuery({
    queryKey: ['authored-courses'],
    queryFn: async ({ signal }) =>
      (await getJson<z.infer<typeof ZCourseSummaryList>>('/api/courses', signal)).courses,
  });
}
