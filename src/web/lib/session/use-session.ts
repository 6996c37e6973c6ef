import { useSyncExternalStore } from 'react';
import { useDrawnSession, useSessionStore } from './session-context.tsx';
import type { SessionState } from './session-store.ts';

/**
 * The session store as React state: re-renders on sign-in, refresh and sign-out. A page drawn on the
 * server is hydrated from what the server knew of the session: nothing for a public page (drawn the
 * same for everyone, docs/decisions/127), the user for the player (decision 315); React then renders
 * again with the store's own state if it differs, so the first render matches the HTML.
 */
export function useSession(): SessionState {
  const store = useSessionStore();
  const drawnAs = useDrawnSession();
  return useSyncExternalStore(store.subscribe, store.getSession, () => drawnAs);
}
