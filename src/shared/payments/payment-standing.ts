// Where a learner stands with an installment or monthly schedule (issue 5): what is due next, what
// is left, and whether access is suspended for non-payment. Pure; the course page shows it, and
// course-access.ts refuses content on the same condition (an unpaid row past its grace_until).

export type ScheduleRowStatus = 'due' | 'paid' | 'cancelled';

export type ScheduleRow = {
  sequence: number;
  amount: number;
  dueDate: Date;
  /** Access continues until then while the row is unpaid (due date + grace days, fixed at creation). */
  graceUntil: Date;
  status: ScheduleRowStatus;
};

export type PaymentStanding = {
  /** The soonest unpaid installment: the one the checkout charges next. */
  nextAmount: number;
  nextDueDate: Date;
  /** Its grace end: past it (still unpaid) access is suspended. */
  graceUntil: Date;
  /** Everything still owed, the next installment included. */
  remainingAmount: number;
  installmentsLeft: number;
  /** The next due date has passed and it is unpaid (access continues until graceUntil). */
  isOverdue: boolean;
  /** An unpaid installment is past its grace period: lesson content and progress are refused. */
  isSuspended: boolean;
};

type Installment = Pick<ScheduleRow, 'dueDate' | 'sequence'>;

/** Installments in the order they are owed: by due date, then by their number in the schedule. */
export const soonestFirst = (a: Installment, b: Installment) =>
  a.dueDate.getTime() - b.dueDate.getTime() || a.sequence - b.sequence;

/** Null when nothing is owed (one-time purchase, fully paid, or every row cancelled). */
export function paymentStanding(rows: readonly ScheduleRow[], now: Date): PaymentStanding | null {
  const unpaid = rows.filter((row) => row.status === 'due').sort(soonestFirst);
  const [next] = unpaid;
  if (!next) return null;
  const at = now.getTime();
  return {
    nextAmount: next.amount,
    nextDueDate: next.dueDate,
    graceUntil: next.graceUntil,
    remainingAmount: unpaid.reduce((sum, row) => sum + row.amount, 0),
    installmentsLeft: unpaid.length,
    isOverdue: next.dueDate.getTime() < at,
    // Same test as the server's refusal: any unpaid row whose grace ended strictly before now.
    isSuspended: unpaid.some((row) => row.graceUntil.getTime() < at),
  };
}
