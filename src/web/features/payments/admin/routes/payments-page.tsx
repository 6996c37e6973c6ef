import { useNavigate, useSearch } from '@tanstack/react-router';
import { TriangleAlert } from 'lucide-react';
import { type ReactElement, useState } from 'react';
import { t } from '#shared/messages/fr-payments.ts';
import type { TAdminPayment } from '#shared/payments/admin-payments.contract.ts';
import { errorMessage } from '#web/lib/api.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { Button } from '#web/ui/button.tsx';
import { useAdminPayments } from '../api/list-payments.ts';
import { PaymentCardList } from '../components/payment-card-list.tsx';
import { PaymentsFilterBar } from '../components/payments-filter-bar.tsx';
import { PaymentsPagination } from '../components/payments-pagination.tsx';
import { PaymentsTable } from '../components/payments-table.tsx';
import { RefundDialog } from '../components/refund-dialog.tsx';
import { formatPaymentCount } from '../payments-format.ts';
import { hasFilters, type PaymentsSearch, withFilter } from '../payments-search.ts';

/**
 * /admin/payments (docs/decisions/037): the organisation's payments, filtered in the address, as
 * cards on a phone and a table on a wide screen; money owed back can be marked as refunded.
 */
export function PaymentsPage(): ReactElement {
  const search = useSearch({ from: '/admin/payments' });
  const navigate = useNavigate({ from: '/admin/payments' });
  const payments = useAdminPayments(search);
  const [refunding, setRefunding] = useState<TAdminPayment | null>(null);
  usePageTitle(t('payments.admin.title'));

  const go = (next: PaymentsSearch) => void navigate({ search: next });
  const data = payments.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold leading-tight">{t('payments.admin.title')}</h1>
        <p className="max-w-3xl text-muted-foreground">{t('payments.admin.intro')}</p>
      </header>
      <PaymentsFilterBar search={search} onChange={(change) => go(withFilter(search, change))} />
      {data ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {formatPaymentCount(data.total)}
        </p>
      ) : null}
      {payments.isPending ? (
        <p role="status" className="py-16 text-center text-muted-foreground">
          {t('payments.admin.loading')}
        </p>
      ) : payments.isError ? (
        <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
          <TriangleAlert aria-hidden="true" className="size-10 text-destructive" />
          <h2 className="text-xl font-semibold">{t('payments.admin.loadError')}</h2>
          <p className="text-muted-foreground">{errorMessage(payments.error)}</p>
          <Button onClick={() => void payments.refetch()}>{t('shell.retry')}</Button>
        </div>
      ) : payments.data.payments.length === 0 ? (
        <div className="space-y-3 rounded-lg border border-dashed border-border px-4 py-12 text-center">
          <p className="font-medium">{t('payments.admin.empty')}</p>
          {hasFilters(search) ? (
            <>
              <p className="text-sm text-muted-foreground">{t('payments.admin.emptyFiltered')}</p>
              <Button variant="outline" size="sm" onClick={() => go({})}>
                {t('payments.admin.clearFilters')}
              </Button>
            </>
          ) : null}
        </div>
      ) : (
        <div className="space-y-4" aria-busy={payments.isPlaceholderData || undefined}>
          <PaymentCardList payments={payments.data.payments} onRefund={setRefunding} />
          <PaymentsTable payments={payments.data.payments} onRefund={setRefunding} />
          <PaymentsPagination
            page={payments.data.page}
            pages={pages}
            onPage={(page) => go({ ...search, ...(page > 1 ? { page } : { page: undefined }) })}
          />
        </div>
      )}
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </div>
  );
}
