import { and, eq } from 'drizzle-orm';
import { deletionDueAt } from '#shared/accounts/privacy.ts';
import { accountDeletionRequests } from '../db/schema/account-deletions.ts';
import type { CallerName, RouteWorld } from './route-world.ts';

// Accounts, data and deletion (issue 17): the state the route suites need before calling the
// deletion routes with a valid request (a new request needs none pending; a withdrawal needs one).

type Ctx = { world: RouteWorld; caller: CallerName };

/** Withdraws the caller's pending request, if any (as the row, without the email). */
export async function withoutPendingDeletion({ world, caller }: Ctx) {
  if (caller === 'anonymous') return;
  const now = new Date();
  await world.app.database.db
    .update(accountDeletionRequests)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(
      and(
        eq(accountDeletionRequests.userId, world.userIds[caller]),
        eq(accountDeletionRequests.status, 'pending'),
      ),
    );
}

/** Gives the caller a pending request, if they have none. */
export async function withPendingDeletion({ world, caller }: Ctx) {
  if (caller === 'anonymous') return;
  const db = world.app.database.db;
  const userId = world.userIds[caller];
  const now = new Date();
  await db
    .insert(accountDeletionRequests)
    .values({
      userId,
      organizationId: caller.startsWith('otherOrg') ? world.otherOrgId : world.orgId,
      requestedAt: now,
      dueAt: deletionDueAt(now),
    })
    .onConflictDoNothing();
}
