import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { instructors } from '../../db/schema/instructors.ts';

// The instructors table's owner: the instructor's desk reads their own profile here, the courses'
// repository a course's instructor. (The catalogue shares the table for its listing: decision 121.)

/** The user behind the instructor profile `instructorId` names (a column or a subquery), or null. */
export const instructorUserIdOf = (instructorId: SQL): SQL<string | null> =>
  sql<
    string | null
  >`(select ${instructors.userId} from ${instructors} where ${eq(instructors.id, instructorId)})`;

/** An instructor profile by its id, or null. */
export async function findInstructor(db: Executor, instructorId: string) {
  const [row] = await db.select().from(instructors).where(eq(instructors.id, instructorId));
  return row ?? null;
}

/** The ids of this user's instructor profiles in the organisation, for `inArray(…, …)`. */
export const instructorProfilesOf = (db: Executor, user: { userId: string; organizationId: string }) =>
  db
    .select({ id: instructors.id })
    .from(instructors)
    .where(and(eq(instructors.userId, user.userId), eq(instructors.organizationId, user.organizationId)));

/**
 * The instructor profile of an invited instructor (decision 160): active at once, so the person who
 * accepts the invitation can create courses in the editor, which needs a profile to name as teacher.
 */
export async function insertInstructorProfile(
  db: Executor,
  // Platform console (issue 18): the billing settings' default share, when given.
  profile: { organizationId: string; userId: string; name: string; email: string; commissionRate?: number },
) {
  await db.insert(instructors).values({ ...profile, status: 'active' });
}

/** The instructor profile of this user in this organisation, or null. */
export async function findInstructorOfUser(db: Executor, user: { userId: string; organizationId: string }) {
  const [row] = await db
    .select()
    .from(instructors)
    .where(and(eq(instructors.userId, user.userId), eq(instructors.organizationId, user.organizationId)));
  return row ?? null;
}

/** The name of the instructor profile `instructorId` names (a column or a subquery), or null. */
export const instructorNameOf = (instructorId: SQL): SQL<string | null> =>
  sql<
    string | null
  >`(select ${instructors.name} from ${instructors} where ${eq(instructors.id, instructorId)})`;

/** The organisation's instructor profiles by name: the course editor's instructor choice (spec §7). */
export async function listInstructorsOfOrganization(db: Executor, organizationId: string) {
  return db
    .select({
      id: instructors.id,
      name: instructors.name,
      avatarUrl: instructors.avatarUrl,
      specialization: instructors.specialization,
      userId: instructors.userId,
    })
    .from(instructors)
    .where(eq(instructors.organizationId, organizationId))
    .orderBy(asc(instructors.name));
}

// ——— cohorts: admin cohort form (issue 15, part admin) ———

/** The organisation's instructor profiles by name, or only those with these ids: id, name and user. */
export async function listInstructorNames(db: Executor, organizationId: string, ids?: readonly string[]) {
  if (ids && ids.length === 0) return [];
  return db
    .select({ id: instructors.id, name: instructors.name, userId: instructors.userId })
    .from(instructors)
    .where(
      and(
        eq(instructors.organizationId, organizationId),
        ids ? inArray(instructors.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(instructors.name));
}

// Accounts, data and deletion (issue 17): at erasure, a staff account's instructor profile loses what
// names the person (it stays, unlinked, for the commissions that point at it; decision 257).

/** Unlinks and anonymises the user's instructor profiles. */
export async function forgetInstructorProfiles(tx: Executor, userId: string, placeholderName: string) {
  await tx
    .update(instructors)
    .set({
      userId: null,
      name: placeholderName,
      email: null,
      avatarUrl: null,
      bio: null,
      specialization: null,
      status: 'inactive',
      updatedAt: new Date(),
    })
    .where(eq(instructors.userId, userId));
}

// ——— instructor's desk (issue 17) ———

/** Each instructor profile's commission percent in the organisation, by id. */
export async function listCommissionRates(
  db: Executor,
  organizationId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: instructors.id, rate: instructors.commissionRate })
    .from(instructors)
    .where(eq(instructors.organizationId, organizationId));
  return new Map(rows.map((row) => [row.id, Number(row.rate)]));
}

// ——— admin-people (issue 18): the organisation's instructor profiles, edited by its admins ———

export type InstructorRow = typeof instructors.$inferSelect;

/** The organisation's instructor profiles by name, each with its courses counted (`courseCount`). */
export async function listInstructorProfiles(
  db: Executor,
  organizationId: string,
  courseCount: (instructorId: typeof instructors.id) => SQL<number>,
) {
  return db
    .select({ profile: instructors, courseCount: courseCount(instructors.id) })
    .from(instructors)
    .where(eq(instructors.organizationId, organizationId))
    .orderBy(asc(instructors.name));
}

/** Locks one of the organisation's instructor profiles and returns it (null: not this organisation's). */
export async function lockInstructorProfile(tx: Executor, organizationId: string, instructorId: string) {
  const [row] = await tx
    .select()
    .from(instructors)
    .where(and(eq(instructors.id, instructorId), eq(instructors.organizationId, organizationId)))
    .for('update');
  return row ?? null;
}

export async function updateInstructorProfile(
  tx: Executor,
  instructorId: string,
  values: Pick<InstructorRow, 'name' | 'specialization' | 'bio' | 'avatarUrl' | 'status' | 'commissionRate'>,
) {
  const [row] = await tx
    .update(instructors)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(instructors.id, instructorId))
    .returning();
  return row ?? null;
}

/** A new instructor role's profile when the user has none in the organisation (decision 160). */
export async function ensureInstructorProfile(
  tx: Executor,
  profile: { organizationId: string; userId: string; name: string; email: string },
) {
  await tx
    .insert(instructors)
    .values({ ...profile, status: 'active' })
    .onConflictDoNothing();
}
// ——— end admin-people ———
