import { useSyncExternalStore } from 'react';
import { useSessionStore } from './session-context.tsx';
import type { SessionState } from './session-store.ts';

/**
 * What a page drawn on the server knew of the session: nothing (it is drawn the same for everyone).
 * Hydration starts from it, so the first render matches the HTML whatever the browser learned
 * meanwhile; React then renders again with the store's own state (docs/decisions/127).
 */
const NOT_YET_KNOWN: SessionState = { status: 'unknown', me: null };
const notYetKnown = () => NOT_YET_KNOWN;

/** The session store as React state: re-renders on sign-in, refresh and sign-out. */
export function useSession(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSession, notYetKnown);
}
