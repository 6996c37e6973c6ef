import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { TAttemptCompleted, TAttemptRef } from '#shared/quizzes/quiz.contract.ts';
import { hasPassed, quizScore } from '#shared/quizzes/quiz-scoring.ts';
import type { Db } from '../../db/client.ts';
import { recordEvent } from '../../events/events.repo.ts';
import type { Caller } from '../auth/caller.ts';
import { findQuizLessonId } from '../courses/courses.repo.ts';
import { markLessonCompleted } from '../learning/progress.repo.ts';
import { requirePlayableQuiz } from './quiz-access.ts';
import { lockQuizForAnswer } from './quiz-builder.repo.ts';
import {
  answeredCorrectness,
  completeAttempt,
  loadQuestions,
  lockAttemptForCompletion,
} from './quizzes.repo.ts';

/**
 * 'Terminer': closes the attempt once and scores it with quiz-scoring's quizScore (questions left
 * unanswered count as wrong) and hasPassed against the quiz's passing score.
 */
export async function completeQuizAttempt(
  db: Db,
  caller: Caller,
  quizId: string,
  input: TAttemptRef,
): Promise<TAttemptCompleted> {
  const quiz = await requirePlayableQuiz(db, caller, quizId);
  return db.transaction(async (tx) => {
    // Scored against the questions as they are, not half-way through an edit (decision 153).
    await lockQuizForAnswer(tx, quiz.id);
    const attempt = await lockAttemptForCompletion(tx, input.attempt_id, caller.userId);
    if (!attempt) throw new AppError('NOT_FOUND', t('quizzes.attemptNotFound'));
    if (attempt.quizId !== quiz.id) throw new AppError('VALIDATION', t('quizzes.attemptNotInQuiz'));
    if (attempt.completedAt) throw new AppError('QUIZ_ATTEMPT_CLOSED');

    const questions = await loadQuestions(tx, quiz.id);
    const correct = await answeredCorrectness(tx, attempt.id);
    const { score, maxScore, percent } = quizScore(questions, correct);
    const passed = hasPassed(percent, quiz.passingScore);
    const saved = await completeAttempt(tx, attempt.id, { score, maxScore, percent, passed });
    if (!saved?.completedAt) throw new AppError('QUIZ_ATTEMPT_CLOSED');
    // A finished attempt completes the quiz lesson, with the course's progress (decision 042).
    const lessonId = await findQuizLessonId(tx, quiz.courseId, quiz.id);
    if (lessonId) {
      await markLessonCompleted(tx, {
        organizationId: caller.organizationId,
        userId: caller.userId,
        courseId: quiz.courseId,
        lessonId,
      });
    }
    // Certificates, part issue (issue 16): a passed exam may complete the rule of the certificate.
    if (passed && quiz.type === 'exam') {
      await recordEvent(tx, {
        type: 'exam.passed',
        payload: {
          organizationId: caller.organizationId,
          userId: caller.userId,
          courseId: quiz.courseId,
          quizId: quiz.id,
          attemptId: saved.id,
        },
      });
    }
    return {
      attempt_id: saved.id,
      score,
      max_score: maxScore,
      percent,
      passed,
      passing_score: quiz.passingScore,
      answered: correct.size,
      question_count: questions.length,
      completed_at: saved.completedAt.toISOString(),
    };
  });
}
