import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Config } from '../config.ts';
import { ACCESS_TOKEN_AUDIENCE, type Auth } from './better-auth.ts';

export type AccessTokenClaims = { userId: string; sessionId: string };

/** Tokens whose signature was checked, kept until they expire (docs/decisions/031). */
const VERIFIED_TOKENS_KEPT = 20_000;

/** Short-lived bearer tokens: issued from a session cookie, verified locally on every request. */
export function createAccessTokens(auth: Auth, config: Config) {
  let keySet: ReturnType<typeof createLocalJWKSet> | null = null;
  // An Ed25519 check cost a fifth of the server's time under the progress-save load, for a token
  // the same learner sends every 30 s. Keyed by the whole token, signature included, so only the
  // very token that was checked hits; the session is still looked up on every request.
  const verified = new LRUCache<string, AccessTokenClaims>({ max: VERIFIED_TOKENS_KEPT });

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
      const known = verified.get(token);
      if (known) return known;
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
        const claims = { userId: payload.sub, sessionId: payload.sid };
        // jwtVerify refused it if expired; `exp` is there since better-auth always sets it.
        const ttl = typeof payload.exp === 'number' ? payload.exp * 1000 - Date.now() : 0;
        if (ttl > 0) verified.set(token, claims, { ttl });
        return claims;
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
