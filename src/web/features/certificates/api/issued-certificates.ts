import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminCertificateList } from '#shared/certificates/certificates-issue.contract.ts';
import { getJson, request } from '#web/lib/api.ts';

// The admin's issued certificates (issue 16): GET /api/admin/certificates and the revocation.

export type IssuedSearch = { search: string; status: 'all' | 'valid' | 'revoked'; page: number };

const root = ['admin', 'issued-certificates'] as const;

export function issuedQueryString(search: IssuedSearch): string {
  const params = new URLSearchParams();
  if (search.search.trim()) params.set('search', search.search.trim());
  if (search.status !== 'all') params.set('status', search.status);
  if (search.page > 1) params.set('page', String(search.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function useIssuedCertificates(search: IssuedSearch) {
  const query = issuedQueryString(search);
  return useQuery({
    queryKey: [...root, query],
    queryFn: ({ signal }) => getJson<TAdminCertificateList>(`/api/admin/certificates${query}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/certificates/{id}/revoke: 400 (reason), 404 (not this organisation's), 409 (already). */
export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      request<{ id: string; revokedAt: string }>(`/api/admin/certificates/${encodeURIComponent(id)}/revoke`, {
        method: 'POST',
        body: { reason },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}
