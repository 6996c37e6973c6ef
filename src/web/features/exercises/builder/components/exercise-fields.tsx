import type { ReactElement } from 'react';
import { useFormContext } from 'react-hook-form';
import { EXERCISE_DIFFICULTIES } from '#shared/domain.ts';
import { t } from '#shared/messages/fr-exercises-builder.ts';
import { MAX_TEXT } from '#shared/quizzes/quiz-builder.contract.ts';
import { useAuthoredCourses } from '#web/lib/use-authored-courses.ts';
import { Alert } from '#web/ui/alert.tsx';
import { FormTextareaField, FormTextField } from '#web/ui/form.tsx';
import { Label } from '#web/ui/label.tsx';
import { FIELD_SELECT_CLASSES } from '#web/ui/select-classes.ts';
import type { ExerciseFormValues } from '../exercise-form.ts';

/** 'Formation': the course the new exercise belongs to, among those the caller may author. */
function CourseField(): ReactElement {
  const { register, formState } = useFormContext<ExerciseFormValues>();
  const courses = useAuthoredCourses();
  const error = formState.errors.course_id?.message;
  if (courses.data?.length === 0) return <Alert variant="warning">{t('exercises.build.noCourse')}</Alert>;
  return (
    <div>
      <Label htmlFor="exercise-course">{t('exercises.build.course')}</Label>
      <select
        id="exercise-course"
        {...register('course_id')}
        className={FIELD_SELECT_CLASSES}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'exercise-course-error' : undefined}
      >
        <option value="">{t('exercises.build.coursePlaceholder')}</option>
        {(courses.data ?? []).map((course) => (
          <option key={course.id} value={course.id}>
            {course.title}
          </option>
        ))}
      </select>
      {error ? (
        <p id="exercise-course-error" className="mt-1 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Every field of an exercise (spec/learner.md §3 Exercise; issue 14). */
export function ExerciseFields({ isNew }: { isNew: boolean }): ReactElement {
  const { register, formState } = useFormContext<ExerciseFormValues>();
  const difficultyError = formState.errors.difficulty_level?.message;
  return (
    <div className="space-y-4">
      {isNew ? <CourseField /> : null}
      <FormTextField name="title" label={t('exercises.build.title')} />
      <FormTextareaField
        name="description"
        label={t('exercises.build.description')}
        max={MAX_TEXT}
        rows={3}
      />
      <FormTextareaField
        name="instructions"
        label={t('exercises.build.instructions')}
        max={MAX_TEXT}
        rows={6}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField name="points" inputMode="numeric" label={t('exercises.build.points')} />
        <div>
          <Label htmlFor="exercise-difficulty">{t('exercises.build.difficulty')}</Label>
          <select id="exercise-difficulty" {...register('difficulty_level')} className={FIELD_SELECT_CLASSES}>
            {EXERCISE_DIFFICULTIES.map((level) => (
              <option key={level} value={level}>
                {t(`exercises.build.difficulty.${level}`)}
              </option>
            ))}
          </select>
          {difficultyError ? <p className="mt-1 text-sm text-destructive">{difficultyError}</p> : null}
        </div>
        <FormTextField
          name="estimated_duration"
          inputMode="numeric"
          label={t('exercises.build.estimatedDuration')}
        />
        <FormTextField
          name="deadline"
          type="datetime-local"
          label={t('exercises.build.deadline')}
          hint={t('exercises.build.deadlineHint')}
        />
      </div>
    </div>
  );
}
