import type { QuizStatus } from '#shared/domain.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { TQuizForBuilder } from '#shared/quizzes/quiz-builder.contract.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { lockQuizForEdit, setQuizStatus } from './quiz-builder.repo.ts';
import { builderView, requireBuilderQuiz } from './quiz-builder-access.ts';
import { loadQuestions } from './quizzes.repo.ts';

/**
 * Publish (learners can take it, the editor's picker lists it) or unpublish (back to draft: the
 * quiz lesson answers 'Quiz introuvable' to learners). A quiz without a question is not published.
 */
export async function setQuizPublication(
  db: Db,
  caller: Caller,
  quizId: string,
  status: QuizStatus,
): Promise<TQuizForBuilder> {
  const { quiz } = await requireBuilderQuiz(db, caller, quizId);
  return db.transaction(async (tx) => {
    if (!(await lockQuizForEdit(tx, quiz.id))) throw new AppError('NOT_FOUND', t('quizzes.builder.notFound'));
    if (status === 'published' && (await loadQuestions(tx, quiz.id)).length === 0) {
      throw new AppError('VALIDATION', t('quizzes.builder.publishWithoutQuestion'));
    }
    await setQuizStatus(tx, quiz.id, status);
    return builderView(tx, quiz.id);
  });
}
