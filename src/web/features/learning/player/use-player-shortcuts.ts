import { useEffect, useRef } from 'react';
import type { Chapter } from '../chapter-status.ts';
import { moveTarget, ownsKeystrokes, shortcutMove } from './player-navigation.ts';

/** ← or h, → or l, Home and End move between open lessons, except where the keys belong to a field. */
export function usePlayerShortcuts(
  chapters: readonly Chapter[],
  currentId: string | undefined,
  go: (chapter: Chapter) => void,
): void {
  const latest = useRef({ chapters, currentId, go });
  latest.current = { chapters, currentId, go };
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.repeat) return;
      if (ownsKeystrokes(event.target as HTMLElement | null)) return;
      const move = shortcutMove(event);
      if (!move) return;
      const { chapters, currentId, go } = latest.current;
      const target = moveTarget(chapters, currentId, move);
      // Home and End keep scrolling the page when there is nowhere to go.
      if (!target) return;
      event.preventDefault();
      go(target);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
