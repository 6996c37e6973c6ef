import { type ComponentProps, useId } from 'react';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

export type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** The field's error, shown under it and announced with the input. */
  error?: string | undefined;
  hint?: string | undefined;
};

/** A visible label, the input, then its hint or error, wired together for assistive technology. */
export function TextField({ label, error, hint, id, className, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        className="mt-1.5"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
      {hint && !error ? (
        <p id={hintId} className="mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
