import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { TAnswerResult, TSubmitAnswer } from '#shared/quizzes/quiz.contract.ts';
import { answerShapeError, isPastTimeLimit, questionClockStart } from '#shared/quizzes/quiz-rules.ts';
import { isAnswerCorrect } from '#shared/quizzes/quiz-scoring.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { answerResult } from './answer-result.ts';
import { requireOpenAttempt, requirePlayableQuiz, requireQuestionOfQuiz } from './quiz-access.ts';
import { lockQuizForAnswer } from './quiz-builder.repo.ts';
import { databaseNow, findAnswerRow, lastAnsweredAt, recordAnswer } from './quizzes.repo.ts';

/**
 * 'Valider': the server judges the answer (quiz-scoring's isAnswerCorrect), late answers count as
 * wrong (quiz-rules' time limit plus grace), and each question takes one answer per attempt.
 */
export async function submitQuizAnswer(
  db: Db,
  caller: Caller,
  quizId: string,
  input: TSubmitAnswer,
): Promise<TAnswerResult> {
  const quiz = await requirePlayableQuiz(db, caller, quizId);

  const { question, outcome } = await db.transaction(async (tx) => {
    // The question as it is while this answer is judged and stored: an edit of the quiz waits
    // for the answer, or the answer for the edit (decision 153).
    await lockQuizForAnswer(tx, quiz.id);
    const question = await requireQuestionOfQuiz(tx, input.question_id, quiz.id);
    const shapeError = answerShapeError(question, input.answer);
    if (shapeError) throw new AppError('VALIDATION', t(shapeError));
    const attempt = await requireOpenAttempt(tx, caller, quiz.id, input.attempt_id);
    const existing = await findAnswerRow(tx, attempt.id, question.id);
    if (existing?.answeredAt) throw new AppError('QUIZ_ALREADY_ANSWERED');

    const now = await databaseNow(tx);
    const clockStart = questionClockStart({
      openedAt: existing?.openedAt?.getTime() ?? null,
      lastAnsweredAt: await lastAnsweredAt(tx, attempt.id),
      startedAt: attempt.startedAt.getTime(),
    });
    const isTimedOut = isPastTimeLimit(clockStart, question.timeLimitSeconds, now);
    const isCorrect = !isTimedOut && isAnswerCorrect(question, input.answer);
    const saved = await recordAnswer(tx, {
      organizationId: caller.organizationId,
      attemptId: attempt.id,
      questionId: question.id,
      answer: input.answer,
      isCorrect,
    });
    // Another answer to this question committed first (a double submit).
    if (!saved) throw new AppError('QUIZ_ALREADY_ANSWERED');
    return { question, outcome: { isCorrect, isTimedOut } };
  });

  return answerResult(quiz, question, outcome);
}
