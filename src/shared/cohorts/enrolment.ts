import { z } from 'zod';
import { id } from '../http.contract.ts';
import { t } from '../messages/fr.ts';

// The contracts of the enrolment part of cohorts (issue 15, spec/cohorts.md §3 Participant, §5
// Participants, §7 POST /api/instructor/cohorts/{id}/participants): shared by the routes (validation)
// and the web (the participants card and the learner's join page).

export const ZCohortParams = z.object({ cohortId: id() });
export type TCohortParams = z.infer<typeof ZCohortParams>;

export const PARTICIPANT_ACTIONS = ['invite', 'approve', 'refuse', 'remove'] as const;
export type ParticipantAction = (typeof PARTICIPANT_ACTIONS)[number];

/** At most this many learners per call (a chooser page of students). */
export const MAX_PARTICIPANTS_PER_CALL = 500;

/** The body of POST /api/instructor/cohorts/{id}/participants: the learners are users of the organisation. */
export const ZParticipantsActionRequest = z.object({
  action: z.enum(PARTICIPANT_ACTIONS, { error: t('cohorts.enrolment.invalidAction') }),
  participantIds: z
    .array(id(), { error: t('cohorts.enrolment.selectAtLeastOne') })
    .min(1, { error: t('cohorts.enrolment.selectAtLeastOne') })
    .max(MAX_PARTICIPANTS_PER_CALL, { error: t('cohorts.enrolment.tooMany') }),
});
export type TParticipantsActionRequest = z.infer<typeof ZParticipantsActionRequest>;

/** What an action did to each learner: their new status, or why nothing changed. */
export const ZParticipantOutcome = z.object({
  id: z.string(),
  status: z.string().nullable(),
  /** Null when applied; a French reason when the learner was left as they were. */
  skipped: z.string().nullable(),
});

export const ZParticipantsActionResponse = z.object({
  action: z.enum(PARTICIPANT_ACTIONS),
  message: z.string(),
  outcomes: z.array(ZParticipantOutcome),
});
export type TParticipantsActionResponse = z.infer<typeof ZParticipantsActionResponse>;

export const ENROLMENT_STATUSES = [
  'pending',
  'invited',
  'waitlisted',
  'active',
  'completed',
  'cancelled',
  'expired',
] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

/** spec §3 "Participant", with the waitlist position (1 = next to be promoted). */
export const ZParticipant = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  status: z.enum(ENROLMENT_STATUSES),
  payment_status: z.string(),
  completion_rate: z.number(),
  waitlist_position: z.number().int().nullable(),
  enrolled_at: z.string(),
});
export type TParticipant = z.infer<typeof ZParticipant>;

export const ZParticipantList = z.object({
  participants: z.array(ZParticipant),
  seats: z.object({
    taken: z.number().int(),
    max: z.number().int().nullable(),
    waiting: z.number().int(),
    pending: z.number().int(),
    invited: z.number().int(),
  }),
  /** Learners missing to reach minParticipants (decision 203); null when reached or none set. */
  minimum_shortfall: z.number().int().nullable(),
});
export type TParticipantList = z.infer<typeof ZParticipantList>;

/** A learner's standing in one cohort, for the join page and wherever a learner meets the cohort. */
export const ZMyCohortEnrolment = z.object({
  cohort_id: z.string(),
  cohort_name: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  access_type: z.enum(['free', 'invitation', 'paid']),
  /** Null when the learner has no enrolment in this cohort. */
  status: z.enum(ENROLMENT_STATUSES).nullable(),
  waitlist_position: z.number().int().nullable(),
  /** Whether POST …/join would be answered now (free or invited, registration open). */
  can_join: z.boolean(),
  /** Why the learner cannot join, in French; null when they can or are already in. */
  join_refusal: z.string().nullable(),
  access_opens_at: z.string().nullable(),
  access_closes_at: z.string().nullable(),
});
export type TMyCohortEnrolment = z.infer<typeof ZMyCohortEnrolment>;

export const ZJoinResponse = z.object({
  status: z.enum(['active', 'pending', 'waitlisted']),
  waitlist_position: z.number().int().nullable(),
  message: z.string(),
});
export type TJoinResponse = z.infer<typeof ZJoinResponse>;

/** The learner's cohorts still waiting on something: invited, pending approval, waitlisted. */
export const ZMyWaitingEnrolments = z.array(ZMyCohortEnrolment);
