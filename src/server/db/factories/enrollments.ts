import { and, eq } from 'drizzle-orm';
import { refreshCourseStats } from '../../features/catalog/catalog.repo.ts';
import { enrollments, lessonProgress } from '../schema/index.ts';
import type { Executor } from './support.ts';
import { courseOrganizationId } from './support.ts';

export type EnrolOptions = Partial<
  Omit<typeof enrollments.$inferInsert, 'userId' | 'courseId' | 'organizationId'>
>;

/** An active enrolment of the user in the course (free unless `paymentStatus` says otherwise). */
export async function enrol(db: Executor, userId: string, courseId: string, options: EnrolOptions = {}) {
  const organizationId = await courseOrganizationId(db, courseId);
  const [row] = await db
    .insert(enrollments)
    .values({ organizationId, userId, courseId, ...options })
    .returning();
  // The course's learner count follows, as when a payment or a free enrolment writes it.
  await refreshCourseStats(db, [courseId]);
  return row!;
}

/**
 * These lessons completed by the user, as the player would have left them (a lesson that already has
 * the user's progress row keeps it), and the enrolment's progress set to what they add up to out of
 * `lessonCount` (omit it to leave the enrolment alone).
 */
export async function completeLessons(
  db: Executor,
  input: {
    userId: string;
    courseId: string;
    lessonIds: string[];
    lessonCount?: number;
    /** Each lesson's watched (and last position) seconds, by lesson id; 600 for a lesson not listed. */
    watchedSeconds?: Record<string, number>;
    /** Omitted: now. */
    completedAt?: Date;
  },
) {
  const organizationId = await courseOrganizationId(db, input.courseId);
  if (input.lessonIds.length > 0) {
    await db
      .insert(lessonProgress)
      .values(
        input.lessonIds.map((lessonId) => {
          const seconds = input.watchedSeconds?.[lessonId] ?? 600;
          return {
            organizationId,
            userId: input.userId,
            courseId: input.courseId,
            lessonId,
            percentage: 100,
            watchedSeconds: seconds,
            lastPositionSeconds: seconds,
            isCompleted: true,
            completedAt: input.completedAt ?? new Date(),
          };
        }),
      )
      .onConflictDoNothing({ target: [lessonProgress.userId, lessonProgress.lessonId] });
  }
  if (input.lessonCount) {
    const progress = Math.round((input.lessonIds.length / input.lessonCount) * 100);
    await db
      .update(enrollments)
      .set({ progress, status: progress === 100 ? 'completed' : 'active' })
      .where(and(eq(enrollments.userId, input.userId), eq(enrollments.courseId, input.courseId)));
  }
}
