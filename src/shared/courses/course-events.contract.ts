import { z } from 'zod';
import { COURSE_FORMATS, COURSE_STATUSES } from '../domain.ts';
import { id } from '../http.contract.ts';

// The course editor's live stream (spec/authoring-and-shell.md §4 "changes are picked up live";
// decision 176): GET /api/courses/:courseId/events is a text/event-stream whose `course` events
// carry the course's version, format and status after each save, publish or archive. The first
// event is the course as it stands when the stream (re)opens. An EventSource cannot send a bearer
// header: it passes a short-lived token from GET …/events/token in the query instead.

export { COURSE_EVENT, RECONNECT_EVENT } from './course-events.ts';

export const ZCourseChange = z.object({
  courseId: z.string(),
  version: z.number().int(),
  format: z.enum(COURSE_FORMATS),
  status: z.enum(COURSE_STATUSES),
});
export type TCourseChange = z.infer<typeof ZCourseChange>;

export const ZCourseEventsQuery = z.object({
  /** The token of GET …/events/token, for a client that cannot send an Authorization header. */
  token: z.string().max(2000).optional(),
});

export const ZCourseEventsToken = z.object({ token: z.string(), expiresAt: z.string() });
export type TCourseEventsToken = z.infer<typeof ZCourseEventsToken>;

export const ZCourseEventsParams = z.object({ courseId: id() });
