import { describe, expect, it, vi } from 'vitest';
import { noteOfflineCopy, offlineCopyOf, subscribeOfflineCopies } from './offline-copies.ts';

describe('offline copies', () => {
  it("keeps the copy's date per path until a fresh answer comes, telling listeners of each change", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeOfflineCopies(listener);
    noteOfflineCopy('/api/a', 'Wed, 25 Nov 2026 10:42:00 GMT');
    expect(offlineCopyOf('/api/a')).toBe(Date.parse('2026-11-25T10:42:00Z'));
    expect(offlineCopyOf('/api/b')).toBeUndefined();
    noteOfflineCopy('/api/a', 'Wed, 25 Nov 2026 10:42:00 GMT');
    expect(listener).toHaveBeenCalledTimes(1);
    noteOfflineCopy('/api/a', null);
    expect(offlineCopyOf('/api/a')).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2);
    noteOfflineCopy('/api/a', null);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('keeps a copy without a usable date as NaN (the notice then says it without a date)', () => {
    noteOfflineCopy('/api/c', '');
    expect(offlineCopyOf('/api/c')).toBeNaN();
    noteOfflineCopy('/api/c', null);
  });
});
