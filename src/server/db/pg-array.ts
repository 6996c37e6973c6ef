/** node-postgres returns arrays of enums as the literal '{a,b}'; PGlite returns a JS array. */
export function parsePgArray<T extends string>(value: T[] | string): T[] {
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean) as T[];
}
