import { describe, expect, it, vi } from 'vitest';
import type { TMe } from '#shared/auth/auth.contract.ts';
import { rerunGuardOnSessionChange, routeGuard } from './route-guard.ts';
import type { SessionState } from './session/session-store.ts';

// The guard and the session watcher against a fake session store (docs/decisions/093).

const student = { user: { id: 'u1' }, roles: ['student'] } as unknown as TMe;
const signedIn: SessionState = { status: 'authenticated', me: student };
const anonymous: SessionState = { status: 'anonymous', me: null };

function fakeSession(state: SessionState) {
  return { ensureSession: vi.fn(async () => state) };
}

const at = (href: string) => ({ pathname: new URL(href, 'http://x').pathname, href });

describe('routeGuard', () => {
  it('sends an anonymous visitor on a protected page to sign in, and back', async () => {
    const session = fakeSession(anonymous);
    const thrown = await routeGuard({ location: at('/dashboard/courses'), context: { session } }).catch(
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ options: { href: '/auth/login?redirect=%2Fdashboard%2Fcourses' } });
  });

  it('sends a student away from the admin area, and lets them into their own', async () => {
    const session = fakeSession(signedIn);
    const thrown = await routeGuard({ location: at('/admin'), context: { session } }).catch(
      (e: unknown) => e,
    );
    expect(thrown).toMatchObject({ options: { href: '/dashboard' } });
    await expect(
      routeGuard({ location: at('/dashboard/courses'), context: { session } }),
    ).resolves.toBeUndefined();
  });

  it('never asks for the session on auth pages, and does not wait for it on public pages', async () => {
    const session = { ensureSession: vi.fn(() => new Promise<SessionState>(() => {})) };
    await expect(routeGuard({ location: at('/auth/login'), context: { session } })).resolves.toBeUndefined();
    expect(session.ensureSession).not.toHaveBeenCalled();
    await expect(routeGuard({ location: at('/marketplace'), context: { session } })).resolves.toBeUndefined();
    expect(session.ensureSession).toHaveBeenCalledOnce();
  });
});

describe('rerunGuardOnSessionChange', () => {
  function fakeStore(initial: SessionState) {
    let state = initial;
    const listeners = new Set<() => void>();
    return {
      getSession: () => state,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      set(next: SessionState) {
        state = next;
        for (const listener of listeners) listener();
      },
    };
  }

  it('runs the guard again when a signed-in session ends or its roles change, not on sign-in', () => {
    const store = fakeStore({ status: 'loading', me: null });
    const router = { invalidate: vi.fn(async () => {}) };
    rerunGuardOnSessionChange(store, router);
    store.set(signedIn);
    expect(router.invalidate).not.toHaveBeenCalled();
    store.set({ status: 'authenticated', me: { ...student, roles: ['student', 'instructor'] } });
    expect(router.invalidate).toHaveBeenCalledTimes(1);
    store.set(anonymous);
    expect(router.invalidate).toHaveBeenCalledTimes(2);
  });
});
