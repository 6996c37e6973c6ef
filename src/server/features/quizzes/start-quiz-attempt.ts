import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { TAttemptStarted, TStartAttempt } from '#shared/quizzes/quiz.contract.ts';
import { isSingleAttempt } from '#shared/quizzes/quiz-rules.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Caller } from '../auth/caller.ts';
import { requirePlayableQuiz } from './quiz-access.ts';
import { insertAttempt, listAttempts, type Quiz } from './quizzes.repo.ts';

/**
 * 'Commencer': resumes the attempt in progress if there is one, else opens attempt n + 1; refused
 * (409) for a single-attempt exam already completed. Two concurrent starts end on one attempt: the
 * loser of the unique index (one open attempt, one number per attempt) retries and resumes it.
 */
export async function startQuizAttempt(
  db: Db,
  caller: Caller,
  quizId: string,
  input: TStartAttempt,
): Promise<TAttemptStarted> {
  const quiz = await requirePlayableQuiz(db, caller, quizId, { checkLock: true });
  if (input.course_id !== quiz.courseId) throw new AppError('VALIDATION', t('quizzes.courseMismatch'));
  // cohort_id is accepted as the spec sends it; it is recorded once the cohorts capability exists.
  const start = () => db.transaction((tx) => startOrResume(tx, caller, quiz));
  try {
    return await start();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return start();
  }
}

async function startOrResume(tx: Tx, caller: Caller, quiz: Quiz): Promise<TAttemptStarted> {
  const attempts = await listAttempts(tx, quiz.id, caller.userId);
  const open = attempts.find((a) => a.completedAt === null);
  if (open) return { attempt: view(open), resumed: true };
  if (isSingleAttempt(quiz) && attempts.length > 0) {
    throw new AppError('QUIZ_RETRY_NOT_ALLOWED');
  }
  const created = await insertAttempt(tx, {
    organizationId: caller.organizationId,
    quizId: quiz.id,
    userId: caller.userId,
    courseId: quiz.courseId,
    attemptNumber: (attempts[0]?.attemptNumber ?? 0) + 1,
  });
  return { attempt: view(created), resumed: false };
}

const view = (attempt: { id: string; startedAt: Date; attemptNumber: number }) => ({
  id: attempt.id,
  started_at: attempt.startedAt.toISOString(),
  attempt_number: attempt.attemptNumber,
});
