import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSubmissionToGrade } from '#shared/exercises/exercise.contract.ts';
import { request } from '#web/lib/api.ts';
import { submissionsQueryKey, submissionsQueryRoot } from './list-submissions.ts';

/** What the form sends: the grading contract's parsed input (the server checks again, in French). */
export type GradeInput = { score: number | null; max_score?: number | undefined; feedback: string };

/**
 * POST /api/instructor/exercises/submissions/{id}/grade: 400 with `details.fields` (score,
 * max_score, feedback), 403 for another instructor's course, 404 outside the organisation.
 */
export function gradeSubmission(submissionId: string, input: GradeInput): Promise<TSubmissionToGrade> {
  return request<TSubmissionToGrade>(
    `/api/instructor/exercises/submissions/${encodeURIComponent(submissionId)}/grade`,
    { method: 'POST', body: input },
  );
}

/**
 * Grades, then shows the graded row in place in every cached list: under 'À corriger' it stays
 * until the list is reloaded, so the instructor sees the grade they just gave. The graded and
 * full lists are refreshed when next shown.
 */
export function useGradeSubmission(submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GradeInput) => gradeSubmission(submissionId, input),
    onSuccess: (graded) => {
      queryClient.setQueriesData<TSubmissionToGrade[]>({ queryKey: submissionsQueryRoot }, (rows) =>
        rows?.map((row) => (row.id === graded.id ? graded : row)),
      );
      for (const filter of ['graded', 'all'] as const) {
        void queryClient.invalidateQueries({ queryKey: submissionsQueryKey(filter), refetchType: 'none' });
      }
    },
  });
}
