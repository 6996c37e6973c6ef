import { Link } from '@tanstack/react-router';
import { BookOpen } from 'lucide-react';
import type { ReactElement } from 'react';
import { t } from '#shared/messages/fr-learning.ts';
import { useOfflineCopy } from '#web/lib/use-offline-copy.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { paths } from '#web/paths.ts';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { Loading } from '#web/ui/loading.tsx';
import { OfflineCopyNotice } from '#web/ui/offline-copy-notice.tsx';
import { MY_COURSES_PATH, useMyCourses } from '../api/list-my-courses.ts';
import { LoadErrorScreen } from '../components/load-states.tsx';
import { MyCourseCard } from '../components/my-course-card.tsx';

function EmptyState() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-surface px-6 py-12 text-center">
      <BookOpen aria-hidden="true" className="size-10 text-primary" />
      <p className="text-lg font-medium">{t('learning.myCourses.empty')}</p>
      <p className="max-w-md text-muted-foreground">{t('learning.myCourses.emptyHint')}</p>
      <Link to={paths.marketplace.home()} className={buttonClasses('default')}>
        {t('learning.myCourses.browse')}
      </Link>
    </div>
  );
}

/**
 * /dashboard/courses, 'Mes formations': the learner's enrolments, each opening its course page.
 * Offline, the copy kept on this device, marked 'Hors ligne — copie du …' (docs/decisions/051).
 */
export function MyCoursesPage(): ReactElement {
  const courses = useMyCourses();
  const copiedAt = useOfflineCopy(MY_COURSES_PATH, courses.dataUpdatedAt);
  usePageTitle(t('nav.student.courses'));

  if (courses.isPending) return <Loading label={t('learning.myCourses.loading')} />;
  if (courses.isError)
    return <LoadErrorScreen error={courses.error} onRetry={() => void courses.refetch()} isMyCourses />;
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <h1 id="page-title" className="text-2xl font-semibold sm:text-3xl">
        {t('nav.student.courses')}
      </h1>
      <OfflineCopyNotice copiedAt={copiedAt} />
      {courses.data.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {courses.data.map((course) => (
            <li key={course.id}>
              <MyCourseCard course={course} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
