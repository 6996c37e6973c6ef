import { Link } from '@tanstack/react-router';
import { FileText, Headphones, ListChecks, Lock, PenLine, PlayCircle } from 'lucide-react';
import { useState } from 'react';
import type { TCohortContent } from '#shared/cohorts/space.ts';
import { t } from '#shared/messages/fr-cohorts-space-web.ts';
import { cn } from '#web/lib/cn.ts';
import { formatLongDate } from '#web/lib/format.ts';
import { paths } from '#web/paths.ts';
import { Loading } from '#web/ui/loading.tsx';
import { useCohortContent } from './api/get-cohort-content.ts';
import { CohortLoadError } from './cohort-load-error.tsx';
import { loadErrorMessage } from './cohort-space-view.ts';
import type { CohortTabProps } from './cohort-tab-props.ts';

const LESSON_ICONS = {
  video: PlayCircle,
  article: FileText,
  document: FileText,
  audio: Headphones,
  quiz: ListChecks,
  exercise: PenLine,
} as const;

/** 'Contenu du cours': a week picker and the week's lessons, each opening the course player. */
export function ContentTab({ cohortId }: CohortTabProps) {
  const [week, setWeek] = useState<number | null>(null);
  const content = useCohortContent(cohortId, week);
  if (content.isPending) return <Loading label={t('cohortSpace.tabLoading')} />;
  if (content.isError)
    return (
      <CohortLoadError message={loadErrorMessage(content.error)} onRetry={() => void content.refetch()} />
    );
  return <WeekContent content={content.data} onWeek={setWeek} />;
}

export function WeekContent({
  content,
  onWeek,
}: {
  content: TCohortContent;
  onWeek: (week: number) => void;
}) {
  if (content.weeks.length === 0)
    return <p className="text-muted-foreground">{t('cohortSpace.content.noWeeks')}</p>;
  const current = content.weeks[content.week - 1];
  return (
    <div className="space-y-4">
      <fieldset className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        <legend className="sr-only">{t('cohortSpace.content.weeksLabel')}</legend>
        {content.weeks.map((week) => (
          <button
            key={week.number}
            type="button"
            aria-pressed={week.number === content.week}
            onClick={() => onWeek(week.number)}
            className={cn(
              'flex shrink-0 items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium',
              week.number === content.week
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-surface hover:bg-muted',
            )}
          >
            {week.isOpen ? null : <Lock aria-hidden="true" className="size-3.5" />}
            {t('cohortSpace.content.weekButton', { n: week.number })}
            {week.isOpen ? null : <span className="sr-only">({t('cohortSpace.content.lockedLabel')})</span>}
          </button>
        ))}
      </fieldset>
      {current ? (
        <section
          aria-labelledby="week-title"
          className="rounded-lg border border-border bg-surface p-4 shadow-sm"
        >
          <h2 id="week-title" className="text-lg font-semibold">
            {current.title}
          </h2>
          {current.isOpen ? (
            <>
              {content.description ? (
                <p className="mt-1 text-sm text-muted-foreground">{content.description}</p>
              ) : null}
              {content.lessons.length === 0 ? (
                <p className="mt-3 text-sm text-muted-foreground">{t('cohortSpace.content.empty')}</p>
              ) : (
                <ol className="mt-3 divide-y divide-border">
                  {content.lessons.map((lesson) => {
                    const Icon = LESSON_ICONS[lesson.type];
                    return (
                      <li key={lesson.id}>
                        <Link
                          to={paths.dashboard.learn(content.courseId, lesson.id)}
                          className="flex items-center gap-3 py-3 hover:text-primary focus-visible:outline-2 focus-visible:outline-ring"
                        >
                          <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
                          <span className="min-w-0 flex-1">
                            <span className="block font-medium">{lesson.title}</span>
                            <span className="text-xs text-muted-foreground">
                              {t(`cohortSpace.lessonType.${lesson.type}`)}
                              {lesson.durationMinutes > 0
                                ? ` · ${t('cohortSpace.content.minutes', { n: lesson.durationMinutes })}`
                                : ''}
                            </span>
                          </span>
                          <span className="sr-only">{t('cohortSpace.content.open')}</span>
                        </Link>
                      </li>
                    );
                  })}
                </ol>
              )}
            </>
          ) : (
            <p className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
              <Lock aria-hidden="true" className="size-4" />
              {t('cohortSpace.content.locked', { date: formatLongDate(current.opensAt) ?? '' })}
            </p>
          )}
        </section>
      ) : null}
    </div>
  );
}
