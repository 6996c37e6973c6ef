import { desc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { manualEnrollments } from '../../db/schema/admin-people.ts';

// The manual enrolments table's owner (issue 18 "Admin", decision 276): how an enrolment an admin
// made by hand came to be — who, why, and the money received outside the gateways.

export type ManualEnrollmentWrite = typeof manualEnrollments.$inferInsert;

export async function insertManualEnrollment(tx: Executor, row: ManualEnrollmentWrite) {
  await tx.insert(manualEnrollments).values(row);
}

/** The manual records of these enrolments, newest first (an enrolment may be made by hand twice). */
export async function listManualEnrollments(db: Executor, enrollmentIds: readonly string[]) {
  if (enrollmentIds.length === 0) return [];
  return db
    .select()
    .from(manualEnrollments)
    .where(inArray(manualEnrollments.enrollmentId, [...enrollmentIds]))
    .orderBy(desc(manualEnrollments.createdAt));
}
