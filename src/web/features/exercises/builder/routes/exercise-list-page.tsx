import { Link } from '@tanstack/react-router';
import { Plus, Search } from 'lucide-react';
import { type ReactElement, useState } from 'react';
import type { ExerciseStatus } from '#shared/domain.ts';
import { EXERCISE_STATUSES } from '#shared/domain.ts';
import { t } from '#shared/messages/fr-exercises-builder.ts';
import { formatLongDate } from '#web/lib/format.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { Button } from '#web/ui/button.tsx';
import { Input } from '#web/ui/input.tsx';
import { LoadError } from '#web/ui/load-error.tsx';
import { SELECT_CLASSES } from '#web/ui/select-classes.ts';
import { useExerciseList } from '../api/exercise-builder-api.ts';
import { type BuilderArea, exercisePaths } from '../exercise-paths.ts';

/** /instructor/exercises (the caller's courses) and /admin/exercises (the organisation's). */
export function ExerciseListPage({ area }: { area: BuilderArea }): ReactElement {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ExerciseStatus | ''>('');
  const searched = useDebouncedValue(search);
  const exercises = useExerciseList({ search: searched, status: status || undefined });
  const links = exercisePaths(area);
  usePageTitle(t('exercises.build.listTitle'));

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold leading-tight">{t('exercises.build.listTitle')}</h1>
          <p className="text-muted-foreground">
            {t(area === 'admin' ? 'exercises.build.listIntroAdmin' : 'exercises.build.listIntroInstructor')}
          </p>
        </div>
        <Button asChild>
          <Link to={links.new}>
            <Plus aria-hidden="true" className="size-4" />
            {t('exercises.build.new')}
          </Link>
        </Button>
      </header>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Search aria-hidden="true" className="absolute top-3.5 left-3 size-4 text-muted-foreground" />
          <Input
            type="search"
            hasLeadingIcon
            aria-label={t('exercises.build.search')}
            placeholder={t('exercises.build.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <select
          aria-label={t('exercises.build.statusFilter')}
          value={status}
          onChange={(event) => setStatus(event.target.value as ExerciseStatus | '')}
          className={`${SELECT_CLASSES} sm:w-48`}
        >
          <option value="">{t('exercises.build.allStatuses')}</option>
          {EXERCISE_STATUSES.map((item) => (
            <option key={item} value={item}>
              {t(`exercises.build.status.${item}`)}
            </option>
          ))}
        </select>
      </div>
      {exercises.isPending ? (
        <p role="status" className="py-16 text-center text-muted-foreground">
          {t('exercises.build.loading')}
        </p>
      ) : exercises.isError ? (
        <LoadError
          error={exercises.error}
          onRetry={() => void exercises.refetch()}
          title={t('exercises.build.loadError')}
        />
      ) : exercises.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-12 text-center text-muted-foreground">
          {t('exercises.build.empty')}
        </p>
      ) : (
        <ul
          className="divide-y divide-border rounded-lg border border-border bg-surface"
          aria-busy={exercises.isPlaceholderData || undefined}
        >
          {exercises.data.map((exercise) => (
            <li key={exercise.id} className="flex flex-wrap items-center gap-3 p-4">
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Link to={links.edit(exercise.id)} className="font-medium hover:underline">
                    {exercise.title}
                  </Link>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-medium ${exercise.status === 'published' ? 'bg-success-soft text-success' : 'bg-muted text-muted-foreground'}`}
                  >
                    {t(`exercises.build.status.${exercise.status}`)}
                  </span>
                </div>
                <p className="text-sm text-muted-foreground">
                  {exercise.course_title} · {t(`exercises.build.difficulty.${exercise.difficulty_level}`)} ·{' '}
                  {t('exercises.build.pointsShort', { n: exercise.points })} ·{' '}
                  {t('exercises.build.submissionCount', { n: exercise.submission_count })} ·{' '}
                  {formatLongDate(exercise.updated_at)}
                </p>
              </div>
              <Button asChild variant="outline" size="sm">
                <Link
                  to={links.edit(exercise.id)}
                  aria-label={`${t('exercises.build.edit')} ${exercise.title}`}
                >
                  {t('exercises.build.edit')}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
