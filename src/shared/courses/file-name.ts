// Stored names of uploaded files (spec/authoring-and-shell.md §5): the original name slugified
// (lowercase, accents removed, only a-z, 0-9 and hyphens, at most 50 characters), then a timestamp
// and the original extension.

export const FILE_SLUG_MAX = 50;

/** a-z, 0-9 and single hyphens, accents removed, at most `max` characters, no hyphen at either end. */
export function slugify(text: string, max = FILE_SLUG_MAX): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}

/** The name a file is stored under: `<slug>-<timestamp>.<extension>` ('fichier' when nothing is left of the name). */
export function storedFileName(originalName: string, timestamp: number): string {
  const dot = originalName.lastIndexOf('.');
  const base = dot > 0 ? originalName.slice(0, dot) : originalName;
  const extension = dot > 0 ? slugify(originalName.slice(dot + 1), 10).replace(/-/g, '') : '';
  const slug = slugify(base) || 'fichier';
  return extension ? `${slug}-${timestamp}.${extension}` : `${slug}-${timestamp}`;
}
