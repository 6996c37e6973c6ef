import type { TSignInRequest, TSignInResponse } from '#shared/auth/auth.contract.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
// Platform console (issue 18): the account pause and suspended organisations.
import { isAccountOfSuspendedOrganization } from '../platform/organization-standing.ts';
import { deleteUserSession, findActiveCaller } from './auth.repo.ts';
import type { AuthContext } from './auth-context.ts';
import { callAuth, cookieHeaderFrom } from './better-auth-errors.ts';
import { getMe } from './get-me.ts';

/**
 * Checks the password, opens a session (its cookie is the refresh credential) and returns a
 * short-lived access token with the current user. Returns the Set-Cookie lines to forward.
 */
export async function signIn(
  ctx: AuthContext,
  input: TSignInRequest,
  request: { headers: Headers; ip: string },
): Promise<{ body: TSignInResponse; setCookies: string[] }> {
  const attempt = await ctx.limiter.consumeSignIn(input.email, request.ip);
  await ctx.signInPause.check(input.email, request.ip);
  const result = await callAuth(
    () =>
      ctx.auth.api.signInEmail({
        body: { email: input.email, password: input.password, rememberMe: true },
        headers: request.headers,
        returnHeaders: true,
      }),
    { INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS', EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED' },
  ).catch(async (error: unknown) => {
    if ((error as { code?: unknown }).code === 'INVALID_CREDENTIALS')
      await ctx.signInPause.failed(input.email, request.ip);
    throw error;
  });
  const setCookies = result.headers.getSetCookie();
  const token = await ctx.tokens.issue(cookieHeaderFrom(setCookies));
  const claims = token ? await ctx.tokens.verify(token.accessToken) : null;
  const caller = claims ? await findActiveCaller(ctx.db, claims) : null;
  if (!token || !claims || !caller) {
    // The password was right but the account may not be used (suspended, inactive…).
    if (claims) await deleteUserSession(ctx.db, claims.userId, claims.sessionId);
    if (claims && (await isAccountOfSuspendedOrganization(ctx.db, claims.userId)))
      throw new AppError('FORBIDDEN', t('platform.organization.suspended'));
    throw new AppError('FORBIDDEN', t('auth.accountDisabled'));
  }
  await attempt.succeeded();
  ctx.signInPause.succeeded(input.email, request.ip);
  const me = await getMe(ctx.db, caller.userId, caller.roles);
  return { body: { ...token, me }, setCookies };
}
