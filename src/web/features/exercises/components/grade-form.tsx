import { useId } from 'react';
import {
  MAX_FEEDBACK,
  type TGradeSubmission,
  type TSubmissionToGrade,
} from '#shared/exercises/exercise.contract.ts';
import { t } from '#shared/messages/fr-exercises.ts';
import { apiFieldErrors, errorMessage } from '#web/lib/api.ts';
import { Alert, AlertTitle } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { Form, FormTextareaField, FormTextField, setServerErrors, useAppForm } from '#web/ui/form.tsx';
import { useGradeSubmission } from '../api/grade-submission.ts';
import { type GradeFormValues, ZGradeForm } from '../grade-form-schema.ts';

/** A score is a whole number, typed on a numeric keypad. */
const WHOLE_NUMBER = { type: 'number', inputMode: 'numeric', step: 1 } as const;

/**
 * 'Note' (0..max), 'Note maximale' (the submission's, by default) and an optional comment, checked
 * against the grading contract; the server decides the range: its French messages land under the
 * fields they name (details.fields).
 */
export function GradeForm({
  submission,
  onDone,
  onCancel,
}: {
  submission: TSubmissionToGrade;
  onDone: () => void;
  onCancel?: (() => void) | undefined;
}) {
  const grade = useGradeSubmission(submission.id);
  const form = useAppForm<GradeFormValues, TGradeSubmission>({
    schema: ZGradeForm,
    defaultValues: {
      score: submission.score === null ? '' : String(submission.score),
      max_score: String(submission.max_score),
      feedback: submission.feedback ?? '',
    },
  });
  const id = useId();
  const feedbackId = `${id}-feedback`;

  const hasFieldErrors = Object.keys(form.formState.errors).length > 0;
  const formError = grade.isError && !hasFieldErrors ? errorMessage(grade.error) : null;
  const isRegrade = submission.status === 'graded';
  return (
    <Form
      form={form}
      onSubmit={(input) => {
        if (grade.isPending) return;
        grade.mutate(input, {
          onSuccess: onDone,
          onError: (error) => setServerErrors(form, apiFieldErrors(error)),
        });
      }}
      aria-label={isRegrade ? t('exercises.grading.form.regrade') : t('exercises.grading.form.title')}
      className="space-y-4 rounded-md border border-border bg-muted/50 p-4"
    >
      <p className="font-semibold">
        {isRegrade ? t('exercises.grading.form.regrade') : t('exercises.grading.form.title')}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
        <FormTextField name="score" label={t('exercises.grading.form.score')} min={0} {...WHOLE_NUMBER} />
        <FormTextField
          name="max_score"
          label={t('exercises.grading.form.maxScore')}
          min={1}
          {...WHOLE_NUMBER}
        />
      </div>
      <FormTextareaField
        name="feedback"
        id={feedbackId}
        label={t('exercises.grading.form.feedback')}
        max={MAX_FEEDBACK}
        rows={3}
      />
      {formError ? (
        <Alert variant="destructive">
          <AlertTitle>{formError}</AlertTitle>
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={grade.isPending} className="w-full sm:w-auto">
          {t('exercises.grading.form.submit')}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} className="w-full sm:w-auto">
            {t('exercises.grading.form.cancel')}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
