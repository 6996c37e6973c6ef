import { AppError } from '#shared/errors.ts';
import type { TCheckoutStanding } from '#shared/payments/payment.contract.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { findPublishedCourse } from '../courses/courses.repo.ts';
import { priceCheckout, standingOf, toQuoteView } from './get-payment-quote.ts';

// GET /api/payments/checkout-standing: what the caller may pay for a course, asked by the checkout
// before its first step, so an enrolled learner is told at once (docs/decisions/046) and a learner
// with a schedule under way sees only the installment due (docs/decisions/045).

export async function getCheckoutStanding(
  db: Db,
  caller: Caller,
  courseId: string,
  now = new Date(),
): Promise<TCheckoutStanding> {
  // Another organisation's course, or one not published, is not found: as in the quote.
  const course = await findPublishedCourse(db, caller.organizationId, courseId);
  if (!course) throw new AppError('NOT_FOUND');
  const standing = await standingOf(db, caller.userId, course.id, now);
  if (standing.kind === 'purchase') return { status: 'purchase' };
  if (standing.kind === 'enrolled') return { status: 'enrolled' };
  const priced = await priceCheckout(
    db,
    { organizationId: caller.organizationId, userId: caller.userId },
    { courseId: course.id, planType: standing.next.planType },
    now,
  );
  return { status: 'installmentDue', quote: toQuoteView(priced) };
}
