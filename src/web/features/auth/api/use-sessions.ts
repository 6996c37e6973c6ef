import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSessionItem } from '#shared/auth/auth.contract.ts';
import { getJson, request } from '#web/lib/api.ts';

const sessionsKey = ['auth', 'sessions'] as const;

/** GET /api/auth/sessions: the signed-in user's sessions (devices), the current one flagged. */
export function listSessions(signal?: AbortSignal): Promise<TSessionItem[]> {
  return getJson<TSessionItem[]>('/api/auth/sessions', signal);
}

/** DELETE /api/auth/sessions/{id}: signs that device out. */
export function revokeSession(sessionId: string): Promise<unknown> {
  return request(`/api/auth/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' });
}

export function useSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: ({ signal }) => listSessions(signal) });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
