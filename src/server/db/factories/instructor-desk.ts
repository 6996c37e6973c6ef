import { insertCommission } from '../../features/payments/payments.repo.ts';
import { lessonProgress, quizAttempts } from '../schema/index.ts';
import type { Executor } from './support.ts';
import { courseOrganizationId } from './support.ts';

// The instructor's desk (issue 17): the rows its figures are made of, at a chosen moment.

/** A completed quiz attempt at `percent`, finished at `completedAt`. */
export async function newCompletedQuizAttempt(
  db: Executor,
  options: {
    quizId: string;
    userId: string;
    courseId: string;
    percent: number;
    completedAt: Date;
    attemptNumber?: number;
  },
) {
  const organizationId = await courseOrganizationId(db, options.courseId);
  const [row] = await db
    .insert(quizAttempts)
    .values({
      organizationId,
      quizId: options.quizId,
      userId: options.userId,
      courseId: options.courseId,
      attemptNumber: options.attemptNumber ?? 1,
      startedAt: new Date(options.completedAt.getTime() - 60_000),
      completedAt: options.completedAt,
      score: options.percent,
      maxScore: 100,
      percent: options.percent,
      passed: options.percent >= 50,
    })
    .returning();
  return row!;
}

/** A learner's progress in a lesson, last saved at `at`. */
export async function newLessonActivity(
  db: Executor,
  options: { userId: string; courseId: string; lessonId: string; at: Date; percentage?: number },
) {
  const organizationId = await courseOrganizationId(db, options.courseId);
  const percentage = options.percentage ?? 40;
  await db.insert(lessonProgress).values({
    organizationId,
    userId: options.userId,
    courseId: options.courseId,
    lessonId: options.lessonId,
    percentage,
    isCompleted: percentage === 100,
    completedAt: percentage === 100 ? options.at : null,
    createdAt: options.at,
    updatedAt: options.at,
  });
}

/** The instructor's share of a completed payment, as checkout records it. */
export async function newCommission(
  db: Executor,
  options: {
    paymentId: string;
    instructorId: string;
    courseId: string;
    saleAmount: number;
    rate: number;
    createdAt?: Date;
  },
) {
  const organizationId = await courseOrganizationId(db, options.courseId);
  await insertCommission(db, {
    organizationId,
    paymentId: options.paymentId,
    instructorId: options.instructorId,
    courseId: options.courseId,
    saleAmount: options.saleAmount,
    rate: options.rate,
    amount: Math.floor((options.saleAmount * options.rate) / 100),
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
  });
}
