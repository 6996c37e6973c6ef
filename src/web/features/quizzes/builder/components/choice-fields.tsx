import { ArrowRight, Plus, Trash2 } from 'lucide-react';
import type { ReactElement } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { t } from '#shared/messages/fr-quizzes-builder.ts';
import { MAX_OPTIONS } from '#shared/quizzes/quiz-builder.contract.ts';
import { Button } from '#web/ui/button.tsx';
import { Input } from '#web/ui/input.tsx';
import { errorAt } from '../form-error.ts';
import type { QuizFormValues } from '../quiz-form.ts';

const fieldError = (message: string | undefined) =>
  message ? <p className="mt-1 text-sm text-destructive">{message}</p> : null;

/** Multiple choice: the options, one of them marked right (a radio group, so exactly one). */
export function OptionsFields({ index }: { index: number }): ReactElement {
  const { control, register, setValue, formState } = useFormContext<QuizFormValues>();
  const name = `questions.${index}.options` as const;
  const { fields, append, remove } = useFieldArray({ control, name });
  const options = useWatch({ control, name }) ?? [];
  const markCorrect = (chosen: number) => {
    for (const [at] of options.entries())
      setValue(`${name}.${at}.is_correct`, at === chosen, { shouldDirty: true });
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t('quizzes.build.options')}</legend>
      {fields.map((field, at) => (
        <div key={field.id} className="flex items-center gap-2">
          <input
            type="radio"
            name={`correct-${index}`}
            className="size-5 shrink-0 accent-primary"
            checked={options[at]?.is_correct ?? false}
            onChange={() => markCorrect(at)}
            aria-label={`${t('quizzes.build.correctOption')} : ${t('quizzes.build.optionN', { n: at + 1 })}`}
          />
          <Input
            {...register(`${name}.${at}.option_text`)}
            aria-label={t('quizzes.build.optionN', { n: at + 1 })}
            aria-invalid={errorAt(formState.errors, `${name}.${at}.option_text`) ? true : undefined}
          />
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('quizzes.build.removeOption', { n: at + 1 })}
            disabled={fields.length <= 2}
            onClick={() => {
              const wasCorrect = options[at]?.is_correct;
              remove(at);
              if (wasCorrect) setValue(`${name}.0.is_correct`, true, { shouldDirty: true });
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      {fieldError(
        errorAt(formState.errors, name) ??
          fields.map((_, at) => errorAt(formState.errors, `${name}.${at}.option_text`)).find(Boolean),
      )}
      <Button
        variant="outline"
        size="sm"
        disabled={fields.length >= MAX_OPTIONS}
        onClick={() => append({ option_text: '', is_correct: false })}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('quizzes.build.addOption')}
      </Button>
    </fieldset>
  );
}

/** True or false: which of the two is right. */
export function TrueFalseFields({ index }: { index: number }): ReactElement {
  const { register, formState } = useFormContext<QuizFormValues>();
  const name = `questions.${index}.correct_answer` as const;
  return (
    <fieldset>
      <legend className="text-sm font-medium">{t('quizzes.build.correctAnswer')}</legend>
      <div className="mt-2 flex gap-6">
        {(['true', 'false'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" value={value} {...register(name)} className="size-5 accent-primary" />
            {t(value === 'true' ? 'quizzes.build.true' : 'quizzes.build.false')}
          </label>
        ))}
      </div>
      {fieldError(errorAt(formState.errors, name))}
    </fieldset>
  );
}

/** Matching: pairs of an item and what it goes with (the learner sees the right sides shuffled). */
export function PairsFields({ index }: { index: number }): ReactElement {
  const { control, register, formState } = useFormContext<QuizFormValues>();
  const name = `questions.${index}.pairs` as const;
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t('quizzes.build.pairs')}</legend>
      {fields.map((field, at) => (
        <div key={field.id} className="flex items-center gap-2">
          <div className="grid min-w-0 flex-1 grid-cols-[1fr_auto_1fr] items-center gap-1 sm:gap-2">
            <Input
              {...register(`${name}.${at}.left`)}
              aria-label={t('quizzes.build.pairLeft', { n: at + 1 })}
            />
            <ArrowRight aria-hidden="true" className="size-4 text-muted-foreground" />
            <Input
              {...register(`${name}.${at}.right`)}
              aria-label={t('quizzes.build.pairRight', { n: at + 1 })}
            />
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('quizzes.build.removePair', { n: at + 1 })}
            disabled={fields.length <= 1}
            onClick={() => remove(at)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      {fieldError(
        errorAt(formState.errors, name) ??
          fields
            .flatMap((_, at) => [
              errorAt(formState.errors, `${name}.${at}.left`),
              errorAt(formState.errors, `${name}.${at}.right`),
            ])
            .find(Boolean),
      )}
      <Button
        variant="outline"
        size="sm"
        disabled={fields.length >= MAX_OPTIONS}
        onClick={() => append({ left: '', right: '' })}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('quizzes.build.addPair')}
      </Button>
    </fieldset>
  );
}
