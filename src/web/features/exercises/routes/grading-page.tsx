import { useSearch } from '@tanstack/react-router';
import { TriangleAlert } from 'lucide-react';
import type { ReactElement } from 'react';
import { t } from '#shared/messages/fr-exercises.ts';
import { errorMessage } from '#web/lib/api.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { Button } from '#web/ui/button.tsx';
import { useSubmissionsToGrade } from '../api/list-submissions.ts';
import { StatusFilter } from '../components/status-filter.tsx';
import { SubmissionCard } from '../components/submission-card.tsx';
import { formatSubmissionCount } from '../grading-format.ts';
import { DEFAULT_GRADING_FILTER, type GradingFilter } from '../grading-search.ts';

const EMPTY = {
  submitted: 'exercises.grading.empty.submitted',
  graded: 'exercises.grading.empty.graded',
  all: 'exercises.grading.empty.all',
} as const satisfies Record<GradingFilter, string>;

/**
 * /instructor/submissions (docs/decisions/019-grading-page.md): the exercise submissions of the
 * courses the instructor teaches, filtered by status in the address, each with its grading form.
 */
export function GradingPage(): ReactElement {
  const { status } = useSearch({ from: '/instructor/submissions' });
  const filter = status ?? DEFAULT_GRADING_FILTER;
  const submissions = useSubmissionsToGrade(filter);
  usePageTitle(t('exercises.grading.page.title'));

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold leading-tight">{t('exercises.grading.page.title')}</h1>
        <p className="text-muted-foreground">{t('exercises.grading.page.intro')}</p>
      </header>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <StatusFilter current={filter} />
        {submissions.data ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {formatSubmissionCount(submissions.data.length)}
          </p>
        ) : null}
      </div>
      {submissions.isPending ? (
        <p role="status" className="py-16 text-center text-muted-foreground">
          {t('exercises.grading.loading')}
        </p>
      ) : submissions.isError ? (
        <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
          <TriangleAlert aria-hidden="true" className="size-10 text-destructive" />
          <h2 className="text-xl font-semibold">{t('exercises.grading.loadError')}</h2>
          <p className="text-muted-foreground">{errorMessage(submissions.error)}</p>
          <Button onClick={() => void submissions.refetch()}>{t('shell.retry')}</Button>
        </div>
      ) : submissions.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-12 text-center text-muted-foreground">
          {t(EMPTY[filter])}
        </p>
      ) : (
        <ul className="space-y-4" aria-busy={submissions.isPlaceholderData || undefined}>
          {submissions.data.map((submission) => (
            <li key={submission.id}>
              <SubmissionCard submission={submission} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
