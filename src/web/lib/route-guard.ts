import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { decideNavigation, isAuthPage, pageRolesFor } from '#shared/auth/role-routing.ts';
import { rolesOf, type SessionState, type SessionStore } from './session/session-store.ts';

// The guard (spec/authoring-and-shell.md §2): anonymous visitors on protected pages go to sign in and
// come back; signed-in users on a page their roles forbid go to their landing page; auth pages never
// redirect and never ask for the current user. It reads the session from the router's context, where
// main.tsx puts the app's store (docs/decisions/093, 094).

/** The server render hands its own query cache (one per request); the browser uses the app's one. */
export type RouterContext = { session: SessionStore; queryClient?: QueryClient };

type GuardInput = {
  location: { pathname: string; href: string };
  context: { session: Pick<SessionStore, 'ensureSession'> };
};

/** The root route's `beforeLoad`: throws the redirect, or lets the page open. */
export async function routeGuard({ location, context }: GuardInput): Promise<void> {
  if (isAuthPage(location.pathname)) return;
  if (pageRolesFor(location.pathname) === null) {
    // Public page: learn who is there in the background, without holding the page.
    void context.session.ensureSession();
    return;
  }
  const session = await context.session.ensureSession();
  const decision = decideNavigation(location.href, rolesOf(session));
  if (decision.kind === 'redirect') throw redirect({ href: decision.to, replace: true });
}

function sessionKey(session: SessionState): string {
  return session.status === 'authenticated' ? `in:${rolesOf(session)?.join(',')}` : session.status;
}

/**
 * When a session ends by itself (refresh refused) or the roles change, runs the guard again on the
 * current page. Sign-in and sign-out navigate on their own. Called once, at start-up (main.tsx).
 */
export function rerunGuardOnSessionChange(
  session: Pick<SessionStore, 'getSession' | 'subscribe'>,
  router: { invalidate: () => Promise<unknown> },
): () => void {
  let lastSessionKey = sessionKey(session.getSession());
  return session.subscribe(() => {
    const key = sessionKey(session.getSession());
    const wasSignedIn = lastSessionKey.startsWith('in:');
    const hasChanged = key !== lastSessionKey;
    lastSessionKey = key;
    if (hasChanged && wasSignedIn) void router.invalidate();
  });
}
