import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import {
  ASSET_RULES,
  acceptedLabel,
  assetKey,
  isAcceptedAsset,
  type OrganizationAsset,
  type TOrganizationSettings,
  type TUpdateOrganizationSettings,
} from '#shared/platform/organization-settings.contract.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import type { Caller } from '../auth/caller.ts';
import {
  findOrganization,
  lockOrganization,
  type OrganizationRow,
  updateOrganization,
} from '../organizations/organizations.repo.ts';

// Platform console (issue 18, decision 287): /admin/settings — the organisation's name, currency,
// contacts (shown on /support), email sender name, logo and favicon. Always the caller's organisation
// (a superadmin's acting one, decision 284); each change leaves one audit row in its transaction.

const toSettings = (row: OrganizationRow, caller: Caller): TOrganizationSettings => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  status: row.status as TOrganizationSettings['status'],
  defaultCurrency: row.defaultCurrency as TOrganizationSettings['defaultCurrency'],
  logoUrl: row.logoUrl,
  faviconUrl: row.faviconUrl,
  contactEmail: row.contactEmail,
  contactPhone: row.contactPhone,
  contactWhatsapp: row.contactWhatsapp,
  emailSenderName: row.emailSenderName,
  isActingAsSuperadmin: caller.homeOrganizationId !== undefined,
});

export async function getOrganizationSettings(db: Executor, caller: Caller): Promise<TOrganizationSettings> {
  const row = await findOrganization(db, caller.organizationId);
  if (!row) throw new AppError('NOT_FOUND', t('platform.organization.notFound'));
  return toSettings(row, caller);
}

const FIELDS = [
  'name',
  'defaultCurrency',
  'contactEmail',
  'contactPhone',
  'contactWhatsapp',
  'emailSenderName',
] as const;

export async function updateOrganizationSettings(
  db: Db,
  caller: Caller,
  actor: AuditActor,
  input: TUpdateOrganizationSettings,
  onListingChange: () => void,
  now = new Date(),
): Promise<TOrganizationSettings> {
  const row = await db.transaction(async (tx) => {
    const before = await lockOrganization(tx, caller.organizationId);
    if (!before) throw new AppError('NOT_FOUND', t('platform.organization.notFound'));
    const changes = Object.fromEntries(
      FIELDS.filter((field) => before[field] !== input[field]).map((field) => [
        field,
        { from: before[field], to: input[field] },
      ]),
    );
    if (Object.keys(changes).length === 0) return before;
    const after = await updateOrganization(tx, before.id, input, now);
    await recordAudit(tx, actor, {
      organizationId: before.id,
      action: 'organization.settings.updated',
      targetType: 'organization',
      targetId: before.id,
      details: { changes },
    });
    return after;
  });
  // The currency shown on the catalogue may have changed.
  onListingChange();
  return toSettings(row, caller);
}

const URL_COLUMN = { logo: 'logoUrl', favicon: 'faviconUrl' } as const;

/** The storage key behind one of our public URLs, or null (an address from elsewhere). */
function keyOfPublicUrl(storage: Storage, url: string | null): string | null {
  if (!url) return null;
  const marker = storage.publicUrl('public/x').replace(/public\/x$/, '');
  return url.startsWith(marker) ? url.slice(marker.length) : null;
}

/**
 * Stores a new logo or favicon under public/logos or public/favicons, judged by its bytes (PNG, JPEG,
 * WebP; ICO for a favicon; SVG refused), and points the organisation at its public URL. The previous
 * file is deleted once the change is committed.
 */
export async function replaceOrganizationAsset(
  db: Db,
  storage: Storage,
  caller: Caller,
  actor: AuditActor,
  asset: OrganizationAsset,
  bytes: Buffer,
  now = new Date(),
): Promise<TOrganizationSettings> {
  const rule = ASSET_RULES[asset];
  if (bytes.length === 0) throw new AppError('VALIDATION', t('platform.asset.missing'));
  if (bytes.length > rule.maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', t('platform.asset.tooLarge', { limit: rule.limit }));
  const detected = await fileTypeFromBuffer(bytes);
  if (!isAcceptedAsset(asset, detected?.ext ?? null))
    throw new AppError(
      'UNSUPPORTED_FILE_TYPE',
      t('platform.asset.unsupported', { accepted: acceptedLabel(asset) }),
    );
  const organization = await findOrganization(db, caller.organizationId);
  if (!organization) throw new AppError('NOT_FOUND', t('platform.organization.notFound'));
  const key = assetKey(asset, organization.slug, now.getTime(), detected!.ext);
  await storage.put(key, Readable.from(bytes));
  let url: string;
  try {
    url = storage.publicUrl(key);
    if (!url) throw new Error('no public URL');
  } catch {
    await storage.delete(key);
    throw new AppError('INTERNAL', t('platform.asset.noPublicUrl'));
  }
  let previous: string | null = null;
  try {
    const row = await db.transaction(async (tx) => {
      const before = await lockOrganization(tx, caller.organizationId);
      if (!before) throw new AppError('NOT_FOUND', t('platform.organization.notFound'));
      previous = before[URL_COLUMN[asset]];
      const after = await updateOrganization(tx, before.id, { [URL_COLUMN[asset]]: url }, now);
      await recordAudit(tx, actor, {
        organizationId: before.id,
        action: `organization.${asset}.replaced`,
        targetType: 'organization',
        targetId: before.id,
        details: { url, size: bytes.length, type: detected!.mime },
      });
      return after;
    });
    const previousKey = keyOfPublicUrl(storage, previous);
    if (previousKey && previousKey !== key) await storage.delete(previousKey);
    return toSettings(row, caller);
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

export async function removeOrganizationAsset(
  db: Db,
  storage: Storage,
  caller: Caller,
  actor: AuditActor,
  asset: OrganizationAsset,
  now = new Date(),
): Promise<TOrganizationSettings> {
  let previous: string | null = null;
  const row = await db.transaction(async (tx) => {
    const before = await lockOrganization(tx, caller.organizationId);
    if (!before) throw new AppError('NOT_FOUND', t('platform.organization.notFound'));
    previous = before[URL_COLUMN[asset]];
    if (!previous) return before;
    const after = await updateOrganization(tx, before.id, { [URL_COLUMN[asset]]: null }, now);
    await recordAudit(tx, actor, {
      organizationId: before.id,
      action: `organization.${asset}.removed`,
      targetType: 'organization',
      targetId: before.id,
      details: { url: previous },
    });
    return after;
  });
  const previousKey = keyOfPublicUrl(storage, previous);
  if (previousKey) await storage.delete(previousKey);
  return toSettings(row, caller);
}
