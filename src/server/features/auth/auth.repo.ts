import { and, asc, type Column, desc, eq, gt, ilike, inArray, like, ne, type SQL, sql } from 'drizzle-orm';
import type { Role } from '#shared/domain.ts';
import { batchedPerDatabase } from '../../db/batcher.ts';
import type { Db, Executor } from '../../db/client.ts';
import { parsePgArray } from '../../db/pg-array.ts';
import { executePrepared } from '../../db/prepared.ts';
import { accounts, sessions, userRoles, users, verifications } from '../../db/schema/users.ts';
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

export async function findUserById(db: Executor, userId: string) {
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

// ——— Accounts, part settings (issue 17): what the settings pages change of the user's own rows ———

/** The profile fields a user edits themselves; the display name follows the first and last names. */
export async function updateOwnProfile(
  db: Executor,
  userId: string,
  fields: {
    firstName: string;
    lastName: string;
    phone: string | null;
    gender: 'male' | 'female' | 'other' | null;
  },
) {
  const [row] = await db
    .update(users)
    .set({ ...fields, name: `${fields.firstName} ${fields.lastName}`.trim(), updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return row ?? null;
}

/** Whether another account already uses this address (case-insensitive). */
export async function isEmailUsedByAnother(db: Executor, email: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)));
  return Boolean(row);
}

/** The one-time link of an address change: identifier holds the token's hash, value `<userId>:<email>`. */
const emailChangeIdentifier = (tokenHash: string) => `change-email:${tokenHash}`;

/** Replaces the user's pending address change (one at a time) with this one. */
export async function replaceEmailChangeLink(
  db: Executor,
  link: { userId: string; email: string; tokenHash: string; expiresAt: Date },
) {
  await db
    .delete(verifications)
    .where(
      and(like(verifications.identifier, 'change-email:%'), like(verifications.value, `${link.userId}:%`)),
    );
  await db.insert(verifications).values({
    identifier: emailChangeIdentifier(link.tokenHash),
    value: `${link.userId}:${link.email}`,
    expiresAt: link.expiresAt,
  });
}

/** The address this user asked to move to and has not confirmed yet (an expired ask is none). */
export async function findPendingEmail(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(
      and(
        like(verifications.identifier, 'change-email:%'),
        like(verifications.value, `${userId}:%`),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(verifications.createdAt))
    .limit(1);
  return row ? row.value.slice(userId.length + 1) : null;
}

/** Uses up a still-valid address-change link of this user: the address it confirms, or null. */
export async function takeEmailChangeLink(db: Executor, userId: string, tokenHash: string) {
  const [row] = await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.identifier, emailChangeIdentifier(tokenHash)),
        like(verifications.value, `${userId}:%`),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .returning({ value: verifications.value });
  return row ? row.value.slice(userId.length + 1) : null;
}

