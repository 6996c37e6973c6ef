import { stringify } from 'csv-stringify/sync';
import type { TCommissionLine, TCommissionsSummary } from '#shared/instructor/commissions.contract.ts';
import {
  commissionGrowth,
  commissionOf,
  FALLBACK_COMMISSION_RATE,
  monthStarts,
} from '#shared/instructor/commissions.ts';
import { t } from '#shared/messages/fr.ts';
import type { Executor } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { listCoursesForDesk } from '../courses/courses.repo.ts';
import { listCommissions, listDueInstallmentAmounts, sumCommissions } from '../payments/payments.repo.ts';
import { type DeskScope, resolveDeskScope } from './desk-access.ts';
import { listCommissionRates } from './instructor.repo.ts';

// GET /api/instructor/commissions and its CSV (issue 17; spec §3, §7, §8): the commissions checkout
// recorded on completed payments (received, this month, last month), the share still to come on the
// installments due (pending), the instructor's rate, and the latest lines (decision 269).

const HISTORY_LINES = 50;

const lineOf = (row: Awaited<ReturnType<typeof listCommissions>>[number]): TCommissionLine => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  courseId: row.courseId,
  courseTitle: row.courseTitle,
  paymentReference: row.paymentReference,
  saleAmount: row.saleAmount,
  rate: Math.round(Number(row.rate)),
  amount: row.amount,
});

export async function getInstructorCommissions(
  db: Executor,
  caller: Caller,
  query: { instructorId?: string | undefined },
  now: Date = new Date(),
): Promise<TCommissionsSummary> {
  const scope = await resolveDeskScope(db, caller, query.instructorId);
  const owner = { organizationId: scope.organizationId, instructorId: scope.instructorId };
  const months = monthStarts(now);
  const [received, thisMonth, lastMonth, history, pending] = [
    await sumCommissions(db, owner),
    await sumCommissions(db, owner, { from: months.thisMonth, to: months.nextMonth }),
    await sumCommissions(db, owner, { from: months.lastMonth, to: months.thisMonth }),
    await listCommissions(db, owner, HISTORY_LINES),
    await pendingShare(db, scope),
  ];
  return {
    pending,
    received,
    rate: Math.round(scope.commissionRate ?? FALLBACK_COMMISSION_RATE),
    thisMonth,
    lastMonth,
    growth: commissionGrowth(thisMonth, lastMonth),
    history: history.map(lineOf),
  };
}

/** The instructor's share of the installments still due on their courses, at each course's instructor's rate. */
async function pendingShare(db: Executor, scope: DeskScope): Promise<number> {
  const courses = await listCoursesForDesk(db, scope);
  const due = await listDueInstallmentAmounts(
    db,
    courses.map((course) => course.id),
  );
  if (due.length === 0) return 0;
  const rates = await listCommissionRates(db, scope.organizationId);
  const instructorOf = new Map(courses.map((course) => [course.id, course.instructorId]));
  return due.reduce((total, installment) => {
    const instructorId = instructorOf.get(installment.courseId);
    if (!instructorId) return total;
    return total + commissionOf(installment.amount, rates.get(instructorId) ?? FALLBACK_COMMISSION_RATE);
  }, 0);
}

/** Every commission line as a CSV file for Excel: French headers, FCFA, ';' separated, a UTF-8 BOM. */
export async function exportInstructorCommissions(
  db: Executor,
  caller: Caller,
  query: { instructorId?: string | undefined },
): Promise<string> {
  const scope = await resolveDeskScope(db, caller, query.instructorId);
  const rows = await listCommissions(db, {
    organizationId: scope.organizationId,
    instructorId: scope.instructorId,
  });
  const body = stringify(
    rows.map((row) => [
      row.createdAt.toISOString().slice(0, 10),
      row.courseTitle,
      row.paymentReference,
      row.saleAmount,
      Math.round(Number(row.rate)),
      row.amount,
    ]),
    {
      header: true,
      delimiter: ';',
      record_delimiter: 'windows',
      columns: [
        t('instructor.csv.date'),
        t('instructor.csv.course'),
        t('instructor.csv.reference'),
        t('instructor.csv.sale'),
        t('instructor.csv.rate'),
        t('instructor.csv.amount'),
      ],
      // A cell starting with =, +, - or @ would be a formula in Excel: quoted after a leading '.
      cast: { string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) },
    },
  );
  return `\uFEFF${body}`;
}
