import type { z } from 'zod';
import type { ZStatusChange } from '#shared/courses/course-editor.contract.ts';
import { request } from '#web/lib/api.ts';

export type TStatusChange = z.infer<typeof ZStatusChange>;

/** POST /api/courses/{courseId}/publish: 422 COURSE_NOT_READY with `details.missing` when not ready. */
export function publishCourse(courseId: string): Promise<TStatusChange> {
  return request<TStatusChange>(`/api/courses/${encodeURIComponent(courseId)}/publish`, { method: 'POST' });
}

/** POST /api/courses/{courseId}/archive: out of the marketplace, enrolments kept. */
export function archiveCourse(courseId: string): Promise<TStatusChange> {
  return request<TStatusChange>(`/api/courses/${encodeURIComponent(courseId)}/archive`, { method: 'POST' });
}
