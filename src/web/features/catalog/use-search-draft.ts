import { useEffect, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text in the search box, sent on after a pause in typing (spec §5: 300 ms). It follows the address
 * bar when that changes by itself (back button, "Réinitialiser les filtres", a shared link).
 */
export function useSearchDraft(committed: string | undefined, commit: (value: string | undefined) => void) {
  const [draft, setDraft] = useState(committed ?? '');
  const lastCommitted = useRef(committed ?? '');
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    const value = committed ?? '';
    if (value === lastCommitted.current) return;
    lastCommitted.current = value;
    setDraft(value);
  }, [committed]);

  useEffect(() => {
    const value = draft.trim();
    if (value === lastCommitted.current) return;
    const timer = setTimeout(() => {
      lastCommitted.current = value;
      commitRef.current(value === '' ? undefined : value);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  return [draft, setDraft] as const;
}
