import { Link } from '@tanstack/react-router';
import { CalendarClock, ChevronRight, Clock, Users } from 'lucide-react';
import type { TCourseDetails } from '#shared/learning/course-details.contract.ts';
import { t } from '#shared/messages/fr-learning.ts';
import { formatLongDate } from '#web/lib/format.ts';
import { paths } from '#web/paths.ts';
import { Alert, AlertDescription, AlertTitle } from '#web/ui/alert.tsx';
import { ProgressBar } from '#web/ui/progress-bar.tsx';
import { formatDate, formatLearners, formatPercent, formatTotalDuration } from '../learning-format.ts';

const linkClasses = 'font-medium text-primary underline-offset-4 hover:underline';

/** 'Mes cours' › the course title. */
export function Breadcrumb({ title }: { title: string }) {
  return (
    <nav aria-label={t('learning.course.breadcrumb')}>
      <ol className="flex items-center gap-1 text-sm text-muted-foreground">
        <li className="shrink-0">
          <Link to={paths.dashboard.courses()} className={linkClasses}>
            {t('learning.course.myCourses')}
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4" />
        </li>
        <li aria-current="page" className="min-w-0 truncate">
          {title}
        </li>
      </ol>
    </nav>
  );
}

/** Title, total duration, learners, access end date, and the expired banner when it applies. */
export function CourseHeader({ course }: { course: TCourseDetails }) {
  const expiry = formatLongDate(course.access_end_date);
  return (
    <header className="space-y-4">
      <h1 className="text-2xl font-bold sm:text-3xl">{course.title}</h1>
      <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
        <div className="flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          <dt className="sr-only">{t('learning.course.duration')}</dt>
          <dd>{formatTotalDuration(course.total_duration)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-4 shrink-0" />
          <dt className="sr-only">{t('learning.course.learnersLabel')}</dt>
          <dd>{formatLearners(course.enrolled_students)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
          <dt>{t('learning.course.expiresOn')}</dt>
          <dd className="font-medium text-foreground">{expiry ?? t('learning.course.expiryUnspecified')}</dd>
        </div>
      </dl>
      {course.isExpired ? (
        <Alert variant="destructive">
          <AlertTitle>{t('learning.course.expiredTitle')}</AlertTitle>
          <AlertDescription>
            {t('learning.course.expiredOn', { date: formatDate(course.access_end_date) })}{' '}
            {t('learning.course.expiredContact')}{' '}
            <Link to={paths.support()} className={linkClasses}>
              {t('learning.course.support')}
            </Link>
            .
          </AlertDescription>
        </Alert>
      ) : null}
    </header>
  );
}

/** The global progress percent, its bar and the last activity date. */
export function CourseProgress({ course }: { course: TCourseDetails }) {
  return (
    <section
      aria-labelledby="progress-title"
      className="space-y-2 rounded-lg border border-border bg-surface p-4 shadow-sm"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="progress-title" className="font-semibold">
          {t('learning.course.progress')}
        </h2>
        <span className="text-2xl font-bold text-primary tabular-nums" data-testid="course-progress">
          {formatPercent(course.progress)}
        </span>
      </div>
      <ProgressBar value={course.progress} label={t('learning.course.progress')} />
      <p className="text-sm text-muted-foreground">
        {t('learning.course.lastActivity', { date: formatDate(course.last_activity_date) })}
      </p>
    </section>
  );
}
