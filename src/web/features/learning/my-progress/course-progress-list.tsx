import { Link } from '@tanstack/react-router';
import type { TCourseProgress } from '#shared/learning/my-progress.contract.ts';
import { t } from '#shared/messages/fr-learning-progress.ts';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { ProgressBar } from '#web/ui/progress-bar.tsx';
import { formatDate, formatPercent } from '../learning-format.ts';
import { continuePath, isStarted } from './progress-format.ts';

function CourseProgressRow({ course }: { course: TCourseProgress }) {
  return (
    <article className="space-y-3 rounded-lg border border-border bg-surface p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold break-words">{course.title}</h3>
        <span className="shrink-0 text-lg font-semibold tabular-nums">{formatPercent(course.percent)}</span>
      </div>
      <ProgressBar
        value={course.percent}
        label={t('progress.courses.percentLabel', { title: course.title })}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-muted-foreground">
        <div className="space-y-0.5">
          <p className="tabular-nums">
            {t('progress.courses.lessons', { done: course.lessonsDone, total: course.lessonsTotal })}
          </p>
          <p>
            {course.lastActivityAt
              ? t('progress.courses.lastActivity', { date: formatDate(course.lastActivityAt) })
              : t('progress.courses.notStarted')}
          </p>
        </div>
        {course.isExpired ? (
          <span className="font-medium text-destructive">{t('progress.courses.expired')}</span>
        ) : (
          <Link to={continuePath(course)} className={buttonClasses('outline')}>
            {isStarted(course) ? t('progress.courses.continue') : t('progress.courses.start')}
          </Link>
        )}
      </div>
    </article>
  );
}

/** Each enrolled course: its progress bar, lessons done, last activity and 'Continuer'. */
export function CourseProgressList({ courses }: { courses: readonly TCourseProgress[] }) {
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {courses.map((course) => (
        <li key={course.courseId}>
          <CourseProgressRow course={course} />
        </li>
      ))}
    </ul>
  );
}
