import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lockedLessonIds } from './locking.ts';

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
