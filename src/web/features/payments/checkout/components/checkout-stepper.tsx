import { Check } from 'lucide-react';
import { t } from '#shared/messages/fr-payments.ts';
import type { StepperItem, StepperStep } from '../checkout-steps.ts';

const LABEL_KEYS = {
  gateway: 'payments.checkout.step.gateway',
  details: 'payments.checkout.step.details',
  summary: 'payments.checkout.step.summary',
} as const satisfies Record<StepperStep, string>;

/** The stepper of spec §2: skipped steps are not in `items`; earlier steps ticked, the rest numbered. */
export function CheckoutStepper({ items }: { items: StepperItem[] }) {
  return (
    <nav aria-label={t('payments.checkout.stepper')}>
      <ol className="flex items-start gap-2">
        {items.map((item, index) => {
          const isDone = item.state === 'done';
          const isCurrent = item.state === 'current';
          return (
            <li key={item.step} className="flex min-w-0 flex-1 items-center gap-2">
              <span
                aria-current={isCurrent ? 'step' : undefined}
                className="flex min-w-0 flex-col items-center gap-1 text-center sm:flex-row sm:text-left"
              >
                <span
                  aria-hidden="true"
                  className={[
                    'flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-semibold',
                    isDone ? 'border-success bg-success text-white' : '',
                    isCurrent ? 'border-primary bg-primary text-primary-foreground' : '',
                    !isDone && !isCurrent ? 'border-input bg-surface text-muted-foreground' : '',
                  ].join(' ')}
                >
                  {isDone ? <Check className="size-4" /> : item.number}
                </span>
                <span
                  className={[
                    'text-xs leading-tight sm:text-sm',
                    isCurrent ? 'font-semibold text-foreground' : 'text-muted-foreground',
                  ].join(' ')}
                >
                  {t(LABEL_KEYS[item.step])}
                  <span className="sr-only">
                    {' '}
                    {isDone
                      ? t('payments.checkout.stepDone')
                      : isCurrent
                        ? t('payments.checkout.stepCurrent')
                        : ''}
                  </span>
                </span>
              </span>
              {index < items.length - 1 ? (
                <span aria-hidden="true" className="mt-4 hidden h-px flex-1 bg-border sm:mt-0 sm:block" />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
