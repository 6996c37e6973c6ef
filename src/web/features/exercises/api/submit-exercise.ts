import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TExerciseForLearner, TExerciseSubmission } from '#shared/exercises/exercise.contract.ts';
import { ApiError, request } from '#web/lib/api.ts';
import { exerciseQueryKey } from './get-exercise.ts';

export type SubmitExerciseInput = { text: string; file: File | null };

const submissionsPath = (lessonId: string) =>
  `/api/learning/exercises/${encodeURIComponent(lessonId)}/submissions`;

/**
 * POST /api/learning/exercises/{lessonId}/submissions: 201 the first time, 200 when replacing,
 * 409 once graded, 400/413 with the server's French message.
 */
export function submitExercise(lessonId: string, input: SubmitExerciseInput): Promise<TExerciseSubmission> {
  if (!input.file) {
    return request<TExerciseSubmission>(submissionsPath(lessonId), {
      method: 'POST',
      body: { text: input.text },
    });
  }
  const form = new FormData();
  form.set('text', input.text);
  form.set('file', input.file, input.file.name);
  return request<TExerciseSubmission>(submissionsPath(lessonId), { method: 'POST', body: form });
}

/** Sends the work, puts the returned submission in the exercise's cached answer, refreshes the course. */
export function useSubmitExercise(lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitExerciseInput) => submitExercise(lessonId, input),
    onSuccess: (submission) => {
      queryClient.setQueryData<TExerciseForLearner>(exerciseQueryKey(lessonId), (exercise) =>
        exercise ? { ...exercise, submission } : exercise,
      );
      // Submitting completed the lesson (decision 042): the course page and 'Mes formations' follow.
      void queryClient.invalidateQueries({ queryKey: ['learning', 'course-details'] });
      void queryClient.invalidateQueries({ queryKey: ['learning', 'my-courses'] });
    },
    // Graded meanwhile: reload the exercise to show the score instead of the form.
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'EXERCISE_ALREADY_GRADED')
        void queryClient.invalidateQueries({ queryKey: exerciseQueryKey(lessonId) });
    },
  });
}
