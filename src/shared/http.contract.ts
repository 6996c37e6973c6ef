import { z } from 'zod';
import { t } from './messages/fr.ts';

// The pieces every API contract shares (decision 071): the success envelope, the id check and the
// shape of a paged list. New contracts name their fields in camelCase; fields the spec names in
// snake_case (`max_score`, `attempt_id`…) keep the spec's name.

/** Every success answer wraps its payload in `data`; the web request helper unwraps it. */
export const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** A uuid in a path, query or body; anything else is refused with 'Identifiant invalide' (400). */
export const id = () => z.uuid({ error: t('error.invalidId') });

/** A whole number from min to max, in a query string (coerced); anything else is refused with `message`. */
export const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/**
 * One page of a list: the rows under their own name (`courses`, `payments`…), the number of rows
 * over all pages, and the page and page size that were answered.
 */
export const paginated = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.object({
    ...({ [key]: z.array(item) } as Record<K, z.ZodArray<T>>),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
