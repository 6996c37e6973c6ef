import { useQuery } from '@tanstack/react-query';
import type { TStudentHome } from '#shared/learning/student-home.contract.ts';
import { getJson } from '#web/lib/api.ts';

/** GET /api/v1/student/home: the learner's 'Accueil' in one call. */
export function getStudentHome(signal?: AbortSignal): Promise<TStudentHome> {
  return getJson<TStudentHome>('/api/v1/student/home', signal);
}

/** Asked again each time the home opens: coming back from a lesson, 'Reprendre' must point past it. */
export function useStudentHome() {
  return useQuery({
    queryKey: ['learning', 'home'],
    queryFn: ({ signal }) => getStudentHome(signal),
    staleTime: 0,
  });
}
