import { z } from 'zod';
import { CURRENCIES } from '../catalog/currency.ts';
import { ROLES } from '../domain.ts';
import { id } from '../http.contract.ts';
import { t } from '../messages/fr.ts';

export const ORGANIZATION_STATUSES = ['active', 'suspended'] as const;

// Platform console (issue 18): the superadmin's list carries each organisation's standing and counts.
export const ZOrganizationSummary = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  isDemo: z.boolean(),
  status: z.enum(ORGANIZATION_STATUSES),
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  defaultCurrency: z.enum(CURRENCIES),
  /** Every account of the organisation. */
  userCount: z.number().int(),
  /** Accounts holding the student role. */
  learnerCount: z.number().int(),
  courseCount: z.number().int(),
  /** Completed payments, whole FCFA, refunded ones left out. */
  revenue: z.number().int(),
  createdAt: z.string(),
});
export type TOrganizationSummary = z.infer<typeof ZOrganizationSummary>;

export const ZOrganizationUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.string(),
  roles: z.array(z.enum(ROLES)),
  createdAt: z.string(),
});
export type TOrganizationUser = z.infer<typeof ZOrganizationUser>;

// ——— Platform console (issue 18): the superadmin's organisation actions ———

/** Lowercase letters without accents, digits and single hyphens, 2 to 50 characters. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const ZOrganizationName = z
  .string({ error: t('platform.organization.nameInvalid') })
  .trim()
  .min(2, { error: t('platform.organization.nameInvalid') })
  .max(120, { error: t('platform.organization.nameInvalid') });

export const ZCreateOrganization = z.object({
  name: ZOrganizationName,
  slug: z
    .string({ error: t('platform.organization.slugInvalid') })
    .trim()
    .min(2, { error: t('platform.organization.slugInvalid') })
    .max(50, { error: t('platform.organization.slugInvalid') })
    .regex(SLUG_PATTERN, { error: t('platform.organization.slugInvalid') }),
  /** Its first admin, invited by email (the invitation flow of /api/admin/invitations). */
  admin: z.object({
    email: z
      .email({ error: t('platform.settings.emailInvalid') })
      .max(254)
      .transform((v) => v.toLowerCase()),
    firstName: z
      .string()
      .trim()
      .min(1, { error: t('field.required') })
      .max(80),
    lastName: z
      .string()
      .trim()
      .min(1, { error: t('field.required') })
      .max(80),
  }),
});
export type TCreateOrganization = z.infer<typeof ZCreateOrganization>;

export const ZRenameOrganization = z.object({ name: ZOrganizationName });

export const ZSuspendOrganization = z.object({
  reason: z
    .string({ error: t('platform.organization.reasonInvalid') })
    .trim()
    .min(3, { error: t('platform.organization.reasonInvalid') })
    .max(500, { error: t('platform.organization.reasonInvalid') }),
});

export const ZOrganizationIdParams = z.object({ organizationId: id() });

/** A slug proposed from a name: accents removed, lowercase, hyphens, at most 50 characters. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
}
