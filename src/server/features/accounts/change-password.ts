import type { TPasswordChange, TSuccessMessage } from '#shared/accounts/settings.contract.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import { deleteOtherSessions, findPasswordHash, setPasswordHash } from '../auth/auth.repo.ts';
import type { Caller } from '../auth/caller.ts';
import type { SettingsContext } from './settings-context.ts';

/**
 * PUT /api/v1/student/settings/account/password (decision 249): the current password checked with
 * better-auth's own hasher, under the sign-in limits (a session holder cannot guess freely); the new
 * hash and the end of every OTHER session of the user in one transaction. The current session stays.
 */
export async function changePassword(
  ctx: SettingsContext,
  caller: Caller,
  input: TPasswordChange,
  ip: string,
): Promise<TSuccessMessage> {
  const attempt = await ctx.limiter.consumeSignIn(caller.email, ip);
  const hash = await findPasswordHash(ctx.db, caller.userId);
  if (!hash) throw new AppError('VALIDATION', t('accounts.settings.noPassword'));
  const { password } = await ctx.auth.$context;
  const isRight = await password.verify({ hash, password: input.currentPassword });
  if (!isRight) {
    throw new AppError('VALIDATION', t('accounts.settings.currentPasswordWrong'), {
      fields: { currentPassword: t('accounts.settings.currentPasswordWrong') },
    });
  }
  const newHash = await password.hash(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, caller.userId, newHash);
    await deleteOtherSessions(tx, caller.userId, caller.sessionId);
  });
  await attempt.succeeded();
  return { success: true, message: t('accounts.settings.passwordChanged') };
}
