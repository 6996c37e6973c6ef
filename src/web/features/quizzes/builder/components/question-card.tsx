import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Lock, Trash2 } from 'lucide-react';
import type { ReactElement } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { t } from '#shared/messages/fr-quizzes-builder.ts';
import { QUESTION_TYPES } from '#shared/quizzes/quiz-scoring.ts';
import { Button } from '#web/ui/button.tsx';
import { Label } from '#web/ui/label.tsx';
import { FIELD_SELECT_CLASSES } from '#web/ui/select-classes.ts';
import { TextField } from '#web/ui/text-field.tsx';
import { Textarea } from '#web/ui/textarea.tsx';
import { errorAt } from '../form-error.ts';
import type { QuizFormValues } from '../quiz-form.ts';
import { OptionsFields, PairsFields, TrueFalseFields } from './choice-fields.tsx';
import { FrozenAnswer } from './frozen-answer.tsx';

type Props = { sortId: string; index: number; onRemove: () => void };

/**
 * One question of the list: its drag handle (mouse, touch or keyboard), its type and the fields of
 * that type. A question learners answered shows its scoring fields read-only (decision 153).
 */
export function QuestionCard({ sortId, index, onRemove }: Props): ReactElement {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: sortId });
  const { control, register, formState } = useFormContext<QuizFormValues>();
  const question = useWatch({ control, name: `questions.${index}` });
  const path = `questions.${index}` as const;
  const n = index + 1;
  const error = (field: string) => errorAt(formState.errors, `${path}.${field}`);
  const isUsed = question?.is_used ?? false;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded-lg border border-border bg-surface p-4 shadow-sm ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
      aria-label={t('quizzes.build.questionN', { n })}
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('quizzes.build.dragHandle', { n })}
          className="flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </button>
        <h3 className="flex-1 font-semibold">{t('quizzes.build.questionN', { n })}</h3>
        {isUsed ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-warning-soft px-2 py-0.5 text-xs font-medium text-warning">
            <Lock aria-hidden="true" className="size-3" />
            {t('quizzes.build.frozen')}
          </span>
        ) : (
          <Button
            variant="ghost-destructive"
            size="icon"
            aria-label={t('quizzes.build.removeQuestion', { n })}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        )}
      </div>

      <div className="mt-3 space-y-4">
        {isUsed && question ? (
          <>
            <p className="text-sm text-muted-foreground">{t('quizzes.build.frozenHint')}</p>
            <FrozenAnswer question={question} />
          </>
        ) : (
          <>
            <div className="grid gap-4 sm:grid-cols-3">
              <div>
                <Label htmlFor={`${sortId}-type`}>{t('quizzes.build.questionType')}</Label>
                <select
                  id={`${sortId}-type`}
                  {...register(`${path}.question_type`)}
                  className={FIELD_SELECT_CLASSES}
                >
                  {QUESTION_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`quizzes.build.qtype.${type}`)}
                    </option>
                  ))}
                </select>
              </div>
              <TextField
                label={t('quizzes.build.points')}
                inputMode="numeric"
                {...register(`${path}.points`)}
                error={error('points')}
              />
              <TextField
                label={t('quizzes.build.timeLimit')}
                inputMode="numeric"
                hint={t('quizzes.build.timeLimitHint')}
                {...register(`${path}.time_limit`)}
                error={error('time_limit')}
              />
            </div>
            <div>
              <Label htmlFor={`${sortId}-text`}>{t('quizzes.build.questionText')}</Label>
              <Textarea
                id={`${sortId}-text`}
                rows={2}
                className="mt-1.5"
                {...register(`${path}.question_text`)}
                aria-invalid={error('question_text') ? true : undefined}
              />
              {error('question_text') ? (
                <p className="mt-1 text-sm text-destructive">{error('question_text')}</p>
              ) : null}
            </div>
            {question?.question_type === 'multiple_choice' ? <OptionsFields index={index} /> : null}
            {question?.question_type === 'true_false' ? <TrueFalseFields index={index} /> : null}
            {question?.question_type === 'matching' ? <PairsFields index={index} /> : null}
            {question?.question_type === 'short_answer' || question?.question_type === 'long_answer' ? (
              <TextField
                label={t('quizzes.build.expectedAnswer')}
                {...register(`${path}.expected_answer`)}
                error={error('expected_answer')}
              />
            ) : null}
          </>
        )}
        <div>
          <Label htmlFor={`${sortId}-explanation`}>{t('quizzes.build.explanation')}</Label>
          <Textarea
            id={`${sortId}-explanation`}
            rows={2}
            className="mt-1.5"
            {...register(`${path}.explanation`)}
          />
          {error('explanation') ? (
            <p className="mt-1 text-sm text-destructive">{error('explanation')}</p>
          ) : null}
        </div>
      </div>
    </li>
  );
}
