import { Link, useParams } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactElement } from 'react';
import { t } from '#shared/messages/fr-courses-editor.ts';
import { CourseDetailsView } from '#web/features/catalog/routes/course-page.tsx';
import { useCourseEditor } from '#web/features/courses/api/get-course-editor.ts';
import { useEditorOptions } from '#web/features/courses/api/get-editor-options.ts';
import { CourseEditorLayout } from '#web/features/courses/course-editor-layout.tsx';
import { previewCourseDetail } from '#web/features/courses/preview-course.ts';
import { type EditorArea, useCourseEditorPage } from '#web/features/courses/use-course-editor.ts';
import { UploadField } from '#web/features/uploads/upload-field.tsx';
import { errorMessage } from '#web/lib/api.ts';
import { UploadFieldSlot } from '#web/lib/upload-field-slot.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { paths } from '#web/paths.ts';
import { Alert } from '#web/ui/alert.tsx';
import { buttonClasses } from '#web/ui/button-classes.ts';

// Where the course editor meets the features it composes (a feature never imports another): the
// uploads feature's field for the thumbnail, and the catalogue's course page for the preview.

function CourseEditorPage({ area, courseId }: { area: EditorArea; courseId: string | null }) {
  const view = useCourseEditorPage({ area, courseId });
  usePageTitle(view.mode === 'create' ? t('courses.page.new') : t('courses.page.edit'));
  return (
    <div className="mx-auto max-w-4xl">
      <UploadFieldSlot.Provider value={UploadField}>
        <CourseEditorLayout view={view} />
      </UploadFieldSlot.Provider>
    </div>
  );
}

export const InstructorNewCoursePage = (): ReactElement => (
  <CourseEditorPage area="instructor" courseId={null} />
);
export const AdminNewCoursePage = (): ReactElement => <CourseEditorPage area="admin" courseId={null} />;

export function InstructorEditCoursePage(): ReactElement {
  const { courseId } = useParams({ from: '/instructor/courses/$courseId/edit' });
  return <CourseEditorPage key={courseId} area="instructor" courseId={courseId} />;
}

export function AdminEditCoursePage(): ReactElement {
  const { courseId } = useParams({ from: '/admin/courses/$courseId/edit' });
  return <CourseEditorPage key={courseId} area="admin" courseId={courseId} />;
}

/** The learner's page of the course as it will look once published (spec §2 panel 6, 'Ce cours inclut'). */
function CoursePreviewPage({ area, courseId }: { area: EditorArea; courseId: string }) {
  const course = useCourseEditor(courseId);
  const options = useEditorOptions();
  usePageTitle(t('courses.page.preview'));
  const links = area === 'admin' ? paths.admin : paths.instructor;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to={links.courseEdit(courseId)} className={buttonClasses('ghost', 'xs')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('courses.preview.backToEditor')}
        </Link>
      </div>
      <Alert>{t('courses.preview.banner')}</Alert>
      {course.isPending || options.isPending ? (
        <p role="status" className="py-16 text-center text-muted-foreground">
          {t('courses.preview.loading')}
        </p>
      ) : course.isError ? (
        <Alert variant="destructive">{errorMessage(course.error)}</Alert>
      ) : (
        <CourseDetailsView course={previewCourseDetail(course.data, options.data ?? null)} isPreview />
      )}
    </div>
  );
}

export function InstructorCoursePreviewPage(): ReactElement {
  const { courseId } = useParams({ from: '/instructor/courses/$courseId/preview' });
  return <CoursePreviewPage area="instructor" courseId={courseId} />;
}

export function AdminCoursePreviewPage(): ReactElement {
  const { courseId } = useParams({ from: '/admin/courses/$courseId/preview' });
  return <CoursePreviewPage area="admin" courseId={courseId} />;
}
