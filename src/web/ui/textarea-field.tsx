import { type ComponentProps, useId } from 'react';
import { CharacterCounter } from './character-counter.tsx';
import { Label } from './label.tsx';
import { Textarea } from './textarea.tsx';

export type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'value' | 'maxLength'> & {
  label: string;
  value: string;
  /** The most characters the field takes; the counter under it counts towards it. */
  max: number;
  /** The field's error, shown under the counter and announced with the text area. */
  error?: string | undefined;
};

/** A visible label, the text area, its "{n}/{max} caractères" counter, then its error, wired for assistive technology. */
export function TextareaField({ label, value, max, error, id, ...props }: TextareaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const counterId = `${fieldId}-counter`;
  const errorId = `${fieldId}-error`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={fieldId}>{label}</Label>
      <Textarea
        id={fieldId}
        value={value}
        maxLength={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${counterId} ${errorId}` : counterId}
        {...props}
      />
      <CharacterCounter id={counterId} current={value.length} max={max} />
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
