import { useId, useRef, useState } from 'react';
import type { TExerciseSubmission } from '#shared/exercises/exercise.contract.ts';
import {
  MAX_EXERCISE_FILE_BYTES,
  MAX_EXERCISE_FILE_MB,
  MAX_SUBMISSION_TEXT,
} from '#shared/exercises/exercise-files.ts';
import { t } from '#shared/messages/fr-exercises.ts';
import { errorMessage } from '#web/lib/api.ts';
import { cn } from '#web/lib/cn.ts';
import { Alert, AlertTitle } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/ui/card.tsx';
import { Form, FormTextareaField, useAppForm } from '#web/ui/form.tsx';
import { Label } from '#web/ui/label.tsx';
import { useSubmitExercise } from '../api/submit-exercise.ts';

/**
 * 'Votre réponse' with its counter, an optional file (size checked here; the server decides) and
 * 'Envoyer mon travail'. A submission not yet graded may be replaced. The text's limit is the
 * field's own (maxLength); the contract is left to the server, which keeps zod off this page
 * (docs/decisions/101).
 */
export function ExerciseForm({
  lessonId,
  submission,
}: {
  lessonId: string;
  submission: TExerciseSubmission | null;
}) {
  const submit = useSubmitExercise(lessonId);
  const form = useAppForm<{ text: string }>({ defaultValues: { text: submission?.text ?? '' } });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const textId = `${id}-text`;
  const fileId = `${id}-file`;
  const fileErrorId = `${id}-file-error`;

  const pickFile = (picked: File | null) => {
    if (picked && picked.size > MAX_EXERCISE_FILE_BYTES) {
      setFile(null);
      setFileError(t('exercises.learner.fileTooLarge', { max: MAX_EXERCISE_FILE_MB }));
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setFileError(null);
    setFile(picked);
  };

  const onSubmit = ({ text }: { text: string }) => {
    if (submit.isPending) return;
    // Neither text nor file: said above the button, for the whole form.
    if (text.trim() === '' && !file) {
      form.setError('root', { message: t('exercises.learner.empty') });
      return;
    }
    submit.mutate(
      { text, file },
      {
        onSuccess: () => {
          setFile(null);
          if (fileInput.current) fileInput.current.value = '';
        },
      },
    );
  };

  const error = form.formState.errors.root?.message ?? (submit.isError ? errorMessage(submit.error) : null);
  return (
    <Card>
      <CardHeader gap="tight">
        <CardTitle>
          {submission ? t('exercises.learner.replaceTitle') : t('exercises.learner.formTitle')}
        </CardTitle>
        {submission ? <CardDescription>{t('exercises.learner.replaceHint')}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        <Form form={form} onSubmit={onSubmit} className="space-y-4">
          <FormTextareaField
            name="text"
            id={textId}
            label={t('exercises.learner.answer')}
            max={MAX_SUBMISSION_TEXT}
            rows={8}
            onValueChange={() => {
              if (submit.isSuccess) submit.reset();
            }}
            className="min-h-40"
          />
          <div className="space-y-1.5">
            <Label htmlFor={fileId}>{t('exercises.learner.file')}</Label>
            <input
              ref={fileInput}
              id={fileId}
              type="file"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? fileErrorId : undefined}
              onChange={(event) => pickFile(event.target.files?.[0] ?? null)}
              className={cn(
                'block w-full text-sm text-foreground file:mr-3 file:rounded-md file:border file:border-input',
                'file:bg-surface file:px-3 file:py-2 file:text-sm file:font-medium file:text-foreground',
                'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
              )}
            />
            {fileError ? (
              <p id={fileErrorId} className="text-sm text-destructive">
                {fileError}
              </p>
            ) : null}
          </div>
          {error ? (
            <Alert variant="destructive">
              <AlertTitle>{error}</AlertTitle>
            </Alert>
          ) : null}
          {submit.isSuccess && !error ? (
            <Alert variant="success">
              <AlertTitle>{t('exercises.learner.sent')}</AlertTitle>
            </Alert>
          ) : null}
          <Button type="submit" isLoading={submit.isPending} className="w-full sm:w-auto">
            {t('exercises.learner.submit')}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
