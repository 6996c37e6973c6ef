import { jwtVerify, SignJWT } from 'jose';

// sendBeacon cannot set an Authorization header, so the page asks beforehand for a token bound to
// the learner, their session and one course, signed with the server's secret (HS256), valid 12 h,
// and puts it in the beacon's body. The session is still checked when the beacon arrives.

const AUDIENCE = 'jang-progress-beacon';
const LIFETIME_SECONDS = 12 * 3600;

export type BeaconClaims = { userId: string; sessionId: string; courseId: string };

export function createBeaconTokens(secret: string) {
  const key = new TextEncoder().encode(`${secret}:progress-beacon`);
  return {
    async issue(claims: BeaconClaims): Promise<{ token: string; expiresAt: string }> {
      const expiresAt = new Date(Date.now() + LIFETIME_SECONDS * 1000);
      const token = await new SignJWT({ sid: claims.sessionId, cid: claims.courseId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setAudience(AUDIENCE)
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt: expiresAt.toISOString() };
    },
    async verify(token: string): Promise<BeaconClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { audience: AUDIENCE, algorithms: ['HS256'] });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.sid !== 'string' ||
          typeof payload.cid !== 'string'
        )
          return null;
        return { userId: payload.sub, sessionId: payload.sid, courseId: payload.cid };
      } catch {
        return null;
      }
    },
  };
}

export type BeaconTokens = ReturnType<typeof createBeaconTokens>;
