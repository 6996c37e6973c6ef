import {
  COURSE_EVENT,
  type CourseChange,
  courseEventsPath,
  RECONNECT_EVENT,
  readCourseChange,
} from '#shared/courses/course-events.ts';

// The editor's connection to its course's live stream (spec §4; decision 176). An EventSource cannot
// send the bearer header, so each connection first fetches a two-minute token with it. The browser
// reconnects by itself after a network cut; when it gives up (the server refused, e.g. an expired
// token) a new token is fetched after a growing pause (1 s, 2 s, 4 s… at most 30 s). A `reconnect`
// event (the server ends long streams) reconnects at once. The editor works without it: a stale save
// still gets its 409.

/** The part of EventSource used here (a fake in tests). */
export type EventSourceLike = {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
};

export type CourseEventsDeps = {
  /** The token of GET /api/courses/:courseId/events/token; rejects with `status` 403/404 when refused. */
  fetchToken: (courseId: string) => Promise<string>;
  openEventSource: (url: string) => EventSourceLike;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (timer: unknown) => void;
};

const CLOSED = 2;
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/** Whether a failed token request means the caller may not follow this course (no point retrying). */
const isRefusal = (error: unknown) => [401, 403, 404].includes((error as { status?: number })?.status ?? 0);

/** Follows the course's changes until the returned function is called. */
export function connectCourseEvents(
  courseId: string,
  onEvent: (change: CourseChange) => void,
  deps: CourseEventsDeps,
): () => void {
  let isStopped = false;
  let source: EventSourceLike | null = null;
  let retryTimer: unknown = null;
  let failures = 0;

  const retryLater = () => {
    if (isStopped) return;
    const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
    failures += 1;
    retryTimer = deps.setTimeout(() => {
      retryTimer = null;
      void open();
    }, delay);
  };

  const closeSource = () => {
    source?.close();
    source = null;
  };

  async function open() {
    if (isStopped) return;
    let token: string;
    try {
      token = await deps.fetchToken(courseId);
    } catch (error) {
      if (!isRefusal(error)) retryLater();
      return;
    }
    if (isStopped) return;
    const opened = deps.openEventSource(courseEventsPath(courseId, token));
    source = opened;
    opened.addEventListener(COURSE_EVENT, (event) => {
      failures = 0;
      const change = typeof event.data === 'string' ? readCourseChange(event.data) : null;
      if (change && change.courseId === courseId && !isStopped) onEvent(change);
    });
    opened.addEventListener(RECONNECT_EVENT, () => {
      if (source !== opened) return;
      closeSource();
      void open();
    });
    opened.addEventListener('error', () => {
      // CONNECTING: the browser retries by itself. CLOSED: it gave up; start again with a new token.
      if (source !== opened || opened.readyState !== CLOSED) return;
      closeSource();
      retryLater();
    });
  }

  void open();
  return () => {
    isStopped = true;
    if (retryTimer !== null) deps.clearTimeout(retryTimer);
    closeSource();
  };
}
