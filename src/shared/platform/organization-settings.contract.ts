import { z } from 'zod';
import { CURRENCIES } from '../catalog/currency.ts';
import { t } from '../messages/fr.ts';
import { isEmailAddress, isInternationalPhone } from '../support/contact-links.ts';
import { ORGANIZATION_STATUSES, ZOrganizationName } from './platform.contract.ts';
import { senderName } from './platform-settings.ts';

// Platform console (issue 18): /admin/settings — what an organisation's admins set for it
// (GET and PUT /api/admin/organization; POST/DELETE /api/admin/organization/{logo,favicon}).

export const ZOrganizationSettings = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(ORGANIZATION_STATUSES),
  defaultCurrency: z.enum(CURRENCIES),
  logoUrl: z.string().nullable(),
  faviconUrl: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactWhatsapp: z.string().nullable(),
  emailSenderName: z.string().nullable(),
  /** True when a superadmin reads another organisation's settings (the console's banner). */
  isActingAsSuperadmin: z.boolean(),
});
export type TOrganizationSettings = z.infer<typeof ZOrganizationSettings>;

/** '' or null clears an optional field (it falls back to the platform's value). */
const optional = <T extends z.ZodType<string>>(schema: T) =>
  z.union([z.literal('').transform(() => null), z.null(), schema]);

const phone = z
  .string({ error: t('platform.settings.phoneInvalid') })
  .trim()
  .max(30, { error: t('platform.settings.phoneInvalid') })
  .refine(isInternationalPhone, { error: t('platform.settings.phoneInvalid') });

export const ZUpdateOrganizationSettings = z.object({
  name: ZOrganizationName,
  defaultCurrency: z.enum(CURRENCIES, { error: t('platform.settings.currencyInvalid') }),
  contactEmail: optional(
    z
      .string({ error: t('platform.settings.emailInvalid') })
      .trim()
      .max(254, { error: t('platform.settings.emailInvalid') })
      .refine(isEmailAddress, { error: t('platform.settings.emailInvalid') }),
  ),
  contactPhone: optional(phone),
  contactWhatsapp: optional(phone),
  emailSenderName: optional(senderName),
});
export type TUpdateOrganizationSettings = z.infer<typeof ZUpdateOrganizationSettings>;

export const ORGANIZATION_ASSETS = ['logo', 'favicon'] as const;
export type OrganizationAsset = (typeof ORGANIZATION_ASSETS)[number];
export const ZAssetParams = z.object({
  asset: z.enum(ORGANIZATION_ASSETS, { error: t('error.validation') }),
});

/**
 * What each asset accepts, judged from its bytes (decision 287): raster images only — an SVG may carry
 * scripts and is refused rather than sanitised. Stored under public/logos or public/favicons.
 */
export const ASSET_RULES = {
  logo: { folder: 'public/logos', maxBytes: 2 * 1024 * 1024, limit: '2 Mo', types: ['png', 'jpg', 'webp'] },
  favicon: {
    folder: 'public/favicons',
    maxBytes: 512 * 1024,
    limit: '512 Ko',
    types: ['png', 'ico', 'webp'],
  },
} as const satisfies Record<
  OrganizationAsset,
  { folder: string; maxBytes: number; limit: string; types: readonly string[] }
>;

/** The accepted formats of an asset, for the error message. */
export const acceptedLabel = (asset: OrganizationAsset) =>
  ASSET_RULES[asset].types.map((type) => type.toUpperCase()).join(', ');

/** Whether a detected file extension is accepted for this asset ('jpeg' is read as 'jpg'). */
export function isAcceptedAsset(asset: OrganizationAsset, detectedExt: string | null): boolean {
  if (!detectedExt) return false;
  const ext = detectedExt === 'jpeg' ? 'jpg' : detectedExt === 'cur' ? 'ico' : detectedExt;
  return (ASSET_RULES[asset].types as readonly string[]).includes(ext);
}

/** The storage key of a new asset: its folder, the organisation's slug, a stamp, the extension (spec §5). */
export function assetKey(asset: OrganizationAsset, slug: string, stamp: number, ext: string): string {
  const base = slug
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50);
  return `${ASSET_RULES[asset].folder}/${base || 'organisation'}-${stamp}.${ext === 'jpeg' ? 'jpg' : ext}`;
}
