// The cohort's live stream (decision 212), as both sides speak it, without zod so the tabs' hook stays
// small: GET /api/v1/student/cohorts/{cohortId}/events is a text/event-stream that opens with `ready`
// (the page catches up on what it missed while the stream was cut), then carries a `message` event
// per new discussion message (the message as the list shows it to this caller), `message-deleted`
// per deletion and `announcement` per announcement posted, edited or deleted.

export { RECONNECT_EVENT } from '../live-events.ts';

export const COHORT_READY_EVENT = 'ready';
export const COHORT_MESSAGE_EVENT = 'message';
export const COHORT_MESSAGE_DELETED_EVENT = 'message-deleted';
export const COHORT_ANNOUNCEMENT_EVENT = 'announcement';

const base = (cohortId: string) => `/api/v1/student/cohorts/${encodeURIComponent(cohortId)}`;

export const cohortAnnouncementsPath = (cohortId: string) => `${base(cohortId)}/announcements`;
export const cohortDiscussionsPath = (cohortId: string) => `${base(cohortId)}/discussions`;
export const cohortEventsTokenPath = (cohortId: string) => `${base(cohortId)}/events/token`;
export const cohortEventsPath = (cohortId: string, token: string) =>
  `${base(cohortId)}/events?token=${encodeURIComponent(token)}`;

/** The JSON object an event's data holds, or null. */
export function readEventData(data: unknown): Record<string, unknown> | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
