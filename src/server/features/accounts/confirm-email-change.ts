import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { findUserById, isEmailUsedByAnother, setUserEmail, takeEmailChangeLink } from '../auth/auth.repo.ts';
import type { Caller } from '../auth/caller.ts';
import type { SettingsContext } from './settings-context.ts';
import { hashToken } from './update-own-profile.ts';

/**
 * POST /api/v1/student/profile/email/confirm: the link mailed to the new address, opened while signed
 * in as its account (decision 244). The address changes, the old one is told, the link is used up.
 */
export async function confirmEmailChange(ctx: SettingsContext, caller: Caller, token: string) {
  try {
    return await ctx.db.transaction(async (tx) => {
      const user = await findUserById(tx, caller.userId);
      if (!user) throw new AppError('NOT_FOUND', t('accounts.profileNotFound'));
      const email = await takeEmailChangeLink(tx, caller.userId, hashToken(token));
      if (!email) throw new AppError('VALIDATION', t('accounts.settings.emailChangeInvalid'));
      if (await isEmailUsedByAnother(tx, email, caller.userId))
        throw new AppError('CONFLICT', t('accounts.settings.emailTaken'));
      await setUserEmail(tx, caller.userId, email);
      await ctx.mailer.send(
        {
          kind: 'accounts-email-changed',
          to: user.email,
          userId: caller.userId,
          subject: t('accounts.settings.emailChangedSubject'),
          text: t('accounts.settings.emailChangedText', { name: user.firstName, email }),
        },
        tx,
      );
      return { success: true as const, message: t('accounts.settings.emailChanged', { email }) };
    });
  } catch (error) {
    // Taken by a sign-up between the check and the write: the unique index decided.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', t('accounts.settings.emailTaken'));
    throw error;
  }
}
