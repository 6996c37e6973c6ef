import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import type { Config } from '../config.ts';
import { ACCESS_TOKEN_AUDIENCE, type Auth } from './better-auth.ts';

export type AccessTokenClaims = { userId: string; sessionId: string };

/** Short-lived bearer tokens: issued from a session cookie, verified locally on every request. */
export function createAccessTokens(auth: Auth, config: Config) {
  let keySet: ReturnType<typeof createLocalJWKSet> | null = null;

  async function loadKeys() {
    const jwks = (await auth.api.getJwks()) as JSONWebKeySet;
    keySet = createLocalJWKSet(jwks);
    return keySet;
  }

  return {
    /** A new access token for the session that `headers` (its cookie) carries, or null. */
    async issue(headers: Headers): Promise<{ accessToken: string; expiresAt: string } | null> {
      try {
        const { token } = await auth.api.getToken({ headers });
        return {
          accessToken: token,
          expiresAt: new Date(Date.now() + config.accessTokenTtlSeconds * 1000).toISOString(),
        };
      } catch {
        return null;
      }
    },

    async verify(token: string): Promise<AccessTokenClaims | null> {
      const options = { issuer: config.appUrl, audience: ACCESS_TOKEN_AUDIENCE };
      try {
        const { payload } = await jwtVerify(token, keySet ?? (await loadKeys()), options).catch(
          async (error) => {
            // A key created after our copy of the key set: read it again once.
            if ((error as { code?: string }).code !== 'ERR_JWKS_NO_MATCHING_KEY') throw error;
            return jwtVerify(token, await loadKeys(), options);
          },
        );
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
