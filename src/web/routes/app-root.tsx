import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet, useRouter } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { adoptServerData, queryClient } from '#web/lib/query-client.ts';
import { useSessionStore } from '#web/lib/session/session-context.tsx';
import type { SessionStore } from '#web/lib/session/session-store.ts';

// The root route's component, loaded beside the first page rather than in the first download: it
// brings TanStack Query, which only pages reading server data need.

let watched: SessionStore | null = null;

// A page drawn on the server brought the data it was drawn from: the cache starts with it, so the
// first render in the browser matches the HTML and nothing is asked twice (docs/decisions/127).
adoptServerData(queryClient);

/**
 * Server data belongs to one user: drop the cache whenever the signed-in user changes or leaves.
 * Subscribed once, on the root's first render (before any page below it asks for data).
 */
function resetQueriesOnUserChange(session: SessionStore, cache: QueryClient): void {
  if (watched === session) return;
  watched = session;
  let cachedFor = session.getSession().me?.user.id ?? null;
  session.subscribe(() => {
    const userId = session.getSession().me?.user.id ?? null;
    if (userId === cachedFor) return;
    cachedFor = userId;
    // Reset rather than clear: a public page (the marketplace) fetches before the session is known, and
    // clear() would cancel its requests silently and leave it loading forever. Queries on screen start
    // again from empty and ask again as the new user; the others are dropped.
    cache.getMutationCache().clear();
    cache.removeQueries({ type: 'inactive' });
    void cache.resetQueries({ type: 'active' });
  });
}

export function AppRoot(): ReactElement {
  // The server render gives each request its own cache; the browser has one for the visit.
  const client = useRouter().options.context.queryClient ?? queryClient;
  resetQueriesOnUserChange(useSessionStore(), client);
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
