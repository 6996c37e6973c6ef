import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { isOneOf } from '#shared/error-codes.ts';
import type { TQuizForPlayer } from '#shared/quizzes/quiz.contract.ts';
import { ApiError, errorMessage } from '#web/lib/api.ts';
import type { LessonProgress } from '#web/lib/lesson-slots.ts';
import { useCompleteQuizAttempt } from './api/complete-quiz-attempt.ts';
import { useOpenQuizQuestion } from './api/open-quiz-question.ts';
import { useStartQuizAttempt } from './api/start-quiz-attempt.ts';
import { useSubmitQuizAnswer } from './api/submit-quiz-answer.ts';
import { type AnswerDraft, canValidate, draftOf, toAnswer } from './quiz-answer.ts';
import { feedbackFor } from './quiz-feedback.ts';
import { currentQuestion, initialQuizFlow, quizFlowReducer } from './quiz-flow.ts';
import { orderForAttempt } from './quiz-order.ts';
import { learnClockOffset } from './quiz-timer.ts';
import { useQuestionTimer } from './use-question-timer.ts';

export type FocusTarget = 'heading' | 'feedback' | 'result';

/** Answered already (another tab) or the attempt closed: trying again cannot help. */
const isConflict = (error: unknown) =>
  error instanceof ApiError && isOneOf(error.code, ['QUIZ_ALREADY_ANSWERED', 'QUIZ_ATTEMPT_CLOSED']);

/**
 * One learner's way through a quiz: starts (or resumes) the attempt, opens timed questions on the
 * server, sends each answer ('Valider', or null when time runs out), closes the attempt, then
 * reports the lesson completed. The flow itself is the pure reducer of quiz-flow.ts.
 */
