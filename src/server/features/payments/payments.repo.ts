import {
  and,
  asc,
  type Column,
  count,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  max,
  min,
  ne,
  not,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PricedCohort, PricedCourse } from '#shared/catalog/pricing.ts';
import type { Holds } from '#shared/payments/holds.ts';
import type { PromoCodeRule } from '#shared/payments/promo.ts';
import type { Executor } from '../../db/client.ts';
// instructor's desk (issue 17)
import { type DayScope, inDayScope, utcDay } from '../../db/day-scope.ts';
import { pricedCohortRow, pricedRow } from '../../db/priced.ts';
import {
  instructorCommissions,
  paymentSchedules,
  payments,
  promoRedemptions,
} from '../../db/schema/payments.ts';
import { promoCodes } from '../../db/schema/promo-codes.ts';
import { type CohortRow, cohortNameOf } from '../cohorts/cohorts.repo.ts';
import { type CourseRow, coursesOfOrganization, courseTitleOf } from '../courses/courses.repo.ts';
import { hasLiveEnrollmentOf, liveEnrollmentQuery } from '../enrollments/enrollments.repo.ts';

// The payments feature's tables (payments, schedules, promo codes and their redemptions, commissions):
// its reads, its writes and the row shapes its rules take.

export type PaymentRow = typeof payments.$inferSelect;
export type PromoCodeRow = typeof promoCodes.$inferSelect;

export const pricedCourse = (course: CourseRow): PricedCourse => pricedRow(course);
export const pricedCohort = (cohort: CohortRow): PricedCohort => pricedCohortRow(cohort);

export function promoRule(row: PromoCodeRow): PromoCodeRule {
  return {
    code: row.code,
    courseId: row.courseId,
    cohortId: row.cohortId,
    isPercentage: row.isPercentage,
    percent: row.percent,
    amount: row.amount,
    minPurchase: row.minPurchase,
    maxDiscount: row.maxDiscount,
    maxUses: row.maxUses,
    usedCount: row.usedCount,
    maxUsagePerUser: row.maxUsagePerUser,
    stackable: row.stackable,
    validFrom: row.validFrom,
    expiresAt: row.expiresAt,
  };
}

/**
 * What other buyers hold on a cohort's seats or a promo code's uses (docs/decisions/063): the payers of
 * first purchases still pending before their hold's end, each counted once (a payer who started again
 * holds one seat), leaving out `exceptUserId` (the buyer asking: their own payment under way never
 * stands in their way) and payers already enrolled in the course (their payment can only be refused).
 * `soonestEnd`: when the first of those payers' holds ends at the latest.
 */
export async function holdsOn(
  db: Executor,
  target: { cohortId: string } | { promoCodeId: string },
  options: { exceptUserId: string | null; now: Date },
): Promise<Holds> {
  const holders = db
    .select({ userId: payments.userId, until: max(payments.heldUntil).as('until') })
    .from(payments)
    .where(
      and(
        'cohortId' in target
          ? eq(payments.cohortId, target.cohortId)
          : eq(payments.promoCodeId, target.promoCodeId),
        eq(payments.status, 'pending'),
        gt(payments.heldUntil, options.now),
        isNull(payments.scheduleId),
        options.exceptUserId ? ne(payments.userId, options.exceptUserId) : undefined,
        notExists(liveEnrollmentQuery(db, payments.userId, payments.courseId)),
      ),
    )
    .groupBy(payments.userId)
    .as('holders');
  const [row] = await db
    .select({ count: count(), soonestEnd: min(holders.until).mapWith(payments.heldUntil) })
    .from(holders);
  return { count: row?.count ?? 0, soonestEnd: row?.soonestEnd ?? null };
}

/** The organisation's code, matched without case or surrounding spaces. */
export async function findPromoCode(db: Executor, organizationId: string, code: string) {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.organizationId, organizationId),
        sql`lower(${promoCodes.code}) = lower(${code.trim()})`,
      ),
    );
  return row ?? null;
}

export async function countRedemptions(db: Executor, promoCodeId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ used: count() })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), eq(promoRedemptions.userId, userId)));
  return row?.used ?? 0;
}

