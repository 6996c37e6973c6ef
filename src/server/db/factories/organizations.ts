import { organizations } from '../schema/index.ts';
import { type Executor, unique } from './support.ts';

export type NewOrganizationOptions = Partial<typeof organizations.$inferInsert>;

/** An organisation of its own; pass `isDemo` or a currency only when the test is about them. */
export async function newOrganization(db: Executor, options: NewOrganizationOptions = {}) {
  const slug = options.slug ?? unique('org');
  const [row] = await db
    .insert(organizations)
    .values({ name: `Organisation ${slug}`, slug, ...options })
    .returning({ id: organizations.id, slug: organizations.slug });
  return row!;
}
