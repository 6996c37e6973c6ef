import { CircleCheck, Clock, ListChecks } from 'lucide-react';
import { t } from '#shared/messages/fr-quizzes.ts';
import type { TQuizForPlayer } from '#shared/quizzes/quiz.contract.ts';
import { Alert, AlertTitle } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { questionCountText, quizTypeLabel } from '../quiz-format.ts';

/**
 * Step 1–2 of the quiz flow: title, type badge, question count, duration when positive, the pass
 * mark of an exam; 'Déjà complétée' instead of 'Commencer' when the server says no new attempt.
 */
export function QuizIntro({
  quiz,
  lessonTitle,
  isStarting,
  error,
  onStart,
}: {
  quiz: TQuizForPlayer;
  /** The player's heading already; the quiz's title is repeated only when it differs. */
  lessonTitle: string;
  isStarting: boolean;
  error: string | null;
  onStart: () => void;
}) {
  const { status } = quiz;
  const last = status.last_completed;
  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <span className="inline-flex rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary-strong">
          {quizTypeLabel(quiz.type)}
        </span>
        {quiz.title.trim() !== lessonTitle.trim() ? (
          <h2 className="text-xl font-semibold leading-tight">{quiz.title}</h2>
        ) : null}
        {quiz.description ? <p className="text-muted-foreground">{quiz.description}</p> : null}
      </div>
      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <li className="inline-flex items-center gap-1.5">
          <ListChecks aria-hidden="true" className="size-4 text-muted-foreground" />
          {questionCountText(quiz.question_count)}
        </li>
        {quiz.duration > 0 ? (
          <li className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4 text-muted-foreground" />
            {t('quizzes.player.minutes', { n: quiz.duration })}
          </li>
        ) : null}
        {quiz.type === 'exam' && quiz.passing_score !== null ? (
          <li className="font-medium">{t('quizzes.player.passingScore', { n: quiz.passing_score })}</li>
        ) : null}
      </ul>
      {last ? (
        <p className="text-sm text-muted-foreground">
          {t('quizzes.player.lastResult', { score: last.score, max: last.max_score, percent: last.percent })}
        </p>
      ) : null}
      {error ? (
        <Alert variant="destructive">
          <AlertTitle>{error}</AlertTitle>
        </Alert>
      ) : null}
      {quiz.question_count === 0 ? (
        <p className="text-muted-foreground">{t('quizzes.player.noQuestions')}</p>
      ) : !status.can_start ? (
        <p className="inline-flex items-center gap-2 rounded-md bg-success-soft px-3 py-2 font-medium text-success">
          <CircleCheck aria-hidden="true" className="size-4" />
          {t('quizzes.player.alreadyCompleted')}
        </p>
      ) : (
        <div className="space-y-2">
          {status.open_attempt ? (
            <p className="text-sm text-muted-foreground">{t('quizzes.player.resumeHint')}</p>
          ) : null}
          <Button onClick={onStart} isLoading={isStarting} className="w-full sm:w-auto">
            {t('quizzes.player.start')}
          </Button>
        </div>
      )}
    </div>
  );
}
