import { z } from 'zod';
import { LESSON_TYPES } from '../domain.ts';
import { ZMyCourse, ZPaymentStanding } from './course-details.contract.ts';

// GET /api/v1/student/home: the learner's 'Accueil' in one call (issue 10, docs/decisions/054).

/** The lesson 'Reprendre' opens: the course last worked on and the lesson to pick up there. */
export const ZResumePoint = z.object({
  courseId: z.string(),
  courseTitle: z.string(),
  imageUrl: z.string().nullable(),
  /** Percent of the course's lessons completed, as on the course page. */
  coursePercent: z.number().int(),
  lessonId: z.string(),
  lessonTitle: z.string(),
  lessonType: z.enum(LESSON_TYPES),
  /** Percent of this lesson already done (0 when not started). */
  lessonPercent: z.number().int(),
  lastActivityDate: z.string().nullable(),
});
export type TResumePoint = z.infer<typeof ZResumePoint>;

/** The soonest installment owed over all the learner's courses, as the course page shows it. */
export const ZHomeInstallment = z.object({
  courseId: z.string(),
  courseTitle: z.string(),
  standing: ZPaymentStanding,
});
export type THomeInstallment = z.infer<typeof ZHomeInstallment>;

/**
 * A scored piece of work: a completed quiz attempt or a graded exercise. Score fields are null for a
 * quiz whose results are hidden from learners (show_results off).
 */
export const ZRecentGrade = z.object({
  kind: z.enum(['quiz', 'exercise']),
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  title: z.string(),
  /** The exercise lesson (its page shows the comment); null for quizzes. */
  lessonId: z.string().nullable(),
  score: z.number().int().nullable(),
  maxScore: z.number().int().nullable(),
  percent: z.number().int().nullable(),
  /** Quizzes with a pass mark; null for exercises and hidden results. */
  passed: z.boolean().nullable(),
  /** ISO date the quiz was finished or the exercise graded. */
  at: z.string(),
});
export type TRecentGrade = z.infer<typeof ZRecentGrade>;

/** The soonest live session not yet ended of the cohorts the learner follows (issue 17). */
export const ZHomeLiveSession = z.object({
  cohortId: z.string(),
  cohortName: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type THomeLiveSession = z.infer<typeof ZHomeLiveSession>;

/** A recent announcement of a cohort the learner follows, read or not by them. */
export const ZHomeAnnouncement = z.object({
  id: z.string(),
  cohortId: z.string(),
  cohortName: z.string(),
  title: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type THomeAnnouncement = z.infer<typeof ZHomeAnnouncement>;

export const ZStudentHome = z.object({
  /** Null when every course is finished or expired, or nothing is followed. */
  resume: ZResumePoint.nullable(),
  /** Unfinished courses still open, most recently active first (the resumed one excluded). */
  inProgress: z.array(ZMyCourse),
  /** Every enrolment, finished and expired included: 0 shows the way to the marketplace. */
  enrolledCount: z.number().int(),
  completedCount: z.number().int(),
  nextInstallment: ZHomeInstallment.nullable(),
  /** The latest five, newest first. */
  recentGrades: z.array(ZRecentGrade),
  /** Cohorts (issue 17): the next live session, null when none is planned. */
  nextLiveSession: ZHomeLiveSession.nullable(),
  /** Cohorts (issue 17): the three newest announcements of the learner's cohorts. */
  announcements: z.array(ZHomeAnnouncement),
});
export type TStudentHome = z.infer<typeof ZStudentHome>;
