import { z } from 'zod';
import type { ExerciseDifficulty } from '#shared/domain.ts';
import {
  type TCreateExercise,
  type TExerciseForBuilder,
  type TUpdateExercise,
  ZCreateExercise,
  ZUpdateExercise,
} from '#shared/exercises/exercise-builder.contract.ts';
import { t } from '#shared/messages/fr-exercises-builder.ts';

// The exercise editor's form values and their mapping to the builder contract: numbers typed as
// text, the deadline as the browser's local date-time input ('2026-12-01T18:00'), sent as an ISO
// instant so the server stores one moment whatever the instructor's time zone.

export type ExerciseFormValues = {
  course_id: string;
  title: string;
  description: string;
  instructions: string;
  points: string;
  difficulty_level: ExerciseDifficulty;
  estimated_duration: string;
  /** 'YYYY-MM-DDTHH:mm' in local time, '' without a deadline. */
  deadline: string;
};

export const emptyExercise = (): ExerciseFormValues => ({
  course_id: '',
  title: '',
  description: '',
  instructions: '',
  points: '0',
  difficulty_level: 'medium',
  estimated_duration: '0',
  deadline: '',
});

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local input's value, in the browser's time zone. */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO instant; '' → null; unreadable text is passed on for the contract to refuse. */
export function localInputToIso(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

export function exerciseToValues(exercise: TExerciseForBuilder): ExerciseFormValues {
  return {
    course_id: exercise.course_id,
    title: exercise.title,
    description: exercise.description ?? '',
    instructions: exercise.instructions,
    points: String(exercise.points),
    difficulty_level: exercise.difficulty_level,
    estimated_duration: String(exercise.estimated_duration),
    deadline: isoToLocalInput(exercise.deadline),
  };
}

const numberOf = (text: string, empty: number) =>
  text.trim() === '' ? empty : Number(text.trim().replace(',', '.'));

export function valuesToExercise(values: ExerciseFormValues): z.input<typeof ZUpdateExercise> {
  return {
    title: values.title,
    description: values.description.trim() === '' ? null : values.description,
    instructions: values.instructions,
    points: numberOf(values.points, 0),
    difficulty_level: values.difficulty_level,
    estimated_duration: numberOf(values.estimated_duration, 0),
    deadline: localInputToIso(values.deadline),
  };
}

export const ZExerciseForm: z.ZodType<TUpdateExercise, ExerciseFormValues> = z
  .custom<ExerciseFormValues>()
  .transform(valuesToExercise)
  .pipe(ZUpdateExercise);

export const ZNewExerciseForm: z.ZodType<TCreateExercise, ExerciseFormValues> = z
  .custom<ExerciseFormValues>()
  .transform(
    (values): z.input<typeof ZCreateExercise> => ({
      course_id: values.course_id,
      ...valuesToExercise(values),
    }),
  )
  // The course comes from a list of the caller's own: only its absence needs a message here.
  .pipe(
    ZCreateExercise.extend({ course_id: z.string().min(1, { error: t('exercises.build.courseRequired') }) }),
  );
