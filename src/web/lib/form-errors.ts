import type { z } from 'zod';

/** One message per field (the first zod issue for it); issues without a path go under `form`. */
export function zodFieldErrors(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    result[key] ??= issue.message;
  }
  return result;
}
