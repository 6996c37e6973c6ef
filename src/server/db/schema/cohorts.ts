import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { pricingChecks, pricingColumns, timestamps, timestamptz } from './columns.ts';
import { courseId } from './courses.ts';
import { organizationRow } from './organizations.ts';

export const cohortStatus = pgEnum('cohort_status', ['draft', 'active', 'completed']);

// A session of a course (spec/cohorts.md). Minimal for checkout: dates, seats and pricing; the cohorts
// capability adds planning, live sessions, waitlist and communication (docs/decisions/020).
export const cohorts = pgTable(
  'cohorts',
  {
    ...organizationRow(),
    courseId: courseId('restrict'),
    name: text('name').notNull(),
    status: cohortStatus('status').notNull().default('draft'),
    startDate: timestamptz('start_date').notNull(),
    endDate: timestamptz('end_date'),
    /** Null: no limit. Checked with the cohort row locked when a payment completes. */
    maxParticipants: integer('max_participants'),
    /** True: the course's prices apply; false: the cohort's own below (shared resolvePricing). */
    useCoursePrice: boolean('use_course_price').notNull().default(true),
    ...pricingColumns(),
    ...timestamps(),
  },
  (t) => [
    index('cohorts_course_status_idx').on(t.courseId, t.status),
    index('cohorts_organization_idx').on(t.organizationId),
    check(
      'cohorts_max_participants_positive',
      sql`${t.maxParticipants} is null or ${t.maxParticipants} >= 1`,
    ),
    check('cohorts_dates_ordered', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    ...pricingChecks('cohorts', t),
  ],
);
