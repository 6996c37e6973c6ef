import { useBlocker } from '@tanstack/react-router';
import { useRef } from 'react';

/**
 * Asks before leaving a page with unsaved edits (the browser's own question when the tab closes or
 * reloads). `allowNextLeave()` lets the navigation that follows a save through.
 */
export function useLeaveGuard(isDirty: boolean, question: string) {
  const allowed = useRef(false);
  useBlocker({
    shouldBlockFn: () => {
      if (allowed.current || !isDirty) return false;
      return !window.confirm(question);
    },
    enableBeforeUnload: () => isDirty && !allowed.current,
  });
  return {
    allowNextLeave: () => {
      allowed.current = true;
    },
  };
}
