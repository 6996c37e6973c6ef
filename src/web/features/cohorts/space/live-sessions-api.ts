import { useMutation, useQuery } from '@tanstack/react-query';
import type { TCalendarFeed, TStudentCohortSession } from '#shared/cohorts/cohort-sessions.ts';
import { getJson, request } from '#web/lib/api.ts';
import { downloadFile } from '#web/lib/download-file.ts';

// The learner's live sessions (src/server/features/cohorts/cohort-sessions.routes.ts): the list of
// the cohort's sessions, one session's .ics, and the private calendar feed (decision 197).

const sessionsPath = (cohortId: string) => `/api/v1/student/cohorts/${encodeURIComponent(cohortId)}/sessions`;

export const liveSessionsKey = (cohortId: string) => ['cohorts', 'sessions', 'learner', cohortId] as const;

/** Upcoming soonest first, then past most recent first (the server's order). */
export function useLiveSessions(cohortId: string) {
  return useQuery({
    queryKey: liveSessionsKey(cohortId),
    queryFn: ({ signal }) => getJson<TStudentCohortSession[]>(sessionsPath(cohortId), signal),
    // A moved session shows up when the learner comes back to the tab.
    refetchOnWindowFocus: true,
  });
}

export const downloadSessionIcs = (
  cohortId: string,
  session: Pick<TStudentCohortSession, 'id' | 'session_date'>,
) =>
  downloadFile(
    `${sessionsPath(cohortId)}/${encodeURIComponent(session.id)}/ics`,
    `seance-${session.session_date}.ics`,
  );

export const useCreateCalendarFeed = () =>
  useMutation({
    mutationFn: () => request<TCalendarFeed>('/api/v1/student/calendar-feed', { method: 'POST' }),
  });

export const useRevokeCalendarFeed = () =>
  useMutation({
    mutationFn: () => request<void>('/api/v1/student/calendar-feed', { method: 'DELETE' }),
  });
