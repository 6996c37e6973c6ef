import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentProps, ReactNode } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  FormProvider,
  type SubmitHandler,
  type UseFormReturn,
  useController,
  useForm,
  useFormContext,
} from 'react-hook-form';
import type { z } from 'zod';
import { TextField, type TextFieldProps } from './text-field.tsx';
import { TextareaField, type TextareaFieldProps } from './textarea-field.tsx';

// The form layer for everything bigger than a sign-in form (docs/decisions/100): react-hook-form,
// checked on submit against a shared zod contract when one is given (its French messages), the
// server's `details.fields` under the same fields. Typing in a field clears its error; the next
// submit checks again, as before. This module is imported by feature components only, so it rides
// in the chunks of the pages that have such a form, never in the first download.

export type AppForm<In extends FieldValues, Out = In> = UseFormReturn<In, unknown, Out>;

/**
 * A form's state. With `schema`, submit parses the values with it and hands the parsed output to
 * the submit handler; without, fields may carry their own `rules` and the server decides the rest.
 */
export function useAppForm<In extends FieldValues, Out = In>(options: {
  schema?: z.ZodType<Out, In> | undefined;
  defaultValues: DefaultValues<In>;
}): AppForm<In, Out> {
  return useForm<In, unknown, Out>({
    defaultValues: options.defaultValues,
    // Checked on submit only, and focus stays where it is: the forms behaved so before this layer.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    ...(options.schema ? { resolver: zodResolver(options.schema) } : {}),
  });
}

/**
 * Puts each of the server's field messages (`apiFieldErrors(error)`) under its field. Returns
 * whether any landed, so the caller shows its form-level alert only when none did.
 */
export function setServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'setError'>,
  fields: Record<string, string>,
): boolean {
  const entries = Object.entries(fields);
  for (const [name, message] of entries) form.setError(name as FieldPath<T>, { type: 'server', message });
  return entries.length > 0;
}

/** The `<form>` (noValidate: the messages are ours, in French) with its state for the fields inside. */
export function Form<In extends FieldValues, Out>({
  form,
  onSubmit,
  onInvalid,
  children,
  ...props
}: Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate' | 'onInvalid'> & {
  form: AppForm<In, Out>;
  onSubmit: SubmitHandler<Out>;
  /** Called when the checks refuse the values (e.g. to announce errors far from the submit button). */
  onInvalid?: () => void;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          // A form in a dialog is drawn in a portal, but React passes its submit up the component
          // tree: without this, saving a dialog opened from a bigger form (a live session from the
          // cohort form) would submit that form too.
          event.stopPropagation();
          // Each submit starts afresh, the server's messages included: the checks below decide again.
          form.clearErrors();
          return form.handleSubmit(onSubmit, onInvalid ? () => onInvalid() : undefined)(event);
        }}
        {...props}
      >
        {children}
      </form>
    </FormProvider>
  );
}

/**
 * The props that bind a text control to the field `name`: its value, ref, blur and error, and an
 * onChange that stores the value, clears that field's error and tells `onValueChange`.
 */
function useBoundField(name: string, onValueChange?: (value: string) => void) {
  const { control, clearErrors } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  return {
    ref: field.ref,
    name: field.name,
    value: field.value ?? '',
    onBlur: field.onBlur,
    onChange: (event: { target: { value: string } }) => {
      field.onChange(event.target.value);
      if (fieldState.error) clearErrors(name);
      onValueChange?.(event.target.value);
    },
    error: fieldState.error?.message,
  };
}

type Controlled = 'name' | 'value' | 'onChange' | 'onBlur' | 'error';
type BoundProps = { name: string; onValueChange?: (value: string) => void };

/** TextField (label, input, hint or error, aria-invalid/aria-describedby) bound to the field `name`. */
export function FormTextField({
  name,
  onValueChange,
  ...props
}: Omit<TextFieldProps, Controlled> & BoundProps) {
  return <TextField {...props} {...useBoundField(name, onValueChange)} />;
}

/** TextareaField (label, text area, counter, error, wired for assistive technology) bound to `name`. */
export function FormTextareaField({
  name,
  onValueChange,
  ...props
}: Omit<TextareaFieldProps, Controlled> & BoundProps) {
  return <TextareaField {...props} {...useBoundField(name, onValueChange)} />;
}