export async function findPaymentByIdempotencyKey(db: Executor, userId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

export async function findPaymentByReference(db: Executor, reference: string) {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
  return row ?? null;
}

/** What the learner still owes on this course, soonest first, with the plan it comes from. */
export async function dueInstallments(db: Executor, userId: string, courseId: string) {
  return db
    .select({
      id: paymentSchedules.id,
      sequence: paymentSchedules.sequence,
      amount: paymentSchedules.amount,
      dueDate: paymentSchedules.dueDate,
      graceUntil: paymentSchedules.graceUntil,
      planType: payments.planType,
      /** The payment that created the schedule, and its cohort: an installment is paid for it. */
      paymentId: payments.id,
      cohortId: payments.cohortId,
    })
    .from(paymentSchedules)
    .innerJoin(payments, eq(payments.id, paymentSchedules.paymentId))
    .where(
      and(
        eq(paymentSchedules.userId, userId),
        eq(paymentSchedules.courseId, courseId),
        eq(paymentSchedules.status, 'due'),
      ),
    )
    .orderBy(asc(paymentSchedules.dueDate), asc(paymentSchedules.sequence));
}

/**
 * How many installments the schedule a first payment created holds (paid, due or cancelled; the first
 * payment itself is not one of them), for 'Échéance 2 sur 3'.
 */
export async function scheduleLength(db: Executor, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ rows: count() })
    .from(paymentSchedules)
    .where(eq(paymentSchedules.paymentId, paymentId));
  return row?.rows ?? 0;
}

/** The learner's installments still due for a course, with the plan they were bought with. */
export async function listDueScheduleRows(db: Executor, userId: string, courseId: string) {
  return db
    .select({
      sequence: paymentSchedules.sequence,
      amount: paymentSchedules.amount,
      dueDate: paymentSchedules.dueDate,
      graceUntil: paymentSchedules.graceUntil,
      status: paymentSchedules.status,
      cohortId: payments.cohortId,
      planType: payments.planType,
    })
    .from(paymentSchedules)
    .innerJoin(payments, eq(payments.id, paymentSchedules.paymentId))
    .where(
      and(
        eq(paymentSchedules.userId, userId),
        eq(paymentSchedules.courseId, courseId),
        eq(paymentSchedules.status, 'due'),
      ),
    );
}

/** The learner's oldest installment for a course still due past its grace period, or null. */
export async function findOverdueInstallment(db: Executor, userId: string, courseId: string, now: Date) {
  const [overdue] = await db
    .select({ amount: paymentSchedules.amount, dueDate: paymentSchedules.dueDate })
    .from(paymentSchedules)
    .where(
      and(
        eq(paymentSchedules.userId, userId),
        eq(paymentSchedules.courseId, courseId),
        eq(paymentSchedules.status, 'due'),
        lt(paymentSchedules.graceUntil, now),
      ),
    )
    .orderBy(asc(paymentSchedules.dueDate))
    .limit(1);
  return overdue ?? null;
}

/** The courses of this organisation where the learner still owes an installment. */
export async function listCoursesWithInstallmentsDue(
  db: Executor,
  learner: { userId: string; organizationId: string },
) {
  return db
    .selectDistinct({
      courseId: paymentSchedules.courseId,
      courseTitle: courseTitleOf(paymentSchedules.courseId),
    })
    .from(paymentSchedules)
    .where(
      and(
        eq(paymentSchedules.userId, learner.userId),
        eq(paymentSchedules.status, 'due'),
        inArray(paymentSchedules.courseId, coursesOfOrganization(db, learner.organizationId)),
      ),
    );
}

// Writes. The use cases open the transaction, take the locks in decision 022's order (payment, cohort,
// promo code) and pass their `tx`.

export type NewPayment = typeof payments.$inferInsert;
export type PaymentChanges = Partial<NewPayment>;

export async function insertPayment(tx: Executor, values: NewPayment): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

export async function updatePayment(db: Executor, paymentId: string, changes: PaymentChanges) {
  await db.update(payments).set(changes).where(eq(payments.id, paymentId));
}

/** The payment row, locked until the transaction ends; null when the reference is unknown. */
export async function lockPaymentByReference(tx: Executor, reference: string): Promise<PaymentRow | null> {
  const [payment] = await tx.select().from(payments).where(eq(payments.reference, reference)).for('update');
  return payment ?? null;
}

