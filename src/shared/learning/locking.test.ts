import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEEK_MS } from '#shared/cohorts/cohort-weeks.ts';
import { lockedLessonIds, sectionOpenings } from './locking.ts';

describe('lesson locking', () => {
  it('locks nothing in a free-order course', () => {
    expect(lockedLessonIds(['a', 'b', 'c'], new Set(), false).size).toBe(0);
  });

  it('opens lessons one after another in a sequential course', () => {
    expect([...lockedLessonIds(['a', 'b', 'c'], new Set(), true)]).toEqual(['b', 'c']);
    expect([...lockedLessonIds(['a', 'b', 'c'], new Set(['a']), true)]).toEqual(['c']);
    expect([...lockedLessonIds(['a', 'b', 'c'], new Set(['a', 'b']), true)]).toEqual([]);
    // A gap keeps everything after it locked.
    expect([...lockedLessonIds(['a', 'b', 'c'], new Set(['b']), true)]).toEqual(['b', 'c']);
  });

  it('never locks the first lesson, and never a lesson whose predecessors are all done', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 15 }),
        fc.nat(15),
        (ids, done) => {
          const completed = new Set(ids.slice(0, done));
          const locked = lockedLessonIds(ids, completed, true);
          expect(locked.has(ids[0]!)).toBe(false);
          ids.forEach((id, i) => {
            const predecessorsDone = ids.slice(0, i).every((p) => completed.has(p));
            expect(locked.has(id)).toBe(!predecessorsDone);
          });
        },
      ),
    );
  });
});

describe('weeks of a cohort', () => {
  const start = new Date('2026-12-01T00:00:00Z');

  it('opens every section outside a cohort', () => {
    expect(sectionOpenings(3, null, start)).toEqual([null, null, null]);
  });

  it('opens week N at the start plus N − 1 weeks, and says when a closed week opens', () => {
    const dayTwo = new Date(start.getTime() + 86_400_000);
    expect(sectionOpenings(3, start, dayTwo)).toEqual([
      null,
      new Date(start.getTime() + WEEK_MS),
      new Date(start.getTime() + 2 * WEEK_MS),
    ]);
    expect(sectionOpenings(3, start, new Date(start.getTime() + WEEK_MS))).toEqual([
      null,
      null,
      new Date(start.getTime() + 2 * WEEK_MS),
    ]);
  });

  it('never reopens a week once open: the open weeks are always a prefix, and grow with time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: -30, max: 120 }),
        fc.integer({ min: 0, max: 30 }),
        (count, day, later) => {
          const now = new Date(start.getTime() + day * 86_400_000);
          const open = sectionOpenings(count, start, now).map((at) => at === null);
          const firstClosed = open.indexOf(false);
          if (firstClosed >= 0) expect(open.slice(firstClosed).every((isOpen) => !isOpen)).toBe(true);
          const after = sectionOpenings(count, start, new Date(now.getTime() + later * 86_400_000));
          open.forEach((isOpen, i) => {
            if (isOpen) expect(after[i]).toBeNull();
          });
        },
      ),
    );
  });
});
