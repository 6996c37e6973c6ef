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
});
export type TStudentHome = z.infer<typeof ZStudentHome>;
