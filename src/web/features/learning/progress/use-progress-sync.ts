import { useEffect } from 'react';
import { startProgressSync } from './app-progress-sync.ts';
import { appLivePercents } from './live-percent.ts';

/**
 * Starts progress sync for the signed-in learner (the student layout calls it): their outbox is
 * flushed on every app start, whichever page opens. Leaving the student area (sign-out, another
 * account) stops it, so one account's updates are never sent under another's token.
 */
export function useProgressSync(userId: string | null): void {
  useEffect(() => {
    const sync = startProgressSync();
    sync.setUser(userId);
    return () => {
      sync.setUser(null);
      // The percents this page saw were that learner's.
      appLivePercents().clear();
    };
  }, [userId]);
}
