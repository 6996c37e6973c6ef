import type { TExerciseForLearner } from '#shared/exercises/exercise.contract.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { requireOpenExercise } from './exercise-access.ts';
import { findSubmission } from './exercises.repo.ts';
import { toLearnerSubmission } from './submission-view.ts';

/** The exercise card and page (spec/learner.md §2, §3): the exercise, and the caller's submission if any. */
export async function getExercise(db: Db, caller: Caller, lessonId: string): Promise<TExerciseForLearner> {
  const { exercise, lessonId: id, courseId } = await requireOpenExercise(db, caller, lessonId);
  const submission = await findSubmission(db, exercise.id, caller.userId);
  return {
    id: exercise.id,
    lesson_id: id,
    course_id: courseId,
    title: exercise.title,
    content: {
      description: exercise.description?.trim() || t('exercises.defaultDescription'),
      instructions: exercise.instructions,
      estimated_duration: exercise.estimatedDurationMinutes,
      points: exercise.points,
      difficulty_level: exercise.difficultyLevel,
      deadline: exercise.deadline?.toISOString() ?? null,
    },
    submission: submission ? toLearnerSubmission(submission) : null,
  };
}
