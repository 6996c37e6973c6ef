import { t } from '#shared/messages/fr.ts';
import type { TPlayerQuestion, TQuizForPlayer } from '#shared/quizzes/quiz.contract.ts';
import { isSingleAttempt } from '#shared/quizzes/quiz-rules.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { answerResult } from './answer-result.ts';
import { requirePlayableQuiz } from './quiz-access.ts';
import {
  givenAnswers,
  listAttempts,
  loadQuestions,
  type QuestionWithOptions,
  type Quiz,
} from './quizzes.repo.ts';

/**
 * The quiz as the player shows it: questions in order or shuffled as the quiz says, options without
 * what makes them right, and where the caller stands (attempts, last result, whether they may start).
 */
export async function getQuiz(db: Db, caller: Caller, quizId: string): Promise<TQuizForPlayer> {
  const quiz = await requirePlayableQuiz(db, caller, quizId, { checkLock: true });
  const questions = await loadQuestions(db, quiz.id);
  const attempts = await listAttempts(db, quiz.id, caller.userId);
  const open = attempts.find((a) => a.completedAt === null) ?? null;
  const lastCompleted = attempts.find((a) => a.completedAt !== null) ?? null;
  const isBlocked = isSingleAttempt(quiz) && lastCompleted !== null;
  const ordered = quiz.shuffleQuestions ? shuffled(questions) : questions;

  return {
    id: quiz.id,
    course_id: quiz.courseId,
    title: quiz.title,
    description: quiz.description,
    type: quiz.type,
    duration: quiz.durationMinutes,
    passing_score: quiz.passingScore,
    shuffle_questions: quiz.shuffleQuestions,
    shuffle_options: quiz.shuffleOptions,
    show_results: quiz.showResults,
    allow_retries: quiz.allowRetries,
    question_count: questions.length,
    max_score: questions.reduce((sum, q) => sum + Math.max(0, q.points), 0),
    questions: ordered.map((q) => toPlayerQuestion(q, quiz.shuffleOptions)),
    status: {
      attempts_count: attempts.length,
      last_completed:
        lastCompleted?.completedAt && lastCompleted.score !== null
          ? {
              id: lastCompleted.id,
              score: lastCompleted.score,
              max_score: lastCompleted.maxScore ?? 0,
              percent: lastCompleted.percent ?? 0,
              passed: lastCompleted.passed ?? false,
              completed_at: lastCompleted.completedAt.toISOString(),
            }
          : null,
      open_attempt: open ? await openAttemptView(db, quiz, questions, open.id) : null,
      can_start: !isBlocked,
      reason: isBlocked ? t('quizzes.alreadyCompleted') : null,
    },
  };
}

/**
 * The attempt in progress and what was answered in it, so a learner who reloads sees their answers
 * and verdicts again. Whether an answer came too late is not kept: a late one reads as incorrect.
 */
async function openAttemptView(
  db: Db,
  quiz: Quiz,
  questions: QuestionWithOptions[],
  attemptId: string,
): Promise<NonNullable<TQuizForPlayer['status']['open_attempt']>> {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const answers = (await givenAnswers(db, attemptId)).flatMap((given) => {
    const question = byId.get(given.questionId);
    if (!question) return [];
    const outcome = { isCorrect: given.isCorrect, isTimedOut: false };
    return [
      { question_id: given.questionId, answer: given.answer, result: answerResult(quiz, question, outcome) },
    ];
  });
  return { id: attemptId, answered_question_ids: answers.map((a) => a.question_id), answers };
}

// Only what the learner needs to answer: never is_correct, match_value or the explanation, and no
// options at all for written answers (their first option is the expected text).
function toPlayerQuestion(question: QuestionWithOptions, shuffleOptions: boolean): TPlayerQuestion {
  const isWritten = question.question_type === 'short_answer' || question.question_type === 'long_answer';
  // Vrai / Faux keep the author's order: shuffling two fixed answers only confuses.
  const mayShuffle = shuffleOptions && question.question_type !== 'true_false';
  const options = isWritten ? [] : question.options;
  return {
    id: question.id,
    question_text: question.question_text,
    question_type: question.question_type,
    points: question.points,
    time_limit: question.timeLimitSeconds,
    question_order: question.questionOrder,
    options: (mayShuffle ? shuffled(options) : options).map((o) => ({
      id: o.id,
      option_text: o.option_text,
      option_order: o.option_order,
    })),
    match_targets:
      question.question_type === 'matching'
        ? shuffled([...new Set(question.options.map((o) => o.match_value ?? ''))])
        : [],
  };
}

/** A new array in random order (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
