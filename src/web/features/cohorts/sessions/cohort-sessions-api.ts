import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCohortSession, TCohortSessionInput } from '#shared/cohorts/cohort-sessions.ts';
import { getJson, request } from '#web/lib/api.ts';

// /api/admin/cohorts/{id}/sessions (spec/cohorts.md §7): the cohort's staff plan its live sessions;
// the server decides who may (decision 196) and answers the saved session.

const base = (cohortId: string) => `/api/admin/cohorts/${encodeURIComponent(cohortId)}/sessions`;
const one = (cohortId: string, sessionId: string) => `${base(cohortId)}/${encodeURIComponent(sessionId)}`;

export const cohortSessionsKey = (cohortId: string) => ['cohorts', 'sessions', 'staff', cohortId] as const;

export function useCohortSessions(cohortId: string) {
  return useQuery({
    queryKey: cohortSessionsKey(cohortId),
    queryFn: ({ signal }) => getJson<TCohortSession[]>(base(cohortId), signal),
  });
}

export type SessionWrite =
  | { kind: 'create'; input: TCohortSessionInput }
  | { kind: 'update'; sessionId: string; input: TCohortSessionInput }
  | { kind: 'delete'; sessionId: string };

/** Every write is followed by a new read of the list (the server orders it). */
export function useSessionWrite(cohortId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: SessionWrite): Promise<unknown> => {
      if (write.kind === 'create') {
        return request<TCohortSession>(base(cohortId), { method: 'POST', body: write.input });
      }
      if (write.kind === 'update') {
        return request<TCohortSession>(one(cohortId, write.sessionId), {
          method: 'PATCH',
          body: write.input,
        });
      }
      return request<void>(one(cohortId, write.sessionId), { method: 'DELETE' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cohortSessionsKey(cohortId) }),
  });
}
