import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAuditPage } from '#shared/audit/audit.contract.ts';
import type { TOrganizationSummary } from '#shared/platform/platform.contract.ts';
import { getJson } from '#web/lib/api.ts';
import { type AuditSearch, auditQueryString } from './audit-search.ts';

// The audit pages' API (issue 18). A review's moderation (platform/reviews) reloads this key too.

export const auditRoot = ['audit-log'] as const;

export type AuditScope = 'admin' | 'superadmin';

/** GET /api/admin/audit-log (the organisation's) or /api/superadmin/audit-log (the platform's). */
export const useAuditLog = (scope: AuditScope, search: AuditSearch) => {
  const query = auditQueryString(scope === 'admin' ? { ...search, organizationId: undefined } : search);
  return useQuery({
    queryKey: [...auditRoot, scope, query],
    queryFn: ({ signal }) => getJson<TAuditPage>(`/api/${scope}/audit-log${query}`, signal),
    placeholderData: keepPreviousData,
  });
};

/** GET /api/superadmin/organizations, for the superadmin's organisation filter (names only used). */
export const useOrganizationChoices = () =>
  useQuery({
    queryKey: ['superadmin', 'organizations'],
    queryFn: ({ signal }) => getJson<TOrganizationSummary[]>('/api/superadmin/organizations', signal),
  });
