import { and, asc, eq, gte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { learnerDailyActivity } from '../../db/schema/learner-activity.ts';

// Progress and achievements (issue 17): the owner of learner_daily_activity (docs/decisions/293).
// The progress save's statement (progress.repo.ts) writes the day's time in its own SQL; the lessons
// the server completes itself (quiz finished, exercise submitted) count here.

/** One more lesson completed today by the learner, in the caller's transaction. */
export async function addCompletedLessonToDay(
  db: Executor,
  refs: { organizationId: string; userId: string },
): Promise<void> {
  await db.execute(sql`
    insert into learner_daily_activity as a (organization_id, user_id, day, lessons_completed, credited_until)
    values (${refs.organizationId}, ${refs.userId}, (now() at time zone 'UTC')::date, 1,
      -- No time credited: the clock stays at the day's start.
      (now() at time zone 'UTC')::date::timestamp at time zone 'UTC')
    on conflict (user_id, day) do update set lessons_completed = a.lessons_completed + 1
  `);
}

/** The learner's days from `fromDay` ('YYYY-MM-DD') on, oldest first. */
export async function listActivitySince(db: Executor, userId: string, fromDay: string) {
  return db
    .select({
      day: learnerDailyActivity.day,
      seconds: learnerDailyActivity.secondsSpent,
      lessonsCompleted: learnerDailyActivity.lessonsCompleted,
    })
    .from(learnerDailyActivity)
    .where(and(eq(learnerDailyActivity.userId, userId), gte(learnerDailyActivity.day, fromDay)))
    .orderBy(asc(learnerDailyActivity.day));
}

/** Every day the learner learnt something (the streaks'): a few hundred short rows a year. */
export async function listActiveDays(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ day: learnerDailyActivity.day })
    .from(learnerDailyActivity)
    .where(
      and(
        eq(learnerDailyActivity.userId, userId),
        or(sql`${learnerDailyActivity.secondsSpent} > 0`, sql`${learnerDailyActivity.lessonsCompleted} > 0`),
      ),
    )
    .orderBy(asc(learnerDailyActivity.day));
  return rows.map((row) => row.day);
}

/** A page of the learner's days, for their data export (keyed by day). */
export async function exportActivityRows(
  db: Executor,
  userId: string,
  afterDay: string | null,
  limit: number,
) {
  return db
    .select({
      id: learnerDailyActivity.day,
      day: learnerDailyActivity.day,
      seconds_spent: learnerDailyActivity.secondsSpent,
      lessons_completed: learnerDailyActivity.lessonsCompleted,
    })
    .from(learnerDailyActivity)
    .where(
      and(
        eq(learnerDailyActivity.userId, userId),
        afterDay === null ? undefined : sql`${learnerDailyActivity.day} > ${afterDay}`,
      ),
    )
    .orderBy(asc(learnerDailyActivity.day))
    .limit(limit);
}

/** Erasure: the learner's days. */
export async function deleteActivityOf(tx: Executor, userId: string): Promise<void> {
  await tx.delete(learnerDailyActivity).where(eq(learnerDailyActivity.userId, userId));
}
