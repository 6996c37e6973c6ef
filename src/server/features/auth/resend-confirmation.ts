import { RESEND_COOLDOWN_SECONDS, type TResendResponse } from '#shared/auth/auth.contract.ts';
import { carriedReturnPath } from '#shared/auth/return-path.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import { claimConfirmationSlot, findUserByEmail } from './auth.repo.ts';
import type { AuthContext } from './auth-context.ts';

/**
 * Sends the confirmation email again, at most once a minute per user (decided in the database).
 * Unknown and already-confirmed addresses get the same answer and no email.
 */
export async function resendConfirmation(
  ctx: AuthContext,
  email: string,
  redirect?: string,
): Promise<TResendResponse> {
  const answer = { message: t('auth.resendSuccess'), cooldownSeconds: RESEND_COOLDOWN_SECONDS };
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.emailVerified) return answer;
  const slot = await claimConfirmationSlot(ctx.db, user.id, RESEND_COOLDOWN_SECONDS);
  if (!slot.granted) {
    throw new AppError('RATE_LIMITED', t('auth.resendCooldown', { seconds: slot.retryAfterSeconds }), {
      retryAfterSeconds: slot.retryAfterSeconds,
    });
  }
  const returnPath = carriedReturnPath(redirect);
  await ctx.auth.api.sendVerificationEmail({
    body: { email: user.email, ...(returnPath ? { callbackURL: returnPath } : {}) },
  });
  return answer;
}
