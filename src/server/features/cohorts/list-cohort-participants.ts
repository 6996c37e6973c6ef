import type { TCohortParticipant } from '#shared/cohorts/space.ts';
import { MAX_PARTICIPANTS_LISTED } from '#shared/cohorts/space.ts';
import type { TParticipantStatus } from '#shared/cohorts/space-values.ts';
import type { Executor } from '../../db/client.ts';
import { userFieldOf, userImageOf, usersNamedLike } from '../auth/auth.repo.ts';
import type { Caller } from '../auth/caller.ts';
import { LIVE_ENROLLMENT, listCohortParticipants } from '../enrollments/enrollments.repo.ts';
import { reachCohort } from './cohort-access.ts';

const STAFF_STATUSES: readonly TParticipantStatus[] = [
  'active',
  'completed',
  'invited',
  'pending',
  'waitlisted',
];

/** `%text%` for ILIKE, with the pattern's own characters taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * GET …/participants?status=&search=: the cohort's learners by name. Learners see those who hold a
 * seat (active, completed), without emails or payments; the staff see every enrolment, the invited,
 * pending and waitlisted included, with email and payment status.
 */
export async function listCohortParticipantsOf(
  db: Executor,
  caller: Caller,
  cohortId: string,
  query: { status?: TParticipantStatus | undefined; search?: string | undefined },
): Promise<{ participants: TCohortParticipant[]; total: number }> {
  const { cohort, viewer } = await reachCohort(db, caller, cohortId);
  const isStaff = viewer !== 'learner';
  const visible: readonly TParticipantStatus[] = isStaff ? STAFF_STATUSES : LIVE_ENROLLMENT;
  const statuses = query.status ? visible.filter((status) => status === query.status) : visible;
  if (statuses.length === 0) return { participants: [], total: 0 };
  const { rows, total } = await listCohortParticipants(db, {
    cohortId: cohort.id,
    statuses,
    userIds: query.search ? usersNamedLike(db, containing(query.search)) : null,
    limit: MAX_PARTICIPANTS_LISTED,
    person: (userId) => ({
      firstName: userFieldOf(userId, 'firstName'),
      lastName: userFieldOf(userId, 'lastName'),
      image: userImageOf(userId),
      email: userFieldOf(userId, 'email'),
    }),
  });
  return {
    total,
    participants: rows.map((row) => ({
      id: row.userId,
      first_name: row.firstName,
      last_name: row.lastName,
      avatar: row.image,
      status: row.status as TParticipantStatus,
      completion_rate: row.progress,
      ...(isStaff ? { email: row.email, payment_status: row.paymentStatus } : {}),
    })),
  };
}
