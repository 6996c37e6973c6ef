import type { ReactElement } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { QUIZ_TYPES } from '#shared/domain.ts';
import { t } from '#shared/messages/fr-quizzes-builder.ts';
import { MAX_TEXT } from '#shared/quizzes/quiz-builder.contract.ts';
import { FormTextareaField, FormTextField } from '#web/ui/form.tsx';
import { Label } from '#web/ui/label.tsx';
import { FIELD_SELECT_CLASSES } from '#web/ui/select-classes.ts';
import { Switch } from '#web/ui/switch.tsx';
import { errorAt } from '../form-error.ts';
import type { QuizFormValues } from '../quiz-form.ts';

const SWITCHES = [
  ['shuffle_questions', 'quizzes.build.shuffleQuestions'],
  ['shuffle_options', 'quizzes.build.shuffleOptions'],
  ['show_results', 'quizzes.build.showResults'],
  ['allow_retries', 'quizzes.build.allowRetries'],
] as const;

/** The quiz's own fields (spec/learner.md §3 Quiz): title, description, type, duration, pass mark, flags. */
export function QuizSettingsFields(): ReactElement {
  const { control, register, formState } = useFormContext<QuizFormValues>();
  return (
    <div className="space-y-4">
      <FormTextField name="title" label={t('quizzes.build.title')} />
      <FormTextareaField name="description" label={t('quizzes.build.description')} max={MAX_TEXT} rows={3} />
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <Label htmlFor="quiz-type">{t('quizzes.build.type')}</Label>
          <select id="quiz-type" {...register('type')} className={FIELD_SELECT_CLASSES}>
            {QUIZ_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`quizzes.build.type.${type}`)}
              </option>
            ))}
          </select>
          {errorAt(formState.errors, 'type') ? (
            <p className="mt-1 text-sm text-destructive">{errorAt(formState.errors, 'type')}</p>
          ) : null}
        </div>
        <FormTextField
          name="duration"
          inputMode="numeric"
          label={t('quizzes.build.duration')}
          hint={t('quizzes.build.durationHint')}
        />
        <FormTextField
          name="passing_score"
          inputMode="numeric"
          label={t('quizzes.build.passingScore')}
          hint={t('quizzes.build.passingScoreHint')}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {SWITCHES.map(([name, label]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <div className="flex items-center gap-3">
                <Switch
                  id={`quiz-${name}`}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                />
                <Label htmlFor={`quiz-${name}`}>{t(label)}</Label>
              </div>
            )}
          />
        ))}
      </div>
    </div>
  );
}
