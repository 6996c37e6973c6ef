import { jwtVerify, SignJWT } from 'jose';

// An EventSource cannot set an Authorization header (decision 176), so the editor first asks, with
// its bearer, for a token bound to the user, their session and one course, signed with the server's
// secret (HS256) and valid two minutes, and opens the stream with it in the query. It only opens a
// stream: the session, the user and their right to the course are checked again when it is used.
// Short-lived because a query string can end up in a proxy's log.

const AUDIENCE = 'jang-course-events';
export const EVENTS_TOKEN_LIFETIME_SECONDS = 120;

export type CourseEventsClaims = { userId: string; sessionId: string; courseId: string };

export function createCourseEventsTokens(secret: string) {
  const key = new TextEncoder().encode(`${secret}:course-events`);
  return {
    async issue(claims: CourseEventsClaims): Promise<{ token: string; expiresAt: string }> {
      const expiresAt = new Date(Date.now() + EVENTS_TOKEN_LIFETIME_SECONDS * 1000);
      const token = await new SignJWT({ sid: claims.sessionId, cid: claims.courseId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setAudience(AUDIENCE)
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt: expiresAt.toISOString() };
    },
    async verify(token: string): Promise<CourseEventsClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { audience: AUDIENCE, algorithms: ['HS256'] });
        const { sub, sid, cid } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string' || typeof cid !== 'string') return null;
        return { userId: sub, sessionId: sid, courseId: cid };
      } catch {
        return null;
      }
    },
  };
}

export type CourseEventsTokens = ReturnType<typeof createCourseEventsTokens>;
