// The lesson title a video's provider title may replace (spec/authoring-and-shell.md §5): an empty
// one, or a placeholder such as 'Nouvelle leçon', 'Leçon', 'Video' or a short 'Leçon N'.

const PLACEHOLDERS = new Set(['nouvelle lecon', 'lecon', 'video', 'nouvelle video']);

const folded = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Whether the title is empty or a placeholder the editor wrote, not one the author chose. */
export function isPlaceholderTitle(title: string | null | undefined): boolean {
  const text = folded(title ?? '');
  return text === '' || PLACEHOLDERS.has(text) || /^lecon \d{1,3}$/.test(text);
}

/** The title to keep once the provider answered: its title when ours is a placeholder, else ours. */
export function titleAfterLookup(current: string, providerTitle: string | null | undefined): string {
  const found = providerTitle?.trim();
  return found && isPlaceholderTitle(current) ? found : current;
}
