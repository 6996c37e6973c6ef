import { type SQL, sql } from 'drizzle-orm';
import { organizations } from '../../db/schema/organizations.ts';

// Platform console (issue 18, decision 285): whether an organisation is suspended, as pieces of other
// slices' queries (the session lookup of every request, the marketplace's visibility). Apart from
// organizations.repo.ts so that the auth repository can use it without a cycle.

/** True when the organisation `organizationId` points at is suspended, as a subquery. */
export const isOrganizationSuspended = (organizationId: SQL | unknown): SQL<boolean> =>
  sql<boolean>`coalesce((select ${organizations.status} = 'suspended' from ${organizations} where ${organizations.id} = ${organizationId}), false)`;
