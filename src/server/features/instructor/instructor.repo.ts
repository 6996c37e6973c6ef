import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { instructors } from '../../db/schema/index.ts';

// The instructor's desk reads: their own instructor profile.

/** The instructor profile of this user in this organisation, or null. */
export async function findInstructorOfUser(db: Executor, user: { userId: string; organizationId: string }) {
  const [row] = await db
    .select()
    .from(instructors)
    .where(and(eq(instructors.userId, user.userId), eq(instructors.organizationId, user.organizationId)));
  return row ?? null;
}
