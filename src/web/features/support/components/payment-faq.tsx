import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '#shared/messages/fr-support.ts';

function Question({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className="group rounded-lg border border-border bg-surface shadow-sm">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-medium marker:hidden [&::-webkit-details-marker]:hidden">
        {question}
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="space-y-2 px-4 pb-4 text-sm text-muted-foreground">{children}</div>
    </details>
  );
}

/** The mobile-money questions learners ask, with this server's own delays. */
export function PaymentFaq({
  pendingExpiryHours,
  graceDays,
}: {
  pendingExpiryHours: number;
  graceDays: number;
}) {
  return (
    <div className="space-y-2">
      <Question question={t('support.faq.debitedQ')}>
        <p>{t('support.faq.debitedA1')}</p>
        <p>{t('support.faq.debitedA2')}</p>
        <p className="font-medium text-foreground">{t('support.faq.debitedA3')}</p>
      </Question>
      <Question question={t('support.faq.pendingQ')}>
        <p>{t('support.faq.pendingA1')}</p>
        <p>{t('support.faq.pendingA2', { hours: pendingExpiryHours })}</p>
      </Question>
      <Question question={t('support.faq.installmentsQ')}>
        <p>{t('support.faq.installmentsA1')}</p>
        <p>{t('support.faq.installmentsA2', { days: graceDays })}</p>
      </Question>
      <Question question={t('support.faq.refundQ')}>
        <p>{t('support.faq.refundA1')}</p>
        <p>{t('support.faq.refundA2')}</p>
      </Question>
    </div>
  );
}
