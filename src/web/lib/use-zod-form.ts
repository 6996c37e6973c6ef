import { type ChangeEvent, type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { zodFieldErrors } from './form-errors.ts';

// Plain controlled forms validated by the shared zod contracts: values are strings, errors are
// per field, and typing in a field clears its error. `onSubmit` wraps a page's request: it runs only
// on valid input, with `isSubmitting` true while it is pending.

export type FieldErrors<K extends string> = Partial<Record<K | 'form', string>>;

export function useZodForm<K extends string, Out>(schema: z.ZodType<Out>, initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [isSubmitting, setIsSubmitting] = useState(false);

  function field(name: K) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      },
    };
  }

  /** The parsed values, or null after showing the field errors. */
  function validate(): Out | null {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(zodFieldErrors(result.error) as FieldErrors<K>);
    return null;
  }

  /**
   * The form's submit handler: stops the browser's own submit, validates, then awaits `action` with
   * the parsed values while `isSubmitting` is true. The action handles its own errors.
   */
  function onSubmit(action: (input: Out) => Promise<void>) {
    return async (event: FormEvent<HTMLFormElement>): Promise<void> => {
      event.preventDefault();
      const input = validate();
      if (input === null) return;
      setIsSubmitting(true);
      try {
        await action(input);
      } finally {
        setIsSubmitting(false);
      }
    };
  }

  return { values, errors, setErrors, field, validate, isSubmitting, onSubmit };
}
