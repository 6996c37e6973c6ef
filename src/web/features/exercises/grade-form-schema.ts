import { z } from 'zod';
import { ZGradeSubmission } from '#shared/exercises/exercise.contract.ts';

// The grading form's typed strings, read as numbers and checked against the server's own contract:
// the same French messages, under the same fields, without the round trip. The range (score up to
// the maximum) stays the server's to say.

export type GradeFormValues = { score: string; max_score: string; feedback: string };

/** A typed number, or null for an empty or unreadable field: the contract says what is wrong. */
export function numberOrNull(value: string): number | null {
  const trimmed = value.trim().replace(',', '.');
  if (trimmed === '') return null;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : null;
}

export const ZGradeForm = z
  .object({ score: z.string(), max_score: z.string(), feedback: z.string() })
  // Typed loosely on purpose: null and NaN go through for the contract to refuse, in French.
  .transform(
    ({ score, max_score, feedback }): Record<string, unknown> => ({
      score: numberOrNull(score),
      // An empty maximum keeps the submission's; an unreadable one is refused, not dropped.
      ...(max_score.trim() === '' ? {} : { max_score: numberOrNull(max_score) ?? Number.NaN }),
      feedback,
    }),
  )
  .pipe(ZGradeSubmission);
