import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TDiscussionMessage } from '#shared/cohorts/cohort-discussion.ts';
import {
  appendPage,
  fromFirstPage,
  hasOlder,
  mergeLiveMessage,
  nextOffset,
  removeMessage,
} from './discussion-list.ts';

// The discussion as the tab holds it: pages appended, live messages merged in place, never twice.

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 8, minute)).toISOString();
const message = (id: string, minute: number): TDiscussionMessage => ({
  id,
  message: `Message ${id}`,
  message_type: 'text',
  createdAt: at(minute),
  author: { id: 'u', name: 'Awa Diop', avatarUrl: null },
  mine: false,
  canDelete: false,
});
const page = (messages: TDiscussionMessage[], totalCount: number, offset = 0) => ({
  messages,
  totalCount,
  limit: 50,
  offset,
});

describe('the discussion held by the tab', () => {
  it('appends an older page after the held messages and knows when none are left', () => {
    let state = fromFirstPage(page([message('c', 3), message('b', 2)], 3));
    expect(hasOlder(state)).toBe(true);
    expect(nextOffset(state)).toBe(2);
    state = appendPage(state, page([message('a', 1)], 3, 2));
    expect(state.messages.map((m) => m.id)).toEqual(['c', 'b', 'a']);
    expect(hasOlder(state)).toBe(false);
  });

  it('puts a live message first, or in its place by date, and never twice', () => {
    let state = fromFirstPage(page([message('c', 3), message('a', 1)], 2));
    state = mergeLiveMessage(state, message('d', 4));
    state = mergeLiveMessage(state, message('b', 2));
    state = mergeLiveMessage(state, message('d', 4));
    expect(state.messages.map((m) => m.id)).toEqual(['d', 'c', 'b', 'a']);
    expect(state.totalCount).toBe(4);
  });

  it('does not repeat a live message that an older page brings again (offsets moved)', () => {
    let state = fromFirstPage(page([message('b', 2)], 2));
    state = mergeLiveMessage(state, message('c', 3));
    // The server's next page at offset 2 is 'a'; had offsets shifted it could also bring 'b' again.
    state = appendPage(state, page([message('b', 2), message('a', 1)], 3, 1));
    expect(state.messages.map((m) => m.id)).toEqual(['c', 'b', 'a']);
  });

  it('takes out a deleted message once', () => {
    let state = fromFirstPage(page([message('b', 2), message('a', 1)], 5));
    state = removeMessage(state, 'b');
    expect(removeMessage(state, 'b')).toBe(state);
    expect(state).toEqual({ messages: [message('a', 1)], totalCount: 4 });
  });

  it('holds each message once, newest first, however often and in whatever order live messages arrive', () => {
    const minutes = fc.uniqueArray(fc.integer({ min: 0, max: 500 }), { minLength: 1, maxLength: 40 });
    fc.assert(
      fc.property(minutes, fc.array(fc.nat(), { maxLength: 60 }), (times, choices) => {
        const all = times.map((m) => message(`m${String(m).padStart(3, '0')}`, m));
        let state = fromFirstPage(page([], 0));
        for (const choice of choices) state = mergeLiveMessage(state, all[choice % all.length]!);
        const seen = state.messages.map((m) => m.createdAt);
        expect(new Set(seen).size).toBe(seen.length);
        expect(seen).toEqual([...seen].sort().reverse());
        expect(state.totalCount).toBe(seen.length);
      }),
    );
  });
});
