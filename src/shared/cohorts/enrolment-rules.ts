// Who may enter a cohort and as what (issue 15, spec/cohorts.md §3 "Cohort form": registrationDeadline,
// customEnrollmentDeadline, maxParticipants, minParticipants, enableWaitlist, approvalProcess,
// immediateAccess, accessStartDate, accessEndDate). Pure decisions: the server applies them with the
// cohort row locked (features/cohorts/enrol-in-cohort.ts); the web shows the same answers.
// Decisions 200–203 say what the spec leaves open.

export type CohortStatus = 'draft' | 'active' | 'completed';
export type RegistrationDeadline = 'start' | 'end' | 'custom';
export type ApprovalProcess = 'automatic' | 'manual';

/** How a learner comes to the cohort: their own request, an invitation of the staff, a paid seat. */
export type EnrolmentPath = 'join' | 'invitation' | 'payment';

export type RegistrationSettings = {
  status: CohortStatus;
  startDate: Date;
  endDate: Date | null;
  registrationDeadline: RegistrationDeadline;
  customEnrollmentDeadline: Date | null;
};

/**
 * The last moment a learner may register: the start ('start'), the end ('end'; null when the cohort
 * has no end), or the custom date ('custom'; the start when none was given).
 */
export function registrationClosesAt(cohort: RegistrationSettings): Date | null {
  switch (cohort.registrationDeadline) {
    case 'end':
      return cohort.endDate;
    case 'custom':
      return cohort.customEnrollmentDeadline ?? cohort.startDate;
    default:
      return cohort.startDate;
  }
}

export type RegistrationStanding = 'open' | 'not_open' | 'closed';

/**
 * Whether a learner may enter now (decision 202). A completed or ended cohort is closed to everyone.
 * A draft takes only invited learners (the staff invite before activating); a learner's own request
 * and a paid seat need an active cohort. The deadline binds a learner's request and the start of a
 * checkout ('join'), not a payment completing after it began in time, nor invitations: the staff
 * chose to invite.
 */
export function registrationStanding(
  cohort: RegistrationSettings,
  path: EnrolmentPath,
  now: Date,
): RegistrationStanding {
  const hasEnded = cohort.endDate !== null && cohort.endDate.getTime() < now.getTime();
  if (cohort.status === 'completed' || hasEnded) return 'closed';
  if (path === 'invitation') return 'open';
  if (cohort.status !== 'active') return 'not_open';
  // A payment's deadline was checked when it began (the quote): completing later keeps the seat it held.
  if (path === 'payment') return 'open';
  const closesAt = registrationClosesAt(cohort);
  return closesAt === null || now.getTime() <= closesAt.getTime() ? 'open' : 'closed';
}

export type SeatSettings = {
  maxParticipants: number | null;
  enableWaitlist: boolean;
  approvalProcess: ApprovalProcess;
};

/** The cohort's seats now: live enrolments, and learners already waiting (in front of any newcomer). */
export type SeatCount = { taken: number; waiting: number };

export type RefusalReason = 'full' | 'registration_closed' | 'not_open';

export type Admission =
  | { kind: 'active' }
  | { kind: 'pending' }
  | { kind: 'waitlisted' }
  | { kind: 'refused'; reason: RefusalReason };

/** Free seats a newcomer may take: seats left after the learners already waiting (null: no limit). */
export function freeSeats(cohort: Pick<SeatSettings, 'maxParticipants'>, seats: SeatCount): number | null {
  if (cohort.maxParticipants === null) return null;
  return Math.max(0, cohort.maxParticipants - seats.taken - seats.waiting);
}

/**
 * What a request to enter becomes (decision 200). Manual approval holds a learner's own request as
 * pending (no seat is taken until approved); an invitation or a paid seat is the staff's or the
 * payment's admission and skips it. A seat goes to the newcomer only when one is free after those
 * already waiting; otherwise the waitlist takes them when it is on — except a paid seat, refused as
 * today (no money is taken for a seat that may never come).
 */
export function admit(
  cohort: RegistrationSettings & SeatSettings,
  request: { path: EnrolmentPath; seats: SeatCount; now: Date },
): Admission {
  const standing = registrationStanding(cohort, request.path, request.now);
  if (standing === 'closed') return { kind: 'refused', reason: 'registration_closed' };
  if (standing === 'not_open') return { kind: 'refused', reason: 'not_open' };
  if (request.path === 'join' && cohort.approvalProcess === 'manual') return { kind: 'pending' };
  return takeSeat(cohort, request.seats, request.path);
}

/** An approved or accepted learner: a seat if one is free, else the waitlist when on, else refused. */
export function takeSeat(cohort: SeatSettings, seats: SeatCount, path: EnrolmentPath = 'join'): Admission {
  const free = freeSeats(cohort, seats);
  if (free === null || free > 0) return { kind: 'active' };
  if (cohort.enableWaitlist && path !== 'payment') return { kind: 'waitlisted' };
  return { kind: 'refused', reason: 'full' };
}

/**
 * How many waiting learners a cohort promotes now (a seat freed, the capacity raised): as many as
 * there are free seats, in arrival order; all of them when there is no limit.
 */
export function promotionsDue(cohort: Pick<SeatSettings, 'maxParticipants'>, seats: SeatCount): number {
  if (seats.waiting <= 0) return 0;
  if (cohort.maxParticipants === null) return seats.waiting;
  return Math.min(seats.waiting, Math.max(0, cohort.maxParticipants - seats.taken));
}

export type AccessSettings = {
  startDate: Date;
  immediateAccess: boolean;
  accessStartDate: Date | null;
  accessEndDate: Date | null;
};

export type AccessWindow = { opensAt: Date | null; closesAt: Date | null };

/**
 * When an enrolled learner may open the cohort's content: at once with immediate access (from
 * accessStartDate when it is still ahead, the day the form set it to), otherwise from
 * accessStartDate, or the cohort's start when none was given; until accessEndDate (null: no end).
 */
export function accessWindow(cohort: AccessSettings): AccessWindow {
  const opensAt = cohort.immediateAccess
    ? cohort.accessStartDate
    : (cohort.accessStartDate ?? cohort.startDate);
  return { opensAt, closesAt: cohort.accessEndDate };
}

export type AccessStanding = 'open' | 'not_yet' | 'ended';

export function accessStanding(window: AccessWindow, now: Date): AccessStanding {
  if (window.opensAt !== null && now.getTime() < window.opensAt.getTime()) return 'not_yet';
  if (window.closesAt !== null && now.getTime() > window.closesAt.getTime()) return 'ended';
  return 'open';
}

/**
 * minParticipants (decision 203): not a gate. A cohort below it still runs; the staff see a warning
 * in the participants list and when they activate it. Null when there is nothing to say.
 */
export function minimumShortfall(minParticipants: number | null, active: number): number | null {
  if (minParticipants === null || active >= minParticipants) return null;
  return minParticipants - active;
}

/** The participant's status as the admin page shows it (spec §4 "Participant display"). */
export type ParticipantStatusLabel = 'Actif' | 'Invité' | 'Inactif';

export function participantStatusLabel(status: string): ParticipantStatusLabel {
  if (status === 'active') return 'Actif';
  if (status === 'invited') return 'Invité';
  return 'Inactif';
}

/** 'Payé' for a paid enrolment, nothing otherwise (spec §4). */
export const paymentStatusLabel = (paymentStatus: string): 'Payé' | null =>
  paymentStatus === 'paid' ? 'Payé' : null;
