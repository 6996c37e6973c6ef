import { useEffect, useRef } from 'react';
import type { TQuizForPlayer } from '#shared/quizzes/quiz.contract.ts';
import { type LessonProgress, useOwnSteps } from '#web/lib/lesson-slots.ts';
import { type FocusTarget, useQuizAttempt } from '../use-quiz-attempt.ts';
import { QuizIntro } from './quiz-intro.tsx';
import { QuizQuestion } from './quiz-question.tsx';
import { QuizResult } from './quiz-result.tsx';

/** The quiz flow's screens: intro, one question at a time, then 'Terminé'; the focus follows. */
export function QuizPlayer(props: {
  quiz: TQuizForPlayer;
  courseId: string;
  lessonId: string;
  lessonTitle: string;
  progress: LessonProgress;
  onCompleted: () => void;
  reloadQuiz: () => Promise<TQuizForPlayer | undefined>;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);
  const attempt = useQuizAttempt({
    ...props,
    focus: (target) => {
      pendingFocus.current = target;
    },
  });

  // After the render that shows the target: the new question's heading, the feedback, the result.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    const element = { heading: headingRef, feedback: feedbackRef, result: resultRef }[target].current;
    if (!element) return;
    pendingFocus.current = null;
    element.focus();
  });

  const { flow } = attempt;
  // The questions bring their own 'Suivant': the player's lesson buttons step aside meanwhile.
  useOwnSteps(flow.phase === 'playing');
  if (flow.phase === 'playing') {
    return (
      <QuizQuestion
        flow={flow}
        remaining={attempt.remaining}
        headingRef={headingRef}
        feedbackRef={feedbackRef}
        onEdit={attempt.edit}
        onValidate={attempt.validate}
        onMove={attempt.move}
        onFinish={attempt.finish}
      />
    );
  }
  if (flow.phase === 'finished') {
    return (
      <QuizResult
        result={flow.result}
        canRetry={props.quiz.allow_retries}
        isRestarting={attempt.isStarting}
        error={attempt.introError}
        onRetry={attempt.begin}
        headingRef={resultRef}
      />
    );
  }
  return (
    <QuizIntro
      quiz={props.quiz}
      lessonTitle={props.lessonTitle}
      isStarting={attempt.isStarting}
      error={attempt.introError}
      onStart={attempt.begin}
    />
  );
}
