import type { TAttemptCompleted, TPlayerQuestion } from '#shared/quizzes/quiz.contract.ts';
import { type AnswerDraft, canValidate, emptyDraft } from './quiz-answer.ts';
import type { Feedback } from './quiz-feedback.ts';

// The quiz flow of spec/learner.md §4 as a pure state machine: intro → one question at a time
// ('Valider' locks it, 'Suivant' / 'Précédent' move, 'Terminer' closes the attempt) → 'Terminé'.
// The component sends the requests and reports their outcome here.

export type QuestionProgress = {
  draft: AnswerDraft;
  /** open: may be answered; sending: 'Valider' (or the time-out) in flight; locked: answered. */
  status: 'open' | 'sending' | 'locked';
  feedback: Feedback | null;
  /** The countdown reached zero before 'Valider'. */
  isTimeUp: boolean;
  /** Answered in an earlier visit of this attempt (before a reload), shown again as it was. */
  wasAnsweredBefore: boolean;
  error: string | null;
};

/** A question answered in an earlier visit of the attempt: the answer given and its feedback. */
export type AnsweredBefore = { questionId: string; draft: AnswerDraft; feedback: Feedback };

export type QuizFlow =
  | { phase: 'intro' }
  | {
      phase: 'playing';
      attemptId: string;
      questions: TPlayerQuestion[];
      index: number;
      progress: Readonly<Record<string, QuestionProgress>>;
      isCompleting: boolean;
      error: string | null;
    }
  | { phase: 'finished'; result: TAttemptCompleted };

export type Playing = Extract<QuizFlow, { phase: 'playing' }>;

export type QuizFlowAction =
  | { type: 'started'; attemptId: string; questions: TPlayerQuestion[]; answered: readonly AnsweredBefore[] }
  | { type: 'edited'; questionId: string; draft: AnswerDraft }
  | { type: 'sending'; questionId: string; isTimeUp: boolean }
  | { type: 'answered'; questionId: string; feedback: Feedback | null }
  | { type: 'answerFailed'; questionId: string; message: string; lock: boolean }
  | { type: 'moved'; to: 'next' | 'previous' }
  | { type: 'completing' }
  | { type: 'completeFailed'; message: string }
  | { type: 'completed'; result: TAttemptCompleted }
  | { type: 'reset' };

export const initialQuizFlow: QuizFlow = { phase: 'intro' };

function startedFlow(action: Extract<QuizFlowAction, { type: 'started' }>): QuizFlow {
  const answered = new Map(action.answered.map((given) => [given.questionId, given]));
  const progress: Record<string, QuestionProgress> = {};
  for (const question of action.questions) {
    const given = answered.get(question.id);
    progress[question.id] = {
      draft: given?.draft ?? emptyDraft(question.question_type),
      status: given ? 'locked' : 'open',
      feedback: given?.feedback ?? null,
      isTimeUp: false,
      wasAnsweredBefore: given !== undefined,
      error: null,
    };
  }
  // A resumed attempt goes on at its first question still open (the last one if all are answered).
  const firstOpen = action.questions.findIndex((q) => !answered.has(q.id));
  const index = firstOpen === -1 ? Math.max(0, action.questions.length - 1) : firstOpen;
  return {
    phase: 'playing',
    attemptId: action.attemptId,
    questions: action.questions,
    index,
    progress,
    isCompleting: false,
    error: null,
  };
}

function updateQuestion(
  flow: Playing,
  questionId: string,
  change: (question: QuestionProgress) => QuestionProgress | null,
): QuizFlow {
  const current = flow.progress[questionId];
  const next = current ? change(current) : null;
  if (!current || !next) return flow;
  return { ...flow, progress: { ...flow.progress, [questionId]: next } };
}

function playingReducer(flow: Playing, action: QuizFlowAction): QuizFlow {
  switch (action.type) {
    case 'edited':
      return updateQuestion(flow, action.questionId, (q) =>
        q.status === 'open' ? { ...q, draft: action.draft, error: null } : null,
      );
    case 'sending':
      return updateQuestion(flow, action.questionId, (q) => {
        if (q.status !== 'open') return null;
        // The time-out sends whatever is there (null); 'Valider' follows §5.
        if (!action.isTimeUp && !canValidate(q.draft)) return null;
        return { ...q, status: 'sending', isTimeUp: action.isTimeUp, error: null };
      });
    case 'answered':
      return updateQuestion(flow, action.questionId, (q) => ({
        ...q,
        status: 'locked',
        feedback: action.feedback,
        error: null,
      }));
    case 'answerFailed':
      return updateQuestion(flow, action.questionId, (q) => ({
        ...q,
        // A time-out stays locked whatever happened; a refused 'Valider' may be tried again.
        status: action.lock || q.isTimeUp ? 'locked' : 'open',
        error: action.message,
      }));
    case 'moved': {
      if (action.to === 'previous') return canGoPrevious(flow) ? { ...flow, index: flow.index - 1 } : flow;
      return canGoNext(flow) ? { ...flow, index: flow.index + 1 } : flow;
    }
    case 'completing':
      return canFinish(flow) ? { ...flow, isCompleting: true, error: null } : flow;
    case 'completeFailed':
      return { ...flow, isCompleting: false, error: action.message };
    case 'completed':
      return { phase: 'finished', result: action.result };
    default:
      return flow;
  }
}

export function quizFlowReducer(flow: QuizFlow, action: QuizFlowAction): QuizFlow {
  if (action.type === 'started') return startedFlow(action);
  if (action.type === 'reset') return initialQuizFlow;
  return flow.phase === 'playing' ? playingReducer(flow, action) : flow;
}

export function currentQuestion(flow: Playing): { question: TPlayerQuestion; progress: QuestionProgress } {
  const question = flow.questions[flow.index]!;
  return { question, progress: flow.progress[question.id]! };
}

const isLocked = (flow: Playing) => currentQuestion(flow).progress.status === 'locked';
const isLast = (flow: Playing) => flow.index === flow.questions.length - 1;

/** 'Précédent' is disabled on the first question. */
export const canGoPrevious = (flow: Playing) => flow.index > 0 && !flow.isCompleting;
/** 'Suivant' once the question is validated. */
export const canGoNext = (flow: Playing) => !isLast(flow) && isLocked(flow);
/** 'Terminer', on the last question once it is validated. */
export const canFinish = (flow: Playing) => isLast(flow) && isLocked(flow) && !flow.isCompleting;
