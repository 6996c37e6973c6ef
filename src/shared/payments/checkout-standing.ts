import type { PlanType } from '../catalog/pricing.ts';
import { soonestFirst } from './payment-standing.ts';

// What a signed-in learner may pay for a course (issue 10, docs/decisions/045 and 046): a first
// purchase (any plan on offer), nothing (already enrolled, nothing due), or the next installment of
// the schedule under way — that one only, whatever plan the page asks for. Pure; the quote, initialize
// and the checkout's standing call all decide with it.

export type DueInstallment = {
  sequence: number;
  amount: number;
  dueDate: Date;
  graceUntil: Date;
  /** The plan of the payment that created the schedule. */
  planType: PlanType;
};

export type CheckoutStanding<Row extends DueInstallment = DueInstallment> =
  | { kind: 'purchase' }
  | { kind: 'enrolled' }
  | {
      kind: 'installment';
      /** The soonest unpaid installment: the only one a payment settles. */
      next: Row;
      /** The unpaid ones after it, soonest first. */
      rest: Row[];
      /** Unpaid installments whose due date has passed, `next` included. */
      overdueCount: number;
    };

export type PlanRefusal = 'alreadyEnrolled' | 'scheduleUnderWay';

export function checkoutStanding<Row extends DueInstallment>(input: {
  isEnrolled: boolean;
  due: readonly Row[];
  now: Date;
}): CheckoutStanding<Row> {
  if (!input.isEnrolled) return { kind: 'purchase' };
  const [next, ...rest] = [...input.due].sort(soonestFirst);
  if (!next) return { kind: 'enrolled' };
  const at = input.now.getTime();
  const overdueCount = [next, ...rest].filter((row) => row.dueDate.getTime() < at).length;
  return { kind: 'installment', next, rest, overdueCount };
}

/** Why a plan may not be quoted or paid now, null when it may. */
export function planRefusal(
  standing: CheckoutStanding<DueInstallment>,
  requested: PlanType,
): PlanRefusal | null {
  if (standing.kind === 'enrolled') return 'alreadyEnrolled';
  if (standing.kind === 'installment' && standing.next.planType !== requested) return 'scheduleUnderWay';
  return null;
}

/**
 * Where the installment being paid stands in its plan, for 'Échéance 2 sur 3': the first payment of an
 * installment or subscription plan was payment 1, so schedule row k is payment k + 1 of rows + 1; the
 * first payment of registration + monthly was the fee, so row k is monthly payment k of rows.
 */
export function installmentPosition(
  planType: PlanType,
  sequence: number,
  scheduleLength: number,
): { number: number; count: number } {
  if (planType === 'registrationMonthly') return { number: sequence, count: scheduleLength };
  return { number: sequence + 1, count: scheduleLength + 1 };
}
