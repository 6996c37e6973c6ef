import { Link } from '@tanstack/react-router';
import { CalendarClock, History } from 'lucide-react';
import type { TMyCourse } from '#shared/learning/course-details.contract.ts';
import { t } from '#shared/messages/fr-learning.ts';
import { formatLongDate } from '#web/lib/format.ts';
import { paths } from '#web/paths.ts';
import { CourseCover } from '#web/ui/course-cover.tsx';
import { formatDate } from '../learning-format.ts';
import { CourseProgress } from './course-progress.tsx';

/** One column, two from `sm`, three from `xl` (beside the signed-in area's menu from `lg`). */
const MY_COURSE_SIZES = '(min-width: 1280px) 320px, (min-width: 640px) 50vw, calc(100vw - 32px)';

/**
 * One enrolment on 'Mes formations': the whole card opens the course page; a cohort enrolment's card
 * also leads to its session's space.
 */
export function MyCourseCard({ course }: { course: TMyCourse }) {
  const expiry = formatLongDate(course.access_end_date);
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="relative">
        <CourseCover src={course.image_url} sizes={MY_COURSE_SIZES} />
        {course.isExpired ? (
          <span className="absolute top-3 left-3 rounded-full bg-destructive px-2.5 py-0.5 text-xs font-semibold text-white shadow-sm">
            {t('learning.card.expired')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h2 className="text-lg leading-snug font-semibold">
          <Link
            to={paths.dashboard.course(course.id)}
            className="rounded-sm after:absolute after:inset-0 hover:text-primary focus-visible:outline-2 focus-visible:outline-ring"
          >
            {course.title}
          </Link>
        </h2>
        <CourseProgress
          label={t('learning.course.progress')}
          percent={course.progress}
          testId="course-progress"
          className="mt-auto"
        />
        <div className="space-y-1 text-sm text-muted-foreground">
          <p className="flex items-center gap-1.5">
            <History aria-hidden="true" className="size-4 shrink-0" />
            {t('learning.card.lastActivity', { date: formatDate(course.last_activity_date) })}
          </p>
          <p className="flex items-center gap-1.5">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
            {expiry ? t('learning.card.expiresOn', { date: expiry }) : t('learning.card.unlimitedAccess')}
          </p>
        </div>
        {course.cohort_id ? (
          // Above the card's own link (its overlay covers the card): the session's space.
          <Link
            to={paths.dashboard.cohort(course.cohort_id)}
            className="relative z-10 self-start rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {t('learning.course.openCohort')}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
