import { createContext, type ReactElement, type ReactNode, useContext } from 'react';
import type { SessionState, SessionStore } from './session-store.ts';

// The app's one session store, handed to React by main.tsx (docs/decisions/093): pages and shells
// read it here, so a test can render them with a store built from fakes.

const SessionContext = createContext<SessionStore | null>(null);

/** What the server drew the page with: unknown for a public page, the user for the player (decision 315). */
const NOT_YET_KNOWN: SessionState = { status: 'unknown', me: null };
const DrawnSessionContext = createContext<SessionState>(NOT_YET_KNOWN);

export function SessionProvider({
  store,
  drawnAs = NOT_YET_KNOWN,
  children,
}: {
  store: SessionStore;
  /** The session the server drew the page with, which hydration starts from (use-session.ts). */
  drawnAs?: SessionState;
  children: ReactNode;
}): ReactElement {
  return (
    <SessionContext value={store}>
      <DrawnSessionContext value={drawnAs}>{children}</DrawnSessionContext>
    </SessionContext>
  );
}

export const useDrawnSession = (): SessionState => useContext(DrawnSessionContext);

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore: no <SessionProvider> above this component');
  return store;
}
