import { z } from 'zod';

// GET /api/v1/student/feedback: the learner's 'Feedbacks' page (student sidebar, issue 17): the
// exercises graded for them with the instructor's comments, and the reviews they wrote.

/** How many of each list one answer carries, newest first (a learner's years fit in a few pages). */
export const FEEDBACK_PAGE_SIZE = 50;

export const ZGradedWork = z.object({
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  lessonId: z.string().nullable(),
  exerciseTitle: z.string(),
  score: z.number().int(),
  maxScore: z.number().int(),
  /** The grader's comment, or null when they left none. */
  feedback: z.string().nullable(),
  graderName: z.string().nullable(),
  gradedAt: z.string(),
});
export type TGradedWork = z.infer<typeof ZGradedWork>;

export const ZWrittenReview = z.object({
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  updatedAt: z.string(),
});
export type TWrittenReview = z.infer<typeof ZWrittenReview>;

export const ZMyFeedback = z.object({
  graded: z.array(ZGradedWork),
  /** More graded work than the page holds: the oldest are left out. */
  hasMoreGraded: z.boolean(),
  reviews: z.array(ZWrittenReview),
  hasMoreReviews: z.boolean(),
});
export type TMyFeedback = z.infer<typeof ZMyFeedback>;
