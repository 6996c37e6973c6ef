import { type ReactNode, useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { cn } from '#web/lib/cn.ts';
import { Label } from '#web/ui/label.tsx';
import { Switch } from '#web/ui/switch.tsx';

// The editor's own bound controls beside ui/form.tsx's text fields: a select, a number, a switch.
// Each shows its French error under it and clears it when changed, as the form layer's fields do.

const CONTROL =
  'mt-1.5 h-11 w-full rounded-md border border-input bg-surface px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive';

/** The field's state, its message (an array field's first item message included) and a clearing change. */
function useEditorField(name: string) {
  const { control, clearErrors } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error;
  const message =
    error?.message ??
    (error && typeof error === 'object'
      ? Object.values(error as Record<string, { message?: string } | undefined>).find((item) => item?.message)
          ?.message
      : undefined);
  const change = (value: unknown) => {
    field.onChange(value);
    if (fieldState.error) clearErrors(name);
  };
  return { field, message, change };
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-destructive">
      {message}
    </p>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm text-muted-foreground">
      {children}
    </p>
  );
}

export type SelectOption = { value: string; label: string };

/** A native select (best on phones) bound to `name`; `emptyLabel` offers "none" (stored as null). */
export function FormSelectField({
  name,
  label,
  options,
  emptyLabel,
  onValueChange,
  className,
  disabled,
}: {
  name: string;
  label: string;
  options: SelectOption[];
  emptyLabel?: string;
  onValueChange?: (value: string | null) => void;
  className?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const { field, message, change } = useEditorField(name);
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        ref={field.ref}
        name={field.name}
        value={field.value ?? ''}
        onBlur={field.onBlur}
        disabled={disabled}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(event) => {
          const value = event.target.value === '' ? null : event.target.value;
          change(value);
          onValueChange?.(value);
        }}
        className={CONTROL}
      >
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}

/**
 * A whole-number input bound to `name`. Empty is `emptyValue` (null: "none", NaN: the contract says
 * what is wrong); anything else the browser cannot read as a number is NaN for the contract too.
 */
export function FormNumberField({
  name,
  label,
  hint,
  emptyValue,
  min = 0,
  max,
  step = 1,
  suffix,
  className,
}: {
  name: string;
  label: string;
  hint?: string;
  emptyValue: number | null;
  min?: number;
  max?: number;
  step?: number;
  suffix?: ReactNode;
  className?: string;
}) {
  const id = useId();
  const { field, message, change } = useEditorField(name);
  const value = field.value === null || Number.isNaN(field.value) ? '' : String(field.value);
  const describedBy = [hint && !message ? `${id}-hint` : null, message ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        ref={field.ref}
        name={field.name}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={step}
        value={value}
        onBlur={field.onBlur}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => change(event.target.value === '' ? emptyValue : event.target.valueAsNumber)}
        className={CONTROL}
      />
      {suffix}
      {hint && !message ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}

/** A labelled switch bound to a boolean `name`; `onToggle` lets a rule change other fields too. */
export function FormSwitchField({
  name,
  label,
  hint,
  onToggle,
  className,
}: {
  name: string;
  label: string;
  hint?: string;
  onToggle?: (checked: boolean) => void;
  className?: string;
}) {
  const id = useId();
  const { field, change } = useEditorField(name);
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <div>
        <Label htmlFor={id}>{label}</Label>
        {hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
      </div>
      <Switch
        id={id}
        ref={field.ref}
        checked={Boolean(field.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onCheckedChange={(checked) => (onToggle ? onToggle(checked) : change(checked))}
      />
    </div>
  );
}