/** The learner's own payment, in their organisation, or null. */
export async function findPaymentOfLearner(
  db: Executor,
  reference: string,
  learner: { userId: string; organizationId: string },
) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.reference, reference),
        eq(payments.userId, learner.userId),
        eq(payments.organizationId, learner.organizationId),
      ),
    );
  return payment ?? null;
}

/** Pending payments sent to a gateway before `before`, those asked least recently first. */
export async function listPaymentsToRecheck(db: Executor, before: Date, limit: number) {
  return db
    .select({
      id: payments.id,
      reference: payments.reference,
      gateway: payments.gateway,
      gatewayToken: payments.gatewayToken,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(and(eq(payments.status, 'pending'), isNotNull(payments.gateway), lt(payments.createdAt, before)))
    .orderBy(asc(payments.updatedAt), asc(payments.createdAt))
    .limit(limit);
}

/** Marks these payments, if still pending, as asked now. */
export async function touchPendingPayments(db: Executor, paymentIds: string[], now: Date) {
  await db
    .update(payments)
    .set({ updatedAt: now })
    .where(and(inArray(payments.id, paymentIds), eq(payments.status, 'pending')));
}

/** An installment row, locked until the transaction ends, or null. */
export async function lockInstallment(tx: Executor, scheduleId: string) {
  const [installment] = await tx
    .select()
    .from(paymentSchedules)
    .where(eq(paymentSchedules.id, scheduleId))
    .for('update');
  return installment ?? null;
}

export async function markInstallmentPaid(tx: Executor, scheduleId: string, now: Date) {
  await tx
    .update(paymentSchedules)
    .set({ status: 'paid', paidAt: now })
    .where(eq(paymentSchedules.id, scheduleId));
}

/** Whether the learner still has an installment due for the course. */
export async function hasInstallmentDue(db: Executor, userId: string, courseId: string): Promise<boolean> {
  const stillDue = await db
    .select({ id: paymentSchedules.id })
    .from(paymentSchedules)
    .where(
      and(
        eq(paymentSchedules.userId, userId),
        eq(paymentSchedules.courseId, courseId),
        eq(paymentSchedules.status, 'due'),
      ),
    )
    .limit(1);
  return stillDue.length > 0;
}

export async function insertSchedule(tx: Executor, rows: (typeof paymentSchedules.$inferInsert)[]) {
  await tx.insert(paymentSchedules).values(rows);
}

/** The promo code row, locked until the transaction ends, or null. */
export async function lockPromoCode(tx: Executor, promoCodeId: string): Promise<PromoCodeRow | null> {
  const [promo] = await tx.select().from(promoCodes).where(eq(promoCodes.id, promoCodeId)).for('update');
  return promo ?? null;
}

/** Counts one use of the code unless it is used up; false when it was. */
export async function countPromoUse(tx: Executor, promoCodeId: string): Promise<boolean> {
  const counted = await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(and(eq(promoCodes.id, promoCodeId), sql`${promoCodes.usedCount} < ${promoCodes.maxUses}`))
    .returning({ id: promoCodes.id });
  return counted.length > 0;
}

export async function insertPromoRedemption(tx: Executor, values: typeof promoRedemptions.$inferInsert) {
  await tx.insert(promoRedemptions).values(values);
}

export async function insertCommission(tx: Executor, values: typeof instructorCommissions.$inferInsert) {
  await tx.insert(instructorCommissions).values(values);
}

// What the notification emails are made of, read when a notification is sent (so it says what is
// true then), and which installments the notices scan looks at (features/notifications).

export async function findCompletedPayment(db: Executor, paymentId: string) {
  const [row] = await db
    .select({
      id: payments.id,
      userId: payments.userId,
      courseId: payments.courseId,
      courseTitle: courseTitleOf(payments.courseId),
      cohortName: cohortNameOf(payments.cohortId),
      planType: payments.planType,
      amount: payments.amount,
      reference: payments.reference,
      completedAt: payments.completedAt,
      scheduleId: payments.scheduleId,
    })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'completed')));
  return row ?? null;
}

