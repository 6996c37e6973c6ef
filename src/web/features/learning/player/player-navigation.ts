import type { TCourseDetails } from '#shared/learning/course-details.contract.ts';
import { type Chapter, isChapterOpen } from '../chapter-status.ts';

// Moving between lessons in the player (spec/learner.md §2 "Course player"): Précédent/Suivant, the
// keyboard shortcuts and the lists all go through here, so a locked lesson is never selected.

export type NavigationMove = 'previous' | 'next' | 'first' | 'last';

export function courseChapters(modules: TCourseDetails['modules']): Chapter[] {
  return modules.flatMap((module) => module.chapters);
}

/**
 * The open lesson a move lands on, skipping locked ones; null when there is none (already at the
 * first or last open lesson, or nothing open). Without a current lesson, previous/next act as first/last.
 */
export function moveTarget(
  chapters: readonly Chapter[],
  currentId: string | null | undefined,
  move: NavigationMove,
): Chapter | null {
  const index = chapters.findIndex((chapter) => chapter.id === currentId);
  const notCurrent = (chapter: Chapter | undefined) => (chapter && chapter.id !== currentId ? chapter : null);
  switch (move) {
    case 'first':
      return notCurrent(chapters.find(isChapterOpen));
    case 'last':
      return notCurrent(chapters.findLast(isChapterOpen));
    case 'next':
      return chapters.slice(index + 1).find(isChapterOpen) ?? null;
    case 'previous':
      return (index === -1 ? chapters : chapters.slice(0, index)).findLast(isChapterOpen) ?? null;
  }
}

/** The move a key asks for: ← or h, → or l, Home, End. Keys with Ctrl, Alt or Meta are the browser's. */
export function shortcutMove(event: {
  key: string;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}): NavigationMove | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  switch (event.key) {
    case 'ArrowLeft':
    case 'h':
      return 'previous';
    case 'ArrowRight':
    case 'l':
      return 'next';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

type TargetLike = { tagName?: string; isContentEditable?: boolean; closest?: (selector: string) => unknown };

const EDITABLE = '[contenteditable=""], [contenteditable="true"], [contenteditable="plaintext-only"]';

/**
 * Whether the focused element keeps the keys for itself: text fields (input, textarea, select,
 * contenteditable) where h and l are letters and arrows move the caret, media controls where arrows
 * seek, and open dialogs (the course drawer). The shortcuts never act there.
 */
export function ownsKeystrokes(target: TargetLike | null | undefined): boolean {
  if (!target) return false;
  const tag = target.tagName?.toUpperCase();
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'AUDIO' || tag === 'VIDEO') return true;
  if (target.isContentEditable) return true;
  return !!target.closest?.(`${EDITABLE}, [role="dialog"]`);
}
