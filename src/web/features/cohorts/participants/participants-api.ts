import type {
  TJoinResponse,
  TMyCohortEnrolment,
  TParticipantList,
  TParticipantsActionRequest,
  TParticipantsActionResponse,
} from '#shared/cohorts/enrolment.ts';
import { getJson, request } from '#web/lib/api.ts';

// The enrolment part's calls (spec/cohorts.md §7), with the shared contracts' types.

const cohortPath = (cohortId: string) => encodeURIComponent(cohortId);

export const participantsKey = (cohortId: string) => ['cohorts', cohortId, 'participants'] as const;
export const studentsKey = ['admin', 'students'] as const;
export const myEnrolmentKey = (cohortId: string) => ['cohorts', cohortId, 'my-enrolment'] as const;
export const myWaitingKey = ['cohorts', 'my-waiting'] as const;

export const fetchParticipants = (cohortId: string, signal?: AbortSignal) =>
  getJson<TParticipantList>(`/api/admin/cohorts/${cohortPath(cohortId)}/participants`, signal);

/** GET /api/admin/students (spec §7): the organisation's students, for the chooser. */
export const fetchStudents = (signal?: AbortSignal) =>
  getJson<Record<string, unknown>[] | { students: Record<string, unknown>[] }>('/api/admin/students', signal);

export const actOnParticipants = (cohortId: string, body: TParticipantsActionRequest) =>
  request<TParticipantsActionResponse>(`/api/instructor/cohorts/${cohortPath(cohortId)}/participants`, {
    method: 'POST',
    body,
  });

export const fetchMyEnrolment = (cohortId: string, signal?: AbortSignal) =>
  getJson<TMyCohortEnrolment>(`/api/v1/student/cohorts/${cohortPath(cohortId)}/enrolment`, signal);

export const fetchMyWaitingCohorts = (signal?: AbortSignal) =>
  getJson<TMyCohortEnrolment[]>('/api/v1/student/cohort-enrolments', signal);

export const joinCohort = (cohortId: string) =>
  request<TJoinResponse>(`/api/v1/student/cohorts/${cohortPath(cohortId)}/join`, { method: 'POST' });

export const leaveCohort = (cohortId: string) =>
  request<{ status: 'cancelled' }>(`/api/v1/student/cohorts/${cohortPath(cohortId)}/leave`, {
    method: 'POST',
  });
