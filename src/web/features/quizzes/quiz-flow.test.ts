import { describe, expect, it } from 'vitest';
import type { TAttemptCompleted } from '#shared/quizzes/quiz.contract.ts';
import { feedbackFor } from './quiz-feedback.ts';
import {
  type AnsweredBefore,
  canFinish,
  canGoNext,
  canGoPrevious,
  currentQuestion,
  initialQuizFlow,
  type Playing,
  type QuizFlow,
  type QuizFlowAction,
  quizFlowReducer,
} from './quiz-flow.ts';
import { playerQuestion } from './quiz-test-data.ts';

const questions = [
  playerQuestion('q1', 'multiple_choice', 1, ['A', 'B']),
  playerQuestion('q2', 'short_answer', 2, [], [], 15),
  playerQuestion('q3', 'matching', 3, ['x', 'y'], ['X', 'Y']),
];
const wrong = feedbackFor(
  'multiple_choice',
  { is_correct: false, expected_answer: 'A', explanation: null, timed_out: false },
  false,
);
const result: TAttemptCompleted = {
  attempt_id: 'a1',
  score: 2,
  max_score: 3,
  percent: 67,
  passed: true,
  passing_score: 60,
  answered: 3,
  question_count: 3,
  completed_at: '2026-11-22T10:00:00.000Z',
};

const run = (actions: QuizFlowAction[], from: QuizFlow = initialQuizFlow) =>
  actions.reduce(quizFlowReducer, from);
const earlier = (questionId: string): AnsweredBefore => ({
  questionId,
  draft: { kind: 'choice', optionId: `${questionId}-b` },
  feedback: { tone: 'incorrect', title: 'Réponse incorrecte', expected: null, explanation: null },
});
const started = (answeredIds: string[] = []): QuizFlowAction => ({
  type: 'started',
  attemptId: 'a1',
  questions,
  answered: answeredIds.map(earlier),
});
const playing = (flow: QuizFlow): Playing => {
  if (flow.phase !== 'playing') throw new Error(`phase ${flow.phase}`);
  return flow;
};

