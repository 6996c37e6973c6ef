import type { TAttemptRef, TQuestionOpened } from '#shared/quizzes/quiz.contract.ts';
import { questionDeadline } from '#shared/quizzes/quiz-rules.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { requireOpenAttempt, requirePlayableQuiz, requireQuestionOfQuiz } from './quiz-access.ts';
import { lockQuizForAnswer } from './quiz-builder.repo.ts';
import { openQuestion } from './quizzes.repo.ts';

/**
 * The player shows a question: the server starts its clock, once (a second call keeps the first
 * time, so reopening never buys time), and says when the countdown ends.
 */
export async function openQuizQuestion(
  db: Db,
  caller: Caller,
  quizId: string,
  questionId: string,
  input: TAttemptRef,
): Promise<TQuestionOpened> {
  const quiz = await requirePlayableQuiz(db, caller, quizId);
  return db.transaction(async (tx) => {
    // Opening makes the question used: an edit of the quiz waits for it, or it for the edit (decision 153).
    await lockQuizForAnswer(tx, quiz.id);
    const question = await requireQuestionOfQuiz(tx, questionId, quiz.id);
    const attempt = await requireOpenAttempt(tx, caller, quiz.id, input.attempt_id);
    const row = await openQuestion(tx, {
      organizationId: caller.organizationId,
      attemptId: attempt.id,
      questionId: question.id,
    });
    const deadline = row.openedAt
      ? questionDeadline(row.openedAt.getTime(), question.timeLimitSeconds)
      : null;
    return {
      question_id: question.id,
      opened_at: row.openedAt?.toISOString() ?? null,
      deadline_at: deadline === null ? null : new Date(deadline).toISOString(),
      is_answered: row.answeredAt !== null,
    };
  });
}
