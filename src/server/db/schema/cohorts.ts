import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, organizationIdColumn, pricingColumns, updatedAtColumn } from './columns.ts';
import { courses } from './courses.ts';

export const cohortStatus = pgEnum('cohort_status', ['draft', 'active', 'completed']);

// A session of a course (spec/cohorts.md). Minimal for checkout: dates, seats and pricing; the cohorts
// capability adds planning, live sessions, waitlist and communication (docs/decisions/020).
export const cohorts = pgTable(
  'cohorts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationIdColumn(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    status: cohortStatus('status').notNull().default('draft'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    /** Null: no limit. Checked with the cohort row locked when a payment completes. */
    maxParticipants: integer('max_participants'),
    /** True: the course's prices apply; false: the cohort's own below (shared resolvePricing). */
    useCoursePrice: boolean('use_course_price').notNull().default(true),
    ...pricingColumns(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('cohorts_course_status_idx').on(t.courseId, t.status),
    index('cohorts_organization_idx').on(t.organizationId),
    check(
      'cohorts_max_participants_positive',
      sql`${t.maxParticipants} is null or ${t.maxParticipants} >= 1`,
    ),
    check('cohorts_dates_ordered', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    check(
      'cohorts_amounts_not_negative',
      sql`${t.price} >= 0 and ${t.oneTimePrice} >= 0 and ${t.monthlyPrice} >= 0 and ${t.registrationFee} >= 0 and ${t.monthlyFee} >= 0`,
    ),
    check('cohorts_discount_range', sql`${t.oneTimeDiscount} between 0 and 100`),
  ],
);
