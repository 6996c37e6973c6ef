import { and, count, eq, sql } from 'drizzle-orm';
import type { TProgressSave, TProgressSaved } from '#shared/learning/progress.contract.ts';
import { canComplete, STORE_COMPLETION_PERCENT } from '#shared/learning/progress.ts';
import type { Db } from '../../db/client.ts';
import { enrollments, lessonProgress, lessons, sections } from '../../db/schema/index.ts';
import type { Caller } from '../auth/caller.ts';
import { requireLessonOfCourse, requireLiveEnrollment } from './course-access.ts';
import { requireUnlocked } from './get-lesson-content.ts';

const TIMED_TYPES = new Set(['video', 'audio']);

/**
 * Records a progress update: one upsert keyed by (learner, lesson) that only moves forward, and
 * in the same transaction the enrolment's last activity and course completion. Replays and
 * out-of-order deliveries (retry queue, beacons) are harmless.
 */
export async function saveProgress(db: Db, caller: Caller, input: TProgressSave): Promise<TProgressSaved> {
  const enrollment = await requireLiveEnrollment(db, caller, input.courseId);
  const lesson = await requireLessonOfCourse(db, input.lessonId, input.courseId);
  await requireUnlocked(db, caller.userId, input.courseId, input.lessonId);

  // For videos and audio the server checks the time really listened (spec: min(60 s, 95 %)).
  const isTimed = TIMED_TYPES.has(lesson.type);
  const claimsDone = input.isCompleted || input.percentage >= STORE_COMPLETION_PERCENT;
  const isCompleted = claimsDone && (!isTimed || canComplete(input.watchedDuration, input.duration));

  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(lessonProgress)
      .values({
        organizationId: caller.organizationId,
        userId: caller.userId,
        courseId: input.courseId,
        lessonId: input.lessonId,
        percentage: input.percentage,
        watchedSeconds: input.watchedDuration,
        lastPositionSeconds: input.currentTime,
        isCompleted,
        completedAt: isCompleted ? new Date() : null,
        lastUpdateId: input.updateId ?? null,
        sessionId: input.sessionId ?? null,
        deviceId: input.deviceId ?? null,
      })
      .onConflictDoUpdate({
        target: [lessonProgress.userId, lessonProgress.lessonId],
        set: {
          percentage: sql`greatest(${lessonProgress.percentage}, excluded.percentage)`,
          watchedSeconds: sql`greatest(${lessonProgress.watchedSeconds}, excluded.watched_seconds)`,
          lastPositionSeconds: sql`excluded.last_position_seconds`,
          isCompleted: sql`${lessonProgress.isCompleted} or excluded.is_completed`,
          completedAt: sql`coalesce(${lessonProgress.completedAt}, excluded.completed_at)`,
          lastUpdateId: sql`excluded.last_update_id`,
          sessionId: sql`excluded.session_id`,
          deviceId: sql`excluded.device_id`,
          updatedAt: sql`now()`,
        },
      })
      .returning();

    const [totals] = await tx
      .select({ lessons: count(lessons.id) })
      .from(lessons)
      .innerJoin(sections, eq(sections.id, lessons.sectionId))
      .where(eq(sections.courseId, input.courseId));
    const [done] = await tx
      .select({ lessons: count(lessonProgress.id) })
      .from(lessonProgress)
      .where(
        and(
          eq(lessonProgress.userId, caller.userId),
          eq(lessonProgress.courseId, input.courseId),
          eq(lessonProgress.isCompleted, true),
        ),
      );
    const courseProgress = totals?.lessons ? Math.round(((done?.lessons ?? 0) / totals.lessons) * 100) : 0;
    await tx
      .update(enrollments)
      .set({
        lastActivityAt: new Date(),
        progress: sql`greatest(${enrollments.progress}, ${courseProgress})`,
        status: courseProgress >= 100 ? 'completed' : enrollment.status,
        updatedAt: new Date(),
      })
      .where(eq(enrollments.id, enrollment.id));

    return {
      lessonId: saved!.lessonId,
      percentage: saved!.percentage,
      watchedDuration: saved!.watchedSeconds,
      isCompleted: saved!.isCompleted,
      courseProgress,
    };
  });
}
