import { isPastPendingExpiry } from '#shared/payments/payment-lifecycle.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { applyPaymentOutcome, expirePendingPayment, type OutcomeResult } from './apply-payment-outcome.ts';
import type { PaymentsDeps } from './initialize-payment.ts';
import { listPaymentsToRecheck, type PaymentRow, touchPendingPayments } from './payments.repo.ts';

// The periodic check (a recurring job of the queue, defineRecheckJob below): a pending payment older than PAYMENT_RECHECK_AFTER_MINUTES is asked to its
// gateway (server to server), so a lost notification does not lose a payment. Outcomes go through
// the same state machine as notifications. Each run takes the payments checked least recently
// (their updated_at is touched when asked) rather than the oldest. A checkout the payer abandoned
// stays pending at the gateway for ever: once PAYMENT_PENDING_EXPIRY_HOURS have passed, the ask is
// the last one and a payment the gateway still does not settle becomes expired, which this check
// never selects again (docs/decisions/035).

const BATCH = 50;

type PendingPayment = Pick<PaymentRow, 'id' | 'reference' | 'gateway' | 'gatewayToken' | 'createdAt'>;

export type RecheckOptions = { olderThanMinutes: number; expireAfterHours: number; now?: Date };

export async function recheckPendingPayments(
  deps: PaymentsDeps,
  options: RecheckOptions,
): Promise<{ checked: number; applied: number; expired: number }> {
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - options.olderThanMinutes * 60_000);
  const pending: PendingPayment[] = await listPaymentsToRecheck(deps.db, before, BATCH);
  if (pending.length > 0) {
    // Asked now, whatever the answer: the next run starts with the others.
    await touchPendingPayments(
      deps.db,
      pending.map((payment) => payment.id),
      now,
    );
  }
  let applied = 0;
  let expired = 0;
  for (const payment of pending) {
    const result = await askGateway(deps, payment, now);
    if (result?.kind === 'applied') applied++;
    const isStillPending = !result || result.kind === 'unknown' || result.status === 'pending';
    if (isStillPending && isPastPendingExpiry(payment.createdAt, now, options.expireAfterHours)) {
      const expiry = await expirePendingPayment(deps.db, payment.reference, now);
      if (expiry.kind === 'applied') expired++;
    }
  }
  return { checked: pending.length, applied, expired };
}

/** The gateway's word through the state machine; null when it gave none (unreachable, cannot tell). */
async function askGateway(
  deps: PaymentsDeps,
  payment: PendingPayment,
  now: Date,
): Promise<OutcomeResult | null> {
  const gateway = payment.gateway ? deps.gateways.byId(payment.gateway) : null;
  if (!gateway) return null;
  // One gateway down must not stop the others: its payments are asked again next time.
  const outcome = await gateway.confirm(payment).catch(() => null);
  if (!outcome || outcome.reference !== payment.reference) return null;
  return applyPaymentOutcome(deps.db, outcome, {
    gateway: gateway.id,
    installmentGraceDays: deps.installmentGraceDays,
    now,
  });
}

export const RECHECK_JOB = 'payments.recheck-pending';

/** A run's data: `asOf` checks as of that moment (tests ask runs hours ahead); absent, the run's own time. */
export type RecheckJobData = { asOf?: string };

/**
 * The check as a recurring job of the queue, every `intervalSeconds` (0 = never planted; a test sends
 * runs itself): one run waits at a time whatever the number of server processes, and it survives a
 * restart. A run that fails is not retried: the next one asks again.
 */
export function defineRecheckJob(
  jobs: Jobs,
  deps: PaymentsDeps,
  options: Omit<RecheckOptions, 'now'> & { intervalSeconds: number },
): void {
  jobs.defineJob<RecheckJobData>(
    RECHECK_JOB,
    (data) =>
      recheckPendingPayments(deps, {
        olderThanMinutes: options.olderThanMinutes,
        expireAfterHours: options.expireAfterHours,
        ...(data.asOf ? { now: new Date(data.asOf) } : {}),
      }),
    { retryLimit: 0 },
  );
  if (options.intervalSeconds > 0) jobs.schedule(RECHECK_JOB, { everySeconds: options.intervalSeconds });
}
