import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiRolesFor } from '#shared/auth/role-routing.ts';
import { AppError } from '#shared/errors.ts';
import type { Db } from '../db/client.ts';
import { findActiveCaller } from '../features/auth/auth.repo.ts';
import type { Caller } from '../features/auth/caller.ts';
// Platform console (issue 18): the organisation a superadmin administers.
import { resolveActingOrganization } from '../features/platform/acting-organization.ts';
import type { AccessTokens } from './access-tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 ? token : null;
}

/**
 * The path the role table is checked against: the matched route's own pattern, so an encoded URL
 * ("/api/%61dmin/…") that the router decodes cannot slip past; the decoded path when none matched.
 */
function guardedPath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route) return route;
  const pathname = request.url.split('?', 1)[0] ?? '/';
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

// Accounts, part settings (issue 17): the settings' routes answer 'Utilisateur non connecté' (spec §8).
declare module 'fastify' {
  interface FastifyContextConfig {
    unauthenticatedMessage?: string;
  }
}

/** The caller, or a 401: for routes that need a signed-in user. */
export function requireCaller(request: FastifyRequest): Caller {
  // Accounts, part settings (issue 17): a route may word its 401 (route config unauthenticatedMessage).
  if (!request.caller)
    throw new AppError('UNAUTHENTICATED', request.routeOptions.config?.unauthenticatedMessage);
  return request.caller;
}

/**
 * OpenAPI security of a route that serves visitors and signed-in callers alike (the empty
 * requirement means "no credentials"): it reads `request.caller` itself.
 */
export const bearerOrAnonymous: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];

/**
 * True for a route whose OpenAPI schema says it needs a bearer token: it is refused to an anonymous
 * caller before its body is read, so a 400 never describes its schema to a stranger. One declaration
 * serves the documentation and the check.
 */
function isBearerRequired(request: FastifyRequest): boolean {
  const security = (request.routeOptions.schema as { security?: Record<string, unknown>[] } | undefined)
    ?.security;
  if (!security?.some((requirement) => 'bearerAuth' in requirement)) return false;
  return !security.some((requirement) => Object.keys(requirement).length === 0);
}

/**
 * Resolves the caller on every request and enforces the role table of /api/superadmin,
 * /api/admin, /api/instructor and /api/v1/student (401 without a valid token, 403 with the wrong role),
 * and the bearer requirement of every route that declares one.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: { db: Db; tokens: AccessTokens }) => {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (token) {
      const claims = await options.tokens.verify(token);
      request.caller = claims ? await findActiveCaller(options.db, claims) : null;
    }
    // Platform console (issue 18, decision 284): a superadmin's X-Acting-Organization header.
    if (request.caller) request.caller = await resolveActingOrganization(options.db, request);
    if (isBearerRequired(request)) requireCaller(request);
    const allowed = apiRolesFor(guardedPath(request));
    if (!allowed) return;
    // A live stream opened by an EventSource carries an events token in its query instead of a bearer
    // header: the route checks it and the caller's rights itself (decision 212).
    if (!request.caller && request.routeOptions.config?.opensWithEventsToken) return;
    const caller = requireCaller(request);
    if (!caller.roles.some((role) => allowed.includes(role))) throw new AppError('FORBIDDEN');
  });
});