/** An installment (schedule row) with the payment that created its schedule. */
export async function findInstallment(db: Executor, scheduleId: string) {
  const [row] = await db
    .select({
      id: paymentSchedules.id,
      userId: paymentSchedules.userId,
      courseId: paymentSchedules.courseId,
      courseTitle: courseTitleOf(paymentSchedules.courseId),
      originPaymentId: paymentSchedules.paymentId,
      cohortId: payments.cohortId,
      planType: payments.planType,
      sequence: paymentSchedules.sequence,
      amount: paymentSchedules.amount,
      dueDate: paymentSchedules.dueDate,
      graceUntil: paymentSchedules.graceUntil,
      status: paymentSchedules.status,
      hasLiveEnrollment: hasLiveEnrollmentOf(db, paymentSchedules.userId, paymentSchedules.courseId),
    })
    .from(paymentSchedules)
    .innerJoin(payments, eq(payments.id, paymentSchedules.paymentId))
    .where(eq(paymentSchedules.id, scheduleId));
  return row ?? null;
}

/**
 * What was still owed right after a payment completed at `completedAt`: rows still due, and rows
 * paid later than it (so a receipt sent late still shows what followed that payment). Soonest first.
 */
export async function owedAfter(db: Executor, userId: string, courseId: string, completedAt: Date) {
  return db
    .select({ amount: paymentSchedules.amount, dueDate: paymentSchedules.dueDate })
    .from(paymentSchedules)
    .where(
      and(
        eq(paymentSchedules.userId, userId),
        eq(paymentSchedules.courseId, courseId),
        or(
          eq(paymentSchedules.status, 'due'),
          and(eq(paymentSchedules.status, 'paid'), gt(paymentSchedules.paidAt, completedAt)),
        ),
      ),
    )
    .orderBy(asc(paymentSchedules.dueDate), asc(paymentSchedules.sequence));
}

/**
 * One page (by id) of unpaid installments due by `windowEnd`, of live enrolments, leaving out those
 * `unless` says to (the notices scan: those whose last notice is already queued).
 */
export async function unpaidInstallmentsPage(
  db: Executor,
  page: { windowEnd: Date; afterId: string | null; limit: number },
  unless: (scheduleId: Column) => SQL,
) {
  return db
    .select({
      id: paymentSchedules.id,
      organizationId: paymentSchedules.organizationId,
      userId: paymentSchedules.userId,
      dueDate: paymentSchedules.dueDate,
      graceUntil: paymentSchedules.graceUntil,
    })
    .from(paymentSchedules)
    .where(
      and(
        eq(paymentSchedules.status, 'due'),
        lte(paymentSchedules.dueDate, page.windowEnd),
        exists(liveEnrollmentQuery(db, paymentSchedules.userId, paymentSchedules.courseId)),
        page.afterId ? gt(paymentSchedules.id, page.afterId) : undefined,
        not(unless(paymentSchedules.id)),
      ),
    )
    .orderBy(asc(paymentSchedules.id))
    .limit(page.limit);
}

// ——— cohorts: admin cohort form (issue 15, part admin): the promo codes of a cohort ———

/** The promo codes that belong to one cohort (its form's 'discounts'), oldest first. */
export async function listCohortPromoCodes(db: Executor, cohortId: string): Promise<PromoCodeRow[]> {
  return db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.cohortId, cohortId))
    .orderBy(asc(promoCodes.createdAt));
}

export type CohortPromoWrite = Pick<
  typeof promoCodes.$inferInsert,
  | 'code'
  | 'name'
  | 'description'
  | 'isPercentage'
  | 'percent'
  | 'amount'
  | 'minPurchase'
  | 'maxDiscount'
  | 'maxUses'
  | 'maxUsagePerUser'
  | 'stackable'
  | 'validFrom'
  | 'expiresAt'
>;

/** Whether another promo code of the organisation already has this code (any case). */
export async function isPromoCodeTaken(
  db: Executor,
  organizationId: string,
  code: string,
  exceptId: string | null,
): Promise<boolean> {
  const found = await findPromoCode(db, organizationId, code);
  return !!found && found.id !== exceptId;
}

/** Whether a payment (of any status) or a redemption names this code: it must then keep existing. */
export async function isPromoCodeInUse(db: Executor, promoCodeId: string): Promise<boolean> {
  const [row] = await db
    .select({ inUse: sql<boolean>`true` })
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.id, promoCodeId),
        or(
          gt(promoCodes.usedCount, 0),
          exists(db.select({ one: sql`1` }).from(payments).where(eq(payments.promoCodeId, promoCodeId))),
          exists(
            db
              .select({ one: sql`1` })
              .from(promoRedemptions)
              .where(eq(promoRedemptions.promoCodeId, promoCodeId)),
          ),
        ),
      ),
    );
  return !!row;
}

