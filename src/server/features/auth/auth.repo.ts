import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Role } from '#shared/domain.ts';
import type { Db } from '../../db/client.ts';
import { parsePgArray } from '../../db/pg-array.ts';
import { organizations, sessions, userRoles, users } from '../../db/schema/index.ts';
import type { Caller } from './caller.ts';

// The only place the auth feature reads or writes its tables directly.

const BLOCKED_STATUSES = ['suspended', 'inactive', 'expired'] as const;

/** The session lookup of every authenticated request, as a named prepared statement per database. */
function activeCallerQuery(db: Db) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      status: users.status,
      organizationId: users.organizationId,
      roles: sql<
        Role[] | string
      >`coalesce(array_agg(${userRoles.role}) filter (where ${userRoles.role} is not null), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .groupBy(users.id)
    .prepare('find_active_caller');
}
const activeCallerQueries = new WeakMap<Db, ReturnType<typeof activeCallerQuery>>();

/**
 * The caller behind an access token, if its session still exists and has not expired. Read on every
 * request (decision 001), so PostgreSQL plans it once per connection (decision 030).
 */
export async function findActiveCaller(
  db: Db,
  claims: { userId: string; sessionId: string },
): Promise<Caller | null> {
  let query = activeCallerQueries.get(db);
  if (!query) {
    query = activeCallerQuery(db);
    activeCallerQueries.set(db, query);
  }
  const [row] = await query.execute({
    sessionId: claims.sessionId,
    userId: claims.userId,
    now: new Date().toISOString(),
  });
  if (!row || (BLOCKED_STATUSES as readonly string[]).includes(row.status)) return null;
  return {
    userId: row.userId,
    sessionId: claims.sessionId,
    organizationId: row.organizationId,
    email: row.email,
    roles: parsePgArray<Role>(row.roles),
  };
}

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
      organization: { id: organizations.id, name: organizations.name, isDemo: organizations.isDemo },
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Claims the right to send a confirmation email: succeeds only when the last one is older than
 * `cooldownSeconds`. One conditional UPDATE, so concurrent requests cannot both pass.
 * Returns the seconds left to wait when refused.
 */
export async function claimConfirmationSlot(
  db: Db,
  userId: string,
  cooldownSeconds: number,
): Promise<{ granted: true } | { granted: false; retryAfterSeconds: number }> {
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
  if (claimed.length > 0) return { granted: true };
  const [row] = await db
    .select({
      left: sql<number>`ceil(extract(epoch from (${users.confirmationSentAt} + make_interval(secs => ${cooldownSeconds}) - now())))::int`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return { granted: false, retryAfterSeconds: Math.max(1, row?.left ?? cooldownSeconds) };
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
