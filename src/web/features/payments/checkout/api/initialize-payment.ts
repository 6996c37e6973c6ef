import { useMutation } from '@tanstack/react-query';
import type { TInitializePayment, TPaymentInitialized } from '#shared/payments/payment.contract.ts';
import { request } from '#web/lib/api.ts';

/** POST /api/payments/initialize: the payment row and the gateway's page (or the result page when free). */
export function initializePayment(body: TInitializePayment): Promise<TPaymentInitialized> {
  return request<TPaymentInitialized>('/api/payments/initialize', { method: 'POST', body });
}

export function useInitializePayment() {
  return useMutation({ mutationFn: initializePayment });
}
