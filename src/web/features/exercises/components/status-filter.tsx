import { Link } from '@tanstack/react-router';
import { t } from '#shared/messages/fr-exercises.ts';
import { cn } from '#web/lib/cn.ts';
import { GRADING_FILTERS, type GradingFilter } from '../grading-search.ts';

const LABELS = {
  submitted: 'exercises.grading.filter.submitted',
  graded: 'exercises.grading.filter.graded',
  all: 'exercises.grading.filter.all',
} as const satisfies Record<GradingFilter, string>;

/** 'À corriger' · 'Corrigées' · 'Toutes': links, so the filter is in the address and the history. */
export function StatusFilter({ current }: { current: GradingFilter }) {
  return (
    <nav aria-label={t('exercises.grading.filter.label')}>
      <ul className="inline-flex w-full rounded-lg border border-border bg-muted p-1 sm:w-auto">
        {GRADING_FILTERS.map((filter) => {
          const isCurrent = filter === current;
          return (
            <li key={filter} className="flex-1 sm:flex-none">
              <Link
                to="/instructor/submissions"
                search={filter === 'submitted' ? {} : { status: filter }}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'flex h-9 items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap',
                  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
                  isCurrent
                    ? 'bg-surface text-foreground shadow-sm'
                    : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {t(LABELS[filter])}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