export function useQuizAttempt(input: {
  quiz: TQuizForPlayer;
  courseId: string;
  lessonId: string;
  /** The player's progress reporting (the slot's). */
  progress: LessonProgress;
  onCompleted: () => void;
  reloadQuiz: () => Promise<TQuizForPlayer | undefined>;
  focus: (target: FocusTarget) => void;
}) {
  const { quiz, focus } = input;
  const [flow, dispatch] = useReducer(quizFlowReducer, initialQuizFlow);
  const [introError, setIntroError] = useState<string | null>(null);
  const [clockOffset, setClockOffset] = useState<number | null>(null);
  const [deadlines, setDeadlines] = useState<Readonly<Record<string, string | null>>>({});
  const opening = useRef(new Set<string>());
  const start = useStartQuizAttempt(quiz.id);
  const open = useOpenQuizQuestion(quiz.id);
  const submit = useSubmitQuizAnswer(quiz.id);
  const complete = useCompleteQuizAttempt(quiz.id);
  const { progress } = input;
  const current = flow.phase === 'playing' ? currentQuestion(flow) : null;

  const begin = async () => {
    setIntroError(null);
    try {
      const started = await start.mutateAsync(quiz.course_id);
      setClockOffset((previous) =>
        learnClockOffset(previous, started.attempt.started_at, started.receivedAt),
      );
      // A resumed attempt skips what was already answered, as the server knows it now.
      const fresh = started.resumed ? await input.reloadQuiz() : undefined;
      const types = new Map(quiz.questions.map((q) => [q.id, q.question_type]));
      const answered = (fresh?.status.open_attempt?.answers ?? []).flatMap((given) => {
        const type = types.get(given.question_id);
        if (!type) return [];
        return [
          {
            questionId: given.question_id,
            draft: draftOf(type, given.answer),
            feedback: feedbackFor(type, given.result, false),
          },
        ];
      });
      opening.current.clear();
      setDeadlines({});
      dispatch({
        type: 'started',
        attemptId: started.attempt.id,
        questions: orderForAttempt(quiz, started.attempt.id),
        answered,
      });
      focus('heading');
    } catch (error) {
      setIntroError(errorMessage(error));
      if (flow.phase === 'finished') dispatch({ type: 'reset' });
    }
  };

  // A timed question starts its clock on the server when shown; a failed opening counts down
  // from now in the browser (the server then counts from the last answer: never longer).
  const questionId = current?.question.id ?? null;
  const timeLimit = current?.question.time_limit ?? null;
  const needsOpening = flow.phase === 'playing' && current?.progress.status === 'open' && timeLimit !== null;
  const attemptId = flow.phase === 'playing' ? flow.attemptId : null;
  useEffect(() => {
    if (!needsOpening || !questionId || !attemptId || timeLimit === null) return;
    if (opening.current.has(questionId)) return;
    opening.current.add(questionId);
    open
      .mutateAsync({ attemptId, questionId })
      .then((opened) => {
        if (opened.opened_at) {
          const at = opened.opened_at;
          setClockOffset((previous) => learnClockOffset(previous, at, opened.receivedAt));
        }
        setDeadlines((all) => ({ ...all, [questionId]: opened.deadline_at }));
      })
      .catch(() => {
        const local = new Date(Date.now() + (clockOffset ?? 0) + timeLimit * 1000).toISOString();
        setDeadlines((all) => ({ ...all, [questionId]: local }));
      });
  }, [needsOpening, questionId, attemptId, timeLimit, open, clockOffset]);

  const send = async (isTimeUp: boolean) => {
    if (flow.phase !== 'playing' || !current) return;
    const { question, progress: state } = current;
    if (state.status !== 'open' || (!isTimeUp && !canValidate(state.draft))) return;
    dispatch({ type: 'sending', questionId: question.id, isTimeUp });
    if (isTimeUp) focus('feedback');
    try {
      const result = await submit.mutateAsync({
        attemptId: flow.attemptId,
        questionId: question.id,
        // Time ran out: null, which the server records as a wrong answer (decision 011).
        answer: isTimeUp ? null : toAnswer(state.draft),
      });
      dispatch({
        type: 'answered',
        questionId: question.id,
        feedback: feedbackFor(question.question_type, result, isTimeUp),
      });
      focus('feedback');
    } catch (error) {
      // Answered already (another tab) or attempt closed: trying again cannot help.
      dispatch({
        type: 'answerFailed',
        questionId: question.id,
        message: errorMessage(error),
        lock: isConflict(error),
      });
    }
  };

  const remaining = useQuestionTimer({
    deadlineAt: questionId ? (deadlines[questionId] ?? null) : null,
    timeLimitSeconds: timeLimit,
    clockOffset: clockOffset ?? 0,
    isRunning: current?.progress.status === 'open',
    onExpire: () => void send(true),
  });

  const finish = async () => {
    if (flow.phase !== 'playing') return;
    dispatch({ type: 'completing' });
    try {
      const result = await complete.mutateAsync(flow.attemptId);
      dispatch({ type: 'completed', result });
      progress.report(
        { currentTime: 0, duration: 0, watchedDuration: 0, percentage: 100, isCompleted: true },
        { urgent: true },
      );
      input.onCompleted();
      focus('result');
    } catch (error) {
      if (isConflict(error)) {
        // Closed meanwhile (another tab): back to the intro, which shows where things stand.
        setIntroError(errorMessage(error));
        dispatch({ type: 'reset' });
        return;
      }
      dispatch({ type: 'completeFailed', message: errorMessage(error) });
    }
  };

  const edit = useCallback(
    (draft: AnswerDraft) => {
      if (questionId) dispatch({ type: 'edited', questionId, draft });
    },
    [questionId],
  );
  const move = (to: 'next' | 'previous') => {
    dispatch({ type: 'moved', to });
    focus('heading');
  };

  return {
    flow,
    remaining,
    introError,
    isStarting: start.isPending,
    begin: () => void begin(),
    edit,
    validate: () => void send(false),
    move,
    finish: () => void finish(),
  };
}
