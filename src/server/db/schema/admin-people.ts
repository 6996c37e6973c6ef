import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { MANUAL_PAYMENT_METHODS } from '#shared/admin/people.contract.ts';
import { cohorts } from './cohorts.ts';
import { createdAt, ref } from './columns.ts';
import { courseId } from './courses.ts';
import { enrollments } from './enrollments.ts';
import { organizationRow } from './organizations.ts';
import { userId, users } from './users.ts';

// admin-people (issue 18 "Admin"): an enrolment an admin made by hand, with who, why and the money
// received outside the gateways ("payé en espèces"), decision 276. The enrolment itself is an
// ordinary row of enrollments; this row says how it came to be. Owned by features/admin.
export const manualPaymentMethod = pgEnum('manual_payment_method', MANUAL_PAYMENT_METHODS);

export const manualEnrollments = pgTable(
  'manual_enrollments',
  {
    ...organizationRow(),
    enrollmentId: ref('enrollment_id', () => enrollments.id, 'cascade').notNull(),
    userId: userId('cascade'),
    courseId: courseId('cascade'),
    cohortId: ref('cohort_id', () => cohorts.id, 'set null'),
    method: manualPaymentMethod('method').notNull(),
    /** Whole FCFA received by the organisation, if any. */
    amountReceived: integer('amount_received'),
    reason: text('reason').notNull(),
    recordedBy: ref('recorded_by', () => users.id, 'set null'),
    /** The recorder's email as it was (the account may go). */
    recordedByLabel: text('recorded_by_label').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('manual_enrollments_enrollment_idx').on(t.enrollmentId, t.createdAt),
    index('manual_enrollments_user_idx').on(t.userId),
    check(
      'manual_enrollments_amount_not_negative',
      sql`${t.amountReceived} is null or ${t.amountReceived} >= 0`,
    ),
  ],
);
