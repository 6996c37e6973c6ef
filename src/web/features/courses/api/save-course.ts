import type {
  TCourseCreate,
  TCourseEditor,
  TCourseUpdate,
  TStructureSave,
} from '#shared/courses/course-editor.contract.ts';
import { request } from '#web/lib/api.ts';

const coursePath = (courseId: string) => `/api/courses/${encodeURIComponent(courseId)}`;

/** POST /api/courses: a new draft (201 with the editor's data). */
export function createCourse(body: TCourseCreate): Promise<TCourseEditor> {
  return request<TCourseEditor>('/api/courses', { method: 'POST', body });
}

/** PUT /api/courses/{courseId}: metadata and prices, with the version they started from (409 when stale). */
export function updateCourse(courseId: string, body: TCourseUpdate): Promise<TCourseEditor> {
  return request<TCourseEditor>(coursePath(courseId), { method: 'PUT', body });
}

/** PUT /api/courses/{courseId}/structure: every section and lesson, all or nothing (409 when stale). */
export function saveStructure(courseId: string, body: TStructureSave): Promise<TCourseEditor> {
  return request<TCourseEditor>(`${coursePath(courseId)}/structure`, { method: 'PUT', body });
}
