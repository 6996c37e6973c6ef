import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Chapter, ChapterStatus } from '../chapter-status.ts';
import { moveTarget, ownsKeystrokes, shortcutMove } from './player-navigation.ts';

const chapter = (id: string, status: ChapterStatus = 'not-started'): Chapter => ({
  id,
  title: id,
  type: 'video',
  duration: '5 min',
  durationMinutes: 5,
  status,
  progress: 0,
});

describe('moveTarget', () => {
  const chapters = [
    chapter('a', 'locked'),
    chapter('b', 'completed'),
    chapter('c'),
    chapter('d', 'locked'),
    chapter('e', 'in-progress'),
    chapter('f', 'locked'),
  ];

  it('goes to the next and previous open lessons, skipping locked ones', () => {
    expect(moveTarget(chapters, 'c', 'next')?.id).toBe('e');
    expect(moveTarget(chapters, 'e', 'previous')?.id).toBe('c');
    expect(moveTarget(chapters, 'b', 'next')?.id).toBe('c');
  });

  it('stops at the ends instead of wrapping or landing on a locked lesson', () => {
    expect(moveTarget(chapters, 'e', 'next')).toBeNull();
    expect(moveTarget(chapters, 'b', 'previous')).toBeNull();
  });

  it('goes to the first and last open lessons', () => {
    expect(moveTarget(chapters, 'c', 'first')?.id).toBe('b');
    expect(moveTarget(chapters, 'c', 'last')?.id).toBe('e');
    expect(moveTarget(chapters, 'e', 'last')).toBeNull(); // already there
  });

  it('without a current lesson, previous and next act as last and first', () => {
    expect(moveTarget(chapters, null, 'next')?.id).toBe('b');
    expect(moveTarget(chapters, undefined, 'previous')?.id).toBe('e');
  });

  it('never returns a locked lesson nor the current one (property)', () => {
    const status = fc.constantFrom<ChapterStatus>('completed', 'in-progress', 'locked', 'not-started');
    fc.assert(
      fc.property(
        fc.array(status, { maxLength: 12 }),
        fc.nat(12),
        fc.constantFrom('previous' as const, 'next' as const, 'first' as const, 'last' as const),
        (statuses, at, move) => {
          const list = statuses.map((s, i) => chapter(`c${i}`, s));
          const current = list[at]?.id ?? null;
          const target = moveTarget(list, current, move);
          if (target) {
            expect(target.status).not.toBe('locked');
            expect(target.id).not.toBe(current);
            const from = list.findIndex((c) => c.id === current);
            const to = list.indexOf(target);
            if (move === 'next' && from >= 0) expect(to).toBeGreaterThan(from);
            if (move === 'previous' && from >= 0) expect(to).toBeLessThan(from);
            // Nothing open is skipped between the two.
            if (move === 'next' && from >= 0)
              expect(list.slice(from + 1, to).every((c) => c.status === 'locked')).toBe(true);
          } else if (move === 'first' || move === 'last') {
            // Nothing open, or the current lesson already is the first (last) open one.
            const open = list.filter((c) => c.status !== 'locked');
            const end = move === 'first' ? open[0] : open.at(-1);
            expect(end === undefined || end.id === current).toBe(true);
          }
        },
      ),
    );
  });
});

describe('shortcutMove', () => {
  it('maps ←/h, →/l, Home and End', () => {
    expect(shortcutMove({ key: 'ArrowLeft' })).toBe('previous');
    expect(shortcutMove({ key: 'h' })).toBe('previous');
    expect(shortcutMove({ key: 'ArrowRight' })).toBe('next');
    expect(shortcutMove({ key: 'l' })).toBe('next');
    expect(shortcutMove({ key: 'Home' })).toBe('first');
    expect(shortcutMove({ key: 'End' })).toBe('last');
  });

  it('leaves other keys and modified keys alone', () => {
    expect(shortcutMove({ key: 'H' })).toBeNull();
    expect(shortcutMove({ key: 'ArrowUp' })).toBeNull();
    expect(shortcutMove({ key: 'ArrowLeft', altKey: true })).toBeNull();
    expect(shortcutMove({ key: 'l', ctrlKey: true })).toBeNull();
    expect(shortcutMove({ key: 'Home', metaKey: true })).toBeNull();
  });
});

describe('ownsKeystrokes', () => {
  it('recognises input, textarea, select and contenteditable', () => {
    expect(ownsKeystrokes({ tagName: 'INPUT' })).toBe(true);
    expect(ownsKeystrokes({ tagName: 'textarea' })).toBe(true);
    expect(ownsKeystrokes({ tagName: 'SELECT' })).toBe(true);
    expect(ownsKeystrokes({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(
      ownsKeystrokes({ tagName: 'SPAN', closest: (s) => (s.includes('contenteditable') ? {} : null) }),
    ).toBe(true);
  });

  it('recognises media controls and open dialogs', () => {
    expect(ownsKeystrokes({ tagName: 'AUDIO' })).toBe(true);
    expect(ownsKeystrokes({ tagName: 'A', closest: (s) => (s.includes('dialog') ? {} : null) })).toBe(true);
  });

  it('leaves buttons, links and the page alone', () => {
    expect(ownsKeystrokes({ tagName: 'BUTTON', closest: () => null })).toBe(false);
    expect(ownsKeystrokes({ tagName: 'BODY', isContentEditable: false })).toBe(false);
    expect(ownsKeystrokes(null)).toBe(false);
  });
});
