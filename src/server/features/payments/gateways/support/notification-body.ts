import { isPlainObject } from './gateway-request.ts';

// Reading a gateway's notification whatever parsed it: a form body may arrive with flat keys
// ('data[invoice][token]'), as nested objects ({ data: { invoice: { token } } }), half and half,
// as JSON, or still as the raw urlencoded text.

export type NotificationFields = Record<string, unknown>;

/** The body as a record of fields, or null when it cannot be one. */
export function toFields(body: unknown): NotificationFields | null {
  if (typeof body === 'string') {
    const fields: NotificationFields = {};
    for (const [key, value] of new URLSearchParams(body)) {
      // A repeated key is ambiguous: keep every value so readers refuse it.
      fields[key] = Object.hasOwn(fields, key) ? [fields[key], value].flat() : value;
    }
    return fields;
  }
  return isPlainObject(body) ? body : null;
}

/**
 * The value at `path`, looked up nested and flat at every level. Absent: undefined. Found under
 * two spellings with different values: an array of them, which text and amount readers refuse.
 */
export function readField(fields: unknown, path: readonly string[]): unknown {
  if (!isPlainObject(fields) || path.length === 0) return undefined;
  const [head, ...rest] = path as [string, ...string[]];
  const found: unknown[] = [];
  if (rest.length === 0) {
    if (Object.hasOwn(fields, head)) found.push(fields[head]);
  } else {
    if (Object.hasOwn(fields, head)) {
      const nested = readField(fields[head], rest);
      if (nested !== undefined) found.push(nested);
    }
    const flatKey = head + rest.map((part) => `[${part}]`).join('');
    if (Object.hasOwn(fields, flatKey)) found.push(fields[flatKey]);
  }
  const distinct = [...new Set(found)];
  if (distinct.length === 0) return undefined;
  return distinct.length === 1 ? distinct[0] : distinct;
}

/** A non-empty text (a finite number counts, as JSON bodies send them), else null. */
export function asText(value: unknown): string | null {
  if (typeof value === 'string') return value === '' ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

const WHOLE_AMOUNT = /^\d{1,15}(\.0+)?$/;

/** A whole, positive number of francs ("5000", "5000.00" or 5000), else null. */
export function asWholeAmount(value: unknown): number | null {
  const text = asText(value);
  if (text === null || !WHOLE_AMOUNT.test(text)) return null;
  const amount = Number.parseInt(text, 10);
  return Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}
