import type { TSetPasswordRequest } from '#shared/auth/auth.contract.ts';
import { withdrawOtherPasswordLinks } from './auth.repo.ts';
import type { AuthContext } from './auth-context.ts';
import { callAuth } from './better-auth-errors.ts';

/**
 * Sets a password from a one-time token: a reset link or an invitation link. Either proves the
 * person reads that mailbox, so the address counts as confirmed (see better-auth.ts onPasswordReset).
 * The account's other reset and invitation links stop working (an older link may sit in a mailbox
 * someone else reads).
 */
export async function setPasswordWithToken(ctx: AuthContext, input: TSetPasswordRequest): Promise<void> {
  await withdrawOtherPasswordLinks(ctx.db, input.token);
  await callAuth(
    () => ctx.auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } }),
    {
      '*': 'INVALID_TOKEN',
    },
  );
}
