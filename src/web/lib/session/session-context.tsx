import { createContext, type ReactElement, type ReactNode, useContext } from 'react';
import type { SessionStore } from './session-store.ts';

// The app's one session store, handed to React by main.tsx (docs/decisions/093): pages and shells
// read it here, so a test can render them with a store built from fakes.

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({
  store,
  children,
}: {
  store: SessionStore;
  children: ReactNode;
}): ReactElement {
  return <SessionContext value={store}>{children}</SessionContext>;
}

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore: no <SessionProvider> above this component');
  return store;
}
