import { type FormEvent, useId, useState } from 'react';
import {
  isPaidMethod,
  MANUAL_PAYMENT_METHODS,
  type ManualPaymentMethod,
} from '#shared/admin/people.contract.ts';
import { t } from '#shared/messages/fr-admin-people-web.ts';
import { errorMessage } from '#web/lib/api.ts';
import { Button } from '#web/ui/button.tsx';
import { Input } from '#web/ui/input.tsx';
import { Label } from '#web/ui/label.tsx';
import { FIELD_SELECT_CLASSES } from '#web/ui/select-classes.ts';
import { notify } from '#web/ui/toast.ts';
import { useEnrolByHand, useEnrolmentTargets } from '../api/people.ts';

/** 'Inscrire à la main': a course or a cohort, how it was paid (cash…), the amount and why. */
export function ManualEnrolmentForm({ userId }: { userId: string }) {
  const targets = useEnrolmentTargets();
  const enrolByHand = useEnrolByHand(userId);
  const [method, setMethod] = useState<ManualPaymentMethod>('cash');
  const ids = { target: useId(), method: useId(), amount: useId(), reason: useId() };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const [kind, id] = String(form.get('target') ?? '').split(':');
    const amount = String(form.get('amount') ?? '').replace(/\s/g, '');
    enrolByHand.mutate(
      {
        ...(kind === 'cohort' ? { cohortId: id } : { courseId: id }),
        method,
        reason: String(form.get('reason') ?? ''),
        amountReceived: amount === '' ? null : Number(amount),
      },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          formElement.reset();
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate>
      <div>
        <Label htmlFor={ids.target}>{t('admin.user.target')}</Label>
        <select id={ids.target} name="target" required className={FIELD_SELECT_CLASSES} defaultValue="">
          <option value="" disabled>
            {t('admin.user.chooseTarget')}
          </option>
          <optgroup label={t('admin.user.courses')}>
            {targets.data?.courses.map((course) => (
              <option key={course.id} value={`course:${course.id}`}>
                {course.title}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('admin.user.cohorts')}>
            {targets.data?.cohorts.map((cohort) => (
              <option key={cohort.id} value={`cohort:${cohort.id}`}>
                {`${cohort.name} — ${cohort.courseTitle}`}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor={ids.method}>{t('admin.user.method')}</Label>
          <select
            id={ids.method}
            className={FIELD_SELECT_CLASSES}
            value={method}
            onChange={(event) => setMethod(event.target.value as ManualPaymentMethod)}
          >
            {MANUAL_PAYMENT_METHODS.map((value) => (
              <option key={value} value={value}>
                {t(`admin.method.${value}`)}
              </option>
            ))}
          </select>
        </div>
        {isPaidMethod(method) ? (
          <div>
            <Label htmlFor={ids.amount}>{t('admin.user.amount')}</Label>
            <Input id={ids.amount} name="amount" inputMode="numeric" required className="mt-1.5" />
          </div>
        ) : null}
      </div>
      <div>
        <Label htmlFor={ids.reason}>{t('admin.user.reason')}</Label>
        <Input id={ids.reason} name="reason" required maxLength={500} className="mt-1.5" />
      </div>
      <Button type="submit" disabled={enrolByHand.isPending}>
        {t('admin.user.enrolSubmit')}
      </Button>
    </form>
  );
}
