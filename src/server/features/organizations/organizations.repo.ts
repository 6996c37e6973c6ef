import { asc, type Column, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { learnerCountOf, organizationIdOfUser, userCountOf } from '../auth/auth.repo.ts';
import { organizationCourseCountOf } from '../courses/courses.repo.ts';
import { revenueOf } from '../payments/payments.repo.ts';

// The organisations table's owner: who the tenants are. The catalogue, support, the superadmin's list and
// the demo-mode switch read them through here.

/** An organisation named by its id or by its slug. */
export type OrganizationKey = { id: string } | { slug: string };

const where = (key: OrganizationKey) =>
  'id' in key ? eq(organizations.id, key.id) : eq(organizations.slug, key.slug);

export async function findOrganizationName(db: Executor, key: OrganizationKey): Promise<string | null> {
  const [row] = await db.select({ name: organizations.name }).from(organizations).where(where(key));
  return row?.name ?? null;
}

/** What a signed-in user's profile shows of their organisation, or null. */
export async function findOrganizationSummary(db: Executor, key: OrganizationKey) {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name, isDemo: organizations.isDemo })
    .from(organizations)
    .where(where(key));
  return row ?? null;
}

export async function findOrganizationId(db: Executor, key: OrganizationKey): Promise<string | null> {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(where(key));
  return row?.id ?? null;
}

/** Any demo organisation's id, or null. */
export async function findDemoOrganizationId(db: Executor): Promise<string | null> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.isDemo, true))
    .limit(1);
  return row?.id ?? null;
}

export async function findDefaultCurrency(db: Executor, organizationId: string): Promise<string | null> {
  const [row] = await db
    .select({ currency: organizations.defaultCurrency })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.currency ?? null;
}

/** The demo organisations and the one with this slug. */
export async function listDemoOrganizationsAnd(db: Executor, slug: string) {
  return db
    .select({ name: organizations.name, slug: organizations.slug, isDemo: organizations.isDemo })
    .from(organizations)
    .where(or(eq(organizations.isDemo, true), eq(organizations.slug, slug)));
}

// Platform console (issue 18): the superadmin's list, creation, renaming, suspension; the admin's
// settings (name, currency, contacts, sender name, logo and favicon).

/** Every organisation, by name, with its members, learners, courses and revenue. */
export async function listOrganizationsWithCounts(db: Executor) {
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      slug: organizations.slug,
      isDemo: organizations.isDemo,
      status: organizations.status,
      suspendedAt: organizations.suspendedAt,
      suspensionReason: organizations.suspensionReason,
      defaultCurrency: organizations.defaultCurrency,
      createdAt: organizations.createdAt,
      userCount: userCountOf(organizations.id),
      learnerCount: learnerCountOf(organizations.id),
      courseCount: organizationCourseCountOf(organizations.id),
      revenue: revenueOf(organizations.id),
    })
    .from(organizations)
    .orderBy(asc(organizations.name));
}

export type OrganizationRow = typeof organizations.$inferSelect;

export async function findOrganization(
  db: Executor,
  organizationId: string,
): Promise<OrganizationRow | null> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  return row ?? null;
}

/** The organisation's row, locked until the transaction ends (concurrent changes queue). */
export async function lockOrganization(
  tx: Executor,
  organizationId: string,
): Promise<OrganizationRow | null> {
  const [row] = await tx
    .select()
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  return row ?? null;
}

/** Creates an organisation; null when the slug is taken (the unique index decides, whatever the race). */
export async function insertOrganization(
  tx: Executor,
  values: { name: string; slug: string; defaultCurrency: string },
): Promise<OrganizationRow | null> {
  const [row] = await tx
    .insert(organizations)
    .values(values)
    .onConflictDoNothing({ target: organizations.slug })
    .returning();
  return row ?? null;
}

export type OrganizationChange = Partial<
  Pick<
    OrganizationRow,
    | 'name'
    | 'status'
    | 'suspendedAt'
    | 'suspensionReason'
    | 'defaultCurrency'
    | 'logoUrl'
    | 'faviconUrl'
    | 'contactEmail'
    | 'contactPhone'
    | 'contactWhatsapp'
    | 'emailSenderName'
  >
>;

export async function updateOrganization(
  tx: Executor,
  organizationId: string,
  change: OrganizationChange,
  now: Date,
): Promise<OrganizationRow> {
  const [row] = await tx
    .update(organizations)
    .set({ ...change, updatedAt: now })
    .where(eq(organizations.id, organizationId))
    .returning();
  return row!;
}

/** The contacts and sender name an organisation gives, for /support and its emails. */
export async function findOrganizationContacts(db: Executor, key: OrganizationKey) {
  const [row] = await db
    .select({
      name: organizations.name,
      contactEmail: organizations.contactEmail,
      contactPhone: organizations.contactPhone,
      contactWhatsapp: organizations.contactWhatsapp,
      emailSenderName: organizations.emailSenderName,
      logoUrl: organizations.logoUrl,
      faviconUrl: organizations.faviconUrl,
    })
    .from(organizations)
    .where(where(key));
  return row ?? null;
}
// End of platform console.

// Platform console (issue 18): a user's organisation, as its standing and email sender name.
export async function findOrganizationOfUser(db: Executor, userId: string) {
  const [row] = await db
    .select({ status: organizations.status, emailSenderName: organizations.emailSenderName })
    .from(organizations)
    .where(eq(organizations.id, organizationIdOfUser(userId)));
  return row ?? null;
}

/** Platform console (issue 18): the name of the organisation `organizationId` points at, as a subquery. */
export const organizationNameOf = (organizationId: Column): SQL<string | null> =>
  sql<
    string | null
  >`(select ${organizations.name} from ${organizations} where ${eq(organizations.id, organizationId)})`;
