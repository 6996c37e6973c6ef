import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  holdEnd,
  promoAvailability,
  type SeatCount,
  seatAvailability,
  seatsLeft,
  seatsNotEnrolled,
} from './holds.ts';
import { promoRefusalMessage, seatHeldMessage } from './payment-messages.ts';

const NOW = new Date('2026-11-25T10:00:00Z');

describe('what a pending payment holds, and until when', () => {
  it('holds for the pending payment lifetime', () => {
    expect(holdEnd(NOW, 24)).toEqual(new Date('2026-11-26T10:00:00Z'));
    expect(holdEnd(NOW, 2)).toEqual(new Date('2026-11-25T12:00:00Z'));
  });
});

describe('seats as the next buyer sees them', () => {
  it.each([
    [{ maxParticipants: null, enrolled: 40, held: 9 }, 'open', null],
    [{ maxParticipants: 5, enrolled: 3, held: 1 }, 'open', 1],
    [{ maxParticipants: 5, enrolled: 4, held: 1 }, 'held', 0],
    [{ maxParticipants: 5, enrolled: 3, held: 4 }, 'held', 0],
    [{ maxParticipants: 5, enrolled: 5, held: 0 }, 'full', 0],
    [{ maxParticipants: 5, enrolled: 5, held: 2 }, 'full', 0],
  ] as const)('%o is %s with %s left', (seats, availability, left) => {
    expect(seatAvailability(seats)).toBe(availability);
    expect(seatsLeft(seats)).toBe(left);
  });

  const seatCounts = fc.record({
    maxParticipants: fc.option(fc.integer({ min: 1, max: 500 }), { nil: null }),
    enrolled: fc.nat(600),
    held: fc.nat(600),
  });

  it('a seat is open exactly when one is left, and held only when enrolments alone leave some', () => {
    fc.assert(
      fc.property(seatCounts, (seats: SeatCount) => {
        const left = seatsLeft(seats);
        const availability = seatAvailability(seats);
        expect(availability === 'open').toBe(left === null || left > 0);
        if (availability === 'held') expect(seatsNotEnrolled(seats)).toBeGreaterThan(0);
        if (availability === 'full') expect(seatsNotEnrolled(seats)).toBe(0);
      }),
    );
  });

  it('buyers holding only open seats never hold more than the cohort has (any order of starts, failures and completions)', () => {
    const step = fc.oneof(
      fc.constant({ kind: 'start' as const }),
      fc.constant({ kind: 'release' as const }),
      fc.constant({ kind: 'complete' as const }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.array(step, { maxLength: 200 }), (max, steps) => {
        let enrolled = 0;
        let held = 0;
        for (const { kind } of steps) {
          if (kind === 'start' && seatAvailability({ maxParticipants: max, enrolled, held }) === 'open')
            held++;
          // The holder's own seat is not another's: its completion counts the others' holds only.
          if (kind === 'complete' && held > 0) {
            const others = { maxParticipants: max, enrolled, held: held - 1 };
            expect(seatAvailability(others)).toBe('open');
            held--;
            enrolled++;
          }
          if (kind === 'release' && held > 0) held--;
          expect(enrolled + held).toBeLessThanOrEqual(max);
        }
      }),
    );
  });
});

describe('promo code uses held by payments under way', () => {
  it('exhausted by redemptions, held when the rest is taken by others, open otherwise', () => {
    expect(promoAvailability({ maxUses: 1, usedCount: 1, held: 0 })).toBe('full');
    expect(promoAvailability({ maxUses: 1, usedCount: 0, held: 1 })).toBe('held');
    expect(promoAvailability({ maxUses: 3, usedCount: 1, held: 1 })).toBe('open');
    expect(promoAvailability({ maxUses: 3, usedCount: 1, held: 2 })).toBe('held');
  });

  it('open exactly when redemptions and holds leave a use', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.nat(1000), fc.nat(1000), (maxUses, used, held) => {
        const usedCount = Math.min(used, maxUses);
        const availability = promoAvailability({ maxUses, usedCount, held });
        expect(availability === 'open').toBe(usedCount + held < maxUses);
        expect(availability === 'full').toBe(usedCount >= maxUses);
      }),
    );
  });
});

describe('what the next buyer is told, in French', () => {
  const soonestEnd = new Date('2026-11-26T09:15:00Z');
  it('the last seat, or the last seats, and when they are freed at the latest (Dakar time)', () => {
    expect(seatHeldMessage(1, { count: 1, soonestEnd })).toBe(
      "La dernière place de cette session est réservée par un paiement en cours. Elle sera libérée si ce paiement échoue, est annulé ou n'est pas confirmé avant le 26 novembre 2026 à 09:15 : réessayez dans quelques minutes.",
    );
    expect(seatHeldMessage(3, { count: 3, soonestEnd })).toBe(
      "Les dernières places de cette session sont réservées par des paiements en cours. Une place sera libérée si l'un d'eux échoue, est annulé ou n'est pas confirmé avant le 26 novembre 2026 à 09:15 : réessayez dans quelques minutes.",
    );
  });

  it('a code held, with one use left or several', () => {
    const promo = { validFrom: NOW, minPurchase: 0, usedCount: 0, holds: { count: 1, soonestEnd } };
    expect(promoRefusalMessage('held', { ...promo, maxUses: 1 })).toBe(
      "Ce code promo est réservé par un paiement en cours. Il sera libéré si ce paiement échoue, est annulé ou n'est pas confirmé avant le 26 novembre 2026 à 09:15 : réessayez dans quelques minutes, ou payez sans code.",
    );
    expect(promoRefusalMessage('held', { ...promo, maxUses: 2, usedCount: 0 })).toMatch(
      /^Les dernières utilisations de ce code promo sont réservées par des paiements en cours\./,
    );
  });
});
