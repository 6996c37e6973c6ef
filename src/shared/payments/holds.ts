// What a pending payment holds (docs/decisions/063): a first purchase keeps its cohort seat and its
// promo code use for its payer while it is pending, until its own expiry; the next buyer is told
// the seat or the code is taken for now. Pure: the server counts, under the cohort and code row
// locks, in initialize and in the completion.

const HOUR_MS = 3600 * 1000;

/** The holds other buyers have on a seat or a code, and the soonest one's end (when one is freed at the latest). */
export type Holds = { count: number; soonestEnd: Date | null };

/**
 * Until when a payment started at `start` holds what it bought: it expires with the payment. A hold
 * counts while its payment is pending and before that end (payments.repo.ts holdsOn); failed,
 * cancelled, expired or completed, it is released.
 */
export function holdEnd(start: Date, pendingExpiryHours: number): Date {
  return new Date(start.getTime() + pendingExpiryHours * HOUR_MS);
}

/** A cohort's seats as the next buyer sees them: taken by enrolments, held by other buyers' payments. */
export type SeatCount = {
  /** Null: no limit. */
  maxParticipants: number | null;
  /** Live enrolments of the cohort. */
  enrolled: number;
  /** Other buyers holding a seat with a payment under way. */
  held: number;
};

export type Availability = 'open' | 'held' | 'full';

/** full: enrolments fill it; held: what is left is held by payments under way; open: a seat is free. */
export function seatAvailability(seats: SeatCount): Availability {
  if (seats.maxParticipants === null) return 'open';
  if (seats.enrolled >= seats.maxParticipants) return 'full';
  return seats.enrolled + seats.held >= seats.maxParticipants ? 'held' : 'open';
}

/** Seats a new buyer may take now (null: no limit); a held seat is not left. */
export function seatsLeft(seats: SeatCount): number | null {
  if (seats.maxParticipants === null) return null;
  return Math.max(0, seats.maxParticipants - seats.enrolled - seats.held);
}

/** Seats not yet enrolled (null: no limit): how many the payments under way hold when none is free. */
export function seatsNotEnrolled(seats: SeatCount): number | null {
  if (seats.maxParticipants === null) return null;
  return Math.max(0, seats.maxParticipants - seats.enrolled);
}

/** A promo code's uses: exhausted by redemptions, held when the rest is taken by payments under way. */
export function promoAvailability(uses: { maxUses: number; usedCount: number; held: number }): Availability {
  if (uses.usedCount >= uses.maxUses) return 'full';
  return uses.usedCount + uses.held >= uses.maxUses ? 'held' : 'open';
}
