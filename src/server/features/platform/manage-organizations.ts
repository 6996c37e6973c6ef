import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { TCreateOrganization, TOrganizationSummary } from '#shared/platform/platform.contract.ts';
import type { Db } from '../../db/client.ts';
import { recordEvent } from '../../events/events.repo.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import {
  deleteSessionsOfOrganization,
  findAccountOfEmail,
  grantRole,
  insertInvitedUsers,
} from '../auth/auth.repo.ts';
import type { Caller } from '../auth/caller.ts';
import {
  insertOrganization,
  lockOrganization,
  updateOrganization,
} from '../organizations/organizations.repo.ts';
import { findOrganizationSummaryLine } from './list-organizations.ts';
import { readSettings } from './platform-settings.repo.ts';

// Platform console (issue 18, decision 285): the superadmin creates, renames, suspends and reactivates
// organisations. Each change holds the organisation's row lock and leaves one audit row in its
// transaction. A suspension ends its members' sessions (superadmins aside) and hides its courses.

async function summaryOf(db: Db, organizationId: string): Promise<TOrganizationSummary> {
  const line = await findOrganizationSummaryLine(db, organizationId);
  if (!line) throw new AppError('NOT_FOUND', t('platform.organization.notFound'));
  return line;
}

/**
 * A new organisation in the billing settings' currency, and its first admin invited by email through
 * the invitation flow (a 7-day link to /auth/activate). An address that already has an account is
 * refused before anything is created (the superadmin sees every account anyway).
 *
 * superadmin (issue 18, decision 305): the organisation, its admin's invited account and roles, the
 * audit rows and the account.invited event are written in ONE transaction; the email itself is sent
 * by the event's subscriber (admin/invitation-emails.ts) once this commits. A failure anywhere leaves
 * nothing: no organisation without its admin, no invitation to an organisation that does not exist.
 */
export async function createOrganization(
  db: Db,
  actor: AuditActor,
  input: TCreateOrganization,
): Promise<TOrganizationSummary> {
  if (await findAccountOfEmail(db, input.admin.email))
    throw new AppError('USER_EXISTS', t('platform.organization.adminEmailTaken'));
  const billing = await readSettings(db, 'billing');
  const organization = await db.transaction(async (tx) => {
    const row = await insertOrganization(tx, {
      name: input.name,
      slug: input.slug,
      defaultCurrency: billing.values.defaultCurrency,
    });
    if (!row) throw new AppError('CONFLICT', t('platform.organization.slugTaken'));
    // An account created with this address since the check above (a race) rolls everything back.
    const [account] = await insertInvitedUsers(tx, row.id, [{ ...input.admin, phone: null }]);
    if (!account) throw new AppError('USER_EXISTS', t('platform.organization.adminEmailTaken'));
    for (const role of ['student', 'admin'] as const) await grantRole(tx, [account.id], role);
    await recordAudit(tx, actor, {
      organizationId: row.id,
      action: 'organization.created',
      targetType: 'organization',
      targetId: row.id,
      details: { name: row.name, slug: row.slug, adminEmail: input.admin.email },
    });
    await recordAudit(tx, actor, {
      organizationId: row.id,
      action: 'user.invited',
      targetType: 'user',
      targetId: account.id,
      details: { email: account.email, role: 'admin' },
    });
    await recordEvent(tx, {
      type: 'account.invited',
      payload: { organizationId: row.id, userId: account.id },
    });
    return row;
  });
  return summaryOf(db, organization.id);
}

export async function renameOrganization(
  db: Db,
  actor: AuditActor,
  organizationId: string,
  name: string,
  now = new Date(),
): Promise<TOrganizationSummary> {
  await db.transaction(async (tx) => {
    const organization = await lockOrganization(tx, organizationId);
    if (!organization) throw new AppError('NOT_FOUND', t('platform.organization.notFound'));
    if (organization.name === name) return;
    await updateOrganization(tx, organizationId, { name }, now);
    await recordAudit(tx, actor, {
      organizationId,
      action: 'organization.renamed',
      targetType: 'organization',
      targetId: organizationId,
      details: { from: organization.name, to: name },
    });
  });
  return summaryOf(db, organizationId);
}

export async function suspendOrganization(
  db: Db,
  caller: Caller,
  actor: AuditActor,
  organizationId: string,
  reason: string,
  onListingChange: () => void,
  now = new Date(),
): Promise<TOrganizationSummary> {
  if (organizationId === (caller.homeOrganizationId ?? caller.organizationId))
    throw new AppError('FORBIDDEN', t('platform.organization.ownSuspension'));
  await db.transaction(async (tx) => {
    const organization = await lockOrganization(tx, organizationId);
    if (!organization) throw new AppError('NOT_FOUND', t('platform.organization.notFound'));
    if (organization.status === 'suspended')
      throw new AppError('CONFLICT', t('platform.organization.alreadySuspended'));
    await updateOrganization(
      tx,
      organizationId,
      { status: 'suspended', suspendedAt: now, suspensionReason: reason },
      now,
    );
    await deleteSessionsOfOrganization(tx, organizationId);
    await recordAudit(tx, actor, {
      organizationId,
      action: 'organization.suspended',
      targetType: 'organization',
      targetId: organizationId,
      details: { reason },
    });
  });
  onListingChange();
  return summaryOf(db, organizationId);
}

export async function reactivateOrganization(
  db: Db,
  actor: AuditActor,
  organizationId: string,
  onListingChange: () => void,
  now = new Date(),
): Promise<TOrganizationSummary> {
  await db.transaction(async (tx) => {
    const organization = await lockOrganization(tx, organizationId);
    if (!organization) throw new AppError('NOT_FOUND', t('platform.organization.notFound'));
    if (organization.status !== 'suspended')
      throw new AppError('CONFLICT', t('platform.organization.notSuspended'));
    await updateOrganization(
      tx,
      organizationId,
      { status: 'active', suspendedAt: null, suspensionReason: null },
      now,
    );
    await recordAudit(tx, actor, {
      organizationId,
      action: 'organization.reactivated',
      targetType: 'organization',
      targetId: organizationId,
      details: { suspendedSince: organization.suspendedAt?.toISOString() ?? null },
    });
  });
  onListingChange();
  return summaryOf(db, organizationId);
}
