import { appAccessToken } from '#web/lib/access-token.ts';
// superadmin (issue 18): another user (or none) never inherits the organisation a superadmin entered.
import { leaveOrganization } from '#web/lib/acting-organization.ts';
import { refreshAccessToken } from '#web/lib/api.ts';
import { clearCookie, setCookie } from '#web/lib/cookies.ts';
import { clearOfflineUserCaches } from '#web/lib/offline-cache.ts';
import { pageAnswers } from '#web/lib/page-answers.ts';
import { createLastUserStorage } from '#web/lib/session/last-user.ts';
import { createSessionStore, type SessionStore } from '#web/lib/session/session-store.ts';
import { notify } from '#web/ui/toast.ts';
import { getMe } from './features/auth/api/get-me.ts';
import { signInRequest } from './features/auth/api/sign-in.ts';
import { signOutRequest } from './features/auth/api/sign-out.ts';

// The app's one session store, wired to the browser: the auth feature's API calls through the request
// helper, the in-memory access token, localStorage, Cache Storage, cookies, timers and the `online`
// event. Built once by main.tsx (docs/decisions/093); web/lib cannot import a feature, so the auth
// endpoints are handed in here.

export function createAppSession(): SessionStore {
  return createSessionStore({
    api: {
      refreshAccessToken,
      getMe,
      signIn: signInRequest,
      signOut: signOutRequest,
    },
    accessToken: appAccessToken,
    lastUser: createLastUserStorage(),
    // Called when the signed-in user changes or signs out (superadmin, issue 18: the acting organisation too).
    clearOfflineCaches: () => {
      leaveOrganization();
      return clearOfflineUserCaches();
    },
    setCookie,
    clearCookie,
    notify,
    now: Date.now,
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    onOnline: (listener) => {
      if (typeof window !== 'undefined') window.addEventListener('online', listener);
    },
    initialSession: pageAnswers.takeSession(),
  });
}
