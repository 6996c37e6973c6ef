import { jwtVerify, SignJWT } from 'jose';

// An EventSource cannot set an Authorization header (decisions 176, 212), so a page first asks, with
// its bearer, for a token bound to the user, their session and one scope (a course, a cohort), signed
// with the server's secret (HS256) for one purpose and valid two minutes, and opens the stream with it
// in the query. It only opens a stream: the session, the user and their right to the scope are checked
// again when it is used. Short-lived because a query string can end up in a proxy's log.

export const EVENTS_TOKEN_LIFETIME_SECONDS = 120;

export type EventsTokenClaims = { userId: string; sessionId: string; scopeId: string };

/** Tokens of one purpose ('course-events', 'cohort-events'): one purpose's token opens no other's stream. */
export function createEventsTokens(secret: string, purpose: string) {
  const key = new TextEncoder().encode(`${secret}:${purpose}`);
  const audience = `jang-${purpose}`;
  return {
    async issue(claims: EventsTokenClaims): Promise<{ token: string; expiresAt: string }> {
      const expiresAt = new Date(Date.now() + EVENTS_TOKEN_LIFETIME_SECONDS * 1000);
      const token = await new SignJWT({ sid: claims.sessionId, scope: claims.scopeId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setAudience(audience)
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt: expiresAt.toISOString() };
    },
    async verify(token: string): Promise<EventsTokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { audience, algorithms: ['HS256'] });
        const { sub, sid, scope } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string' || typeof scope !== 'string') return null;
        return { userId: sub, sessionId: sid, scopeId: scope };
      } catch {
        return null;
      }
    },
  };
}

export type EventsTokens = ReturnType<typeof createEventsTokens>;
