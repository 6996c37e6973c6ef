import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type Ref, useId } from 'react';
import { t } from '#shared/messages/fr-quizzes.ts';
import { Alert, AlertTitle } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { ProgressBar } from '#web/ui/progress-bar.tsx';
import { type AnswerDraft, canValidate } from '../quiz-answer.ts';
import { timeUpFeedback } from '../quiz-feedback.ts';
import { canFinish, canGoNext, canGoPrevious, currentQuestion, type Playing } from '../quiz-flow.ts';
import { pointsText } from '../quiz-format.ts';
import { AnswerInput } from './answer-input.tsx';
import { FeedbackPanel } from './feedback-panel.tsx';
import { QuestionTimer } from './question-timer.tsx';

export type QuizQuestionProps = {
  flow: Playing;
  /** Seconds left, null without a time limit. */
  remaining: number | null;
  headingRef: Ref<HTMLHeadingElement>;
  feedbackRef: Ref<HTMLDivElement>;
  onEdit: (draft: AnswerDraft) => void;
  onValidate: () => void;
  onMove: (to: 'next' | 'previous') => void;
  onFinish: () => void;
};

/** Steps 3–5 of the quiz flow: 'Question i / n', the answer, 'Valider', the feedback and the moves. */
export function QuizQuestion({
  flow,
  remaining,
  headingRef,
  feedbackRef,
  onEdit,
  onValidate,
  onMove,
  onFinish,
}: QuizQuestionProps) {
  const textId = useId();
  const { question, progress } = currentQuestion(flow);
  const n = flow.questions.length;
  const isLast = flow.index === n - 1;
  const isOpen = progress.status === 'open';
  const feedback = progress.feedback ?? (progress.isTimeUp ? timeUpFeedback() : null);
  // data-keeps-keys: while a question is open, arrows and h/l stay with the quiz, not the player.
  return (
    <div className="space-y-5" data-keeps-keys="">
      <div className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
            {t('quizzes.player.progress', { i: flow.index + 1, n })}
          </h2>
          <span className="text-sm text-muted-foreground">{pointsText(question.points)}</span>
        </div>
        <ProgressBar value={((flow.index + 1) / n) * 100} label={t('quizzes.player.progressLabel')} />
      </div>
      {remaining !== null && progress.status !== 'locked' && !progress.isTimeUp ? (
        <QuestionTimer key={`timer-${question.id}`} remaining={remaining} />
      ) : null}
      <p id={textId} className="whitespace-pre-line text-lg font-medium break-words">
        {question.question_text}
      </p>
      <AnswerInput
        key={`answer-${question.id}`}
        question={question}
        draft={progress.draft}
        isDisabled={!isOpen}
        labelledBy={textId}
        onChange={onEdit}
      />
      {feedback ? <FeedbackPanel ref={feedbackRef} feedback={feedback} /> : null}
      {progress.wasAnsweredBefore ? (
        <p className="text-sm text-muted-foreground">{t('quizzes.player.answeredBefore')}</p>
      ) : null}
      {progress.error || flow.error ? (
        <Alert variant="destructive">
          <AlertTitle>{progress.error ?? flow.error}</AlertTitle>
        </Alert>
      ) : null}
      <div className="flex flex-col gap-2 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
        <Button
          variant={isOpen ? 'default' : 'outline'}
          disabled={!isOpen || !canValidate(progress.draft)}
          isLoading={progress.status === 'sending'}
          onClick={onValidate}
          className="w-full sm:w-auto"
        >
          {t('quizzes.player.validate')}
        </Button>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Button variant="outline" disabled={!canGoPrevious(flow)} onClick={() => onMove('previous')}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            {t('quizzes.player.previous')}
          </Button>
          {isLast ? (
            <Button disabled={!canFinish(flow)} isLoading={flow.isCompleting} onClick={onFinish}>
              {t('quizzes.player.finish')}
            </Button>
          ) : (
            <Button disabled={!canGoNext(flow)} onClick={() => onMove('next')}>
              {t('quizzes.player.next')}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
