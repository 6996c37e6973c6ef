import { Link } from '@tanstack/react-router';
import { Eye, Pencil } from 'lucide-react';
import { t } from '#shared/messages/fr-courses-editor.ts';
import { formatCount, formatLongDate } from '#web/lib/format.ts';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { CourseCover } from '#web/ui/course-cover.tsx';
import type { TCourseSummary } from '../api/list-courses.ts';
import { CourseStatusBadge } from './course-status-badge.tsx';

/** The picture is 8rem wide on a phone row, 10rem from `sm`. */
const ROW_PICTURE_SIZES = '(min-width: 640px) 10rem, 8rem';

/** One course of the list: picture, title, status, format, last change, and where to go. */
export function CourseListItem({
  course,
  editHref,
  previewHref,
  showInstructor,
}: {
  course: TCourseSummary;
  editHref: string;
  previewHref: string;
  showInstructor: boolean;
}) {
  const updated = formatLongDate(course.updatedAt);
  return (
    <li className="flex gap-3 rounded-lg border border-border bg-surface p-3 sm:gap-4">
      <div className="w-32 shrink-0 overflow-hidden rounded-md sm:w-40">
        <CourseCover src={course.thumbnailUrl} sizes={ROW_PICTURE_SIZES} load="lazy" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <CourseStatusBadge status={course.status} />
          <span className="text-xs text-muted-foreground">{t(`courses.format.${course.format}`)}</span>
        </div>
        <h2 className="text-base font-semibold leading-snug break-words">
          <Link to={editHref} className="hover:underline">
            {course.title || t('courses.list.untitled')}
          </Link>
        </h2>
        <p className="text-sm text-muted-foreground">
          {showInstructor
            ? course.instructor
              ? t('courses.list.instructor', { name: course.instructor.name })
              : t('courses.list.noInstructor')
            : null}
          {showInstructor ? ' · ' : null}
          {t(course.studentCount === 1 ? 'courses.list.students.one' : 'courses.list.students.other', {
            n: formatCount(course.studentCount),
          })}
          {updated ? ` · ${t('courses.list.updated', { date: updated })}` : null}
        </p>
        <div className="mt-auto flex flex-wrap gap-1">
          <Link to={editHref} className={buttonClasses('outline', 'sm')}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('courses.list.edit')}
            <span className="sr-only"> {course.title}</span>
          </Link>
          <Link to={previewHref} className={buttonClasses('ghost', 'sm')}>
            <Eye aria-hidden="true" className="size-4" />
            {t('courses.list.preview')}
            <span className="sr-only"> {course.title}</span>
          </Link>
        </div>
      </div>
    </li>
  );
}
