import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import type { DayScope } from '../../db/day-scope.ts';
import {
  instructorCourseDays,
  instructorCourseLearners,
  instructorStatsState,
} from '../../db/schema/instructor-stats.ts';
import { enrollmentDaysChangedSince, enrollmentsByCourseDay } from '../enrollments/enrollments.repo.ts';
import { learnersActive, learnersLastActiveDay } from '../learning/progress.repo.ts';
import { paymentDaysChangedSince, salesByCourseDay } from '../payments/payments.repo.ts';
import { quizDaysChangedSince, quizScoresByCourseDay } from '../quizzes/quizzes.repo.ts';

// The instructor's desk (issue 17): the analytics' figures per course and UTC day, read live from the
// tables (each through its owner's query piece) or from the summary the job keeps (decision 266).

export type CourseDayFigures = {
  courseId: string;
  day: string;
  revenue: number;
  sales: number;
  enrollments: number;
  completedEnrollments: number;
  quizAttempts: number;
  quizPercentSum: number;
};

/** Active learners: per course, and over all the courses of the scope (`total`). */
export type ActiveLearners = { total: number; byCourse: Map<string, number> };

const STATE_NAME = 'analytics';
/** A summary run recounts what changed since a little before the last run's start: late commits. */
const LATE_COMMIT_MARGIN_MS = 15 * 60 * 1000;

/** Every source's figures of the scope, one row per course and day (columns as the summary's). */
const courseDaysQuery = (scope: DayScope): SQL => sql`
  select course_id, day, sum(revenue)::int as revenue, sum(sales)::int as sales,
    sum(enrollments)::int as enrollments, sum(completed_enrollments)::int as completed_enrollments,
    sum(quiz_attempts)::int as quiz_attempts, sum(quiz_percent_sum)::int as quiz_percent_sum
  from (
    select course_id, day, revenue, sales, 0 as enrollments, 0 as completed_enrollments, 0 as quiz_attempts, 0 as quiz_percent_sum
      from (${salesByCourseDay(scope)}) s
    union all
    select course_id, day, 0, 0, enrollments, completed_enrollments, 0, 0 from (${enrollmentsByCourseDay(scope)}) e
    union all
    select course_id, day, 0, 0, 0, 0, quiz_attempts, quiz_percent_sum from (${quizScoresByCourseDay(scope)}) q
  ) figures
  group by course_id, day`;

type CourseDayRow = {
  course_id: string;
  day: string;
  revenue: number;
  sales: number;
  enrollments: number;
  completed_enrollments: number;
  quiz_attempts: number;
  quiz_percent_sum: number;
};

const toFigures = (row: CourseDayRow): CourseDayFigures => ({
  courseId: row.course_id,
  day: row.day,
  revenue: Number(row.revenue),
  sales: Number(row.sales),
  enrollments: Number(row.enrollments),
  completedEnrollments: Number(row.completed_enrollments),
  quizAttempts: Number(row.quiz_attempts),
  quizPercentSum: Number(row.quiz_percent_sum),
});

/** The figures of these courses from `from` through `to`, computed from the tables now. */
export async function liveCourseDays(db: Executor, courseIds: readonly string[], from: string, to: string) {
  if (courseIds.length === 0) return [];
  const result = await db.execute<CourseDayRow>(sql`
    select course_id, day::text as day, revenue, sales, enrollments, completed_enrollments, quiz_attempts, quiz_percent_sum
    from (${courseDaysQuery({ courseIds, from, to })}) d`);
  return result.rows.map(toFigures);
}

/** The same figures from the summary. */
export async function summaryCourseDays(
  db: Executor,
  courseIds: readonly string[],
  from: string,
  to: string,
) {
  if (courseIds.length === 0) return [];
  const rows = await db
    .select()
    .from(instructorCourseDays)
    .where(
      and(
        inArray(instructorCourseDays.courseId, [...courseIds]),
        gte(instructorCourseDays.day, from),
        lte(instructorCourseDays.day, to),
      ),
    );
  return rows satisfies CourseDayFigures[];
}

type ActiveRow = { course_id: string | null; n: number };

function toActiveLearners(rows: ActiveRow[]): ActiveLearners {
  const byCourse = new Map<string, number>();
  let total = 0;
  for (const row of rows) {
    if (row.course_id === null) total = Number(row.n);
    else byCourse.set(row.course_id, Number(row.n));
  }
  return { total, byCourse };
}

