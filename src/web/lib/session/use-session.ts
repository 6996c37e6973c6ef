import { useSyncExternalStore } from 'react';
import { useSessionStore } from './session-context.tsx';
import type { SessionState } from './session-store.ts';

/** The session store as React state: re-renders on sign-in, refresh and sign-out. */
export function useSession(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSession, store.getSession);
}
