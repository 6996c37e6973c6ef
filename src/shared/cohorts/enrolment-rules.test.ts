import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accessStanding,
  accessWindow,
  admit,
  freeSeats,
  minimumShortfall,
  participantStatusLabel,
  paymentStatusLabel,
  promotionsDue,
  registrationClosesAt,
  registrationStanding,
  takeSeat,
} from './enrolment-rules.ts';

const DAY = 24 * 3600 * 1000;
const now = new Date('2026-12-01T10:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * DAY);

const cohort = {
  status: 'active' as const,
  startDate: at(7),
  endDate: at(60),
  registrationDeadline: 'start' as const,
  customEnrollmentDeadline: null,
  maxParticipants: 5 as number | null,
  enableWaitlist: false,
  approvalProcess: 'automatic' as const,
};

describe('registration deadline', () => {
  it('closes at the start, the end, or the custom date (the start when none)', () => {
    expect(registrationClosesAt(cohort)).toEqual(at(7));
    expect(registrationClosesAt({ ...cohort, registrationDeadline: 'end' })).toEqual(at(60));
    expect(registrationClosesAt({ ...cohort, registrationDeadline: 'end', endDate: null })).toBeNull();
    expect(
      registrationClosesAt({ ...cohort, registrationDeadline: 'custom', customEnrollmentDeadline: at(3) }),
    ).toEqual(at(3));
    expect(registrationClosesAt({ ...cohort, registrationDeadline: 'custom' })).toEqual(at(7));
  });

  it('is open until the deadline, then closed to requests, not to invitations nor payments under way', () => {
    expect(registrationStanding(cohort, 'join', now)).toBe('open');
    expect(registrationStanding(cohort, 'join', at(7))).toBe('open');
    expect(registrationStanding(cohort, 'join', at(8))).toBe('closed');
    expect(registrationStanding(cohort, 'payment', at(8))).toBe('open');
    expect(registrationStanding({ ...cohort, status: 'draft' }, 'payment', now)).toBe('not_open');
    expect(registrationStanding(cohort, 'invitation', at(8))).toBe('open');
  });

  it('takes only invitations in a draft, nobody once completed or ended', () => {
    const draft = { ...cohort, status: 'draft' as const };
    expect(registrationStanding(draft, 'join', now)).toBe('not_open');
    expect(registrationStanding(draft, 'invitation', now)).toBe('open');
    expect(registrationStanding({ ...cohort, status: 'completed' }, 'invitation', now)).toBe('closed');
    expect(registrationStanding(cohort, 'invitation', at(61))).toBe('closed');
  });
});

describe('admission', () => {
  const seats = (taken: number, waiting = 0) => ({ taken, waiting });

  it('is active while seats are free, then refused (no waitlist) or waitlisted', () => {
    expect(admit(cohort, { path: 'join', seats: seats(4), now })).toEqual({ kind: 'active' });
    expect(admit(cohort, { path: 'join', seats: seats(5), now })).toEqual({
      kind: 'refused',
      reason: 'full',
    });
    const withWaitlist = { ...cohort, enableWaitlist: true };
    expect(admit(withWaitlist, { path: 'join', seats: seats(5), now })).toEqual({ kind: 'waitlisted' });
    expect(admit(withWaitlist, { path: 'invitation', seats: seats(5), now })).toEqual({ kind: 'waitlisted' });
  });

  it('refuses a paid seat in a full cohort even with the waitlist on', () => {
    const withWaitlist = { ...cohort, enableWaitlist: true };
    expect(admit(withWaitlist, { path: 'payment', seats: seats(5), now })).toEqual({
      kind: 'refused',
      reason: 'full',
    });
  });

  it('puts a newcomer behind those already waiting', () => {
    const withWaitlist = { ...cohort, enableWaitlist: true };
    expect(admit(withWaitlist, { path: 'join', seats: seats(4, 1), now })).toEqual({ kind: 'waitlisted' });
    expect(freeSeats(cohort, seats(2, 1))).toBe(2);
  });

  it('holds a request for approval under manual approval, not an invitation or a payment', () => {
    const manual = { ...cohort, approvalProcess: 'manual' as const };
    expect(admit(manual, { path: 'join', seats: seats(5), now })).toEqual({ kind: 'pending' });
    expect(admit(manual, { path: 'invitation', seats: seats(0), now })).toEqual({ kind: 'active' });
    expect(admit(manual, { path: 'payment', seats: seats(0), now })).toEqual({ kind: 'active' });
  });

  it('refuses after the deadline and before activation, whatever the seats', () => {
    expect(admit(cohort, { path: 'join', seats: seats(0), now: at(9) })).toEqual({
      kind: 'refused',
      reason: 'registration_closed',
    });
    expect(admit({ ...cohort, status: 'draft' }, { path: 'join', seats: seats(0), now })).toEqual({
      kind: 'refused',
      reason: 'not_open',
    });
  });

  it('never lets more learners in than seats, whatever the order of requests (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.boolean(),
        fc.array(
          fc.constantFrom('join', 'invitation', 'payment') as fc.Arbitrary<'join' | 'invitation' | 'payment'>,
          {
            maxLength: 60,
          },
        ),
        (max, enableWaitlist, paths) => {
          const settings = { ...cohort, maxParticipants: max, enableWaitlist };
          let taken = 0;
          let waiting = 0;
          for (const path of paths) {
            const admission = admit(settings, { path, seats: { taken, waiting }, now });
            if (admission.kind === 'active') taken += 1;
            if (admission.kind === 'waitlisted') waiting += 1;
          }
          expect(taken).toBeLessThanOrEqual(max);
          if (!enableWaitlist) expect(waiting).toBe(0);
          // Nobody waits while a seat is free.
          if (waiting > 0) expect(taken).toBe(max);
        },
      ),
    );
  });
});

