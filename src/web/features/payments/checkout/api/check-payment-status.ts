import { useQuery } from '@tanstack/react-query';
import type { TPaymentStatusView } from '#shared/payments/payment.contract.ts';
import { ApiError, getJson } from '#web/lib/api.ts';
import { nextPollDelay } from '../status-polling.ts';

/** GET /api/payments/check-status?ref=: the caller's payment; another user's reference is 404. */
export function checkPaymentStatus(reference: string, signal?: AbortSignal): Promise<TPaymentStatusView> {
  return getJson<TPaymentStatusView>(
    `/api/payments/check-status?ref=${encodeURIComponent(reference)}`,
    signal,
  );
}

/** Asks until the payment leaves "pending", every 2 s then less often; never served from the cache. */
export function usePaymentStatus(reference: string, enabled: boolean) {
  return useQuery({
    queryKey: ['payments', 'status', reference],
    queryFn: ({ signal }) => checkPaymentStatus(reference, signal),
    enabled: enabled && reference !== '',
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) => {
      // A refused reference (404, 400) will not change; a network failure may, so keep asking.
      const error = query.state.error;
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
      return nextPollDelay(query.state.data?.status, query.state.dataUpdateCount);
    },
    refetchIntervalInBackground: false,
  });
}
