import type { ReactElement } from 'react';
import { useFormContext } from 'react-hook-form';
import { t } from '#shared/messages/fr-quizzes-builder.ts';
import { useAuthoredCourses } from '#web/lib/use-authored-courses.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Label } from '#web/ui/label.tsx';
import { FIELD_SELECT_CLASSES } from '#web/ui/select-classes.ts';
import type { QuizFormValues } from '../quiz-form.ts';

/** 'Formation': the course the new quiz belongs to, among those the caller may author. */
export function CourseField({ error }: { error: string | undefined }): ReactElement {
  const { register } = useFormContext<QuizFormValues>();
  const courses = useAuthoredCourses();
  if (courses.data?.length === 0) return <Alert variant="warning">{t('quizzes.build.noCourse')}</Alert>;
  return (
    <div>
      <Label htmlFor="quiz-course">{t('quizzes.build.course')}</Label>
      <select
        id="quiz-course"
        {...register('course_id')}
        className={FIELD_SELECT_CLASSES}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'quiz-course-error' : undefined}
      >
        <option value="">{t('quizzes.build.coursePlaceholder')}</option>
        {(courses.data ?? []).map((course) => (
          <option key={course.id} value={course.id}>
            {course.title}
          </option>
        ))}
      </select>
      {error ? (
        <p id="quiz-course-error" className="mt-1 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
