import type { TSignInResponse } from '#shared/auth/auth.contract.ts';

// A page drawn in the browser for a signed-in user (the course player) arrives with the answers its
// first render would ask for (decision 313): the server read the session cookie, answered as
// POST /api/auth/token would, and read the page's API routes as that user. The browser starts
// signed in from `session` and takes each answer once instead of asking for it.

/** The id of the JSON script element that carries them. */
export const PAGE_ANSWERS_ELEMENT_ID = 'page-answers';

export type PageAnswers = {
  /** The token answer (access token, its expiry, the user and roles). */
  session: TSignInResponse;
  /** By API address (path and query, as the browser asks for it): the `data` of a 200 answer. */
  answers: Record<string, unknown>;
  /** When the server read them (an HTTP date): the date of their offline copies. */
  answeredAt: string;
};
