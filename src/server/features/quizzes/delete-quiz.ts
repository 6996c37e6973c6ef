import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { isUsedByALesson } from '../courses/courses.repo.ts';
import { countAttempts, deleteQuiz, lockQuizForEdit } from './quiz-builder.repo.ts';
import { requireBuilderQuiz } from './quiz-builder-access.ts';

/**
 * Deletes a quiz nobody uses: no attempt (their scores would go with it) and no lesson pointing at
 * it. Otherwise 409: unpublish it instead.
 */
export async function deleteUnusedQuiz(db: Db, caller: Caller, quizId: string): Promise<void> {
  const { quiz } = await requireBuilderQuiz(db, caller, quizId);
  await db.transaction(async (tx) => {
    if (!(await lockQuizForEdit(tx, quiz.id, true)))
      throw new AppError('NOT_FOUND', t('quizzes.builder.notFound'));
    if ((await countAttempts(tx, quiz.id)) > 0 || (await isUsedByALesson(tx, 'quiz_id', quiz.id))) {
      throw new AppError('QUIZ_IN_USE');
    }
    await deleteQuiz(tx, quiz.id);
  });
}
