import { AppError } from '#shared/errors.ts';
import {
  type Availability,
  type Holds,
  promoAvailability,
  type SeatCount,
  seatAvailability,
  seatsNotEnrolled,
} from '#shared/payments/holds.ts';
import { promoRefusalMessage, seatHeldMessage } from '#shared/payments/payment-messages.ts';
import type { Executor } from '../../db/client.ts';
import { type CohortRow, lockCohort, seatsTaken } from '../cohorts/cohorts.repo.ts';
import { countRedemptions, holdsOn, lockPromoCode } from './payments.repo.ts';

// A first purchase holds its cohort seat and its promo code while its payment is pending
// (docs/decisions/063). Counted for the buyer asking: enrolments and redemptions, plus what other
// buyers' payments under way hold. Initialize checks under the cohort, then the code, row locks
// (the completion's order, decision 022), in the transaction that inserts the payment.

type Buyer = { userId: string | null; now: Date };

export type SeatStanding = { seats: SeatCount; holds: Holds; availability: Availability };

/** The cohort's seats as this buyer sees them. */
export async function seatStanding(
  db: Executor,
  cohort: Pick<CohortRow, 'id' | 'maxParticipants'>,
  buyer: Buyer,
): Promise<SeatStanding> {
  if (cohort.maxParticipants === null) {
    const seats = { maxParticipants: null, enrolled: 0, held: 0 };
    return { seats, holds: { count: 0, soonestEnd: null }, availability: 'open' };
  }
  const enrolled = await seatsTaken(db, cohort.id);
  const holds =
    enrolled >= cohort.maxParticipants
      ? { count: 0, soonestEnd: null }
      : await holdsOn(db, { cohortId: cohort.id }, { exceptUserId: buyer.userId, now: buyer.now });
  const seats = { maxParticipants: cohort.maxParticipants, enrolled, held: holds.count };
  return { seats, holds, availability: seatAvailability(seats) };
}

/** French answer when the last seats are held by others' payments under way; null otherwise. */
export function seatHeldReason(standing: SeatStanding): string | null {
  if (standing.availability !== 'held') return null;
  return seatHeldMessage(seatsNotEnrolled(standing.seats) ?? 1, standing.holds);
}

/** Uses of a promo code other buyers' payments under way hold. */
export function promoHolds(db: Executor, promoCodeId: string, buyer: Buyer): Promise<Holds> {
  return holdsOn(db, { promoCodeId }, { exceptUserId: buyer.userId, now: buyer.now });
}

/**
 * In the transaction that inserts a first purchase's pending payment: locks the cohort row (with or
 * without a limit: the payment row's foreign key would otherwise wait on it after the code's lock,
 * the reverse of the completion's order), then the code's, and refuses (409, French) when the seat or the code is full or held by another buyer,
 * so concurrent starts never hold more than there is.
 */
export async function holdOrRefuse(
  tx: Executor,
  wanted: { cohortId: string | null; promoCodeId: string | null },
  buyer: { userId: string; now: Date },
): Promise<void> {
  if (wanted.cohortId) {
    const cohort = await lockCohort(tx, wanted.cohortId);
    if (cohort) {
      const standing = await seatStanding(tx, cohort, buyer);
      if (standing.availability === 'full') throw new AppError('COHORT_FULL');
      const held = seatHeldReason(standing);
      if (held) throw new AppError('SEAT_HELD', held, { reason: 'seatHeld' });
    }
  }
  if (wanted.promoCodeId) {
    const promo = await lockPromoCode(tx, wanted.promoCodeId);
    if (!promo) return;
    const holds = await promoHolds(tx, promo.id, buyer);
    const availability = promoAvailability({
      maxUses: promo.maxUses,
      usedCount: promo.usedCount,
      held: holds.count,
    });
    const refusal =
      availability === 'full'
        ? 'exhausted'
        : availability === 'held'
          ? 'held'
          : (await countRedemptions(tx, promo.id, buyer.userId)) >= promo.maxUsagePerUser
            ? 'alreadyUsed'
            : null;
    if (refusal) {
      const message = promoRefusalMessage(refusal, { ...promo, holds });
      throw new AppError('PROMO_CODE_REFUSED', message, { field: 'promoCode' });
    }
  }
}
