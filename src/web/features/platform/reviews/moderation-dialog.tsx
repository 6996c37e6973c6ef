import { useEffect, useId } from 'react';
import { t } from '#shared/messages/fr-platform-reviews-web.ts';
import type { TModeratedReview } from '#shared/platform/review-moderation.contract.ts';
import { apiFieldErrors, errorMessage } from '#web/lib/api.ts';
import { Alert, AlertTitle } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '#web/ui/dialog.tsx';
import { Form, FormTextareaField, setServerErrors, useAppForm } from '#web/ui/form.tsx';
import { notify } from '#web/ui/toast.ts';
import { useModerateReview } from './reviews-api.ts';
import { isReasonValid, REASON_MAX } from './reviews-search.ts';

type ReasonValues = { reason: string };

/**
 * 'Masquer' or 'Rétablir' a review: the reason is asked (3 to 500 characters, checked here in French
 * before sending, then by the server), the list and the audit log reload after. A 409 (someone acted
 * meanwhile) shows above the buttons.
 */
export function ModerationDialog({
  review,
  onClose,
}: {
  review: TModeratedReview | null;
  onClose: () => void;
}) {
  const moderate = useModerateReview();
  const form = useAppForm<ReasonValues>({ defaultValues: { reason: '' } });
  const reasonId = `${useId()}-reason`;

  // A fresh form for each review opened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another review is opened
  useEffect(() => {
    form.reset({ reason: '' });
    moderate.reset();
  }, [review?.id]);

  if (!review) return <Dialog open={false} />;
  const hide = review.hiddenAt === null;
  const reasonError = form.formState.errors.reason;
  const formError = moderate.isError && !reasonError ? errorMessage(moderate.error) : null;
  const summary = t(hide ? 'moderation.hideSummary' : 'moderation.restoreSummary', {
    name: review.author.name || review.author.email,
    course: review.course.title,
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={t(hide ? 'moderation.hideTitle' : 'moderation.restoreTitle')}
        description={summary}
      >
        <Form
          form={form}
          className="space-y-4"
          onSubmit={({ reason }) => {
            if (moderate.isPending) return;
            if (!isReasonValid(reason)) {
              setServerErrors(form, { reason: t('moderation.reasonMissing') });
              return;
            }
            moderate.mutate(
              { reviewId: review.id, hide, reason: reason.trim() },
              {
                onSuccess: () => {
                  notify.success(t(hide ? 'moderation.hidden.done' : 'moderation.restored.done'));
                  onClose();
                },
                onError: (error) => {
                  const { reason: message } = apiFieldErrors(error);
                  if (message) setServerErrors(form, { reason: message });
                },
              },
            );
          }}
        >
          <FormTextareaField
            name="reason"
            id={reasonId}
            label={t('moderation.reasonLabel')}
            max={REASON_MAX}
            rows={3}
            placeholder={t('moderation.reasonPlaceholder')}
            onValueChange={() => {
              if (moderate.isError) moderate.reset();
            }}
          />
          <p className="text-sm text-muted-foreground">{t('moderation.reasonHint')}</p>
          {formError ? (
            <Alert variant="destructive">
              <AlertTitle>{formError}</AlertTitle>
            </Alert>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="ghost">{t('moderation.cancel')}</Button>
            </DialogClose>
            <Button type="submit" variant={hide ? 'destructive' : 'default'} isLoading={moderate.isPending}>
              {t(hide ? 'moderation.hide' : 'moderation.restore')}
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
