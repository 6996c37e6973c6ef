import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import { payments } from '../../db/schema/index.ts';
import { applyPaymentOutcome } from './apply-payment-outcome.ts';
import type { PaymentsDeps } from './initialize-payment.ts';

// The periodic check: a pending payment older than PAYMENT_RECHECK_AFTER_MINUTES is asked to its
// gateway (server to server), so a lost notification does not lose a payment. Outcomes go through
// the same state machine as notifications. Checkouts the payer abandoned stay pending at the
// gateway for ever, so each run takes the payments checked least recently (their updated_at is
// touched when asked) rather than the oldest: a batch of abandoned ones cannot hide a paid one.

const BATCH = 50;

export async function recheckPendingPayments(
  deps: PaymentsDeps,
  options: { olderThanMinutes: number; now?: Date },
): Promise<{ checked: number; applied: number }> {
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - options.olderThanMinutes * 60_000);
  const pending = await deps.db
    .select({
      id: payments.id,
      reference: payments.reference,
      gateway: payments.gateway,
      gatewayToken: payments.gatewayToken,
    })
    .from(payments)
    .where(and(eq(payments.status, 'pending'), isNotNull(payments.gateway), lt(payments.createdAt, before)))
    .orderBy(asc(payments.updatedAt), asc(payments.createdAt))
    .limit(BATCH);
  if (pending.length > 0) {
    // Asked now, whatever the answer: the next run starts with the others.
    await deps.db
      .update(payments)
      .set({ updatedAt: now })
      .where(
        and(
          inArray(
            payments.id,
            pending.map((payment) => payment.id),
          ),
          eq(payments.status, 'pending'),
        ),
      );
  }
  let applied = 0;
  for (const payment of pending) {
    const gateway = payment.gateway ? deps.gateways.byId(payment.gateway) : null;
    if (!gateway) continue;
    // One gateway down must not stop the others: its payments are asked again next time.
    const outcome = await gateway.confirm(payment).catch(() => null);
    if (!outcome || outcome.reference !== payment.reference) continue;
    const result = await applyPaymentOutcome(deps.db, outcome, {
      gateway: gateway.id,
      installmentGraceDays: deps.installmentGraceDays,
      now,
    });
    if (result.kind === 'applied') applied++;
  }
  return { checked: pending.length, applied };
}

/** Runs the check every `intervalSeconds` (unref: it never keeps the process alive); returns a stop function. */
export function startPaymentRecheck(
  deps: PaymentsDeps,
  options: { intervalSeconds: number; olderThanMinutes: number; onError: (error: unknown) => void },
): () => void {
  if (options.intervalSeconds <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    recheckPendingPayments(deps, { olderThanMinutes: options.olderThanMinutes })
      .catch(options.onError)
      .finally(() => {
        running = false;
      });
  }, options.intervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