/** The user's address becomes `email`, proven by the link just used (the unique index refuses a taken one). */
export async function setUserEmail(db: Executor, userId: string, email: string) {
  await db
    .update(users)
    .set({ email, emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** The user's picture address, read under a row lock so two uploads replace it one after the other. */
export async function lockUserImage(db: Executor, userId: string): Promise<{ image: string | null } | null> {
  const [row] = await db.select({ image: users.image }).from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
}

export async function setUserImage(db: Executor, userId: string, image: string | null) {
  await db.update(users).set({ image, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The password hash of the user's email-and-password account, or null (an invited account without one). */
export async function findPasswordHash(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return row?.password ?? null;
}

export async function setPasswordHash(db: Executor, userId: string, hash: string) {
  await db
    .update(accounts)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
}

/** Ends every session of the user but `keepSessionId` (after a password change); how many ended. */
export async function deleteOtherSessions(db: Executor, userId: string, keepSessionId: string) {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return deleted.length;
}
// ——— End of accounts, part settings ———
// Accounts, data and deletion (issue 17): what the learner's export reads of their own account (no
// password hash, no session token), what the erasure does to it, and the staff rules it checks.

/** The learner's own profile as the export shows it (no credentials, no token). */
export async function exportProfile(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      email_verified: users.emailVerified,
      name: users.name,
      first_name: users.firstName,
      last_name: users.lastName,
      phone: users.phone,
      image: users.image,
      status: users.status,
      organization_id: users.organizationId,
      created_at: users.createdAt,
      updated_at: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  const roles = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return { ...row, roles: roles.map((r) => r.role).sort() };
}

/** A page of the learner's sessions (login history): when, from where, until when; never the token. */
export async function exportSessionRows(db: Executor, userId: string, afterId: string | null, limit: number) {
  return db
    .select({
      id: sessions.id,
      created_at: sessions.createdAt,
      updated_at: sessions.updatedAt,
      expires_at: sessions.expiresAt,
      ip_address: sessions.ipAddress,
      user_agent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), afterId === null ? undefined : gt(sessions.id, afterId)))
    .orderBy(asc(sessions.id))
    .limit(limit);
}

/** Who the account is, for the erasure and its staff rules (null when unknown). */
export async function findAccountForErasure(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      firstName: users.firstName,
      image: users.image,
      organizationId: users.organizationId,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  const roles = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return { ...row, roles: roles.map((r) => r.role) };
}

/** Active admins of the organisation other than this user (the last admin may not leave). */
export async function countOtherActiveAdmins(db: Executor, organizationId: string, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'admin')))
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.status, 'active'),
        sql`${users.id} <> ${userId}`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * The erasure of the account itself: sessions, credentials, roles and one-time links go; the row
 * stays (payments and certificates point at it) with no name, no address, no phone, no picture.
 */
export async function eraseAccountRow(
  tx: Executor,
  userId: string,
  placeholder: { name: string; email: string },
) {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return;
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(accounts).where(eq(accounts.userId, userId));
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  // Links are keyed by the address (confirmation) or carry the user's id in their value (reset).
  await tx
    .delete(verifications)
    .where(
      sql`lower(${verifications.identifier}) = lower(${user.email}) or ${verifications.value} = ${userId} or ${verifications.identifier} = ${userId}`,
    );
  await tx
    .update(users)
    .set({
      name: placeholder.name,
      email: placeholder.email,
      emailVerified: false,
      image: null,
      firstName: '',
      lastName: '',
      phone: null,
      status: 'inactive',
      confirmationSentAt: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

// ——— admin-people (issue 18): the admin's users pages ———

type MemberFilter = { search?: string; role?: Role; status?: (typeof users.$inferSelect)['status'] };

const memberConditions = (organizationId: string, filter: MemberFilter) => {
  const pattern = filter.search ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return and(
    eq(users.organizationId, organizationId),
    filter.status ? eq(users.status, filter.status) : undefined,
    filter.role
      ? sql`exists (select 1 from ${userRoles} where ${eq(userRoles.userId, users.id)} and ${userRoles.role} = ${filter.role})`
      : undefined,
    pattern
      ? sql`(${ilike(users.firstName, pattern)} or ${ilike(users.lastName, pattern)} or ${ilike(users.email, pattern)} or ${ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern)})`
      : undefined,
  );
};

const memberColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  status: users.status,
  createdAt: users.createdAt,
  roles: sql<
    Role[] | string
  >`coalesce((select array_agg(${userRoles.role}::text order by ${userRoles.role}) from ${userRoles} where ${eq(userRoles.userId, users.id)}), '{}')`,
  lastSignInAt: sql<
    Date | string | null
  >`(select max(${sessions.updatedAt}) from ${sessions} where ${eq(sessions.userId, users.id)})`,
};

/** One page of the organisation's members matching the filter, by last then first name, and the count. */
export async function listMembersPage(
  db: Executor,
  organizationId: string,
  filter: MemberFilter & { page: number; limit: number },
) {
  const where = memberConditions(organizationId, filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select(memberColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** A member of the organisation with roles and last sign-in, or null (another organisation's: null). */
export async function findMember(db: Executor, organizationId: string, userId: string) {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
  return row ?? null;
}

export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

/**
 * Locks the user rows of the organisation's admins (decision 275), then counts the active ones in a
 * new statement: a concurrent role or status change of an admin waits for this transaction, and the
 * count sees what the one before it committed.
 */
export async function lockAndCountActiveAdmins(tx: Executor, organizationId: string): Promise<number> {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        sql`exists (select 1 from ${userRoles} where ${eq(userRoles.userId, users.id)} and ${userRoles.role} = 'admin')`,
      ),
    )
    .orderBy(asc(users.id))
    .for('update');
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.status, 'active'),
        sql`exists (select 1 from ${userRoles} where ${eq(userRoles.userId, users.id)} and ${userRoles.role} = 'admin')`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Locks one member's row (the target of a role or status change) and returns its roles and status. */
export async function lockMember(tx: Executor, organizationId: string, userId: string) {
  const [row] = await tx
    .select({ id: users.id, status: users.status, email: users.email })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)))
    .for('update');
  if (!row) return null;
  const roles = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return { ...row, roles: roles.map((r) => r.role) };
}

/** Adds and removes roles of one user. */
export async function changeUserRoles(tx: Executor, userId: string, added: Role[], removed: Role[]) {
  if (removed.length > 0)
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), inArray(userRoles.role, removed)));
  if (added.length > 0)
    await tx
      .insert(userRoles)
      .values(added.map((role) => ({ userId, role })))
      .onConflictDoNothing();
  await tx.update(users).set({ updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function setUserStatus(
  tx: Executor,
  userId: string,
  status: (typeof users.$inferSelect)['status'],
) {
  await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Ends every session of the user: their tokens stop working on the next request. */
export async function deleteAllUserSessions(tx: Executor, userId: string): Promise<number> {
  const deleted = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return deleted.length;
}

/** The user's last sign-ins (sessions opened), newest first. */
export async function listRecentSignIns(db: Executor, userId: string, limit: number) {
  return db
    .select({ at: sessions.createdAt, userAgent: sessions.userAgent })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
    .limit(limit);
}

/** The accounts behind these addresses (lower-cased), whatever their organisation. */
export async function findUsersByEmails(db: Executor, emails: readonly string[]) {
  if (emails.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, organizationId: users.organizationId, status: users.status })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, [...emails]));
}

/** Creates many invited accounts at once (the import); an address already taken is skipped. */
export async function insertInvitedUsers(
  tx: Executor,
  organizationId: string,
  people: readonly { email: string; firstName: string; lastName: string; phone: string | null }[],
) {
  if (people.length === 0) return [];
  return tx
    .insert(users)
    .values(
      people.map((person) => ({
        email: person.email,
        name: `${person.firstName} ${person.lastName}`,
        firstName: person.firstName,
        lastName: person.lastName,
        phone: person.phone,
        organizationId,
        status: 'invited' as const,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
}

/** Gives the role to each user who lacks it. */
export async function grantRole(tx: Executor, userIds: readonly string[], role: Role) {
  if (userIds.length === 0) return;
  await tx
    .insert(userRoles)
    .values(userIds.map((userId) => ({ userId, role })))
    .onConflictDoNothing();
}

/** The organisation's members holding this role. */
export async function countMembersWithRole(
  db: Executor,
  organizationId: string,
  role: Role,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        sql`exists (select 1 from ${userRoles} where ${eq(userRoles.userId, users.id)} and ${userRoles.role} = ${role})`,
      ),
    );
  return Number(row?.n ?? 0);
}
// ——— end admin-people ———
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