export async function insertCohortPromoCode(
  tx: Executor,
  owner: { organizationId: string; cohortId: string },
  values: CohortPromoWrite,
) {
  await tx.insert(promoCodes).values({ ...owner, ...values });
}

export async function updateCohortPromoCode(
  tx: Executor,
  cohortId: string,
  promoCodeId: string,
  values: CohortPromoWrite,
) {
  await tx
    .update(promoCodes)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(promoCodes.id, promoCodeId), eq(promoCodes.cohortId, cohortId)));
}

export async function deleteCohortPromoCode(tx: Executor, cohortId: string, promoCodeId: string) {
  await tx.delete(promoCodes).where(and(eq(promoCodes.id, promoCodeId), eq(promoCodes.cohortId, cohortId)));
}

// --- The learner's 'Calendrier' (issue 17)

/** The learner's installments still due in [from, to) in their organisation's courses, soonest first. */
export async function listInstallmentsDueBetween(
  db: Executor,
  learner: { userId: string; organizationId: string },
  from: Date,
  to: Date,
) {
  return db
    .select({
      id: paymentSchedules.id,
      courseId: paymentSchedules.courseId,
      courseTitle: courseTitleOf(paymentSchedules.courseId),
      amount: paymentSchedules.amount,
      sequence: paymentSchedules.sequence,
      dueDate: paymentSchedules.dueDate,
    })
    .from(paymentSchedules)
    .where(
      and(
        eq(paymentSchedules.userId, learner.userId),
        eq(paymentSchedules.status, 'due'),
        gte(paymentSchedules.dueDate, from),
        lt(paymentSchedules.dueDate, to),
        inArray(paymentSchedules.courseId, coursesOfOrganization(db, learner.organizationId)),
      ),
    )
    .orderBy(asc(paymentSchedules.dueDate));
}

// Accounts, data and deletion (issue 17): the learner's payments in their export (no gateway token,
// no idempotency key, no return address, nor who recorded a refund), and what the erasure does to
// them: the rows stay for the accounts (amounts, dates, statuses), the payer's phone goes, and the
// installments still due are cancelled (decision 256).

/** A page of the learner's payments, with each course's title. */
export async function exportPaymentRows(db: Executor, userId: string, afterId: string | null, limit: number) {
  return db
    .select({
      id: payments.id,
      course_id: payments.courseId,
      course_title: courseTitleOf(payments.courseId),
      cohort_id: payments.cohortId,
      plan_type: payments.planType,
      amount: payments.amount,
      currency: payments.currency,
      status: payments.status,
      reference: payments.reference,
      gateway: payments.gateway,
      method: payments.method,
      phone: payments.phone,
      discount: payments.discount,
      remaining_amount: payments.remainingAmount,
      next_payment_date: payments.nextPaymentDate,
      schedule: payments.schedule,
      failure_reason: payments.failureReason,
      refund_due: payments.refundDue,
      refunded_at: payments.refundedAt,
      refund_note: payments.refundNote,
      completed_at: payments.completedAt,
      created_at: payments.createdAt,
      updated_at: payments.updatedAt,
    })
    .from(payments)
    .where(and(eq(payments.userId, userId), afterId === null ? undefined : gt(payments.id, afterId)))
    .orderBy(asc(payments.id))
    .limit(limit);
}

/** A page of the learner's installments (payment schedules). */
export async function exportPaymentScheduleRows(
  db: Executor,
  userId: string,
  afterId: string | null,
  limit: number,
) {
  return db
    .select({
      id: paymentSchedules.id,
      payment_id: paymentSchedules.paymentId,
      course_id: paymentSchedules.courseId,
      sequence: paymentSchedules.sequence,
      amount: paymentSchedules.amount,
      due_date: paymentSchedules.dueDate,
      grace_until: paymentSchedules.graceUntil,
      status: paymentSchedules.status,
      paid_at: paymentSchedules.paidAt,
      created_at: paymentSchedules.createdAt,
    })
    .from(paymentSchedules)
    .where(
      and(
        eq(paymentSchedules.userId, userId),
        afterId === null ? undefined : gt(paymentSchedules.id, afterId),
      ),
    )
    .orderBy(asc(paymentSchedules.id))
    .limit(limit);
}

