import type { TParticipant, TParticipantList } from '#shared/cohorts/enrolment.ts';
import { minimumShortfall } from '#shared/cohorts/enrolment-rules.ts';
import type { Executor } from '../../db/client.ts';
import {
  countCohortEnrollmentsByStatus,
  listCohortEnrollmentsWithLearners,
} from '../enrollments/enrollments.repo.ts';
import { findCohortById } from './cohorts.repo.ts';

// The cohort's participants as the staff see them (spec §3 "Participant"): everyone in the cohort or on
// the way in (active, completed, invited, pending approval, waitlisted with their place), the seats,
// and how many are missing to reach minParticipants (decision 203). The caller checks who asks
// (reachCohortAsStaff); GET /api/admin/cohorts/{id} answers its data.participants from here too.

export async function listStaffParticipants(db: Executor, cohortId: string): Promise<TParticipantList> {
  const [cohort, rows, counts] = await Promise.all([
    findCohortById(db, cohortId),
    listCohortEnrollmentsWithLearners(db, cohortId),
    countCohortEnrollmentsByStatus(db, cohortId),
  ]);
  const waiting = rows
    .filter((row) => row.enrollment.status === 'waitlisted')
    .sort(
      (a, b) =>
        (a.enrollment.waitlistedAt?.getTime() ?? 0) - (b.enrollment.waitlistedAt?.getTime() ?? 0) ||
        a.enrollment.id.localeCompare(b.enrollment.id),
    );
  const positions = new Map(waiting.map((row, index) => [row.enrollment.id, index + 1]));
  const participants: TParticipant[] = rows.map(({ enrollment, firstName, lastName, email, image }) => ({
    id: enrollment.userId,
    first_name: firstName ?? '',
    last_name: lastName ?? '',
    email: email ?? '',
    avatar: image ?? null,
    status: enrollment.status,
    payment_status: enrollment.paymentStatus,
    completion_rate: enrollment.progress,
    waitlist_position: positions.get(enrollment.id) ?? null,
    enrolled_at: enrollment.enrolledAt.toISOString(),
  }));
  const taken = counts.active + counts.completed;
  return {
    participants,
    seats: {
      taken,
      max: cohort?.maxParticipants ?? null,
      waiting: counts.waitlisted,
      pending: counts.pending,
      invited: counts.invited,
    },
    minimum_shortfall: minimumShortfall(cohort?.minParticipants ?? null, taken),
  };
}
