import type { TExerciseSubmission, TSubmissionToGrade } from '#shared/exercises/exercise.contract.ts';
import type { Submission, SubmissionToGradeRow } from './exercises.repo.ts';

/** A submission as its learner sees it (the stored path stays on the server). */
export function toLearnerSubmission(row: Submission): TExerciseSubmission {
  return {
    id: row.id,
    exercise_id: row.exerciseId,
    lesson_id: row.lessonId,
    course_id: row.courseId,
    text: row.text,
    file:
      row.fileName !== null && row.fileSize !== null
        ? { name: row.fileName, type: row.fileType ?? 'application/octet-stream', size: row.fileSize }
        : null,
    status: row.status,
    score: row.score,
    max_score: row.maxScore,
    feedback: row.feedback,
    submitted_at: row.submittedAt.toISOString(),
    graded_at: row.gradedAt?.toISOString() ?? null,
  };
}

/** A submission as its instructor sees it, with the learner and where it comes from. */
export function toSubmissionToGrade(row: SubmissionToGradeRow): TSubmissionToGrade {
  return {
    ...toLearnerSubmission(row.submission),
    exercise_title: row.exerciseTitle,
    course_title: row.courseTitle,
    lesson_title: row.lessonTitle,
    learner: { id: row.submission.userId, name: row.learnerName, email: row.learnerEmail },
    graded_by: row.submission.gradedBy,
  };
}
