import { and, asc, type Column, desc, eq, gt, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Role } from '#shared/domain.ts';
import { batchedPerDatabase } from '../../db/batcher.ts';
import type { Db, Executor } from '../../db/client.ts';
import { parsePgArray } from '../../db/pg-array.ts';
import { executePrepared } from '../../db/prepared.ts';
import { sessions, userRoles, users, verifications } from '../../db/schema/users.ts';
// Platform console (issue 18): suspended organisations and the session lifetime of the security settings.
import { isOrganizationSuspended } from '../organizations/organization-standing.repo.ts';
import { sessionLifetimeHours } from '../platform/platform-settings.repo.ts';
import type { Caller } from './caller.ts';

// The users table's owner (decision 119), and the only place the auth feature reads or writes its
// tables directly. Another slice's query that shows a person uses the pieces below instead of joining
// the users table itself (conditions built with eq(), which qualifies columns in a select list).

/** A field of the user `userId` points at, as a subquery for another table's select. */
export const userFieldOf = (
  userId: Column,
  field: 'name' | 'email' | 'firstName' | 'lastName' | 'image',
): SQL<string> => sql<string>`(select ${users[field]} from ${users} where ${eq(users.id, userId)})`;

// Cohorts, part space (issue 15): a participant's picture, and the search by name.
/** The picture (image address) of the user `userId` points at, null when none, as a subquery. */
export const userImageOf = (userId: Column): SQL<string | null> =>
  sql<string | null>`(select ${users.image} from ${users} where ${eq(users.id, userId)})`;

/** The ids of the users whose first, last or full name matches this LIKE pattern (case-insensitive). */
export const usersNamedLike = (db: Executor, pattern: string) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`(${ilike(users.firstName, pattern)} or ${ilike(users.lastName, pattern)} or ${ilike(users.name, pattern)})`,
    );

/** The ids of the users whose address matches this LIKE pattern (case-insensitive), for `inArray`. */
export const usersWithEmailLike = (db: Executor, pattern: string) =>
  db.select({ id: users.id }).from(users).where(ilike(users.email, pattern));

/** How many users the organisation `organizationId` points at has, as a subquery. */
export const userCountOf = (organizationId: Column): SQL<number> =>
  sql<number>`(select count(*)::int from ${users} where ${eq(users.organizationId, organizationId)})`;

/** Where an email to this user goes, and how to greet them; null when the user is unknown. */
export async function findRecipient(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, status: users.status })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The user's full name ('' when unknown). */
export async function findUserName(db: Executor, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}

const BLOCKED_STATUSES = ['suspended', 'inactive', 'expired'] as const;

type Claims = { userId: string; sessionId: string };
type ActiveCallerRow = {
  session_id: string;
  user_id: string;
  email: string;
  status: string;
  organization_id: string;
  roles: Role[] | string;
  /** Platform console (issue 18): the member's organisation is suspended. */
  organization_suspended: boolean;
};

/**
 * The session lookup of every authenticated request, for many sessions at once: one named prepared
 * statement (decision 030) for the requests of the same moment (decision 032).
 */
async function findActiveCallers(db: Db, claims: readonly Claims[]): Promise<(Caller | null)[]> {
  // The same session twice (a page's parallel requests) is asked once: its roles are counted once.
  const wanted = [...new Map(claims.map((c) => [`${c.sessionId}/${c.userId}`, c])).values()];
  const rows = await executePrepared<ActiveCallerRow>(
    db,
    'find_active_callers',
    sql`
    select s.id as session_id, u.id as user_id, u.email, u.status, u.organization_id,
      coalesce(array_agg(r.role) filter (where r.role is not null), '{}') as roles,
      ${isOrganizationSuspended(sql`u.organization_id`)} as organization_suspended
    from unnest(${sql.param(wanted.map((c) => c.sessionId))}::uuid[],
      ${sql.param(wanted.map((c) => c.userId))}::uuid[]) as wanted(session_id, user_id)
    join ${sessions} s on s.id = wanted.session_id and s.user_id = wanted.user_id
      and s.expires_at > ${new Date().toISOString()}::timestamptz
      and s.created_at > now() - make_interval(hours => ${sessionLifetimeHours()})
    join ${users} u on u.id = s.user_id
    left join ${userRoles} r on r.user_id = u.id
    group by s.id, u.id
  `,
  );
  const bySession = new Map(rows.map((row) => [`${row.session_id}/${row.user_id}`, row]));
  return claims.map(({ sessionId, userId }) => {
    const row = bySession.get(`${sessionId}/${userId}`);
    if (!row || (BLOCKED_STATUSES as readonly string[]).includes(row.status)) return null;
    const roles = parsePgArray<Role>(row.roles);
    // Platform console (issue 18): a suspended organisation's members stop here, superadmins aside.
    if (row.organization_suspended && !roles.includes('superadmin')) return null;
    return {
      userId: row.user_id,
      sessionId,
      organizationId: row.organization_id,
      email: row.email,
      roles,
    };
  });
}

/**
 * The caller behind an access token, if its session still exists and has not expired. Read on every
 * request (decision 001), never cached, so revocation and suspension act at once.
 */
export const findActiveCaller: (db: Db, claims: Claims) => Promise<Caller | null> = batchedPerDatabase(
  findActiveCallers,
  { maxBatchSize: 64, maxRunningBatches: 4 },
);

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return row ?? null;
}

