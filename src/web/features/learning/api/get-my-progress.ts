import { useQuery } from '@tanstack/react-query';
import type { TMyAchievements, TMyProgress } from '#shared/learning/my-progress.contract.ts';
import { getJson } from '#web/lib/api.ts';

export const MY_PROGRESS_PATH = '/api/v1/student/progress';
export const MY_ACHIEVEMENTS_PATH = '/api/v1/student/achievements';

/** GET /api/v1/student/progress: each course's progress and the minutes per week. */
export function useMyProgress() {
  return useQuery({
    queryKey: ['learning', 'progress'],
    queryFn: ({ signal }) => getJson<TMyProgress>(MY_PROGRESS_PATH, signal),
  });
}

/** GET /api/v1/student/achievements: every achievement, earned or not, and the streak. */
export function useMyAchievements() {
  return useQuery({
    queryKey: ['learning', 'achievements'],
    queryFn: ({ signal }) => getJson<TMyAchievements>(MY_ACHIEVEMENTS_PATH, signal),
  });
}
