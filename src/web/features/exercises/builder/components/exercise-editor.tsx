import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { type ReactElement, useState } from 'react';
import type { z } from 'zod';
import type {
  TCreateExercise,
  TExerciseForBuilder,
  TUpdateExercise,
} from '#shared/exercises/exercise-builder.contract.ts';
import { t } from '#shared/messages/fr-exercises-builder.ts';
import { apiFieldErrors, errorMessage } from '#web/lib/api.ts';
import { useLeaveGuard } from '#web/lib/use-leave-guard.ts';
import { Alert, AlertTitle } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { Form, setServerErrors, useAppForm } from '#web/ui/form.tsx';
import { notify } from '#web/ui/toast.ts';
import {
  useCreateExercise,
  useDeleteExercise,
  useSetExerciseStatus,
  useUpdateExercise,
} from '../api/exercise-builder-api.ts';
import {
  type ExerciseFormValues,
  emptyExercise,
  exerciseToValues,
  ZExerciseForm,
  ZNewExerciseForm,
} from '../exercise-form.ts';
import { type BuilderArea, exercisePaths } from '../exercise-paths.ts';
import { ExerciseFields } from './exercise-fields.tsx';

type Props = { area: BuilderArea; exercise: TExerciseForBuilder | null };
type Input = TUpdateExercise | TCreateExercise;

/** The exercise editor, for a new exercise (`exercise` null) or a stored one. */
export function ExerciseEditor({ area, exercise }: Props): ReactElement {
  const navigate = useNavigate();
  const links = exercisePaths(area);
  const form = useAppForm<ExerciseFormValues, Input>({
    schema: (exercise ? ZExerciseForm : ZNewExerciseForm) as z.ZodType<Input, ExerciseFormValues>,
    defaultValues: exercise ? exerciseToValues(exercise) : emptyExercise(),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateExercise();
  const update = useUpdateExercise(exercise?.id ?? '');
  const setStatus = useSetExerciseStatus(exercise?.id ?? '');
  const remove = useDeleteExercise(exercise?.id ?? '');
  const { isDirty } = form.formState;
  const guard = useLeaveGuard(isDirty, t('exercises.build.leaveConfirm'));

  const onFailure = (failure: unknown) => {
    const placed = setServerErrors(form, apiFieldErrors(failure));
    setFormError(placed ? t('exercises.build.formInvalid') : errorMessage(failure));
  };

  function onSubmit(input: Input) {
    setFormError(null);
    if (!exercise) {
      create.mutate(input as TCreateExercise, {
        onSuccess: (created) => {
          notify.success(t('exercises.build.created'));
          guard.allowNextLeave();
          void navigate({ to: links.edit(created.id) });
        },
        onError: onFailure,
      });
      return;
    }
    update.mutate(input as TUpdateExercise, {
      onSuccess: (saved) => {
        form.reset(exerciseToValues(saved));
        notify.success(t('exercises.build.saved'));
      },
      onError: onFailure,
    });
  }

  const isSaving = create.isPending || update.isPending;
  const isPublished = exercise?.status === 'published';

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link
        to={links.list}
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('exercises.build.back')}
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold leading-tight">
          {exercise ? t('exercises.build.editTitle') : t('exercises.build.newTitle')}
        </h1>
        {exercise ? (
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-medium ${isPublished ? 'bg-success-soft text-success' : 'bg-muted text-muted-foreground'}`}
          >
            {t(isPublished ? 'exercises.build.status.published' : 'exercises.build.status.draft')}
          </span>
        ) : null}
        {isDirty ? (
          <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
            {t('exercises.build.unsaved')}
          </span>
        ) : null}
      </header>
      {exercise ? (
        <p className="text-sm text-muted-foreground">
          {exercise.course_title} · {t('exercises.build.submissionCount', { n: exercise.submission_count })}
        </p>
      ) : null}
      <Form
        form={form}
        onSubmit={onSubmit}
        className="space-y-6 rounded-lg border border-border bg-surface p-4 shadow-sm sm:p-6"
      >
        <ExerciseFields isNew={exercise === null} />
        {formError ? (
          <Alert variant="destructive">
            <AlertTitle>{t('exercises.build.saveError')}</AlertTitle>
            <p className="mt-1">{formError}</p>
          </Alert>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" isLoading={isSaving}>
            {isSaving
              ? t('exercises.build.saving')
              : exercise
                ? t('exercises.build.save')
                : t('exercises.build.create')}
          </Button>
          {exercise ? (
            <Button
              variant="outline"
              isLoading={setStatus.isPending}
              disabled={isDirty}
              title={isDirty ? t('exercises.build.saveFirst') : undefined}
              onClick={() =>
                setStatus.mutate(isPublished ? 'draft' : 'published', {
                  onSuccess: (changed) =>
                    notify.success(
                      t(
                        changed.status === 'published'
                          ? 'exercises.build.published'
                          : 'exercises.build.unpublished',
                      ),
                    ),
                  onError: (failure) => setFormError(errorMessage(failure)),
                })
              }
            >
              {isPublished ? t('exercises.build.unpublish') : t('exercises.build.publish')}
            </Button>
          ) : null}
          {exercise && exercise.submission_count === 0 ? (
            <Button
              variant="ghost-destructive"
              isLoading={remove.isPending}
              onClick={() => {
                if (!window.confirm(t('exercises.build.deleteConfirm'))) return;
                remove.mutate(undefined, {
                  onSuccess: () => {
                    notify.success(t('exercises.build.deleted'));
                    guard.allowNextLeave();
                    void navigate({ to: links.list });
                  },
                  onError: (failure) => setFormError(errorMessage(failure)),
                });
              }}
            >
              {t('exercises.build.delete')}
            </Button>
          ) : null}
        </div>
      </Form>
    </div>
  );
}
