import { useEffect, useId } from 'react';
import { t } from '#shared/messages/fr-payments.ts';
import type { TAdminPayment } from '#shared/payments/admin-payments.contract.ts';
import { REFUND_NOTE_MAX } from '#shared/payments/payment-states.ts';
import { apiFieldErrors, errorMessage } from '#web/lib/api.ts';
import { Alert, AlertTitle } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '#web/ui/dialog.tsx';
import { Form, FormTextareaField, setServerErrors, useAppForm } from '#web/ui/form.tsx';
import { notify } from '#web/ui/toast.ts';
import { useRecordRefund } from '../api/record-refund.ts';
import { formatAmount } from '../payments-format.ts';

type RefundValues = { note: string };

/**
 * 'Marquer comme remboursé': the note (the operator's transaction id, usually) and the server's
 * answer. A note the server refuses shows under the field; a 409 (recorded meanwhile, not owed) above
 * the buttons. Jàng sends no money: the admin refunds in the operator's back office first. No
 * contract is checked here (it would bring zod to this page, docs/decisions/101): the server decides.
 */
export function RefundDialog({ payment, onClose }: { payment: TAdminPayment | null; onClose: () => void }) {
  const record = useRecordRefund();
  const form = useAppForm<RefundValues>({ defaultValues: { note: '' } });
  const id = useId();
  const noteId = `${id}-note`;

  // A fresh form for each payment opened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another payment is opened
  useEffect(() => {
    form.reset({ note: '' });
    record.reset();
  }, [payment?.id]);

  const noteError = form.formState.errors.note;
  const formError = record.isError && !noteError ? errorMessage(record.error) : null;
  return (
    <Dialog open={payment !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {payment ? (
        <DialogContent
          title={t('payments.admin.refund.title')}
          description={t('payments.admin.refund.summary', {
            amount: formatAmount(payment.amount),
            name: payment.learner.name,
            email: payment.learner.email,
            reference: payment.reference,
          })}
        >
          <Form
            form={form}
            onSubmit={({ note }) => {
              if (record.isPending) return;
              record.mutate(
                { paymentId: payment.id, note },
                {
                  onSuccess: () => {
                    notify.success(t('payments.admin.refund.done'));
                    onClose();
                  },
                  onError: (error) => {
                    const { note: message } = apiFieldErrors(error);
                    if (message) setServerErrors(form, { note: message });
                  },
                },
              );
            }}
            className="space-y-4"
          >
            <p className="rounded-md bg-muted px-3 py-2 text-sm">{t('payments.admin.refund.hint')}</p>
            <FormTextareaField
              name="note"
              id={noteId}
              label={t('payments.admin.refund.note')}
              max={REFUND_NOTE_MAX}
              rows={3}
              placeholder={t('payments.admin.refund.notePlaceholder')}
              onValueChange={() => {
                // The previous answer no longer applies to what is typed now.
                if (record.isError) record.reset();
              }}
            />
            {formError ? (
              <Alert variant="destructive">
                <AlertTitle>{formError}</AlertTitle>
              </Alert>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="ghost">{t('payments.admin.refund.cancel')}</Button>
              </DialogClose>
              <Button type="submit" isLoading={record.isPending}>
                {t('payments.admin.refund.submit')}
              </Button>
            </div>
          </Form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
