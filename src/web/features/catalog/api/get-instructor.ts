import { useQuery } from '@tanstack/react-query';
import type { TInstructorPage } from '#shared/catalog/catalog.contract.ts';
import { getJson } from '#web/lib/api.ts';

export const instructorKey = (instructorId: string) => ['catalog', 'instructor', instructorId] as const;
export const instructorPath = (instructorId: string) =>
  `/api/marketplace/instructors/${encodeURIComponent(instructorId)}`;

/** GET /api/marketplace/instructors/{instructorId}: an active instructor and their published courses. */
export function getInstructor(instructorId: string, signal?: AbortSignal): Promise<TInstructorPage> {
  return getJson<TInstructorPage>(instructorPath(instructorId), signal);
}

export function useInstructor(instructorId: string) {
  return useQuery({
    queryKey: instructorKey(instructorId),
    queryFn: ({ signal }) => getInstructor(instructorId, signal),
  });
}
