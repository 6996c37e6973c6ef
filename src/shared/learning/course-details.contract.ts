import { z } from 'zod';
import { ZInstructorCard } from '../catalog/catalog.contract.ts';
import { LESSON_TYPES } from '../domain.ts';
import { id } from '../http.contract.ts';

// GET /api/v1/student/courses/{courseId}/details (spec/learner.md §3 "Course detail response").

export const ZChapter = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(LESSON_TYPES),
  /** Display text, e.g. "12 min". */
  duration: z.string(),
  durationMinutes: z.number().int(),
  status: z.enum(['completed', 'in-progress', 'locked', 'not-started']),
  progress: z.number(),
});

export const ZModule = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  progress: z.number().int(),
  isLocked: z.boolean(),
  completedLessons: z.number().int(),
  totalLessons: z.number().int(),
  chapters: z.array(ZChapter),
});

/**
 * The learner's installment or monthly schedule, null when nothing is owed (issue 5). The page is
 * still answered when access is suspended, so it can say why and how to pay.
 */
export const ZPaymentStanding = z.object({
  currency: z.literal('XOF'),
  /** The soonest unpaid installment: what the checkout charges next. */
  nextAmount: z.number().int(),
  /** ISO date it falls due. */
  nextDueDate: z.string(),
  /** ISO date access is suspended if it is still unpaid. */
  graceUntil: z.string(),
  /** Everything still owed, the next installment included. */
  remainingAmount: z.number().int(),
  installmentsLeft: z.number().int(),
  isOverdue: z.boolean(),
  /** An installment is unpaid past its grace period: lessons and progress are refused until paid. */
  isSuspended: z.boolean(),
  /** The checkout that pays the next installment (relative path of the web app). */
  checkoutPath: z.string(),
});
export type TPaymentStanding = z.infer<typeof ZPaymentStanding>;

export const ZCourseDetails = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  /** Minutes. */
  total_duration: z.number().int(),
  enrolled_students: z.number().int(),
  access_end_date: z.string().nullable(),
  isExpired: z.boolean(),
  progress: z.number().int(),
  last_activity_date: z.string().nullable(),
  modules: z.array(ZModule),
  instructor: ZInstructorCard.omit({ id: true }),
  userStats: z.object({
    modulesCompleted: z.number().int(),
    modulesTotal: z.number().int(),
    /** Minutes really spent in lessons. */
    timeSpent: z.number().int(),
    /** Percent, null until a quiz or exercise is scored. */
    averageScore: z.number().nullable(),
    points: z.number().int(),
  }),
  /** Added for installments and subscriptions; absent from older servers. */
  paymentStanding: ZPaymentStanding.nullable().optional(),
  /** Cohorts, part space (issue 15): the cohort the learner follows the course in, null when self-paced. */
  cohort_id: z.string().nullable().optional(),
});
export type TCourseDetails = z.infer<typeof ZCourseDetails>;

export const ZMyCourse = z.object({
  id: z.string(),
  title: z.string(),
  image_url: z.string().nullable(),
  progress: z.number().int(),
  last_activity_date: z.string().nullable(),
  access_end_date: z.string().nullable(),
  isExpired: z.boolean(),
  format: z.string(),
  /** Cohorts, part space (issue 15): the cohort the learner follows the course in, null when self-paced. */
  cohort_id: z.string().nullable().optional(),
});
export type TMyCourse = z.infer<typeof ZMyCourse>;

export const ZLessonContent = z.object({
  id: z.string(),
  courseId: z.string(),
  title: z.string(),
  type: z.enum(LESSON_TYPES),
  content: z.record(z.string(), z.unknown()),
  durationMinutes: z.number().int(),
  progress: z.object({
    percentage: z.number(),
    watchedDuration: z.number(),
    isCompleted: z.boolean(),
    lastPosition: z.number(),
  }),
});
export type TLessonContent = z.infer<typeof ZLessonContent>;

export const ZLessonParams = z.object({
  courseId: id(),
  lessonId: id(),
});