describe('promotions', () => {
  it('promotes as many waiting learners as seats free, all without a limit', () => {
    expect(promotionsDue(cohort, { taken: 4, waiting: 3 })).toBe(1);
    expect(promotionsDue(cohort, { taken: 5, waiting: 3 })).toBe(0);
    expect(promotionsDue(cohort, { taken: 1, waiting: 2 })).toBe(2);
    expect(promotionsDue({ maxParticipants: null }, { taken: 9, waiting: 2 })).toBe(2);
    expect(promotionsDue(cohort, { taken: 0, waiting: 0 })).toBe(0);
  });

  it('fills exactly the seats and never more (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(60), fc.nat(60), (max, taken, waiting) => {
        const promoted = promotionsDue({ maxParticipants: max }, { taken, waiting });
        expect(promoted).toBeGreaterThanOrEqual(0);
        expect(promoted).toBeLessThanOrEqual(waiting);
        expect(taken + promoted <= max || promoted === 0).toBe(true);
        if (taken < max) expect(promoted).toBe(Math.min(waiting, max - taken));
        // After promotion, a seat stays free only when nobody waits any more.
        const afterwards = takeSeat(
          { maxParticipants: max, enableWaitlist: true, approvalProcess: 'automatic' },
          {
            taken: taken + promoted,
            waiting: waiting - promoted,
          },
        );
        if (waiting - promoted > 0) expect(afterwards.kind).toBe('waitlisted');
      }),
    );
  });
});

describe('access window', () => {
  const settings = { startDate: at(7), immediateAccess: false, accessStartDate: null, accessEndDate: null };

  it('opens at the start without immediate access, at accessStartDate when given', () => {
    expect(accessWindow(settings)).toEqual({ opensAt: at(7), closesAt: null });
    expect(accessWindow({ ...settings, accessStartDate: at(2) }).opensAt).toEqual(at(2));
  });

  it('opens at once with immediate access, until accessEndDate', () => {
    const window = accessWindow({ ...settings, immediateAccess: true, accessEndDate: at(30) });
    expect(window).toEqual({ opensAt: null, closesAt: at(30) });
    expect(accessStanding(window, now)).toBe('open');
    expect(accessStanding(window, at(31))).toBe('ended');
    expect(accessStanding(accessWindow(settings), now)).toBe('not_yet');
    expect(accessStanding(accessWindow(settings), at(7))).toBe('open');
  });
});

describe('minimum and labels', () => {
  it('says how many are missing below minParticipants, nothing otherwise', () => {
    expect(minimumShortfall(null, 0)).toBeNull();
    expect(minimumShortfall(5, 2)).toBe(3);
    expect(minimumShortfall(5, 5)).toBeNull();
  });

  it('labels statuses as the spec shows them', () => {
    expect(participantStatusLabel('active')).toBe('Actif');
    expect(participantStatusLabel('invited')).toBe('Invité');
    expect(participantStatusLabel('waitlisted')).toBe('Inactif');
    expect(participantStatusLabel('pending')).toBe('Inactif');
    expect(paymentStatusLabel('paid')).toBe('Payé');
    expect(paymentStatusLabel('partial')).toBeNull();
  });
});
