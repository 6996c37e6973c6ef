import { useQuery } from '@tanstack/react-query';
import type { TMyFeedback } from '#shared/learning/feedback.contract.ts';
import { getJson } from '#web/lib/api.ts';

export const MY_FEEDBACK_PATH = '/api/v1/student/feedback';

/** GET /api/v1/student/feedback: graded exercises with their comments, and the reviews written. */
export function useMyFeedback() {
  return useQuery({
    queryKey: ['learning', 'feedback'],
    queryFn: ({ signal }) => getJson<TMyFeedback>(MY_FEEDBACK_PATH, signal),
  });
}
