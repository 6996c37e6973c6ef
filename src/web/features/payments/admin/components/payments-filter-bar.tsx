import { CircleAlert, Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { t } from '#shared/messages/fr-payments.ts';
import {
  ADMIN_PAYMENTS_SEARCH_MAX,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '#shared/payments/payment-states.ts';
import { cn } from '#web/lib/cn.ts';
import { Button } from '#web/ui/button.tsx';
import { Input } from '#web/ui/input.tsx';
import { Label } from '#web/ui/label.tsx';
import { statusLabel } from '../payments-format.ts';
import type { PaymentsSearch } from '../payments-search.ts';

type FilterChange = Omit<PaymentsSearch, 'page'>;

/**
 * Status, 'Remboursements à faire' and a search on the payer's email or the reference. Each change
 * goes to the address bar; the search is sent with its button or Enter (one request, not one per key).
 */
export function PaymentsFilterBar({
  search,
  onChange,
}: {
  search: PaymentsSearch;
  onChange: (change: FilterChange) => void;
}) {
  const statusId = useId();
  const searchId = useId();
  const [draft, setDraft] = useState(search.search ?? '');
  // The address may change by itself (back button, 'Effacer les filtres'): the box follows.
  useEffect(() => setDraft(search.search ?? ''), [search.search]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = draft.trim();
    onChange({ search: value === '' ? undefined : value });
  };

  return (
    <section
      aria-label={t('payments.admin.filter.label')}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-3 shadow-sm sm:p-4 lg:flex-row lg:items-end"
    >
      <div className="lg:w-52">
        <Label htmlFor={statusId}>{t('payments.admin.filter.status')}</Label>
        <select
          id={statusId}
          value={search.status ?? ''}
          onChange={(event) =>
            onChange({ status: (event.target.value || undefined) as PaymentStatus | undefined })
          }
          className={cn(
            'mt-1.5 h-11 w-full rounded-md border border-input bg-surface px-3 text-base text-foreground',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
          )}
        >
          <option value="">{t('payments.admin.filter.allStatuses')}</option>
          {PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </div>
      <Button
        variant={search.refundDue ? 'default' : 'outline'}
        aria-pressed={Boolean(search.refundDue)}
        onClick={() => onChange({ refundDue: search.refundDue ? undefined : true })}
        className="lg:shrink-0"
      >
        <CircleAlert aria-hidden="true" className="size-4" />
        {t('payments.admin.filter.refundDue')}
      </Button>
      <form onSubmit={onSubmit} className="min-w-0 flex-1">
        <Label htmlFor={searchId}>{t('payments.admin.filter.search')}</Label>
        <div className="mt-1.5 flex gap-2">
          <div className="relative min-w-0 flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={searchId}
              type="search"
              value={draft}
              maxLength={ADMIN_PAYMENTS_SEARCH_MAX}
              placeholder={t('payments.admin.filter.searchPlaceholder')}
              onChange={(event) => setDraft(event.target.value)}
              hasLeadingIcon
              autoComplete="off"
              enterKeyHint="search"
            />
          </div>
          <Button type="submit" variant="outline" className="shrink-0">
            <Search aria-hidden="true" className="size-4 sm:hidden" />
            <span className="sr-only sm:not-sr-only">{t('payments.admin.filter.submit')}</span>
          </Button>
        </div>
      </form>
    </section>
  );
}
