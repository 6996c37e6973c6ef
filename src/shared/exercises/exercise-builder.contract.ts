import { z } from 'zod';
import { EXERCISE_DIFFICULTIES, EXERCISE_STATUSES } from '../domain.ts';
import { id } from '../http.contract.ts';
import { t } from '../messages/fr.ts';
import { durationMinutes, longText, points, title } from '../quizzes/quiz-builder.contract.ts';

// /api/admin/exercises… (issue 14 "Quiz and exercise builders"; spec/learner.md §3 Exercise;
// spec/authoring-and-shell.md §3 exercise list item: id, title, points, difficulty_level).

export const ZExerciseIdParams = z.object({ id: id() });

export const ZExerciseListItem = z.object({
  id: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  title: z.string(),
  points: z.number().int(),
  difficulty_level: z.enum(EXERCISE_DIFFICULTIES),
  estimated_duration: z.number().int(),
  deadline: z.string().nullable(),
  status: z.enum(EXERCISE_STATUSES),
  submission_count: z.number().int(),
  updated_at: z.string(),
});
export type TExerciseListItem = z.infer<typeof ZExerciseListItem>;

const exerciseFields = {
  title: title(),
  description: longText().nullable().default(null),
  instructions: longText().default(''),
  points: points().default(0),
  difficulty_level: z
    .enum(EXERCISE_DIFFICULTIES, { error: t('exercises.builder.difficultyInvalid') })
    .default('medium'),
  /** Minutes. */
  estimated_duration: durationMinutes().default(0),
  /** ISO date-time with its offset; null: submissions accepted at any time. */
  deadline: z.iso
    .datetime({ offset: true, error: t('exercises.builder.deadlineInvalid') })
    .nullable()
    .default(null),
};

/** POST /api/admin/exercises: a draft exercise of one of the caller's courses. */
export const ZCreateExercise = z.object({ course_id: id(), ...exerciseFields });
export type TCreateExercise = z.infer<typeof ZCreateExercise>;

/** PUT /api/admin/exercises/{id}: every field as it should be. */
export const ZUpdateExercise = z.object(exerciseFields);
export type TUpdateExercise = z.infer<typeof ZUpdateExercise>;

export const ZExerciseForBuilder = ZExerciseListItem.extend({
  description: z.string().nullable(),
  instructions: z.string(),
});
export type TExerciseForBuilder = z.infer<typeof ZExerciseForBuilder>;
