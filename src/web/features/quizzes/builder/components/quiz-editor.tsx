import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { type ReactElement, useRef, useState } from 'react';
import type { z } from 'zod';
import { t } from '#shared/messages/fr-quizzes-builder.ts';
import type { TCreateQuiz, TQuizForBuilder, TUpdateQuiz } from '#shared/quizzes/quiz-builder.contract.ts';
import { apiFieldErrors, errorMessage } from '#web/lib/api.ts';
import { useLeaveGuard } from '#web/lib/use-leave-guard.ts';
import { Alert, AlertTitle } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { Form, setServerErrors, useAppForm } from '#web/ui/form.tsx';
import { notify } from '#web/ui/toast.ts';
import { useCreateQuiz, useDeleteQuiz, useSetQuizStatus, useUpdateQuiz } from '../api/quiz-builder-api.ts';
import { type BuilderArea, quizPaths } from '../builder-area.ts';
import { type ImportDraft, keepImportDraft } from '../import-draft.ts';
import { emptyQuiz, type QuizFormValues, quizToValues, ZNewQuizForm, ZQuizForm } from '../quiz-form.ts';
import { CourseField } from './course-field.tsx';
import { ImportPanel } from './import-panel.tsx';
import { QuestionList } from './question-list.tsx';
import { QuizSettingsFields } from './quiz-settings-fields.tsx';
import { StatusBadge } from './status-badge.tsx';

type Props = { area: BuilderArea; quiz: TQuizForBuilder | null };

/** The quiz editor, for a new quiz (`quiz` null) or a stored one: settings, questions, import, publication. */
export function QuizEditor({ area, quiz }: Props): ReactElement {
  const navigate = useNavigate();
  const links = quizPaths(area);
  const schema = (quiz ? ZQuizForm : ZNewQuizForm) as z.ZodType<TUpdateQuiz | TCreateQuiz, QuizFormValues>;
  const form = useAppForm<QuizFormValues, TUpdateQuiz | TCreateQuiz>({
    schema,
    defaultValues: quiz ? quizToValues(quiz) : emptyQuiz(),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateQuiz();
  const update = useUpdateQuiz(quiz?.id ?? '');
  const setStatus = useSetQuizStatus(quiz?.id ?? '');
  const remove = useDeleteQuiz(quiz?.id ?? '');
  const pendingImport = useRef<ImportDraft | null>(null);
  const { isDirty, errors } = form.formState;
  const guard = useLeaveGuard(isDirty, t('quizzes.build.leaveConfirm'));

  const onFailure = (failure: unknown) => {
    pendingImport.current = null;
    const placed = setServerErrors(form, apiFieldErrors(failure));
    setFormError(placed ? t('quizzes.build.formInvalid') : errorMessage(failure));
  };

  function onSubmit(input: TUpdateQuiz | TCreateQuiz) {
    setFormError(null);
    if (!quiz) {
      create.mutate(input as TCreateQuiz, {
        onSuccess: (created) => {
          if (pendingImport.current) keepImportDraft(pendingImport.current);
          notify.success(t('quizzes.build.created'));
          guard.allowNextLeave();
          void navigate({ to: links.edit(created.id) });
        },
        onError: onFailure,
      });
      return;
    }
    update.mutate(input as TUpdateQuiz, {
      onSuccess: (saved) => {
        form.reset(quizToValues(saved));
        notify.success(t('quizzes.build.saved'));
      },
      onError: onFailure,
    });
  }

  const submit = form.handleSubmit(onSubmit, () => setFormError(t('quizzes.build.formInvalid')));
  const isSaving = create.isPending || update.isPending;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Link
        to={links.list}
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('quizzes.build.back')}
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold leading-tight">
          {quiz ? t('quizzes.build.editTitle') : t('quizzes.build.newTitle')}
        </h1>
        {quiz ? <StatusBadge status={quiz.status} /> : null}
        {isDirty ? (
          <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
            {t('quizzes.build.unsaved')}
          </span>
        ) : null}
      </header>
      {quiz ? (
        <p className="text-sm text-muted-foreground">
          {quiz.course_title}
          {quiz.attempt_count > 0 ? ` · ${t('quizzes.build.attempts', { n: quiz.attempt_count })}` : ''}
        </p>
      ) : null}

      <Form form={form} onSubmit={onSubmit} className="space-y-8">
        <section
          aria-labelledby="settings-heading"
          className="space-y-4 rounded-lg border border-border bg-surface p-4 shadow-sm sm:p-6"
        >
          <h2 id="settings-heading" className="text-xl font-semibold">
            {t('quizzes.build.settings')}
          </h2>
          {quiz ? null : <CourseField error={errors.course_id?.message} />}
          <QuizSettingsFields />
        </section>
        <QuestionList />
        {formError ? (
          <Alert variant="destructive">
            <AlertTitle>{t('quizzes.build.saveError')}</AlertTitle>
            <p className="mt-1">{formError}</p>
          </Alert>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" isLoading={isSaving}>
            {isSaving
              ? t('quizzes.build.saving')
              : quiz
                ? t('quizzes.build.save')
                : t('quizzes.build.create')}
          </Button>
          {quiz ? (
            <PublicationButtons
              quiz={quiz}
              isDirty={isDirty}
              isPending={setStatus.isPending}
              onChange={(status) =>
                setStatus.mutate(status, {
                  onSuccess: (changed) =>
                    notify.success(
                      t(
                        changed.status === 'published'
                          ? 'quizzes.build.published'
                          : 'quizzes.build.unpublished',
                      ),
                    ),
                  onError: (failure) => setFormError(errorMessage(failure)),
                })
              }
            />
          ) : null}
          {quiz && quiz.attempt_count === 0 ? (
            <Button
              variant="ghost-destructive"
              isLoading={remove.isPending}
              onClick={() => {
                if (!window.confirm(t('quizzes.build.deleteConfirm'))) return;
                remove.mutate(undefined, {
                  onSuccess: () => {
                    notify.success(t('quizzes.build.deleted'));
                    guard.allowNextLeave();
                    void navigate({ to: links.list });
                  },
                  onError: (failure) => setFormError(errorMessage(failure)),
                });
              }}
            >
              {t('quizzes.build.delete')}
            </Button>
          ) : null}
        </div>
      </Form>

      <ImportPanel
        quizId={quiz?.id ?? null}
        isDirty={quiz !== null && isDirty}
        onNeedQuiz={(draft) => {
          pendingImport.current = draft;
          void submit();
        }}
        onImported={(imported) => form.reset(quizToValues(imported))}
      />
    </div>
  );
}

function PublicationButtons({
  quiz,
  isDirty,
  isPending,
  onChange,
}: {
  quiz: TQuizForBuilder;
  isDirty: boolean;
  isPending: boolean;
  onChange: (status: TQuizForBuilder['status']) => void;
}): ReactElement {
  const isPublished = quiz.status === 'published';
  return (
    <Button
      variant="outline"
      isLoading={isPending}
      disabled={isDirty}
      title={isDirty ? t('quizzes.build.saveFirst') : undefined}
      onClick={() => onChange(isPublished ? 'draft' : 'published')}
    >
      {isPublished ? t('quizzes.build.unpublish') : t('quizzes.build.publish')}
    </Button>
  );
}
