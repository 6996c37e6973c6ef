import { Link } from '@tanstack/react-router';
import { Plus, Search } from 'lucide-react';
import { type ReactElement, useState } from 'react';
import type { QuizStatus } from '#shared/domain.ts';
import { QUIZ_STATUSES } from '#shared/domain.ts';
import { t } from '#shared/messages/fr-quizzes-builder.ts';
import { formatLongDate } from '#web/lib/format.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { Button } from '#web/ui/button.tsx';
import { Input } from '#web/ui/input.tsx';
import { LoadError } from '#web/ui/load-error.tsx';
import { SELECT_CLASSES } from '#web/ui/select-classes.ts';
import { useQuizList } from '../api/quiz-builder-api.ts';
import { type BuilderArea, quizPaths } from '../builder-area.ts';
import { StatusBadge } from '../components/status-badge.tsx';

/** /instructor/quizzes (the caller's courses) and /admin/quizzes (the organisation's). */
export function QuizListPage({ area }: { area: BuilderArea }): ReactElement {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<QuizStatus | ''>('');
  const searched = useDebouncedValue(search);
  const quizzes = useQuizList({ search: searched, status: status || undefined });
  const links = quizPaths(area);
  usePageTitle(t('quizzes.build.listTitle'));

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold leading-tight">{t('quizzes.build.listTitle')}</h1>
          <p className="text-muted-foreground">
            {t(area === 'admin' ? 'quizzes.build.listIntroAdmin' : 'quizzes.build.listIntroInstructor')}
          </p>
        </div>
        <Button asChild>
          <Link to={links.new}>
            <Plus aria-hidden="true" className="size-4" />
            {t('quizzes.build.new')}
          </Link>
        </Button>
      </header>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Search aria-hidden="true" className="absolute top-3.5 left-3 size-4 text-muted-foreground" />
          <Input
            type="search"
            hasLeadingIcon
            aria-label={t('quizzes.build.search')}
            placeholder={t('quizzes.build.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <select
          aria-label={t('quizzes.build.statusFilter')}
          value={status}
          onChange={(event) => setStatus(event.target.value as QuizStatus | '')}
          className={`${SELECT_CLASSES} sm:w-48`}
        >
          <option value="">{t('quizzes.build.allStatuses')}</option>
          {QUIZ_STATUSES.map((item) => (
            <option key={item} value={item}>
              {t(`quizzes.build.status.${item}`)}
            </option>
          ))}
        </select>
      </div>
      {quizzes.isPending ? (
        <p role="status" className="py-16 text-center text-muted-foreground">
          {t('quizzes.build.loading')}
        </p>
      ) : quizzes.isError ? (
        <LoadError
          error={quizzes.error}
          onRetry={() => void quizzes.refetch()}
          title={t('quizzes.build.loadError')}
        />
      ) : quizzes.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-12 text-center text-muted-foreground">
          {t('quizzes.build.empty')}
        </p>
      ) : (
        <ul
          className="divide-y divide-border rounded-lg border border-border bg-surface"
          aria-busy={quizzes.isPlaceholderData || undefined}
        >
          {quizzes.data.map((quiz) => (
            <li key={quiz.id} className="flex flex-wrap items-center gap-3 p-4">
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Link to={links.edit(quiz.id)} className="font-medium hover:underline">
                    {quiz.title}
                  </Link>
                  <StatusBadge status={quiz.status} />
                </div>
                <p className="text-sm text-muted-foreground">
                  {quiz.course_title} · {t(`quizzes.build.type.${quiz.type}`)} ·{' '}
                  {t('quizzes.build.questionCount', { n: quiz.question_count })} ·{' '}
                  {formatLongDate(quiz.updated_at)}
                </p>
              </div>
              <Button asChild variant="outline" size="sm">
                <Link to={links.edit(quiz.id)} aria-label={`${t('quizzes.build.edit')} ${quiz.title}`}>
                  {t('quizzes.build.edit')}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
