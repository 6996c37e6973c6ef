import { useId } from 'react';
import { t } from '#shared/messages/fr-quizzes.ts';
import { MAX_TEXT_ANSWER, type TPlayerQuestion } from '#shared/quizzes/quiz.contract.ts';
import { cn } from '#web/lib/cn.ts';
import { Label } from '#web/ui/label.tsx';
import { type AnswerDraft, withPair } from '../quiz-answer.ts';

// The answering UI of each question type (spec/learner.md §4 "Quiz flow"): a radio group for
// choices and Vrai / Faux, a field for written answers, one select per item for a matching.

type AnswerInputProps = {
  question: TPlayerQuestion;
  draft: AnswerDraft;
  isDisabled: boolean;
  /** The question's text, naming the group or the field. */
  labelledBy: string;
  onChange: (draft: AnswerDraft) => void;
};

const fieldClasses = cn(
  'block w-full rounded-md border border-input bg-surface px-3 py-2 text-base text-foreground',
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-70',
);

export function AnswerInput(props: AnswerInputProps) {
  switch (props.draft.kind) {
    case 'choice':
      return <ChoiceInput {...props} selected={props.draft.optionId} />;
    case 'text':
      return <TextInput {...props} text={props.draft.text} />;
    case 'pairs':
      return <MatchingInput {...props} />;
  }
}

function ChoiceInput({
  question,
  selected,
  isDisabled,
  labelledBy,
  onChange,
}: AnswerInputProps & { selected: string | null }) {
  const name = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="space-y-2">
      {question.options.map((option) => {
        const isChecked = selected === option.id;
        return (
          <label
            key={option.id}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-base',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ring',
              isChecked ? 'border-primary bg-primary-soft' : 'border-border hover:bg-muted',
              isDisabled && 'cursor-default hover:bg-transparent',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={isChecked}
              disabled={isDisabled}
              onChange={() => onChange({ kind: 'choice', optionId: option.id })}
              className="size-4 shrink-0 accent-primary"
            />
            <span className="break-words">{option.option_text}</span>
          </label>
        );
      })}
    </div>
  );
}

function TextInput({ question, text, isDisabled, onChange }: AnswerInputProps & { text: string }) {
  const id = useId();
  const isLong = question.question_type === 'long_answer';
  const change = (value: string) => onChange({ kind: 'text', text: value });
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t('quizzes.player.answer')}</Label>
      {isLong ? (
        <textarea
          id={id}
          value={text}
          rows={5}
          maxLength={MAX_TEXT_ANSWER}
          disabled={isDisabled}
          onChange={(event) => change(event.target.value)}
          className={cn(fieldClasses, 'min-h-32')}
        />
      ) : (
        <input
          id={id}
          type="text"
          value={text}
          maxLength={MAX_TEXT_ANSWER}
          autoComplete="off"
          disabled={isDisabled}
          onChange={(event) => change(event.target.value)}
          className={cn(fieldClasses, 'h-11')}
        />
      )}
    </div>
  );
}

function MatchingInput({ question, draft, isDisabled, labelledBy, onChange }: AnswerInputProps) {
  const id = useId();
  const pairs = draft.kind === 'pairs' ? draft.pairs : {};
  return (
    <fieldset
      aria-labelledby={labelledBy}
      aria-describedby={`${id}-hint`}
      className="space-y-3"
      disabled={isDisabled}
    >
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t('quizzes.player.matchHint')}
      </p>
      {question.options.map((item) => {
        const selectId = `${id}-${item.id}`;
        return (
          <div
            key={item.id}
            className="grid gap-1.5 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] sm:items-center sm:gap-4"
          >
            <Label htmlFor={selectId} className="text-base break-words">
              {item.option_text}
            </Label>
            <select
              id={selectId}
              value={pairs[item.id] ?? ''}
              onChange={(event) => onChange(withPair(draft, item.id, event.target.value))}
              className={cn(fieldClasses, 'h-11 py-0')}
            >
              <option value="">{t('quizzes.player.matchPlaceholder')}</option>
              {question.match_targets.map((target) => (
                <option key={target} value={target}>
                  {target}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </fieldset>
  );
}
