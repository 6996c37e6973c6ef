import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TMe } from '#shared/auth/auth.contract.ts';
import { SessionProvider } from './session-context.tsx';
import type { SessionState, SessionStore } from './session-store.ts';
import { useSession } from './use-session.ts';

// Components read the session from the provider, so a test hands them a fake store (decision 093).

function Greeting() {
  const session = useSession();
  return <p>{session.status === 'authenticated' ? session.me?.user.name : session.status}</p>;
}

function fakeStore(state: SessionState): SessionStore {
  return { getSession: () => state, subscribe: () => () => {} } as unknown as SessionStore;
}

describe('useSession', () => {
  it('reads the store given by <SessionProvider>', () => {
    const me = { user: { id: 'u1', name: 'Awa Diop' }, roles: ['student'] } as unknown as TMe;
    const signedIn = fakeStore({ status: 'authenticated', me });
    expect(
      renderToStaticMarkup(
        <SessionProvider store={signedIn}>
          <Greeting />
        </SessionProvider>,
      ),
    ).toBe('<p>Awa Diop</p>');
    const visitor = fakeStore({ status: 'anonymous', me: null });
    expect(
      renderToStaticMarkup(
        <SessionProvider store={visitor}>
          <Greeting />
        </SessionProvider>,
      ),
    ).toBe('<p>anonymous</p>');
  });

  it('says so when no provider is above', () => {
    expect(() => renderToStaticMarkup(<Greeting />)).toThrow(/SessionProvider/);
  });
});
