import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAN_TYPES, type PlanType } from '../catalog/pricing.ts';
import {
  checkoutStanding,
  type DueInstallment,
  installmentPosition,
  planRefusal,
} from './checkout-standing.ts';
import { installmentDates } from './payment-fixtures.ts';

const NOW = new Date('2026-11-25T09:00:00Z');

const due = (sequence: number, dueDays: number, overrides: Partial<DueInstallment> = {}): DueInstallment => ({
  sequence,
  amount: 25_000,
  ...installmentDates(NOW, dueDays),
  planType: 'installments',
  ...overrides,
});

describe('checkoutStanding', () => {
  it('a learner not enrolled makes a first purchase, whatever is left of an old schedule', () => {
    expect(checkoutStanding({ isEnrolled: false, due: [due(1, 10)], now: NOW })).toEqual({
      kind: 'purchase',
    });
  });

  it('an enrolled learner who owes nothing has nothing to pay', () => {
    expect(checkoutStanding({ isEnrolled: true, due: [], now: NOW })).toEqual({ kind: 'enrolled' });
  });

  it('an enrolled learner who owes installments pays the soonest, and counts the overdue ones', () => {
    const standing = checkoutStanding({
      isEnrolled: true,
      due: [due(3, 20), due(1, -40), due(2, -10)],
      now: NOW,
    });
    expect(standing).toMatchObject({ kind: 'installment', next: { sequence: 1 }, overdueCount: 2 });
    if (standing.kind !== 'installment') throw new Error('installment attendu');
    expect(standing.rest.map((row) => row.sequence)).toEqual([2, 3]);
  });

  it('due the same day: the lower sequence first', () => {
    const standing = checkoutStanding({ isEnrolled: true, due: [due(2, 5), due(1, 5)], now: NOW });
    expect(standing).toMatchObject({ next: { sequence: 1 }, overdueCount: 0 });
  });

  const rowArb = fc.record({
    sequence: fc.integer({ min: 1, max: 12 }),
    amount: fc.integer({ min: 1, max: 1_000_000 }),
    dueDays: fc.integer({ min: -400, max: 400 }),
  });

  it('property: next is the earliest due row, rest holds every other one, overdue counts the past ones', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 10 }), (raw) => {
        const rows = raw.map((r) => due(r.sequence, r.dueDays, { amount: r.amount }));
        const standing = checkoutStanding({ isEnrolled: true, due: rows, now: NOW });
        if (rows.length === 0) {
          expect(standing.kind).toBe('enrolled');
          return;
        }
        if (standing.kind !== 'installment') throw new Error('installment attendu');
        const earliest = Math.min(...rows.map((r) => r.dueDate.getTime()));
        expect(standing.next.dueDate.getTime()).toBe(earliest);
        expect(standing.rest).toHaveLength(rows.length - 1);
        const owed = rows.reduce((sum, r) => sum + r.amount, 0);
        expect(standing.next.amount + standing.rest.reduce((sum, r) => sum + r.amount, 0)).toBe(owed);
        expect(standing.overdueCount).toBe(rows.filter((r) => r.dueDate < NOW).length);
        // Something overdue means the one charged now is overdue too.
        if (standing.overdueCount > 0) expect(standing.next.dueDate < NOW).toBe(true);
      }),
    );
  });
});

describe('planRefusal', () => {
  const planArb = fc.constantFrom(...PLAN_TYPES);

  it('property: a first purchase may take any plan; an enrolled learner with nothing due none', () => {
    fc.assert(
      fc.property(planArb, (plan) => {
        expect(planRefusal({ kind: 'purchase' }, plan)).toBeNull();
        expect(planRefusal({ kind: 'enrolled' }, plan)).toBe('alreadyEnrolled');
      }),
    );
  });

  it('property: a schedule under way accepts its own plan only', () => {
    fc.assert(
      fc.property(planArb, planArb, (scheduled: PlanType, requested: PlanType) => {
        const standing = checkoutStanding({
          isEnrolled: true,
          due: [due(1, 3, { planType: scheduled })],
          now: NOW,
        });
        expect(planRefusal(standing, requested)).toBe(requested === scheduled ? null : 'scheduleUnderWay');
      }),
    );
  });
});

describe('installmentPosition', () => {
  it('numbers installments and monthly payments after the first payment; registration fees apart', () => {
    // 3 installments: the first paid at enrolment, schedule rows 1 and 2 are installments 2 and 3.
    expect(installmentPosition('installments', 1, 2)).toEqual({ number: 2, count: 3 });
    expect(installmentPosition('installments', 2, 2)).toEqual({ number: 3, count: 3 });
    // Subscription of 6 months: the first paid at enrolment, rows 1–5 are months 2–6.
    expect(installmentPosition('subscription', 1, 5)).toEqual({ number: 2, count: 6 });
    // Registration + monthly: the fee at enrolment, then 6 monthly fees.
    expect(installmentPosition('registrationMonthly', 1, 6)).toEqual({ number: 1, count: 6 });
  });
});
