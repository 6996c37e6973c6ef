import { z } from 'zod';
import { PLAN_TYPES } from '#shared/catalog/pricing.ts';

// What happened in one slice that others may react to (docs/decisions/098). Each event is written
// in the publisher's transaction (record-event.ts), then handed to every subscriber of its type once
// (dispatch-events.ts). A payload is checked against its schema on the way out, so an event written
// by SQL (progress.repo.ts writes course.completed in its one statement) keeps this shape.

const courseCompleted = z.object({
  organizationId: z.guid(),
  userId: z.guid(),
  courseId: z.guid(),
});

const enrollmentActivated = z.object({
  organizationId: z.guid(),
  userId: z.guid(),
  courseId: z.guid(),
  cohortId: z.guid().nullable(),
});

const paymentCompleted = z.object({
  organizationId: z.guid(),
  paymentId: z.guid(),
  userId: z.guid(),
  courseId: z.guid(),
  /** Whole FCFA collected by this payment (0 for a free enrolment). */
  amount: z.number().int().nonnegative(),
  planType: z.enum(PLAN_TYPES),
});

// Cohorts, part enrolment (issue 15): a learner's place in a cohort changed and they are owed an
// email about it (decision 201).
export const COHORT_ENROLMENT_CHANGES = [
  'welcome',
  'promoted',
  'approved',
  'approved_waitlisted',
  'refused',
  'invited',
] as const;
const cohortEnrolmentChanged = z.object({
  organizationId: z.guid(),
  userId: z.guid(),
  cohortId: z.guid(),
  enrollmentId: z.guid(),
  change: z.enum(COHORT_ENROLMENT_CHANGES),
});

// Certificates, part issue (issue 16): a learner passed an exam (a completed attempt at a quiz of
// type 'exam' that passed); the certificates slice checks again whether they earned the course's
// certificate (a course finished before its last exam was passed, decision 235).
const examPassed = z.object({
  organizationId: z.guid(),
  userId: z.guid(),
  courseId: z.guid(),
  quizId: z.guid(),
  attemptId: z.guid(),
});
// End of certificates, part issue.
// admin-people (issue 18): an account created by an admin (the learners' import) is owed its
// invitation email (decision 277).
const accountInvited = z.object({
  organizationId: z.guid(),
  userId: z.guid(),
});

export const DOMAIN_EVENT_PAYLOADS = {
  /** admin-people: an account was created without a password and its owner must be invited. */
  'account.invited': accountInvited,
  /** An enrolment moved to completed: once per learner and course, ever. */
  'course.completed': courseCompleted,
  /** An enrolment became active through a completed payment (free ones included). */
  'enrollment.activated': enrollmentActivated,
  /** A payment completed: a first payment or a later installment. */
  'payment.completed': paymentCompleted,
  /** Cohorts, part enrolment: a learner entered, was promoted, approved, refused or invited. */
  'cohort.enrolment.changed': cohortEnrolmentChanged,
  /** Certificates, part issue: a completed exam attempt passed. */
  'exam.passed': examPassed,
} as const;

type Payloads = typeof DOMAIN_EVENT_PAYLOADS;
export type DomainEventType = keyof Payloads;
export type DomainEventPayload<T extends DomainEventType> = z.infer<Payloads[T]>;

/** An event as a publisher records it. */
export type DomainEvent<T extends DomainEventType = DomainEventType> = {
  [K in T]: { type: K; payload: DomainEventPayload<K> };
}[T];

/** An event as a subscriber receives it. */
export type RecordedEvent<T extends DomainEventType = DomainEventType> = DomainEvent<T> & {
  id: string;
  occurredAt: Date;
};

export const isDomainEventType = (type: string): type is DomainEventType => type in DOMAIN_EVENT_PAYLOADS;

/** course.completed happens once per learner and course: the outbox's unique key says so. */
export const courseCompletedKey = (userId: string, courseId: string) =>
  `course.completed:${userId}:${courseId}`;
