// The closed vocabularies of a stored payment, without zod, so a page can list them (the admin's
// status filter) without downloading the contracts. The database enums are built from these.

/** 'expired': left pending past PAYMENT_PENDING_EXPIRY_HOURS (docs/decisions/035). */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'cancelled', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Gateways a stored payment may name: the real ones and the local sandbox. */
export const PAYMENT_GATEWAYS = ['paydunya', 'paytech', 'sandbox'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

// The admin's payments list (docs/decisions/037): its bounds, shared by the contract and the page.
export const ADMIN_PAYMENTS_PAGE_SIZE = 20;
export const ADMIN_PAYMENTS_MAX_PAGE_SIZE = 100;
export const ADMIN_PAYMENTS_MAX_PAGE = 10_000;
export const ADMIN_PAYMENTS_SEARCH_MAX = 100;
export const REFUND_NOTE_MAX = 500;
