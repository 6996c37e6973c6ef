import {
  ADMIN_PAYMENTS_MAX_PAGE,
  ADMIN_PAYMENTS_SEARCH_MAX,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '#shared/payments/payment-states.ts';

// The payments page's filters as they live in the address bar
// (/admin/payments?status=failed&refundDue=true&search=…&page=2): anything unknown reads as absent,
// so a hand-edited or outdated link still opens the page.

export type PaymentsSearch = {
  status?: PaymentStatus;
  refundDue?: true;
  search?: string;
  /** Absent on the first page. */
  page?: number;
};

export function parsePaymentsSearch(raw: Record<string, unknown>): PaymentsSearch {
  const search: PaymentsSearch = {};
  const { status, refundDue, page } = raw;
  if (typeof status === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(status)) {
    search.status = status as PaymentStatus;
  }
  if (refundDue === 'true' || refundDue === true) search.refundDue = true;
  const text =
    typeof raw.search === 'string' ? raw.search.trim().slice(0, ADMIN_PAYMENTS_SEARCH_MAX).trim() : '';
  if (text) search.search = text;
  const pageNumber = typeof page === 'string' || typeof page === 'number' ? Number(page) : Number.NaN;
  if (Number.isInteger(pageNumber) && pageNumber > 1 && pageNumber <= ADMIN_PAYMENTS_MAX_PAGE) {
    search.page = pageNumber;
  }
  return search;
}

/** The API's query string for these filters (the server's default page size). */
export function paymentsQueryString(search: PaymentsSearch): string {
  const params = new URLSearchParams();
  if (search.status) params.set('status', search.status);
  if (search.refundDue) params.set('refundDue', 'true');
  if (search.search) params.set('search', search.search);
  if (search.page) params.set('page', String(search.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function hasFilters(search: PaymentsSearch): boolean {
  return Boolean(search.status || search.refundDue || search.search);
}

/** Changing a filter starts again from the first page. */
export function withFilter(search: PaymentsSearch, change: Omit<PaymentsSearch, 'page'>): PaymentsSearch {
  const next: PaymentsSearch = { ...search, ...change };
  delete next.page;
  for (const key of ['status', 'refundDue', 'search'] as const) if (next[key] === undefined) delete next[key];
  return next;
}
