import { type FieldErrors, get } from 'react-hook-form';

/**
 * The message of the field at `path`: its own, or, for a list (options, pairs), the one the
 * contract gave the list as a whole (react-hook-form keeps it under `root`).
 */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  const error = get(errors, path) as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = error?.message ?? error?.root?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}
