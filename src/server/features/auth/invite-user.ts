import { randomBytes } from 'node:crypto';
import type { Role } from '#shared/domain.ts';
import { AppError } from '#shared/errors.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { userRoles, users } from '../../db/schema/index.ts';
import { passwordLinkIdentifier } from './auth.repo.ts';
import type { AuthContext } from './auth-context.ts';

export const INVITATION_DAYS = 7;

export type Invitation = {
  email: string;
  firstName: string;
  lastName: string;
  role: Exclude<Role, 'superadmin'>;
};

/**
 * Creates an account without a password in the inviter's organisation and emails a link where the
 * person chooses one. The link is a better-auth reset token that lives 7 days instead of 1 hour.
 */
export async function inviteUser(ctx: AuthContext, organizationId: string, invitation: Invitation) {
  const user = await ctx.db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: invitation.email,
          name: `${invitation.firstName} ${invitation.lastName}`,
          firstName: invitation.firstName,
          lastName: invitation.lastName,
          organizationId,
          status: 'invited',
        })
        .returning({ id: users.id, email: users.email });
      if (!created) throw new AppError('INTERNAL');
      const roles: Role[] = invitation.role === 'student' ? ['student'] : ['student', invitation.role];
      await tx.insert(userRoles).values(roles.map((role) => ({ userId: created.id, role })));
      return created;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('USER_EXISTS');
      throw error;
    });

  const token = randomBytes(24).toString('base64url');
  const authContext = await ctx.auth.$context;
  await authContext.internalAdapter.createVerificationValue({
    identifier: passwordLinkIdentifier(token),
    value: user.id,
    expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 3600 * 1000),
  });
  const page = invitation.role === 'instructor' ? 'instructor-activate' : 'activate';
  const link = `${ctx.config.appUrl}/auth/${page}?token=${token}`;
  await ctx.mailer.send({
    kind: 'invitation',
    to: user.email,
    userId: user.id,
    subject: 'Votre invitation sur Jàng',
    link,
    text: `Bonjour ${invitation.firstName},\n\nVous êtes invité(e) sur Jàng. Choisissez votre mot de passe pour activer votre compte (lien valable ${INVITATION_DAYS} jours) :\n${link}`,
  });
  return { id: user.id, email: user.email };
}
