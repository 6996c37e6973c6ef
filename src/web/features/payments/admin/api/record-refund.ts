import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminPayment } from '#shared/payments/admin-payments.contract.ts';
import { request } from '#web/lib/api.ts';
import { paymentsQueryRoot } from './list-payments.ts';

/**
 * POST /api/admin/payments/{id}/refund: 400 (note missing or too long), 404 (not this
 * organisation's), 409 (not owed back, or already recorded — by someone else meanwhile).
 */
export function recordRefund(paymentId: string, note: string): Promise<TAdminPayment> {
  return request<TAdminPayment>(`/api/admin/payments/${encodeURIComponent(paymentId)}/refund`, {
    method: 'POST',
    body: { note },
  });
}

/** Records the refund, then reloads the lists: under 'Remboursements à faire' the payment leaves. */
export function useRecordRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, note }: { paymentId: string; note: string }) => recordRefund(paymentId, note),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsQueryRoot }),
  });
}
