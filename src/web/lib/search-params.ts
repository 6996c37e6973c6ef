// Query strings hold plain strings. The router's default would JSON-parse each value, turning a
// numeric-looking token into a number (and losing digits past 2^53); these keep them as typed.
// A key that repeats (?level=beginner&level=advanced) reads as a list and is written back repeated.

export function parseSearch(searchStr: string): Record<string, string | string[]> {
  const search: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(searchStr)) {
    const previous = search[key];
    if (previous === undefined) search[key] = value;
    else search[key] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return search;
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item !== undefined && item !== null) params.append(key, asText(item));
    } else {
      params.set(key, asText(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A route's optional text parameter: empty means absent. */
export function optionalString(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** A route's `validateSearch` for optional text parameters: each key read with optionalString. */
export function optionalStrings<const K extends string>(...keys: K[]) {
  return (search: Record<string, unknown>) =>
    Object.fromEntries(keys.map((key) => [key, optionalString(search[key])])) as {
      [P in K]: string | undefined;
    };
}

/** The highest page a paged admin list answers (its query contracts). */
const MAX_PAGE = 10_000;

/** `?page=` as a page number above 1 (page 1 is the address without it); anything else is absent. */
export function parsePage(raw: unknown): number | undefined {
  const page = typeof raw === 'string' || typeof raw === 'number' ? Number(raw) : Number.NaN;
  return Number.isInteger(page) && page > 1 && page <= MAX_PAGE ? page : undefined;
}
