// The one slug rule (spec/authoring-and-shell.md §5): lowercase, accents removed, only a-z, 0-9 and
// single hyphens, at most 50 characters by default. Stored file names, exercise files and course
// slugs all use it.

export const SLUG_MAX = 50;

/** a-z, 0-9 and single hyphens, accents removed, at most `max` characters, no hyphen at either end. */
export function slugify(text: string, max = SLUG_MAX): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}
