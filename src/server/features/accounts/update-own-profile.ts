import { createHash, randomBytes } from 'node:crypto';
import type { TProfileUpdate, TProfileUpdateResponse } from '#shared/accounts/settings.contract.ts';
import { sameRole } from '#shared/accounts/settings-rules.ts';
import { currentRole } from '#shared/auth/role-routing.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import {
  findUserById,
  isEmailUsedByAnother,
  replaceEmailChangeLink,
  updateOwnProfile as writeProfile,
} from '../auth/auth.repo.ts';
import type { Caller } from '../auth/caller.ts';
import { readOwnProfile } from './get-student-profile.ts';
import type { SettingsContext } from './settings-context.ts';

/** How long the new address's confirmation link works. */
export const EMAIL_CHANGE_HOURS = 24;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * PUT /api/v1/student/profile/info: names, phone and gender at once; a new address only once confirmed
 * through the link mailed to it (decision 244); role and status never by the user themselves
 * (decision 245). Everything in one transaction, the email written with it.
 */
export async function updateOwnProfile(
  ctx: SettingsContext,
  caller: Caller,
  input: TProfileUpdate,
): Promise<TProfileUpdateResponse> {
  return ctx.db.transaction(async (tx) => {
    const user = await findUserById(tx, caller.userId);
    if (!user) throw new AppError('NOT_FOUND', t('accounts.profileNotFound'));
    const role = currentRole(caller.roles);
    const isRoleChange = input.role !== undefined && !(role && sameRole(input.role, role));
    const isStatusChange = input.status !== undefined && input.status !== user.status;
    if (isRoleChange || isStatusChange) throw new AppError('FORBIDDEN', t('accounts.settings.roleNotYours'));

    await writeProfile(tx, caller.userId, {
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone === undefined ? user.phone : input.phone,
      gender: input.gender === undefined ? user.gender : input.gender,
    });

    let pending: string | null = null;
    if (input.email !== undefined && input.email !== user.email.toLowerCase()) {
      if (await isEmailUsedByAnother(tx, input.email, caller.userId))
        throw new AppError('CONFLICT', t('accounts.settings.emailTaken'));
      const token = randomBytes(32).toString('base64url');
      await replaceEmailChangeLink(tx, {
        userId: caller.userId,
        email: input.email,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + EMAIL_CHANGE_HOURS * 3_600_000),
      });
      const link = `${ctx.appUrl}/dashboard/settings?confirmEmail=${token}`;
      await ctx.mailer.send(
        {
          kind: 'accounts-email-change',
          to: input.email,
          userId: caller.userId,
          subject: t('accounts.settings.emailChangeSubject'),
          text: t('accounts.settings.emailChangeText', { name: input.first_name, link }),
          link,
        },
        tx,
      );
      pending = input.email;
    }
    return {
      success: true as const,
      message: pending
        ? t('accounts.settings.emailChangeSent', { email: pending })
        : t('accounts.settings.profileSaved'),
      profile: await readOwnProfile(tx, caller),
      email_change_pending: pending,
    };
  });
}
