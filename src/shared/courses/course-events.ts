import { COURSE_FORMATS, COURSE_STATUSES, type CourseFormat, type CourseStatus } from '../domain.ts';

// The course editor's live stream, as both sides speak it (decision 176), without zod so the
// editor's hook stays small: the event names, the addresses and the reader of a change.

/** The SSE event name of a course change. */
export const COURSE_EVENT = 'course';
export { RECONNECT_EVENT } from '../live-events.ts';

/** A course's version, format and status after a committed change (or when the stream opens). */
export type CourseChange = { courseId: string; version: number; format: CourseFormat; status: CourseStatus };

export const courseEventsPath = (courseId: string, token: string) =>
  `/api/courses/${encodeURIComponent(courseId)}/events?token=${encodeURIComponent(token)}`;
export const courseEventsTokenPath = (courseId: string) =>
  `/api/courses/${encodeURIComponent(courseId)}/events/token`;

/** The change an event's data holds, or null when it is not one. */
export function readCourseChange(data: string): CourseChange | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { courseId, version, format, status } = value as Record<string, unknown>;
  if (typeof courseId !== 'string' || !Number.isInteger(version)) return null;
  if (!(COURSE_FORMATS as readonly unknown[]).includes(format)) return null;
  if (!(COURSE_STATUSES as readonly unknown[]).includes(status)) return null;
  return {
    courseId,
    version: version as number,
    format: format as CourseFormat,
    status: status as CourseStatus,
  };
}
