import { type Column, type SQL, sql } from 'drizzle-orm';

// The instructor's desk (issue 17): the days and courses a per-day summary query covers. The pieces
// each table's repository exports (sales, enrolments, quiz scores, learners' activity by course and UTC
// day) take one, so the live analytics and the job that keeps the summary read the same way.

export type DayScope = {
  /** Only these courses (omitted: every course). */
  courseIds?: readonly string[];
  /** From this UTC day, included. */
  from?: string;
  /** Through this UTC day, included. */
  to?: string;
  /** Only these UTC days. */
  days?: readonly string[];
};

/** The UTC day of a timestamptz column, as a date. */
export const utcDay = (column: Column | SQL): SQL => sql`(${column} at time zone 'UTC')::date`;

/** The condition a row of `course` at instant `at` meets to be in the scope. */
export function inDayScope(at: Column, course: Column, scope: DayScope): SQL {
  const parts: SQL[] = [sql`${at} is not null`];
  if (scope.courseIds) {
    parts.push(
      scope.courseIds.length === 0
        ? sql`false`
        : sql`${course} in (${sql.join(
            scope.courseIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
    );
  }
  if (scope.from) parts.push(sql`${at} >= ${`${scope.from}T00:00:00Z`}::timestamptz`);
  if (scope.to) parts.push(sql`${at} < (${scope.to}::date + 1)::timestamp at time zone 'UTC'`);
  if (scope.days) {
    parts.push(
      scope.days.length === 0
        ? sql`false`
        : sql`${utcDay(at)} in (${sql.join(
            scope.days.map((day) => sql`${day}::date`),
            sql`, `,
          )})`,
    );
  }
  return sql.join(parts, sql` and `);
}