export async function findProfile(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      firstName: users.firstName,
      lastName: users.lastName,
      image: users.image,
      emailVerified: users.emailVerified,
      organizationId: users.organizationId,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Claims the right to send a confirmation email: true only when the last one is older than
 * `cooldownSeconds`. One conditional UPDATE, so concurrent requests cannot both pass.
 */
export async function claimConfirmationSlot(
  db: Db,
  userId: string,
  cooldownSeconds: number,
): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ confirmationSentAt: sql`now()` })
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.confirmationSentAt} is null or ${users.confirmationSentAt} <= now() - make_interval(secs => ${cooldownSeconds}))`,
      ),
    )
    .returning({ id: users.id });
  return claimed.length > 0;
}

export async function listUserSessions(db: Db, userId: string) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt));
}

/** Deletes one of the user's own sessions; false when it is not theirs or does not exist. */
export async function deleteUserSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

/** The address is proven; an invited or pending account becomes active (a suspended one stays so). */
export async function markEmailVerified(db: Db, userId: string) {
  await db
    .update(users)
    .set({
      emailVerified: true,
      status: sql`case when ${users.status} in ('invited', 'pending') then 'active'::profile_status else ${users.status} end`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/** better-auth's identifier of a reset or invitation link (both are reset tokens). */
export const passwordLinkIdentifier = (token: string) => `reset-password:${token}`;

/** The address of the account a still-valid password link opens, or null. */
export async function findPasswordLinkEmail(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(verifications)
    .innerJoin(users, sql`${users.id}::text = ${verifications.value}`)
    .where(
      and(
        eq(verifications.identifier, passwordLinkIdentifier(token)),
        gt(verifications.expiresAt, new Date()),
      ),
    );
  return row?.email ?? null;
}

/**
 * Withdraws every other password link (reset or invitation) of the account `token` opens, when
 * `token` is a link still valid: the first link used wins. Done before better-auth consumes `token`,
 * so two links used at the same moment cannot both set a password.
 */
export async function withdrawOtherPasswordLinks(db: Db, token: string): Promise<void> {
  await db.execute(sql`
    delete from ${verifications} other
    using ${verifications} used
    where used.identifier = ${passwordLinkIdentifier(token)}
      and used.expires_at > now()
      and other.value = used.value
      and other.identifier like 'reset-password:%'
      and other.identifier <> used.identifier
  `);
}

export async function findUserById(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** Creates the account (an address already taken violates the unique email index). */
export async function insertUser(db: Executor, user: typeof users.$inferInsert) {
  const [created] = await db.insert(users).values(user).returning({ id: users.id, email: users.email });
  return created ?? null;
}

export async function insertUserRoles(db: Executor, userId: string, roles: Role[]) {
  await db.insert(userRoles).values(roles.map((role) => ({ userId, role })));
}

/** The members of one organisation with their roles (a text array on PGlite), by name. */
export async function listUsersWithRoles(db: Executor, organizationId: string) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      status: users.status,
      createdAt: users.createdAt,
      roles: sql<
        Role[] | string
      >`coalesce(array_agg(${userRoles.role}::text) filter (where ${userRoles.role} is not null), '{}')`,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(users.organizationId, organizationId))
    .groupBy(users.id)
    .orderBy(asc(users.lastName), asc(users.firstName));
}

// ——— cohorts: admin cohort form (issue 15, part admin) ———

/** The organisation's active students (role student), by name: the cohort form's student list (spec §7). */
export async function listStudentsOfOrganization(db: Executor, organizationId: string) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      name: users.name,
      email: users.email,
      image: users.image,
    })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.status, 'active'),
        sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = 'student')`,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
}

/** The people behind these user ids: names, address and picture, for the lists that show them. */
export async function listPeople(db: Executor, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      name: users.name,
      email: users.email,
      image: users.image,
    })
    .from(users)
    .where(inArray(users.id, [...userIds]));
}

/** Cohorts, part enrolment (issue 15): the members of the organisation among `userIds`, to invite. */
export async function findOrganizationMembers(
  db: Executor,
  organizationId: string,
  userIds: readonly string[],
) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, status: users.status })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), inArray(users.id, [...userIds])));
}

/**
 * Cohorts, part enrolment (issue 15): a password link written in the caller's transaction, the row
 * better-auth's reset flow reads (identifier passwordLinkIdentifier(token), value the user's id).
 */
export async function insertPasswordLink(db: Executor, token: string, userId: string, expiresAt: Date) {
  await db
    .insert(verifications)
    .values({ identifier: passwordLinkIdentifier(token), value: userId, expiresAt });
}

// ——— Platform console (issue 18) ———

/** How many accounts of the organisation hold the student role, as a subquery. */
export const learnerCountOf = (organizationId: Column): SQL<number> =>
  sql<number>`(select count(*)::int from ${users} where ${eq(users.organizationId, organizationId)} and exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = 'student'))`;

/** The organisation of a user, as a subquery (null when the user is unknown). */
export const organizationIdOfUser = (userId: string): SQL<string | null> =>
  sql<string | null>`(select ${users.organizationId} from ${users} where ${users.id} = ${userId})`;

/** Ends every open session of the organisation's members except superadmins' (a suspension). */
export async function deleteSessionsOfOrganization(tx: Executor, organizationId: string) {
  await tx.execute(sql`
    delete from ${sessions} s using ${users} u
    where s.user_id = u.id and u.organization_id = ${organizationId}
      and not exists (select 1 from ${userRoles} r where r.user_id = u.id and r.role = 'superadmin')`);
}

/** The account behind an address, with its organisation (for a superadmin's checks), or null. */
export async function findAccountOfEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id, organizationId: users.organizationId })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row ?? null;
}
