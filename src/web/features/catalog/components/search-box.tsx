import { Search } from 'lucide-react';
import { useId } from 'react';
import { t } from '#shared/messages/fr-catalog.ts';
import { Input } from '#web/ui/input.tsx';
import { useSearchDraft } from '../use-search-draft.ts';

/** "Rechercher des formations...", debounced; the address bar is replaced, not pushed, while typing. */
export function SearchBox({
  value,
  onSearch,
}: {
  value: string | undefined;
  onSearch: (value: string | undefined) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useSearchDraft(value, onSearch);
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {t('catalog.searchLabel')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        value={draft}
        maxLength={100}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={t('catalog.searchPlaceholder')}
        hasLeadingIcon
        autoComplete="off"
        enterKeyHint="search"
      />
    </div>
  );
}
