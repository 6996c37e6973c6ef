import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCohortParticipant } from '#shared/cohorts/space.ts';
import type { TParticipantStatus } from '#shared/cohorts/space-values.ts';
import { getJson } from '#web/lib/api.ts';
import { cohortPath } from './get-cohort-space.ts';

/** GET …/participants?status=&search=. */
export function useCohortParticipants(cohortId: string, status: TParticipantStatus | null, search: string) {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (search.trim()) query.set('search', search.trim());
  const text = query.toString();
  return useQuery({
    queryKey: ['cohorts', 'space', cohortId, 'participants', status, search.trim()],
    queryFn: ({ signal }) =>
      getJson<{ participants: TCohortParticipant[]; total: number }>(
        `${cohortPath(cohortId)}/participants${text ? `?${text}` : ''}`,
        signal,
      ),
    placeholderData: keepPreviousData,
    networkMode: 'offlineFirst',
  });
}
