import { z } from 'zod';
import { id, paginated, wholeNumber } from '../http.contract.ts';
import { t } from '../messages/fr.ts';

// Platform console (issue 18, decision 290): reading the audit log. GET /api/admin/audit-log (the
// admin's organisation) and GET /api/superadmin/audit-log (all, or one organisation). No route
// changes a row.

const filterText = z
  .string()
  .trim()
  .min(1)
  .max(100, { error: t('platform.audit.filterTooLong') })
  .optional();
const day = z
  .string({ error: t('platform.audit.dateInvalid') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: t('platform.audit.dateInvalid') })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: t('platform.audit.dateInvalid'),
  })
  .optional();

const auditQueryShape = {
  /** An action name or its start ('cohort.participant' finds invited, approved…). */
  action: filterText,
  /** Part of the actor's email (as it was when acting). */
  actor: filterText,
  targetType: filterText,
  targetId: filterText,
  /** Days, inclusive, in UTC (YYYY-MM-DD). */
  from: day,
  to: day,
  page: wholeNumber(t('platform.organization.pageInvalid'), 1, 10_000).default(1),
  limit: wholeNumber(t('platform.organization.pageInvalid'), 1, 100).default(30),
};

const rangeInOrder = (query: { from?: string; to?: string }) =>
  !query.from || !query.to || query.from <= query.to;

export const ZAuditQuery = z
  .object(auditQueryShape)
  .refine(rangeInOrder, { error: t('platform.audit.rangeInvalid'), path: ['to'] });
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZPlatformAuditQuery = z
  .object({ ...auditQueryShape, organizationId: id().optional() })
  .refine(rangeInOrder, { error: t('platform.audit.rangeInvalid'), path: ['to'] });
export type TPlatformAuditQuery = z.infer<typeof ZPlatformAuditQuery>;

export const ZAuditEntry = z.object({
  id: z.string(),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  actorId: z.string().nullable(),
  actorLabel: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  occurredAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditPage = paginated('entries', ZAuditEntry);
export type TAuditPage = z.infer<typeof ZAuditPage>;

/** The first day after `to`, for a half-open range in UTC. */
export function dayAfter(dayText: string): Date {
  const date = new Date(`${dayText}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
}
