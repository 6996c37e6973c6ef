import type { TSetPasswordRequest } from '#shared/auth/auth.contract.ts';
// Platform console (issue 18): the security settings' minimum password length.
import { assertPasswordAllowed } from '../platform/security-rules.ts';
import { findPasswordLinkEmail, withdrawOtherPasswordLinks } from './auth.repo.ts';
import type { AuthContext } from './auth-context.ts';
import { callAuth } from './better-auth-errors.ts';

/**
 * Sets a password from a one-time token: a reset link or an invitation link. Either proves the
 * person reads that mailbox, so the address counts as confirmed (see better-auth.ts onPasswordReset).
 * The account's other reset and invitation links stop working (an older link may sit in a mailbox
 * someone else reads). The address used is trusted for this account's sign-ins (decision 004).
 */
export async function setPasswordWithToken(
  ctx: AuthContext,
  input: TSetPasswordRequest,
  ip: string,
): Promise<void> {
  await assertPasswordAllowed(ctx.db, input.password);
  const email = await findPasswordLinkEmail(ctx.db, input.token);
  await withdrawOtherPasswordLinks(ctx.db, input.token);
  await callAuth(
    () => ctx.auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } }),
    {
      '*': 'INVALID_TOKEN',
    },
  );
  if (email) ctx.limiter.trustAddress(email.toLowerCase(), ip);
}
