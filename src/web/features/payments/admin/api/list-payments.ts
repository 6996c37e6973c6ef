import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdminPaymentList } from '#shared/payments/admin-payments.contract.ts';
import { getJson } from '#web/lib/api.ts';
import { type PaymentsSearch, paymentsQueryString } from '../payments-search.ts';

export const paymentsQueryRoot = ['admin', 'payments'] as const;

/** GET /api/admin/payments: one page of the organisation's payments, newest first, filtered. */
export function listPayments(search: PaymentsSearch, signal?: AbortSignal): Promise<TAdminPaymentList> {
  return getJson<TAdminPaymentList>(`/api/admin/payments${paymentsQueryString(search)}`, signal);
}

export function useAdminPayments(search: PaymentsSearch) {
  return useQuery({
    queryKey: [...paymentsQueryRoot, paymentsQueryString(search)],
    queryFn: ({ signal }) => listPayments(search, signal),
    // Changing filters or pages keeps the previous list on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
