import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import {
  type TBuilderQuestion,
  type TImportError,
  type TImportPreview,
  type TImportRequest,
  type TImportResult,
  ZBuilderQuestion,
} from '#shared/quizzes/quiz-builder.contract.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { lastQuestionOrder, lockQuizForEdit } from './quiz-builder.repo.ts';
import { builderView, requireBuilderQuiz } from './quiz-builder-access.ts';
import { toDefinition } from './quiz-builder-questions.ts';
import { QUIZ_IMPORT_PARSERS, type QuizImportParser } from './quiz-import-parsers.ts';
import { insertQuestions } from './quizzes.repo.ts';

/**
 * Reads a GIFT or Aiken file: the questions the builder can store, and a French error for each
 * one it cannot (the reader's own, or what the builder's rules refuse in what it read).
 */
export function readImport(
  input: TImportRequest,
  parsers: Record<TImportRequest['format'], QuizImportParser> = QUIZ_IMPORT_PARSERS,
): TImportPreview {
  const parsed = parsers[input.format](input.text);
  const questions: TBuilderQuestion[] = [];
  const errors: TImportError[] = [...parsed.errors];
  parsed.questions.forEach((question, index) => {
    const checked = ZBuilderQuestion.safeParse(question);
    if (checked.success) {
      questions.push({ ...checked.data, id: undefined });
      return;
    }
    const reason = checked.error.issues[0]?.message ?? t('error.validation');
    errors.push({
      line: question.line ?? 0,
      message: t('quizzes.builder.importQuestionInvalid', { n: index + 1, reason }),
    });
  });
  return { questions, errors: errors.sort((a, b) => a.line - b.line) };
}

/** 'Aperçu': what the import would add to the quiz, nothing stored. */
export async function previewQuizImport(
  db: Db,
  caller: Caller,
  quizId: string,
  input: TImportRequest,
): Promise<TImportPreview> {
  await requireBuilderQuiz(db, caller, quizId);
  return readImport(input);
}

/**
 * 'Importer': the readable questions are added after the quiz's own, in one transaction under the
 * quiz's lock; the errors are answered as the preview showed them. Nothing readable → 400.
 */
export async function importQuizQuestions(
  db: Db,
  caller: Caller,
  quizId: string,
  input: TImportRequest,
): Promise<TImportResult> {
  const { quiz } = await requireBuilderQuiz(db, caller, quizId);
  const { questions, errors } = readImport(input);
  if (questions.length === 0) {
    throw new AppError('VALIDATION', t('quizzes.builder.importNothingReadable'), { errors });
  }
  return db.transaction(async (tx) => {
    if (!(await lockQuizForEdit(tx, quiz.id))) throw new AppError('NOT_FOUND', t('quizzes.builder.notFound'));
    const after = await lastQuestionOrder(tx, quiz.id);
    await insertQuestions(
      tx,
      { organizationId: quiz.organizationId, quizId: quiz.id },
      questions.map(toDefinition),
      after + 1,
    );
    return { imported: questions.length, errors, quiz: await builderView(tx, quiz.id) };
  });
}
