import {
  COURSE_EVENT,
  type CourseChange,
  courseEventsPath,
  readCourseChange,
} from '#shared/courses/course-events.ts';
import { connectLiveEvents, type EventSourceLike, type LiveEventsDeps } from '#web/lib/live-events.ts';

// The editor's connection to its course's live stream (spec §4; decision 176), on the live connection
// every page shares (src/web/lib/live-events.ts: token, reconnection with a growing pause). The editor
// works without it: a stale save still gets its 409.

export type { EventSourceLike };

export type CourseEventsDeps = Omit<LiveEventsDeps, 'fetchToken'> & {
  /** The token of GET /api/courses/:courseId/events/token; rejects with `status` 403/404 when refused. */
  fetchToken: (courseId: string) => Promise<string>;
};

/** Follows the course's changes until the returned function is called. */
export function connectCourseEvents(
  courseId: string,
  onEvent: (change: CourseChange) => void,
  deps: CourseEventsDeps,
): () => void {
  return connectLiveEvents(
    {
      streamUrl: (token) => courseEventsPath(courseId, token),
      handlers: {
        [COURSE_EVENT]: (data) => {
          const change = typeof data === 'string' ? readCourseChange(data) : null;
          if (change && change.courseId === courseId) onEvent(change);
        },
      },
    },
    { ...deps, fetchToken: () => deps.fetchToken(courseId) },
  );
}
