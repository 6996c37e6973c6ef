import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { TQuizForBuilder, TUpdateQuiz } from '#shared/quizzes/quiz-builder.contract.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import {
  deleteQuestions,
  listUsedQuestionIds,
  lockQuizForEdit,
  releaseQuestionOrders,
  updateQuestion,
  updateQuizSettings,
} from './quiz-builder.repo.ts';
import { builderView, requireBuilderQuiz, settingsRow } from './quiz-builder-access.ts';
import { scoringKey, storedScoringKey, toDefinition } from './quiz-builder-questions.ts';
import { insertQuestions, loadQuestions, type QuestionWithOptions } from './quizzes.repo.ts';

/**
 * 'Enregistrer' in the quiz builder: the settings and the questions as sent, in their order. A
 * question a learner has opened or answered keeps what its answers were judged by: changing its
 * text, type, points, time limit or answers, or deleting it, is refused (409, decision 153); its
 * explanation and place may change. All or nothing, under the quiz's lock, so an answer being
 * recorded meanwhile is either seen (and protects its question) or waits for the new version.
 */
export async function updateQuiz(
  db: Db,
  caller: Caller,
  quizId: string,
  input: TUpdateQuiz,
): Promise<TQuizForBuilder> {
  const { quiz } = await requireBuilderQuiz(db, caller, quizId);
  return db.transaction(async (tx) => {
    if (!(await lockQuizForEdit(tx, quiz.id))) throw new AppError('NOT_FOUND', t('quizzes.builder.notFound'));
    await replaceQuestions(tx, quiz.organizationId, quiz.id, input.questions);
    await updateQuizSettings(tx, quiz.id, settingsRow(input));
    return builderView(tx, quiz.id);
  });
}

async function replaceQuestions(
  tx: Tx,
  organizationId: string,
  quizId: string,
  questions: TUpdateQuiz['questions'],
) {
  const current = new Map((await loadQuestions(tx, quizId)).map((q) => [q.id, q]));
  const used = await listUsedQuestionIds(tx, quizId);
  const kept = new Set<string>();
  const plan = questions.map((question, index) => {
    const definition = toDefinition(question);
    if (!question.id) return { index, definition, stored: null };
    const stored = current.get(question.id);
    if (!stored) throw new AppError('VALIDATION', t('quizzes.builder.questionNotInQuiz', { n: index + 1 }));
    kept.add(stored.id);
    const isChanged = scoringKey(definition) !== storedScoringKey(stored);
    if (isChanged && used.has(stored.id)) refuseUsed(stored);
    return { index, definition, stored, isChanged };
  });
  const removed = [...current.values()].filter((q) => !kept.has(q.id));
  for (const question of removed) if (used.has(question.id)) refuseUsed(question);

  await deleteQuestions(
    tx,
    removed.map((q) => q.id),
  );
  await releaseQuestionOrders(tx, quizId);
  for (const step of plan) {
    const order = step.index + 1;
    if (!step.stored) {
      await insertQuestions(tx, { organizationId, quizId }, [step.definition], order);
      continue;
    }
    await updateQuestion(
      tx,
      { id: step.stored.id, organizationId, order, explanation: step.definition.explanation },
      step.isChanged ? step.definition : null,
    );
  }
}

function refuseUsed(question: QuestionWithOptions): never {
  const title =
    question.question_text.length > 80 ? `${question.question_text.slice(0, 79)}…` : question.question_text;
  throw new AppError('QUIZ_QUESTION_IN_USE', t('quizzes.builder.questionInUse', { title }), {
    questionId: question.id,
  });
}
