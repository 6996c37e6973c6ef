import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, installmentDates } from './payment-fixtures.ts';
import { paymentStanding, type ScheduleRow } from './payment-standing.ts';

const NOW = new Date('2026-03-10T12:00:00Z');
const GRACE_DAYS = 7;

/** A row due `days` from NOW (negative: in the past), with the default grace. */
const row = (sequence: number, days: number, overrides: Partial<ScheduleRow> = {}): ScheduleRow => ({
  sequence,
  amount: 15_000,
  ...installmentDates(NOW, days, GRACE_DAYS),
  status: 'due',
  ...overrides,
});

describe('paymentStanding', () => {
  it('is null when nothing is owed: no schedule, all paid, or cancelled', () => {
    expect(paymentStanding([], NOW)).toBeNull();
    expect(
      paymentStanding([row(1, -40, { status: 'paid' }), row(2, -10, { status: 'cancelled' })], NOW),
    ).toBeNull();
  });

  it('on time: the soonest unpaid installment, what is left, nothing overdue', () => {
    const standing = paymentStanding(
      [row(2, 50, { amount: 20_000 }), row(1, 20), row(0, -10, { status: 'paid' })],
      NOW,
    );
    expect(standing).toEqual({
      nextAmount: 15_000,
      nextDueDate: new Date(NOW.getTime() + 20 * DAY_MS),
      graceUntil: new Date(NOW.getTime() + 27 * DAY_MS),
      remainingAmount: 35_000,
      installmentsLeft: 2,
      isOverdue: false,
      isSuspended: false,
    });
  });

  it('overdue within the grace period: overdue, not suspended', () => {
    const standing = paymentStanding([row(1, -3), row(2, 27)], NOW);
    expect(standing).toMatchObject({ isOverdue: true, isSuspended: false, remainingAmount: 30_000 });
    expect(standing?.graceUntil).toEqual(new Date(NOW.getTime() + 4 * DAY_MS));
  });

  it('suspended once the grace period has ended; on its last instant access still holds', () => {
    expect(paymentStanding([row(1, -8), row(2, 22)], NOW)).toMatchObject({
      isOverdue: true,
      isSuspended: true,
      nextAmount: 15_000,
    });
    expect(paymentStanding([row(1, -GRACE_DAYS)], NOW)).toMatchObject({
      isOverdue: true,
      isSuspended: false,
    });
    expect(paymentStanding([row(1, 0)], NOW)).toMatchObject({ isOverdue: false });
  });

  it('orders installments due the same day by their sequence', () => {
    expect(
      paymentStanding([row(3, 5, { amount: 9_000 }), row(2, 5, { amount: 7_000 })], NOW)?.nextAmount,
    ).toBe(7_000);
  });

  const rowArb = fc.record({
    sequence: fc.integer({ min: 1, max: 12 }),
    amount: fc.integer({ min: 1, max: 1_000_000 }),
    dueDays: fc.integer({ min: -400, max: 400 }),
    graceDays: fc.integer({ min: 0, max: 30 }),
    status: fc.constantFrom('due' as const, 'paid' as const, 'cancelled' as const),
  });
  type RawRow = typeof rowArb extends fc.Arbitrary<infer T> ? T : never;
  const toRow = (r: RawRow): ScheduleRow => ({
    sequence: r.sequence,
    amount: r.amount,
    status: r.status,
    ...installmentDates(NOW, r.dueDays, r.graceDays),
  });

  it('property: next is the earliest unpaid row, remaining adds up every unpaid row, suspended implies overdue', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 10 }), (raw) => {
        const rows = raw.map(toRow);
        const unpaid = rows.filter((r) => r.status === 'due');
        const standing = paymentStanding(rows, NOW);
        if (unpaid.length === 0) {
          expect(standing).toBeNull();
          return;
        }
        expect(standing).not.toBeNull();
        const earliest = Math.min(...unpaid.map((r) => r.dueDate.getTime()));
        expect(standing!.nextDueDate.getTime()).toBe(earliest);
        expect(standing!.remainingAmount).toBe(unpaid.reduce((sum, r) => sum + r.amount, 0));
        expect(standing!.remainingAmount).toBeGreaterThanOrEqual(standing!.nextAmount);
        expect(standing!.installmentsLeft).toBe(unpaid.length);
        expect(standing!.isSuspended).toBe(unpaid.some((r) => r.graceUntil.getTime() < NOW.getTime()));
        if (standing!.isSuspended) expect(standing!.isOverdue).toBe(true);
        // Paid and cancelled rows never change the answer.
        expect(paymentStanding(unpaid, NOW)).toEqual(standing);
      }),
    );
  });

  it('property: time only makes things worse while nothing is paid', () => {
    fc.assert(
      fc.property(
        fc.array(rowArb, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 60 }),
        (raw, later) => {
          const rows = raw.map(toRow);
          const before = paymentStanding(rows, NOW);
          const after = paymentStanding(rows, new Date(NOW.getTime() + later * DAY_MS));
          if (before?.isOverdue) expect(after?.isOverdue).toBe(true);
          if (before?.isSuspended) expect(after?.isSuspended).toBe(true);
        },
      ),
    );
  });
});
