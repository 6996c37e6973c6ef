import { SUBSCRIPTION_MONTHS } from '#shared/catalog/pricing.ts';
import { t } from '#shared/messages/fr-payments.ts';
import type { TQuote } from '#shared/payments/payment.contract.ts';
import { formatXof, planTitle } from './checkout-plans.ts';

// The summary step's lines (spec/learner.md §2 "Checkout", §4 "Pricing mode resolution"), written from
// the server's quote: the plan, what it costs, the promo code, what is due now and what follows.

export type SummaryLine = {
  label: string;
  value: string;
  /** The line that says what is charged now: shown larger. */
  isDueNow?: boolean;
  /** A discount: shown in the success colour. */
  isDiscount?: boolean;
};

const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "22 décembre 2026" from an ISO date or date-time; the raw text if it is not a date. */
export function formatPaymentDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateFormat.format(time);
}

/**
 * Settling a schedule under way: the installment paid now, by its number in the plan, and nothing of
 * the plan's first-purchase prices (its total would be what is left, not what the plan cost).
 */
function settledLines(quote: TQuote, settles: NonNullable<TQuote['settles']>): SummaryLine[] {
  const key =
    quote.planType === 'installments'
      ? 'payments.checkout.summary.installmentNow'
      : 'payments.checkout.summary.monthlyNow';
  return [
    {
      label: t(key, { n: settles.number, date: formatPaymentDate(settles.dueDate) }),
      value: formatXof(quote.baseAmount),
    },
  ];
}

function priceLines(quote: TQuote): SummaryLine[] {
  if (quote.settles) return settledLines(quote, quote.settles);
  const monthly = quote.monthlyAmount ?? 0;
  switch (quote.planType) {
    case 'oneTime':
      return [{ label: t('payments.checkout.summary.price'), value: formatXof(quote.planTotal) }];
    case 'installments':
      return [
        { label: t('payments.checkout.summary.total'), value: formatXof(quote.planTotal) },
        { label: t('payments.checkout.summary.firstInstallment'), value: formatXof(quote.baseAmount) },
      ];
    case 'subscription':
      return [
        {
          label: t('payments.checkout.summary.monthly'),
          value: t('payments.checkout.summary.monthlyValue', {
            amount: formatXof(monthly || quote.baseAmount),
          }),
        },
        {
          label: t('payments.checkout.summary.subscriptionTotal', { months: SUBSCRIPTION_MONTHS }),
          value: formatXof(quote.planTotal),
        },
      ];
    case 'registrationMonthly':
      return [
        { label: t('payments.checkout.summary.registrationFee'), value: formatXof(quote.baseAmount) },
        {
          label: t('payments.checkout.summary.monthly'),
          value: t('payments.checkout.summary.monthlyValue', { amount: formatXof(monthly) }),
        },
        { label: t('payments.checkout.summary.total'), value: formatXof(quote.planTotal) },
      ];
  }
}

/** What follows this payment: each coming installment, or the next monthly payment, and what is left. */
function followingLines(quote: TQuote): SummaryLine[] {
  const lines: SummaryLine[] = [];
  if (quote.planType === 'installments') {
    // Paying installment n of a schedule under way: the rest are n+1, n+2…
    const first = 1 + (quote.settles?.number ?? 1);
    quote.schedule.forEach((item, index) => {
      lines.push({
        label: t('payments.checkout.summary.installmentDue', {
          n: index + first,
          date: formatPaymentDate(item.dueDate),
        }),
        value: formatXof(item.amount),
      });
    });
  } else if (quote.nextPaymentDate) {
    lines.push({
      label: t('payments.checkout.summary.nextPayment'),
      value:
        quote.monthlyAmount !== null
          ? `${formatPaymentDate(quote.nextPaymentDate)} · ${formatXof(quote.monthlyAmount)}`
          : formatPaymentDate(quote.nextPaymentDate),
    });
  }
  if (quote.remainingAmount > 0) {
    lines.push({ label: t('payments.checkout.summary.remaining'), value: formatXof(quote.remainingAmount) });
  }
  return lines;
}

export function summaryLines(quote: TQuote): SummaryLine[] {
  if (quote.isFree) {
    return [
      { label: t('payments.checkout.summary.plan'), value: t('payments.checkout.plan.freeTitle') },
      {
        label: t('payments.checkout.summary.dueNow'),
        value: t('payments.checkout.summary.free'),
        isDueNow: true,
      },
    ];
  }
  const lines: SummaryLine[] = [
    { label: t('payments.checkout.summary.plan'), value: planTitle(quote.planType) },
  ];
  lines.push(...priceLines(quote));
  if (quote.promo && quote.discount > 0) {
    lines.push({
      label: t('payments.checkout.summary.promo', { code: quote.promo.code }),
      value: `-${formatXof(quote.discount)}`,
      isDiscount: true,
    });
  }
  lines.push({
    label: t('payments.checkout.summary.dueNow'),
    value: formatXof(quote.amountDueNow),
    isDueNow: true,
  });
  lines.push(...followingLines(quote));
  return lines;
}

/**
 * The pay button works when nothing is loading and the amount is positive, or the plan is free
 * (spec §5 "Payment start"), and only when a seat is left in the cohort.
 */
export function canPay(input: {
  amount: number | null;
  isFree: boolean;
  isLoading: boolean;
  isCohortFull: boolean;
}): boolean {
  if (input.isLoading || input.isCohortFull || input.amount === null || !Number.isFinite(input.amount))
    return false;
  return input.amount > 0 || (input.isFree && input.amount === 0);
}
