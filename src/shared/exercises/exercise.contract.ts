import { z } from 'zod';
import { EXERCISE_DIFFICULTIES, EXERCISE_SUBMISSION_STATUSES } from '../domain.ts';
import { id } from '../http.contract.ts';
import { t } from '../messages/fr.ts';
import { MAX_SUBMISSION_TEXT } from './exercise-files.ts';

// /api/learning/exercises/{lessonId}… and /api/instructor/exercises/submissions… (spec/learner.md
// §2 Exercise card, §3 Exercise and Exercise submission, §7). A submission is a text and an optional
// file; the POST takes multipart/form-data (fields `text`, `file`) or JSON { text }.

export const MAX_FEEDBACK = 5_000;

export const ZExerciseParams = z.object({ lessonId: id() });
export const ZSubmissionParams = z.object({ submissionId: id() });

export const ZSubmissionFile = z.object({ name: z.string(), type: z.string(), size: z.number().int() });

// ---- Learner ---------------------------------------------------------------------------------

/** The caller's own submission. */
export const ZExerciseSubmission = z.object({
  id: z.string(),
  exercise_id: z.string(),
  lesson_id: z.string(),
  course_id: z.string(),
  text: z.string(),
  file: ZSubmissionFile.nullable(),
  status: z.enum(EXERCISE_SUBMISSION_STATUSES),
  /** Null until graded. */
  score: z.number().int().nullable(),
  max_score: z.number().int(),
  feedback: z.string().nullable(),
  submitted_at: z.string(),
  graded_at: z.string().nullable(),
});
export type TExerciseSubmission = z.infer<typeof ZExerciseSubmission>;

// GET /api/learning/exercises/{lessonId}
export const ZExerciseForLearner = z.object({
  id: z.string(),
  lesson_id: z.string(),
  course_id: z.string(),
  title: z.string(),
  content: z.object({
    /** 'Exercice pratique' when the author wrote none. */
    description: z.string(),
    instructions: z.string(),
    /** Minutes. */
    estimated_duration: z.number().int(),
    points: z.number().int(),
    difficulty_level: z.enum(EXERCISE_DIFFICULTIES),
    /** ISO date-time, null without a deadline. */
    deadline: z.string().nullable(),
  }),
  submission: ZExerciseSubmission.nullable(),
});
export type TExerciseForLearner = z.infer<typeof ZExerciseForLearner>;

// POST /api/learning/exercises/{lessonId}/submissions (JSON variant; multipart carries the same `text`)
export const ZSubmissionText = z
  .string({ error: t('exercises.textInvalid') })
  .max(MAX_SUBMISSION_TEXT, { error: t('exercises.textTooLong', { max: MAX_SUBMISSION_TEXT }) });

export const ZSubmitExercise = z.object({ text: ZSubmissionText.default('') });
export type TSubmitExercise = z.infer<typeof ZSubmitExercise>;

// ---- Instructor ------------------------------------------------------------------------------

// GET /api/instructor/exercises/submissions?status=&courseId=
export const ZSubmissionsQuery = z.object({
  status: z.enum(EXERCISE_SUBMISSION_STATUSES, { error: t('exercises.statusInvalid') }).optional(),
  courseId: id().optional(),
});
export type TSubmissionsQuery = z.infer<typeof ZSubmissionsQuery>;

export const ZSubmissionToGrade = ZExerciseSubmission.extend({
  exercise_title: z.string(),
  course_title: z.string(),
  lesson_title: z.string(),
  learner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  graded_by: z.string().nullable(),
});
export type TSubmissionToGrade = z.infer<typeof ZSubmissionToGrade>;

// POST /api/instructor/exercises/submissions/{submissionId}/grade
export const ZGradeSubmission = z.object({
  score: z
    .number({ error: t('exercises.scoreInvalid') })
    .int({ error: t('exercises.scoreInvalid') })
    .min(0, {
      error: t('exercises.scoreInvalid'),
    }),
  /** Defaults to the submission's max_score (the exercise's points when submitted). */
  max_score: z
    .number({ error: t('exercises.maxScoreInvalid') })
    .int({ error: t('exercises.maxScoreInvalid') })
    .min(1, { error: t('exercises.maxScoreInvalid') })
    .max(100_000, { error: t('exercises.maxScoreInvalid') })
    .optional(),
  feedback: z
    .string()
    .trim()
    .max(MAX_FEEDBACK, { error: t('field.tooLong', { max: MAX_FEEDBACK }) })
    .default(''),
});
export type TGradeSubmission = z.infer<typeof ZGradeSubmission>;