/** Distinct learners active from `from` through `to`, from the tables now. */
export async function liveActiveLearners(
  db: Executor,
  courseIds: readonly string[],
  from: string,
  to: string,
): Promise<ActiveLearners> {
  if (courseIds.length === 0) return { total: 0, byCourse: new Map() };
  const result = await db.execute<ActiveRow>(sql`
    select course_id, count(distinct user_id)::int as n
    from (${learnersActive({ courseIds, from, to })}) a
    group by grouping sets ((course_id), ())`);
  return toActiveLearners(result.rows);
}

/**
 * The same from the summary: a period ends today, so a learner is active in it when their last day in
 * the course is on or after its first day (`to`, today, bounds nothing).
 */
export async function summaryActiveLearners(
  db: Executor,
  courseIds: readonly string[],
  from: string,
): Promise<ActiveLearners> {
  if (courseIds.length === 0) return { total: 0, byCourse: new Map() };
  const t = instructorCourseLearners;
  const result = await db.execute<ActiveRow>(sql`
    select ${t.courseId} as course_id, count(distinct ${t.userId})::int as n
    from ${t}
    where ${inArray(t.courseId, [...courseIds])} and ${t.lastActiveDay} >= ${from}::date
    group by grouping sets ((${t.courseId}), ())`);
  return toActiveLearners(result.rows);
}

/** When the summary was last brought up to date, or null when it never was. */
export async function findSummaryState(db: Executor) {
  const [row] = await db.select().from(instructorStatsState).where(eq(instructorStatsState.name, STATE_NAME));
  return row ?? null;
}

const insertCourseDays = (scope: DayScope) => sql`
  insert into ${instructorCourseDays}
    (course_id, day, revenue, sales, enrollments, completed_enrollments, quiz_attempts, quiz_percent_sum)
  select course_id, day, revenue, sales, enrollments, completed_enrollments, quiz_attempts, quiz_percent_sum
  from (${courseDaysQuery(scope)}) d`;

const upsertLastActiveDays = (since: Date | null) => sql`
  insert into ${instructorCourseLearners} (course_id, user_id, last_active_day)
  select course_id, user_id, last_active_day from (${learnersLastActiveDay(since)}) a
  on conflict (course_id, user_id) do update
    set last_active_day = greatest(${instructorCourseLearners.lastActiveDay}, excluded.last_active_day)`;

export type SummaryRun = { isFull: boolean; recountedDays: number; refreshedThrough: Date };

/**
 * Brings the summary up to date, in one transaction (one run at a time): the first run counts
 * everything; later ones recount only the UTC days whose payments, enrolments or quiz attempts
 * changed since the last run (less a margin for late commits), and move forward the last active day
 * of the learners who saved progress since then.
 */
export async function refreshSummary(db: Db): Promise<SummaryRun> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('instructor.refresh-stats'))`);
    const nowResult = await tx.execute<{ now: string }>(sql`select now()::text as now`);
    const now = new Date(nowResult.rows[0]!.now);
    const state = await findSummaryState(tx);
    let isFull = false;
    let recountedDays = 0;
    if (!state) {
      isFull = true;
      await tx.delete(instructorCourseDays);
      await tx.delete(instructorCourseLearners);
      await tx.execute(insertCourseDays({}));
      await tx.execute(upsertLastActiveDays(null));
    } else {
      const since = new Date(state.refreshedThrough.getTime() - LATE_COMMIT_MARGIN_MS);
      const changed = await tx.execute<{ day: string }>(sql`
        select day::text as day from (${paymentDaysChangedSince(since)}) p
        union select day::text from (${enrollmentDaysChangedSince(since)}) e
        union select day::text from (${quizDaysChangedSince(since)}) q`);
      const days = changed.rows.map((row) => row.day);
      recountedDays = days.length;
      if (days.length > 0) {
        await tx.delete(instructorCourseDays).where(inArray(instructorCourseDays.day, days));
        await tx.execute(insertCourseDays({ days }));
      }
      await tx.execute(upsertLastActiveDays(since));
    }
    await tx
      .insert(instructorStatsState)
      .values({ name: STATE_NAME, refreshedThrough: now, refreshedAt: now })
      .onConflictDoUpdate({
        target: instructorStatsState.name,
        set: { refreshedThrough: now, refreshedAt: now },
      });
    return { isFull, recountedDays, refreshedThrough: now };
  });
}
