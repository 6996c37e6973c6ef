import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db, Executor, Tx } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { findQuizLessonId } from '../courses/courses.repo.ts';
import { requireLiveEnrollment } from '../learning/course-access.ts';
import { requireUnlocked } from '../learning/get-lesson-content.ts';
import { findAttemptForAnswer, findPublishedQuiz, loadQuestion, type Quiz } from './quizzes.repo.ts';

/**
 * A published quiz of the caller's organisation whose course they follow, access not expired
 * (404 'Quiz introuvable', else the enrolment's 403). With `checkLock`, also refuses the quiz of a
 * lesson still locked in a sequential course, as lesson content is refused.
 */
export async function requirePlayableQuiz(
  db: Db,
  caller: Caller,
  quizId: string,
  options: { checkLock: boolean } = { checkLock: false },
): Promise<Quiz> {
  const quiz = await findPublishedQuiz(db, quizId, caller.organizationId);
  if (!quiz) throw new AppError('NOT_FOUND', t('quizzes.notFound'));
  await requireLiveEnrollment(db, caller, quiz.courseId);
  if (options.checkLock) {
    const lessonId = await findQuizLessonId(db, quiz.courseId, quiz.id);
    if (lessonId) await requireUnlocked(db, caller.userId, quiz.courseId, lessonId);
  }
  return quiz;
}

/** A question of this quiz: 404 when unknown, 400 when it belongs to another quiz. */
export async function requireQuestionOfQuiz(db: Executor, questionId: string, quizId: string) {
  const question = await loadQuestion(db, questionId);
  if (!question) throw new AppError('NOT_FOUND', t('quizzes.questionNotFound'));
  if (question.quizId !== quizId) throw new AppError('VALIDATION', t('quizzes.questionNotInQuiz'));
  return question;
}

/**
 * The caller's own attempt at this quiz, still open, share-locked for the transaction: 404 for an
 * unknown attempt or someone else's, 400 for an attempt at another quiz, 409 once it is completed.
 */
export async function requireOpenAttempt(tx: Tx, caller: Caller, quizId: string, attemptId: string) {
  const attempt = await findAttemptForAnswer(tx, attemptId, caller.userId);
  if (!attempt) throw new AppError('NOT_FOUND', t('quizzes.attemptNotFound'));
  if (attempt.quizId !== quizId) throw new AppError('VALIDATION', t('quizzes.attemptNotInQuiz'));
  if (attempt.completedAt) throw new AppError('QUIZ_ATTEMPT_CLOSED');
  return attempt;
}
