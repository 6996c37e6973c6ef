import { Trophy } from 'lucide-react';
import type { Ref } from 'react';
import { t } from '#shared/messages/fr-quizzes.ts';
import type { TAttemptCompleted } from '#shared/quizzes/quiz.contract.ts';
import { cn } from '#web/lib/cn.ts';
import { formatPercent } from '#web/lib/format.ts';
import { Alert, AlertTitle } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { ProgressBar } from '#web/ui/progress-bar.tsx';

/** The 'Terminé' screen: the score the server computed, pass or not, and 'Refaire le quiz' if allowed. */
export function QuizResult({
  result,
  canRetry,
  isRestarting,
  error,
  onRetry,
  headingRef,
}: {
  result: TAttemptCompleted;
  canRetry: boolean;
  isRestarting: boolean;
  error: string | null;
  onRetry: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const hasPassMark = result.passing_score !== null;
  return (
    <div className="space-y-5 text-center">
      <Trophy aria-hidden="true" className="mx-auto size-10 text-primary" />
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {t('quizzes.player.finished')}
      </h2>
      <div className="mx-auto max-w-sm space-y-2">
        <p className="text-lg font-semibold" data-testid="quiz-score">
          {t('quizzes.player.score', { score: result.score, max: result.max_score })}
          <span className="ml-2 text-muted-foreground">({formatPercent(result.percent)})</span>
        </p>
        <ProgressBar value={result.percent} label={t('quizzes.player.finished')} />
        <p className="text-sm text-muted-foreground">
          {t('quizzes.player.answered', { answered: result.answered, total: result.question_count })}
        </p>
        {hasPassMark ? (
          <p className={cn('font-semibold', result.passed ? 'text-success' : 'text-destructive')}>
            {result.passed ? t('quizzes.player.passed') : t('quizzes.player.notPassed')}
            <span className="ml-2 font-normal text-muted-foreground">
              {t('quizzes.player.passingScore', { n: result.passing_score ?? 0 })}
            </span>
          </p>
        ) : null}
      </div>
      {error ? (
        <Alert variant="destructive" className="text-left">
          <AlertTitle>{error}</AlertTitle>
        </Alert>
      ) : null}
      {canRetry ? (
        <Button variant="outline" onClick={onRetry} isLoading={isRestarting}>
          {t('quizzes.player.retry')}
        </Button>
      ) : null}
    </div>
  );
}
