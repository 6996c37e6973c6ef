import { RESEND_COOLDOWN_SECONDS, type TResendResponse } from '#shared/auth/auth.contract.ts';
import { carriedReturnPath } from '#shared/auth/return-path.ts';
import { t } from '#shared/messages/fr.ts';
import { claimConfirmationSlot, findUserByEmail } from './auth.repo.ts';
import type { AuthContext } from './auth-context.ts';

/**
 * Sends the confirmation email again, at most once a minute per user (decided in the database).
 * Every address gets the same answer — unknown, already confirmed, or inside the minute (then
 * nothing is sent): a different answer would tell who has an account (decision 059). The browser
 * shows the countdown from `cooldownSeconds`.
 */
export async function resendConfirmation(
  ctx: AuthContext,
  email: string,
  redirect?: string,
): Promise<TResendResponse> {
  const answer = { message: t('auth.resendSuccess'), cooldownSeconds: RESEND_COOLDOWN_SECONDS };
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.emailVerified) return answer;
  if (!(await claimConfirmationSlot(ctx.db, user.id, RESEND_COOLDOWN_SECONDS))) return answer;
  const returnPath = carriedReturnPath(redirect);
  await ctx.auth.api.sendVerificationEmail({
    body: { email: user.email, ...(returnPath ? { callbackURL: returnPath } : {}) },
  });
  return answer;
}
