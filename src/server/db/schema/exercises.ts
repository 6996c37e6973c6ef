import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { EXERCISE_DIFFICULTIES, EXERCISE_STATUSES, EXERCISE_SUBMISSION_STATUSES } from '#shared/domain.ts';
import { MAX_SUBMISSION_TEXT } from '#shared/exercises/exercise-files.ts';
import { ref, timestamps, timestamptz } from './columns.ts';
import { courseId, lessons } from './courses.ts';
import { organizationRow } from './organizations.ts';
import { userId, users } from './users.ts';

export const exerciseDifficulty = pgEnum('exercise_difficulty', EXERCISE_DIFFICULTIES);
export const exerciseStatus = pgEnum('exercise_status', EXERCISE_STATUSES);
export const exerciseSubmissionStatus = pgEnum('exercise_submission_status', EXERCISE_SUBMISSION_STATUSES);

// An exercise belongs to a course; an exercise lesson points at it through content.exercise_id.
export const exercises = pgTable(
  'exercises',
  {
    ...organizationRow(),
    courseId: courseId('cascade'),
    title: text('title').notNull(),
    description: text('description'),
    instructions: text('instructions').notNull().default(''),
    points: integer('points').notNull().default(0),
    estimatedDurationMinutes: integer('estimated_duration_minutes').notNull().default(0),
    difficultyLevel: exerciseDifficulty('difficulty_level').notNull().default('medium'),
    /** Null: submissions accepted at any time. */
    deadline: timestamptz('deadline'),
    status: exerciseStatus('status').notNull().default('draft'),
    ...timestamps(),
  },
  (t) => [
    index('exercises_course_idx').on(t.courseId),
    check('exercises_points_not_negative', sql`${t.points} >= 0`),
    check('exercises_duration_not_negative', sql`${t.estimatedDurationMinutes} >= 0`),
  ],
);

// One live submission per learner and exercise: resubmitting before grading replaces its text and
// file; once graded it is final (docs/decisions/012-exercise-submissions.md).
export const exerciseSubmissions = pgTable(
  'exercise_submissions',
  {
    ...organizationRow(),
    exerciseId: ref('exercise_id', () => exercises.id, 'cascade').notNull(),
    lessonId: ref('lesson_id', () => lessons.id, 'cascade').notNull(),
    courseId: courseId('cascade'),
    userId: userId('cascade'),
    text: text('text').notNull().default(''),
    // The attached file, if any: original name, MIME type, bytes, path relative to DATA_DIR.
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileSize: integer('file_size'),
    filePath: text('file_path'),
    status: exerciseSubmissionStatus('status').notNull().default('submitted'),
    score: integer('score'),
    maxScore: integer('max_score').notNull(),
    feedback: text('feedback'),
    gradedBy: ref('graded_by', () => users.id, 'set null'),
    gradedAt: timestamptz('graded_at'),
    submittedAt: timestamptz('submitted_at').notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    unique('exercise_submissions_exercise_user_unique').on(t.exerciseId, t.userId),
    index('exercise_submissions_user_course_idx').on(t.userId, t.courseId),
    index('exercise_submissions_course_status_idx').on(t.courseId, t.status),
    check(
      'exercise_submissions_text_length',
      sql`char_length(${t.text}) <= ${sql.raw(String(MAX_SUBMISSION_TEXT))}`,
    ),
    check(
      'exercise_submissions_file_complete',
      sql`(${t.filePath} is null) = (${t.fileName} is null) and (${t.filePath} is null) = (${t.fileSize} is null)`,
    ),
    check('exercise_submissions_file_size_not_negative', sql`${t.fileSize} is null or ${t.fileSize} >= 0`),
    check('exercise_submissions_max_score_not_negative', sql`${t.maxScore} >= 0`),
    check(
      'exercise_submissions_score_range',
      sql`${t.score} is null or (${t.score} >= 0 and ${t.score} <= ${t.maxScore})`,
    ),
    check(
      'exercise_submissions_graded_has_score',
      sql`${t.status} <> 'graded' or (${t.score} is not null and ${t.gradedAt} is not null)`,
    ),
  ],
);
