import { and, asc, count, eq, gt, inArray, isNull, max, min, ne, notExists, sql } from 'drizzle-orm';
import type { PricedCohort, PricedCourse } from '#shared/catalog/pricing.ts';
import type { Holds } from '#shared/payments/holds.ts';
import type { PromoCodeRule } from '#shared/payments/promo.ts';
import type { Executor } from '../../db/client.ts';
import { pricedCohortRow, pricedRow } from '../../db/priced.ts';
import {
  cohorts,
  courses,
  enrollments,
  paymentSchedules,
  payments,
  promoCodes,
  promoRedemptions,
} from '../../db/schema/index.ts';

// The payments feature's reads and the row shapes its rules take.

export type CourseRow = typeof courses.$inferSelect;
export type CohortRow = typeof cohorts.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** Enrolments that hold a seat and count as "already enrolled". */
export const LIVE_ENROLLMENT = ['active', 'completed'] as const;

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

/** A published course of this organisation, or null. */
export async function findPublishedCourse(db: Executor, organizationId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(courses)
    .where(
      and(
        eq(courses.id, courseId),
        eq(courses.organizationId, organizationId),
        eq(courses.status, 'published'),
      ),
    );
  return row ?? null;
}

export async function findCohort(db: Executor, organizationId: string, cohortId: string) {
  const [row] = await db
    .select()
    .from(cohorts)
    .where(and(eq(cohorts.id, cohortId), eq(cohorts.organizationId, organizationId)));
  return row ?? null;
}

/** Seats taken in a cohort: its live enrolments. */
export async function seatsTaken(db: Executor, cohortId: string): Promise<number> {
  const [row] = await db
    .select({ taken: count() })
    .from(enrollments)
    .where(and(eq(enrollments.cohortId, cohortId), inArray(enrollments.status, [...LIVE_ENROLLMENT])));
  return row?.taken ?? 0;
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
        notExists(
          db
            .select({ id: enrollments.id })
            .from(enrollments)
            .where(
              and(
                eq(enrollments.userId, payments.userId),
                eq(enrollments.courseId, payments.courseId),
                inArray(enrollments.status, [...LIVE_ENROLLMENT]),
              ),
            ),
        ),
      ),
    )
    .groupBy(payments.userId)
    .as('holders');
  const [row] = await db
    .select({ count: count(), soonestEnd: min(holders.until).mapWith(payments.heldUntil) })
    .from(holders);
  return { count: row?.count ?? 0, soonestEnd: row?.soonestEnd ?? null };
}

export async function hasLiveEnrollment(db: Executor, userId: string, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.userId, userId),
        eq(enrollments.courseId, courseId),
        inArray(enrollments.status, [...LIVE_ENROLLMENT]),
      ),
    );
  return !!row;
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

/** How many installments the payment's schedule holds (paid, due or cancelled), for 'Échéance 2 sur 3'. */
export async function scheduleLength(db: Executor, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ rows: count() })
    .from(paymentSchedules)
    .where(eq(paymentSchedules.paymentId, paymentId));
  return row?.rows ?? 0;
}
