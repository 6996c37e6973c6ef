import { t } from '#shared/messages/fr-payments.ts';
import type { TQuote } from '#shared/payments/payment.contract.ts';
import { formatXof, planTitle } from './checkout-plans.ts';
import { formatPaymentDate } from './summary-lines.ts';

// The card a learner with a schedule under way sees instead of the plan choice (docs/decisions/045):
// the one installment the server charges, written from its quote, so the card, the bar, the summary
// and the amount sent are the same number.

export type InstallmentDueText = {
  plan: string;
  title: string;
  dueOn: string;
  isLate: boolean;
  dueNow: string;
  remaining: string | null;
  /** Several installments late: they are paid one at a time. */
  severalLate: string | null;
  /** Access is suspended until it is paid (its grace period is over). */
  suspended: string | null;
};

/** Null when the quote settles no installment (a first purchase). */
export function installmentDueText(quote: TQuote): InstallmentDueText | null {
  const settles = quote.settles;
  if (!settles) return null;
  const position = { n: settles.number, count: settles.count };
  return {
    plan: planTitle(quote.planType),
    title:
      quote.planType === 'installments'
        ? t('payments.checkout.due.installment', position)
        : t('payments.checkout.due.monthly', position),
    dueOn: t('payments.checkout.due.dueOn', { date: formatPaymentDate(settles.dueDate) }),
    isLate: settles.overdueCount > 0,
    dueNow: t('payments.checkout.plan.dueNow', { amount: formatXof(quote.amountDueNow) }),
    remaining:
      quote.remainingAmount > 0
        ? t('payments.checkout.due.remaining', { amount: formatXof(quote.remainingAmount) })
        : null,
    severalLate:
      settles.overdueCount > 1 ? t('payments.checkout.due.severalLate', { n: settles.overdueCount }) : null,
    suspended: settles.isOverdue ? t('payments.checkout.due.suspended') : null,
  };
}
