import { useQuery } from '@tanstack/react-query';
import type { TInstructorPage } from '#shared/catalog/catalog.contract.ts';
import { getJson } from '#web/lib/api.ts';

/** GET /api/marketplace/instructors/{instructorId}: an active instructor and their published courses. */
export function getInstructor(instructorId: string, signal?: AbortSignal): Promise<TInstructorPage> {
  return getJson<TInstructorPage>(`/api/marketplace/instructors/${encodeURIComponent(instructorId)}`, signal);
}

export function useInstructor(instructorId: string) {
  return useQuery({
    queryKey: ['catalog', 'instructor', instructorId],
    queryFn: ({ signal }) => getInstructor(instructorId, signal),
  });
}
