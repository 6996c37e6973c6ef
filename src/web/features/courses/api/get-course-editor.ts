import { useQuery } from '@tanstack/react-query';
import type { TCourseEditor } from '#shared/courses/course-editor.contract.ts';
import { getJson } from '#web/lib/api.ts';
import { coursesQueryRoot } from './list-courses.ts';

export const courseEditorKey = (courseId: string) => [...coursesQueryRoot, 'course', courseId] as const;

/** GET /api/courses/{courseId}: the course, its structure and its version (any status). */
export function getCourseEditor(courseId: string, signal?: AbortSignal): Promise<TCourseEditor> {
  return getJson<TCourseEditor>(`/api/courses/${encodeURIComponent(courseId)}`, signal);
}

/** The editor's data; never refetched behind the author's back (their edits live in the form). */
export function useCourseEditor(courseId: string | null) {
  return useQuery({
    queryKey: courseEditorKey(courseId ?? 'new'),
    queryFn: ({ signal }) => getCourseEditor(courseId as string, signal),
    enabled: courseId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
