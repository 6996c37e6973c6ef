import { t } from '#shared/messages/fr.ts';
import type { TQuizForBuilder } from '#shared/quizzes/quiz-builder.contract.ts';
import type { Executor } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { requireAuthorOf } from '../courses/authoring-access.ts';
import { countAttempts, findBuilderQuiz, listUsedQuestionIds } from './quiz-builder.repo.ts';
import { toBuilderView } from './quiz-builder-questions.ts';
import { loadQuestions } from './quizzes.repo.ts';

export type BuilderQuiz = NonNullable<Awaited<ReturnType<typeof findBuilderQuiz>>>;

/** A quiz the caller may build: 404 'Quiz introuvable' outside their organisation, 403 another instructor's. */
export async function requireBuilderQuiz(db: Executor, caller: Caller, quizId: string): Promise<BuilderQuiz> {
  return requireAuthorOf(caller, await findBuilderQuiz(db, quizId), t('quizzes.builder.notFound'));
}

/** The whole quiz as the builder shows it, read through `db` (a transaction sees its own writes). */
export async function builderView(db: Executor, quizId: string): Promise<TQuizForBuilder> {
  const found = await findBuilderQuiz(db, quizId);
  if (!found) throw new Error(`quiz ${quizId} disparu`);
  const { quiz } = found;
  const [questions, used, attemptCount] = [
    await loadQuestions(db, quizId),
    await listUsedQuestionIds(db, quizId),
    await countAttempts(db, quizId),
  ];
  return {
    id: quiz.id,
    course_id: quiz.courseId,
    course_title: found.courseTitle,
    title: quiz.title,
    description: quiz.description,
    duration: quiz.durationMinutes,
    passing_score: quiz.passingScore,
    shuffle_questions: quiz.shuffleQuestions,
    shuffle_options: quiz.shuffleOptions,
    show_results: quiz.showResults,
    allow_retries: quiz.allowRetries,
    type: quiz.type,
    status: quiz.status,
    attempt_count: attemptCount,
    questions: questions.map((q) => toBuilderView(q, used.has(q.id))),
    updated_at: quiz.updatedAt.toISOString(),
  };
}

/** The settings columns of a create or update body. */
export const settingsRow = (input: {
  title: string;
  description: string | null;
  duration: number;
  passing_score: number | null;
  shuffle_questions: boolean;
  shuffle_options: boolean;
  show_results: boolean;
  allow_retries: boolean;
  type: TQuizForBuilder['type'];
}) => ({
  title: input.title,
  description: input.description,
  durationMinutes: input.duration,
  passingScore: input.passing_score,
  shuffleQuestions: input.shuffle_questions,
  shuffleOptions: input.shuffle_options,
  showResults: input.show_results,
  allowRetries: input.allow_retries,
  type: input.type,
});
