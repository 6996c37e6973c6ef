import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZCourseSummaryList } from '#shared/courses/course-editor.contract.ts';
import { getJson } from '#web/lib/api.ts';
import { type CoursesSearch, coursesQueryString } from '../courses-search.ts';

export type TCourseSummaryList = z.infer<typeof ZCourseSummaryList>;
export type TCourseSummary = TCourseSummaryList['courses'][number];

export const coursesQueryRoot = ['courses', 'editor'] as const;

/** GET /api/courses: an instructor's own courses, or every course of an admin's organisation. */
export function listCourses(search: CoursesSearch, signal?: AbortSignal): Promise<TCourseSummaryList> {
  return getJson<TCourseSummaryList>(`/api/courses${coursesQueryString(search)}`, signal);
}

export function useEditorCourses(search: CoursesSearch) {
  return useQuery({
    queryKey: [...coursesQueryRoot, 'list', coursesQueryString(search)],
    queryFn: ({ signal }) => listCourses(search, signal),
    placeholderData: keepPreviousData,
  });
}
