import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TMe } from '#shared/auth/auth.contract.ts';
import { SessionProvider } from './session-context.tsx';
import type { SessionState, SessionStore } from './session-store.ts';
import { useSession } from './use-session.ts';

// Components read the session from the provider, so a test hands them a fake store (decision 093).
// In the browser they follow the store (useSyncExternalStore); only the server's render is testable here.

function Greeting() {
  const session = useSession();
  return <p>{session.status === 'authenticated' ? session.me?.user.name : session.status}</p>;
}

function fakeStore(state: SessionState): SessionStore {
  return { getSession: () => state, subscribe: () => () => {} } as unknown as SessionStore;
}

describe('useSession', () => {
  it('draws "not yet known" on the server, whatever the store says, as hydration must (decision 127)', () => {
    const me = { user: { id: 'u1', name: 'Awa Diop' }, roles: ['student'] } as unknown as TMe;
    for (const state of [
      { status: 'authenticated', me },
      { status: 'anonymous', me: null },
    ] as SessionState[]) {
      expect(
        renderToStaticMarkup(
          <SessionProvider store={fakeStore(state)}>
            <Greeting />
          </SessionProvider>,
        ),
      ).toBe('<p>unknown</p>');
    }
  });

  it('says so when no provider is above', () => {
    expect(() => renderToStaticMarkup(<Greeting />)).toThrow(/SessionProvider/);
  });
});
