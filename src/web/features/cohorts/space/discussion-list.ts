import type { TDiscussionList, TDiscussionMessage } from '#shared/cohorts/cohort-discussion.ts';

// The discussion as the tab holds it (decision 211): messages newest first, the server's pages of 50
// appended as 'Charger plus' asks for older ones, a message that arrives live put in its place, a
// deletion taken out. A message is there once whatever the order things arrive in (a live message
// may also come back in a page, since new messages shift the offsets).

export type DiscussionState = { messages: TDiscussionMessage[]; totalCount: number };

const isNewer = (a: TDiscussionMessage, b: TDiscussionMessage) =>
  a.createdAt === b.createdAt ? a.id > b.id : a.createdAt > b.createdAt;

/** The first page as the whole discussion (a load, or the reload after a post). */
export const fromFirstPage = (page: TDiscussionList): DiscussionState => ({
  messages: page.messages,
  totalCount: page.totalCount,
});

/** An older page appended: messages already held are not repeated. */
export function appendPage(state: DiscussionState, page: TDiscussionList): DiscussionState {
  const held = new Set(state.messages.map((message) => message.id));
  return {
    messages: [...state.messages, ...page.messages.filter((message) => !held.has(message.id))],
    totalCount: Math.max(page.totalCount, state.messages.length),
  };
}

/** A message heard live, put in its place by date; nothing changes when it is already there. */
export function mergeLiveMessage(state: DiscussionState, message: TDiscussionMessage): DiscussionState {
  if (state.messages.some((held) => held.id === message.id)) return state;
  const at = state.messages.findIndex((held) => isNewer(message, held));
  const messages = [...state.messages];
  messages.splice(at === -1 ? messages.length : at, 0, message);
  return { messages, totalCount: state.totalCount + 1 };
}

/** A deleted message taken out; nothing changes when it is not held. */
export function removeMessage(state: DiscussionState, messageId: string): DiscussionState {
  const messages = state.messages.filter((message) => message.id !== messageId);
  if (messages.length === state.messages.length) return state;
  return { messages, totalCount: Math.max(messages.length, state.totalCount - 1) };
}

/**
 * The offset of the next older page: the messages held. Live messages and deletions change the
 * server's count as they change what is held, so the next page starts where the held ones end.
 */
export const nextOffset = (state: DiscussionState) => state.messages.length;

export const hasOlder = (state: DiscussionState) => state.messages.length < state.totalCount;
