import { useQuery } from '@tanstack/react-query';
import type { TCheckoutStanding } from '#shared/payments/payment.contract.ts';
import { getJson } from '#web/lib/api.ts';

/**
 * GET /api/payments/checkout-standing?courseId=: what the signed-in viewer may pay for this course — a
 * first purchase, nothing (already enrolled) or the installment due (docs/decisions/045, 046).
 */
export function getCheckoutStanding(courseId: string, signal?: AbortSignal): Promise<TCheckoutStanding> {
  return getJson<TCheckoutStanding>(
    `/api/payments/checkout-standing?courseId=${encodeURIComponent(courseId)}`,
    signal,
  );
}

export function useCheckoutStanding(courseId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['payments', 'standing', courseId],
    queryFn: ({ signal }) => getCheckoutStanding(courseId, signal),
    enabled,
    // A payment just made changes it: asked again on every visit of the checkout.
    staleTime: 0,
    gcTime: 0,
  });
}
