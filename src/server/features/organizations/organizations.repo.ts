import { asc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { userCountOf } from '../auth/auth.repo.ts';

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

/** Every organisation, by name, with how many users it has. */
export async function listOrganizationsWithUserCounts(db: Executor) {
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      slug: organizations.slug,
      isDemo: organizations.isDemo,
      createdAt: organizations.createdAt,
      userCount: userCountOf(organizations.id),
    })
    .from(organizations)
    .orderBy(asc(organizations.name));
}
