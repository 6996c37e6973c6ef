import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { instructors } from '../../db/schema/instructors.ts';

// The instructors table's owner: the instructor's desk reads their own profile here.

/** The ids of this user's instructor profiles in the organisation, for `inArray(…, …)`. */
export const instructorProfilesOf = (db: Executor, user: { userId: string; organizationId: string }) =>
  db
    .select({ id: instructors.id })
    .from(instructors)
    .where(and(eq(instructors.userId, user.userId), eq(instructors.organizationId, user.organizationId)));

/** The instructor profile of this user in this organisation, or null. */
export async function findInstructorOfUser(db: Executor, user: { userId: string; organizationId: string }) {
  const [row] = await db
    .select()
    .from(instructors)
    .where(and(eq(instructors.userId, user.userId), eq(instructors.organizationId, user.organizationId)));
  return row ?? null;
}