/** At erasure: the payer's phone is removed from their payments; installments still due are cancelled. */
export async function forgetPayer(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(payments)
    .set({ phone: null })
    .where(and(eq(payments.userId, userId), isNotNull(payments.phone)));
  await tx
    .update(paymentSchedules)
    .set({ status: 'cancelled' })
    .where(and(eq(paymentSchedules.userId, userId), eq(paymentSchedules.status, 'due')));
}

// ——— instructor's desk (issue 17): sales and commissions for the instructor's analytics ———

/** Completed payments by course and UTC day: course_id, day, revenue (FCFA), sales. */
export const salesByCourseDay = (scope: DayScope): SQL => sql`
  select ${payments.courseId} as course_id, ${utcDay(payments.completedAt)} as day,
    sum(${payments.amount})::int as revenue, count(*)::int as sales
  from ${payments}
  where ${payments.status} = 'completed' and ${inDayScope(payments.completedAt, payments.courseId, scope)}
  group by 1, 2`;

/** The UTC days of completed payments changed since `since` (what a summary must recount). */
export const paymentDaysChangedSince = (since: Date): SQL => sql`
  select distinct ${utcDay(payments.completedAt)} as day from ${payments}
  where ${payments.updatedAt} >= ${since.toISOString()}::timestamptz and ${payments.completedAt} is not null`;

export type CommissionOwner = { organizationId: string; instructorId?: string };

const commissionOwnerIs = (owner: CommissionOwner) =>
  and(
    eq(instructorCommissions.organizationId, owner.organizationId),
    owner.instructorId ? eq(instructorCommissions.instructorId, owner.instructorId) : undefined,
  );

/** The commissions recorded, in all and in [from, to): FCFA. */
export async function sumCommissions(
  db: Executor,
  owner: CommissionOwner,
  window?: { from: Date; to: Date },
) {
  const [row] = await db
    .select({ total: sql<string | number>`coalesce(sum(${instructorCommissions.amount}), 0)::float8` })
    .from(instructorCommissions)
    .where(
      and(
        commissionOwnerIs(owner),
        window
          ? and(
              sql`${instructorCommissions.createdAt} >= ${window.from.toISOString()}::timestamptz`,
              lt(instructorCommissions.createdAt, window.to),
            )
          : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

/** The instructor's commissions, newest first (`limit` omitted: all), with course title and payment reference. */
export async function listCommissions(db: Executor, owner: CommissionOwner, limit?: number) {
  const query = db
    .select({
      id: instructorCommissions.id,
      createdAt: instructorCommissions.createdAt,
      courseId: instructorCommissions.courseId,
      courseTitle: courseTitleOf(instructorCommissions.courseId),
      paymentReference: payments.reference,
      saleAmount: instructorCommissions.saleAmount,
      rate: instructorCommissions.rate,
      amount: instructorCommissions.amount,
    })
    .from(instructorCommissions)
    .innerJoin(payments, eq(payments.id, instructorCommissions.paymentId))
    .where(commissionOwnerIs(owner))
    .orderBy(sql`${instructorCommissions.createdAt} desc`, asc(instructorCommissions.id));
  return limit === undefined ? query : query.limit(limit);
}

/** The installments still due on these courses: amount each, for the instructor's share to come. */
export async function listDueInstallmentAmounts(db: Executor, courseIds: readonly string[]) {
  if (courseIds.length === 0) return [];
  return db
    .select({ courseId: paymentSchedules.courseId, amount: paymentSchedules.amount })
    .from(paymentSchedules)
    .where(and(eq(paymentSchedules.status, 'due'), inArray(paymentSchedules.courseId, [...courseIds])));
}

// ——— Platform console (issue 18) ———

/** The money an organisation collected: its completed payments, whole FCFA, as a subquery. */
export const revenueOf = (organizationId: Column): SQL<number> =>
  sql<number>`(select coalesce(sum(${payments.amount}), 0)::int from ${payments} where ${eq(payments.organizationId, organizationId)} and ${payments.status} = 'completed' and ${payments.refundedAt} is null)`;
