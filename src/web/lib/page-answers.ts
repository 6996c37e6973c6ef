import type { TSignInResponse } from '#shared/auth/auth.contract.ts';
import { PAGE_ANSWERS_ELEMENT_ID, type PageAnswers } from '#shared/web/page-answers.contract.ts';

// The answers a signed-in page arrived with (decision 313, src/server/plugins/page-answers.ts): the
// session, taken by the session store at start, and each API answer, taken once by the request helper
// instead of asking for it. A page kept open (or restored) past ANSWERS_FRESH_MS asks afresh.

export const ANSWERS_FRESH_MS = 60_000;

export type PageAnswerStore = {
  /** The session the page came with, once; null when none (or already taken). */
  takeSession: () => TSignInResponse | null;
  /** The answer for a GET of `path`, once, while fresh; undefined when there is none. */
  takeAnswer: (path: string) => unknown;
  /** The same answer without taking it (a query's first data, before its own read takes it). */
  peekAnswer: (path: string) => unknown;
  /**
   * Every answer the page came with and when the server read them, once: for the offline copies
   * the service worker would have kept had the page asked for them.
   */
  takeOfflineCopies: () => { answers: Array<[string, unknown]>; answeredAt: string } | null;
};

/** A store over the JSON the page carried (null: none), read at `loadedAt`. */
export function createPageAnswerStore(
  json: string | null,
  loadedAt: number,
  now: () => number,
): PageAnswerStore {
  let parsed: Partial<PageAnswers> = {};
  try {
    parsed = json ? (JSON.parse(json) as PageAnswers) : {};
  } catch {
    // A broken copy only costs the page its first reads, asked for as without it.
  }
  let session = parsed.session?.accessToken && parsed.session.me ? parsed.session : null;
  const answers = new Map(Object.entries(parsed.answers ?? {}));
  let copies = answers.size > 0 ? [...answers] : null;
  const isFresh = () => now() - loadedAt < ANSWERS_FRESH_MS;
  return {
    takeSession() {
      const taken = isFresh() ? session : null;
      session = null;
      return taken;
    },
    peekAnswer: (path) => (isFresh() ? answers.get(path) : undefined),
    takeAnswer(path) {
      if (!answers.has(path)) return undefined;
      const answer = answers.get(path);
      answers.delete(path);
      return isFresh() ? answer : undefined;
    },
    takeOfflineCopies() {
      const taken = copies && isFresh() ? { answers: copies, answeredAt: parsed.answeredAt ?? '' } : null;
      copies = null;
      return taken;
    },
  };
}

/** The element's text, removed from the page so that nothing reads it twice. */
function takeElementText(): string | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(PAGE_ANSWERS_ELEMENT_ID);
  element?.remove();
  return element?.textContent ?? null;
}

/** The app's one store, over this page's element. */
export const pageAnswers: PageAnswerStore = createPageAnswerStore(takeElementText(), Date.now(), Date.now);
