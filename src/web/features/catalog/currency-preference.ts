import { type Currency, DEFAULT_CURRENCY, isCurrency } from '#shared/catalog/currency.ts';

// The display currency (spec/authoring-and-shell.md §9): the visitor's own choice, kept in
// localStorage under "jang.currency"; without one, the organisation's default from the server; without
// that, XOF. A stored value that is not EUR, XOF or USD is ignored. Prices stay FCFA everywhere else.

export const CURRENCY_STORAGE_KEY = 'jang.currency';

type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): PreferenceStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can throw when disabled (private mode, blocked cookies).
    return null;
  }
}

export function readStoredCurrency(storage: PreferenceStorage | null = browserStorage()): Currency | null {
  try {
    const value = storage?.getItem(CURRENCY_STORAGE_KEY);
    return isCurrency(value) ? value : null;
  } catch {
    return null;
  }
}

/** The currency to show: the stored choice, else the organisation's default, else XOF. */
export function resolveCurrency(stored: Currency | null, organisationDefault: unknown): Currency {
  if (stored) return stored;
  return isCurrency(organisationDefault) ? organisationDefault : DEFAULT_CURRENCY;
}

const listeners = new Set<() => void>();
/** The choice made on this page, for when storage refuses to keep it. */
let pageChoice: Currency | null = null;

/** The visitor's own choice, if any: storage first (other tabs may have changed it), then this page's. */
export function chosenCurrency(): Currency | null {
  return readStoredCurrency() ?? pageChoice;
}

/** For useSyncExternalStore: every switch on the page (and other tabs) follows one choice. */
export function subscribeStoredCurrency(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CURRENCY_STORAGE_KEY || event.key === null) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

export function storeCurrency(
  currency: Currency,
  storage: PreferenceStorage | null = browserStorage(),
): void {
  pageChoice = currency;
  try {
    storage?.setItem(CURRENCY_STORAGE_KEY, currency);
  } catch {
    // A full or blocked storage only loses the choice at the next visit.
  }
  for (const listener of listeners) listener();
}
