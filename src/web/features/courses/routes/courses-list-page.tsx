import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { Plus, TriangleAlert } from 'lucide-react';
import { type ReactElement, useCallback } from 'react';
import { t } from '#shared/messages/fr-courses-editor.ts';
import { errorMessage } from '#web/lib/api.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { paths } from '#web/paths.ts';
import { Button } from '#web/ui/button.tsx';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { useEditorCourses } from '../api/list-courses.ts';
import { CourseListItem } from '../components/course-list-item.tsx';
import { CoursesFilterBar } from '../components/courses-filter-bar.tsx';
import type { CoursesSearch } from '../courses-search.ts';
import type { EditorArea } from '../use-course-editor.ts';

function CoursesList({
  area,
  search,
  onSearch,
}: {
  area: EditorArea;
  search: CoursesSearch;
  onSearch: (next: CoursesSearch) => void;
}) {
  const courses = useEditorCourses(search);
  const links = area === 'admin' ? paths.admin : paths.instructor;
  const title = area === 'admin' ? t('courses.list.titleAdmin') : t('courses.list.titleInstructor');
  usePageTitle(title);
  const hasFilters = Boolean(search.status || search.search);
  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold leading-tight">{title}</h1>
          <p className="max-w-3xl text-muted-foreground">
            {area === 'admin' ? t('courses.list.introAdmin') : t('courses.list.introInstructor')}
          </p>
        </div>
        <Link to={links.courseNew()} className={buttonClasses('default', 'default')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('courses.list.new')}
        </Link>
      </header>
      <CoursesFilterBar search={search} onChange={onSearch} />
      {courses.isPending ? (
        <p role="status" className="py-16 text-center text-muted-foreground">
          {t('courses.list.loading')}
        </p>
      ) : courses.isError ? (
        <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
          <TriangleAlert aria-hidden="true" className="size-10 text-destructive" />
          <h2 className="text-xl font-semibold">{t('courses.list.loadError')}</h2>
          <p className="text-muted-foreground">{errorMessage(courses.error)}</p>
          <Button onClick={() => void courses.refetch()}>{t('shell.retry')}</Button>
        </div>
      ) : courses.data.courses.length === 0 ? (
        <div className="space-y-3 rounded-lg border border-dashed border-border px-4 py-12 text-center">
          <p className="font-medium">
            {hasFilters ? t('courses.list.emptyFiltered') : t('courses.list.empty')}
          </p>
          {hasFilters ? (
            <Button variant="outline" size="sm" onClick={() => onSearch({})}>
              {t('courses.list.clearFilters')}
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">{t('courses.list.emptyHint')}</p>
          )}
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t(courses.data.courses.length === 1 ? 'courses.list.count.one' : 'courses.list.count.other', {
              n: courses.data.courses.length,
            })}
          </p>
          <ul className="grid gap-3 lg:grid-cols-2" aria-busy={courses.isPlaceholderData || undefined}>
            {courses.data.courses.map((course) => (
              <CourseListItem
                key={course.id}
                course={course}
                editHref={links.courseEdit(course.id)}
                previewHref={links.coursePreview(course.id)}
                showInstructor={area === 'admin'}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** /instructor/courses: the instructor's own courses. */
export function InstructorCoursesPage(): ReactElement {
  const search = useSearch({ from: '/instructor/courses' });
  const navigate = useNavigate({ from: '/instructor/courses' });
  const onSearch = useCallback(
    (next: CoursesSearch) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  return <CoursesList area="instructor" search={search} onSearch={onSearch} />;
}

/** /admin/courses: every course of the organisation, with its instructor. */
export function AdminCoursesPage(): ReactElement {
  const search = useSearch({ from: '/admin/courses' });
  const navigate = useNavigate({ from: '/admin/courses' });
  const onSearch = useCallback(
    (next: CoursesSearch) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  return <CoursesList area="admin" search={search} onSearch={onSearch} />;
}
