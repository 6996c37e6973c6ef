import { useEffect, useRef } from 'react';
import { courseEventsTokenPath } from '#shared/courses/course-events.ts';
import type { CourseFormat, CourseStatus } from '#shared/domain.ts';
import { getJson } from '#web/lib/api.ts';
import { type CourseEventsDeps, connectCourseEvents } from './course-events-connection.ts';

// The course editor's live changes (spec §4 "changes are picked up live"; decision 176). The first
// event is the course as it stands when the stream (re)opens, so a change missed while offline is
// caught up; then one per committed save, publish or archive — the editor's own included: compare
// `version` with the one it holds to tell someone else's change from its own.

export type CourseEvent = { courseId: string; version: number; format: CourseFormat; status: CourseStatus };

const browserDeps: CourseEventsDeps = {
  fetchToken: async (courseId) =>
    (await getJson<{ token: string; expiresAt: string }>(courseEventsTokenPath(courseId))).token,
  openEventSource: (url) => new EventSource(url),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (timer) => window.clearTimeout(timer as number),
};

/** Calls `onEvent` with each change of the course while mounted (nothing while `courseId` is undefined). */
export function useCourseEvents(courseId: string | undefined, onEvent: (event: CourseEvent) => void): void {
  // The latest callback, so a new function each render does not reopen the stream.
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => {
    if (!courseId || typeof EventSource === 'undefined') return;
    return connectCourseEvents(courseId, (change) => latest.current(change), browserDeps);
  }, [courseId]);
}
