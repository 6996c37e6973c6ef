import { useSyncExternalStore } from 'react';
import { getSession, type SessionState, subscribeSession } from './session.ts';

/** The session store as React state: re-renders on sign-in, refresh and sign-out. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
