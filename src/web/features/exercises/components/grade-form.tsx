import { type FormEvent, useId, useState } from 'react';
import { MAX_FEEDBACK, type TSubmissionToGrade } from '#shared/exercises/exercise.contract.ts';
import { t } from '#shared/messages/fr-exercises.ts';
import { apiFieldErrors, errorMessage } from '#web/lib/api.ts';
import { Alert, AlertTitle } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { TextField } from '#web/ui/text-field.tsx';
import { TextareaField } from '#web/ui/textarea-field.tsx';
import { type GradeInput, useGradeSubmission } from '../api/grade-submission.ts';

type Field = 'score' | 'max_score' | 'feedback';

/** A typed number, or null for an empty or unreadable field: the server says what is wrong. */
function numberOrNull(value: string): number | null {
  const trimmed = value.trim().replace(',', '.');
  if (trimmed === '') return null;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * 'Note' (0..max), 'Note maximale' (the submission's, by default) and an optional comment. The
 * server decides: its French messages land under the fields they name (details.fields).
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
  const [score, setScore] = useState(submission.score === null ? '' : String(submission.score));
  const [maxScore, setMaxScore] = useState(String(submission.max_score));
  const [feedback, setFeedback] = useState(submission.feedback ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const id = useId();
  const feedbackId = `${id}-feedback`;

  const clear = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (grade.isPending) return;
    const max = numberOrNull(maxScore);
    const input: GradeInput = {
      score: numberOrNull(score),
      ...(maxScore.trim() === '' ? {} : { max_score: max ?? Number.NaN }),
      feedback,
    };
    setErrors({});
    grade.mutate(input, {
      onSuccess: onDone,
      onError: (error) => setErrors(apiFieldErrors(error) as Partial<Record<Field, string>>),
    });
  };

  const hasFieldErrors = Object.values(errors).some(Boolean);
  const formError = grade.isError && !hasFieldErrors ? errorMessage(grade.error) : null;
  const isRegrade = submission.status === 'graded';
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={isRegrade ? t('exercises.grading.form.regrade') : t('exercises.grading.form.title')}
      className="space-y-4 rounded-md border border-border bg-muted/50 p-4"
    >
      <p className="font-semibold">
        {isRegrade ? t('exercises.grading.form.regrade') : t('exercises.grading.form.title')}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
        <TextField
          label={t('exercises.grading.form.score')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={score}
          error={errors.score}
          onChange={(event) => {
            setScore(event.target.value);
            clear('score');
          }}
        />
        <TextField
          label={t('exercises.grading.form.maxScore')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={maxScore}
          error={errors.max_score}
          onChange={(event) => {
            setMaxScore(event.target.value);
            clear('max_score');
          }}
        />
      </div>
      <TextareaField
        id={feedbackId}
        label={t('exercises.grading.form.feedback')}
        value={feedback}
        max={MAX_FEEDBACK}
        error={errors.feedback}
        rows={3}
        onChange={(event) => {
          setFeedback(event.target.value);
          clear('feedback');
        }}
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
    </form>
  );
}
