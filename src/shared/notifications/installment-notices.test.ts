import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentStanding } from '../payments/payment-standing.ts';
import { installmentNoticeDue, noticeWindowEnd } from './installment-notices.ts';

const DAY_MS = 24 * 3600 * 1000;
const NOW = new Date('2026-03-10T12:00:00Z');
const at = (days: number) => new Date(NOW.getTime() + days * DAY_MS);
const installment = (dueInDays: number, graceDays = 7) => ({
  dueDate: at(dueInDays),
  graceUntil: at(dueInDays + graceDays),
});

describe('installmentNoticeDue', () => {
  it('says nothing before the reminder window', () => {
    expect(installmentNoticeDue(installment(3.01), NOW, 3)).toBeNull();
    expect(installmentNoticeDue(installment(30), NOW, 3)).toBeNull();
  });

  it('reminds from `reminderDays` before the due date until the due date itself', () => {
    expect(installmentNoticeDue(installment(3), NOW, 3)).toBe('installment-reminder');
    expect(installmentNoticeDue(installment(1), NOW, 3)).toBe('installment-reminder');
    expect(installmentNoticeDue(installment(0), NOW, 3)).toBe('installment-reminder');
    expect(installmentNoticeDue(installment(5), NOW, 5)).toBe('installment-reminder');
  });

  it('is overdue once the due date has passed, suspended once the grace has ended (strictly)', () => {
    expect(installmentNoticeDue(installment(-0.001), NOW, 3)).toBe('installment-overdue');
    expect(installmentNoticeDue(installment(-7), NOW, 3)).toBe('installment-overdue');
    expect(installmentNoticeDue(installment(-7.001), NOW, 3)).toBe('access-suspended');
    expect(installmentNoticeDue(installment(-40), NOW, 3)).toBe('access-suspended');
  });

  it('goes straight from reminder to suspended when there is no grace', () => {
    expect(installmentNoticeDue(installment(0, 0), NOW, 3)).toBe('installment-reminder');
    expect(installmentNoticeDue(installment(-0.001, 0), NOW, 3)).toBe('access-suspended');
  });

  it('says what the course page says: overdue and suspended exactly when payment-standing does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -60 * 24, max: 60 * 24 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        (dueInHours, graceDays, reminderDays) => {
          const dueDate = new Date(NOW.getTime() + dueInHours * 3600 * 1000);
          const row = { dueDate, graceUntil: new Date(dueDate.getTime() + graceDays * DAY_MS) };
          const notice = installmentNoticeDue(row, NOW, reminderDays);
          const standing = paymentStanding([{ ...row, sequence: 1, amount: 1, status: 'due' }], NOW)!;
          expect(notice === 'access-suspended').toBe(standing.isSuspended);
          expect(notice === 'installment-overdue').toBe(standing.isOverdue && !standing.isSuspended);
          // Inside the scan's window exactly when some notice is due.
          expect(notice !== null).toBe(dueDate.getTime() <= noticeWindowEnd(NOW, reminderDays).getTime());
        },
      ),
    );
  });

  it('moves forward only: as time passes a row never goes back to an earlier stage', () => {
    const order = [null, 'installment-reminder', 'installment-overdue', 'access-suspended'];
    fc.assert(
      fc.property(
        fc.integer({ min: -100, max: 100 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 200 * 24 }),
        (dueInDays, graceDays, reminderDays, laterHours) => {
          const row = installment(dueInDays, graceDays);
          const before = installmentNoticeDue(row, NOW, reminderDays);
          const after = installmentNoticeDue(
            row,
            new Date(NOW.getTime() + laterHours * 3600 * 1000),
            reminderDays,
          );
          expect(order.indexOf(after)).toBeGreaterThanOrEqual(order.indexOf(before));
        },
      ),
    );
  });
});
