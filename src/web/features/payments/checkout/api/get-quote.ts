import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TQuote, TQuoteRequest } from '#shared/payments/payment.contract.ts';
import { request } from '#web/lib/api.ts';

/** POST /api/payments/quote: what the summary shows, computed by the server (signed-in callers only). */
export function getQuote(input: TQuoteRequest, signal?: AbortSignal): Promise<TQuote> {
  return request<TQuote>('/api/payments/quote', {
    method: 'POST',
    body: input,
    ...(signal ? { signal } : {}),
  });
}

/** The quote of a plan, asked only when `enabled` (a signed-in payer who chose a plan). */
export function useQuote(input: TQuoteRequest | null, enabled: boolean) {
  return useQuery({
    queryKey: [
      'payments',
      'quote',
      input?.courseId,
      input?.cohortId ?? null,
      input?.planType,
      input?.promoCode ?? null,
    ],
    queryFn: ({ signal }) => getQuote(input as TQuoteRequest, signal),
    enabled: enabled && input !== null,
    // Seats and promo codes change: a quote is fresh for a short while only.
    staleTime: 10_000,
    // While a promo code is being checked, keep showing the amount before it.
    placeholderData: keepPreviousData,
  });
}
