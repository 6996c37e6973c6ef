import { z } from 'zod';
import { id } from '../http.contract.ts';
import { t } from '../messages/fr.ts';
import { isCalendarDate, SESSION_STATUSES, TIME_OF_DAY } from './cohort-session-times.ts';

// The contracts of a cohort's live sessions (issue 15; spec/cohorts.md §3 "Cohort session", §5
// "Session dialog", §7): what the admin routes validate and the session dialog checks with, and what
// the learner's routes answer. The time rules are in ./cohort-session-times.ts.

export const SESSION_TITLE_MAX = 200;
export const SESSION_DESCRIPTION_MAX = 5000;
export const SESSION_URL_MAX = 2000;
export const SESSION_LINKS_MAX = 10;
export const SESSION_LINK_DESCRIPTION_MAX = 200;

// ---- Contracts -------------------------------------------------------------------------------

const required = () => t('field.required');

const webUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(SESSION_URL_MAX, { error: message })
    .refine((value) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), { error: message });

/** A time HH:MM or HH:MM:SS within a day, answered HH:MM:SS; anything else is refused (not reset). */
const ZSessionTime = (message: string) =>
  z
    .string({ error: required() })
    .trim()
    .min(1, { error: required() })
    .refine((value) => TIME_OF_DAY.test(value), { error: message })
    .transform((value) => (value.length === 5 ? `${value}:00` : value));

export const ZSessionLiveLink = z.strictObject({
  meeting_url: webUrl(t('cohortSessions.meetingUrlInvalid')),
  description: z
    .string()
    .trim()
    .max(SESSION_LINK_DESCRIPTION_MAX, {
      error: t('cohortSessions.tooLong', { max: SESSION_LINK_DESCRIPTION_MAX }),
    })
    .optional(),
});
export type TSessionLiveLink = z.infer<typeof ZSessionLiveLink>;

/** POST and PATCH /api/admin/cohorts/{id}/sessions[/{sessionId}]: the whole session each time. */
export const ZCohortSessionInput = z
  .strictObject({
    title: z
      .string({ error: required() })
      .trim()
      .min(1, { error: required() })
      .max(SESSION_TITLE_MAX, { error: t('cohortSessions.tooLong', { max: SESSION_TITLE_MAX }) }),
    description: z
      .string()
      .trim()
      .max(SESSION_DESCRIPTION_MAX, { error: t('cohortSessions.tooLong', { max: SESSION_DESCRIPTION_MAX }) })
      .nullish()
      .transform((value) => value || null),
    session_date: z
      .string({ error: required() })
      .trim()
      .min(1, { error: required() })
      .refine(isCalendarDate, { error: t('cohortSessions.dateInvalid') }),
    start_time: ZSessionTime(t('cohortSessions.startTimeInvalid')),
    end_time: ZSessionTime(t('cohortSessions.endTimeInvalid')),
    is_recorded: z.boolean({ error: t('error.validation') }).default(false),
    recording_url: z
      .union([webUrl(t('cohortSessions.recordingUrlInvalid')), z.literal('')])
      .nullish()
      .transform((value) => value || null),
    live_links: z
      .array(ZSessionLiveLink, { error: t('error.validation') })
      .max(SESSION_LINKS_MAX, { error: t('cohortSessions.tooManyLinks', { max: SESSION_LINKS_MAX }) })
      .default([]),
  })
  .refine((session) => session.end_time > session.start_time, {
    path: ['end_time'],
    error: t('cohortSessions.endBeforeStart'),
  })
  // The recording's address is kept only for a recorded session (the dialog hides it otherwise).
  .transform((session) => ({
    ...session,
    recording_url: session.is_recorded ? session.recording_url : null,
  }));
export type TCohortSessionInput = z.input<typeof ZCohortSessionInput>;
export type TCohortSessionValues = z.output<typeof ZCohortSessionInput>;

export const ZCohortParams = z.strictObject({ id: id() });
export const ZCohortSessionParams = z.strictObject({ id: id(), sessionId: id() });
export const ZStudentCohortParams = z.strictObject({ cohortId: id() });
export const ZStudentSessionParams = z.strictObject({ cohortId: id(), sessionId: id() });
export const ZStudentSessionsQuery = z.strictObject({
  status: z.enum(SESSION_STATUSES, { error: t('cohortSessions.statusInvalid') }).optional(),
});

const sessionFields = {
  id: z.string(),
  cohort_id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  session_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  is_recorded: z.boolean(),
  recording_url: z.string().nullable(),
  live_links: z.array(z.object({ meeting_url: z.string(), description: z.string().optional() })),
  /** The start and end as instants (ISO, UTC = Africa/Dakar). */
  starts_at: z.string(),
  ends_at: z.string(),
};

/** A session as the staff see it. */
export const ZCohortSession = z.object(sessionFields);
export type TCohortSession = z.infer<typeof ZCohortSession>;

/** A session as a learner sees it: its join window and where it stands now. */
export const ZStudentCohortSession = z.object({
  ...sessionFields,
  status: z.enum(SESSION_STATUSES),
  join_opens_at: z.string(),
  can_join: z.boolean(),
});
export type TStudentCohortSession = z.infer<typeof ZStudentCohortSession>;

/** POST /api/v1/student/calendar-feed: the private address to subscribe to (shown once). */
export const ZCalendarFeed = z.object({ url: z.string(), webcal_url: z.string() });
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;