describe('quiz flow', () => {
  it('starts on the first question with nothing answered', () => {
    const flow = playing(run([started()]));
    expect(flow.index).toBe(0);
    expect(currentQuestion(flow).progress).toMatchObject({
      status: 'open',
      draft: { kind: 'choice', optionId: null },
    });
    expect(canGoPrevious(flow)).toBe(false);
    expect(canGoNext(flow)).toBe(false);
  });

  it("refuses 'Valider' on a choice until an option is chosen, then locks the question", () => {
    let flow = run([started(), { type: 'sending', questionId: 'q1', isTimeUp: false }]);
    expect(currentQuestion(playing(flow)).progress.status).toBe('open');
    flow = run(
      [
        { type: 'edited', questionId: 'q1', draft: { kind: 'choice', optionId: 'q1-o2' } },
        { type: 'sending', questionId: 'q1', isTimeUp: false },
      ],
      flow,
    );
    expect(currentQuestion(playing(flow)).progress.status).toBe('sending');
    expect(canGoNext(playing(flow))).toBe(false);
    flow = run([{ type: 'answered', questionId: 'q1', feedback: wrong }], flow);
    const { progress } = currentQuestion(playing(flow));
    expect(progress).toMatchObject({ status: 'locked', feedback: wrong });
    // Locked: edits are ignored.
    flow = run([{ type: 'edited', questionId: 'q1', draft: { kind: 'choice', optionId: 'q1-o1' } }], flow);
    expect(currentQuestion(playing(flow)).progress.draft).toEqual({ kind: 'choice', optionId: 'q1-o2' });
    expect(canGoNext(playing(flow))).toBe(true);
  });

  it("moves with 'Suivant' and 'Précédent' only when allowed, and finishes on the last question", () => {
    let flow = run([started(), { type: 'moved', to: 'next' }]);
    expect(playing(flow).index).toBe(0);
    const answer = (id: string): QuizFlowAction[] => [
      { type: 'sending', questionId: id, isTimeUp: false },
      { type: 'answered', questionId: id, feedback: null },
    ];
    flow = run(
      [
        { type: 'edited', questionId: 'q1', draft: { kind: 'choice', optionId: 'q1-o1' } },
        ...answer('q1'),
        { type: 'moved', to: 'next' },
        ...answer('q2'),
        { type: 'moved', to: 'next' },
      ],
      flow,
    );
    expect(playing(flow).index).toBe(2);
    expect(canFinish(playing(flow))).toBe(false);
    flow = run([{ type: 'moved', to: 'previous' }], flow);
    expect(playing(flow).index).toBe(1);
    flow = run([{ type: 'moved', to: 'next' }, ...answer('q3')], flow);
    expect(canFinish(playing(flow))).toBe(true);
    expect(canGoNext(playing(flow))).toBe(false);
    flow = run([{ type: 'completing' }], flow);
    expect(playing(flow).isCompleting).toBe(true);
    expect(canFinish(playing(flow))).toBe(false);
    flow = run([{ type: 'completed', result }], flow);
    expect(flow).toEqual({ phase: 'finished', result });
  });

  it('sends the time-out even without an answer, and keeps it locked if the request fails', () => {
    let flow = run([started(['q1']), { type: 'sending', questionId: 'q2', isTimeUp: true }]);
    expect(currentQuestion(playing(flow)).progress).toMatchObject({ status: 'sending', isTimeUp: true });
    flow = run([{ type: 'answerFailed', questionId: 'q2', message: 'Hors ligne', lock: false }], flow);
    expect(currentQuestion(playing(flow)).progress).toMatchObject({ status: 'locked', error: 'Hors ligne' });
    expect(canGoNext(playing(flow))).toBe(true);
  });

  it("reopens a refused 'Valider' unless the server says it is settled (409)", () => {
    const draft = { kind: 'text', text: 'color' } as const;
    const base = run([
      started(['q1']),
      { type: 'edited', questionId: 'q2', draft },
      { type: 'sending', questionId: 'q2', isTimeUp: false },
    ]);
    const retry = run([{ type: 'answerFailed', questionId: 'q2', message: 'Erreur', lock: false }], base);
    expect(currentQuestion(playing(retry)).progress).toMatchObject({
      status: 'open',
      draft,
      error: 'Erreur',
    });
    const settled = run([{ type: 'answerFailed', questionId: 'q2', message: 'Déjà', lock: true }], base);
    expect(currentQuestion(playing(settled)).progress.status).toBe('locked');
  });

  it('resumes an attempt at its first open question, the answered ones locked', () => {
    const flow = playing(run([started(['q1', 'q2'])]));
    expect(flow.index).toBe(2);
    // Shown again as they were answered: the choice and its verdict.
    expect(flow.progress.q1).toMatchObject({
      status: 'locked',
      wasAnsweredBefore: true,
      draft: { kind: 'choice', optionId: 'q1-b' },
      feedback: { tone: 'incorrect', title: 'Réponse incorrecte' },
    });
    expect(flow.progress.q3).toMatchObject({ status: 'open', feedback: null, wasAnsweredBefore: false });
    const allDone = playing(run([started(['q1', 'q2', 'q3'])]));
    expect(allDone.index).toBe(2);
    expect(canFinish(allDone)).toBe(true);
  });

  it("keeps the error of a failed 'Terminer' and lets it be tried again", () => {
    let flow = run([
      started(['q1', 'q2', 'q3']),
      { type: 'completing' },
      { type: 'completeFailed', message: 'Erreur serveur' },
    ]);
    expect(playing(flow)).toMatchObject({ isCompleting: false, error: 'Erreur serveur' });
    expect(canFinish(playing(flow))).toBe(true);
    flow = run([{ type: 'reset' }], flow);
    expect(flow).toEqual(initialQuizFlow);
  });

  it('ignores question actions outside a running attempt', () => {
    expect(run([{ type: 'moved', to: 'next' }])).toBe(initialQuizFlow);
    const finished = run([started(), { type: 'completed', result }]);
    expect(
      run([{ type: 'edited', questionId: 'q1', draft: { kind: 'choice', optionId: 'x' } }], finished),
    ).toBe(finished);
  });
});
