import { randomBytes } from 'node:crypto';
import type { Role } from '#shared/domain.ts';
import { AppError } from '#shared/errors.ts';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { insertInstructorProfile } from '../instructor/instructor.repo.ts';
import { findOrganizationName } from '../organizations/organizations.repo.ts';
// Platform console (issue 18): a new instructor's share is the billing settings' default.
import { readSettings } from '../platform/platform-settings.repo.ts';
import {
  findUserByEmail,
  insertPasswordLink,
  insertUser,
  insertUserRoles,
  passwordLinkIdentifier,
} from './auth.repo.ts';
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
 * An address already used in another organisation gets the same answer as a new one (decision 059):
 * nothing is created there, and its owner is told by email instead.
 */
export async function inviteUser(
  ctx: AuthContext,
  organizationId: string,
  invitation: Invitation,
  /** admin-people (issue 18): who invited, for the audit row written with the account. */
  actor?: AuditActor,
): Promise<{ email: string }> {
  const user = await createInvitedUser(ctx, organizationId, invitation, actor);
  if (!user) {
    const existing = await findUserByEmail(ctx.db, invitation.email);
    // A member of the inviter's own organisation is in their member list anyway: say so.
    if (!existing || existing.organizationId === organizationId) throw new AppError('USER_EXISTS');
    await tellOwnerOfRefusedInvitation(ctx, organizationId, existing);
    return { email: invitation.email };
  }

  const page = invitation.role === 'instructor' ? 'instructor-activate' : 'activate';
  const link = await createActivationLink(ctx, user.id, page);
  await ctx.mailer.send({
    kind: 'invitation',
    to: user.email,
    userId: user.id,
    subject: 'Votre invitation sur Jàng',
    link,
    text: `Bonjour ${invitation.firstName},\n\nVous êtes invité(e) sur Jàng. Choisissez votre mot de passe pour activer votre compte (lien valable ${INVITATION_DAYS} jours) :\n${link}`,
  });
  return { email: user.email };
}

/**
 * A link where an invited account without a password chooses one (a better-auth reset token living
 * INVITATION_DAYS days). Also used by cohorts' invitations of such accounts (decision 204).
 */
export async function createActivationLink(
  ctx: Pick<AuthContext, 'auth' | 'config'>,
  userId: string,
  page: 'activate' | 'instructor-activate' = 'activate',
  /** Written in this transaction (a delivery's) rather than through better-auth's own connection. */
  tx?: Executor,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 3600 * 1000);
  if (tx) {
    await insertPasswordLink(tx, token, userId, expiresAt);
  } else {
    const authContext = await ctx.auth.$context;
    await authContext.internalAdapter.createVerificationValue({
      identifier: passwordLinkIdentifier(token),
      value: userId,
      expiresAt,
    });
  }
  return `${ctx.config.appUrl}/auth/${page}?token=${token}`;
}

/** The invited account and its roles, or null when the address already has an account. */
async function createInvitedUser(
  ctx: AuthContext,
  organizationId: string,
  invitation: Invitation,
  actor: AuditActor | undefined,
) {
  return ctx.db
    .transaction(async (tx) => {
      const created = await insertUser(tx, {
        email: invitation.email,
        name: `${invitation.firstName} ${invitation.lastName}`,
        firstName: invitation.firstName,
        lastName: invitation.lastName,
        organizationId,
        status: 'invited',
      });
      if (!created) throw new AppError('INTERNAL');
      const roles: Role[] = invitation.role === 'student' ? ['student'] : ['student', invitation.role];
      await insertUserRoles(tx, created.id, roles);
      // An invited instructor teaches under a profile of their own (decision 160).
      if (invitation.role === 'instructor')
        await insertInstructorProfile(tx, {
          organizationId,
          userId: created.id,
          name: `${invitation.firstName} ${invitation.lastName}`,
          email: created.email,
          commissionRate: (await readSettings(tx, 'billing')).values.defaultInstructorShare,
        });
      // admin-people (issue 18): the invitation is audited with the account it creates. A refused
      // one (an address of another organisation, decision 059) creates nothing and leaves no row.
      if (actor)
        await recordAudit(tx, actor, {
          organizationId,
          action: 'user.invited',
          targetType: 'user',
          targetId: created.id,
          details: { email: created.email, role: invitation.role },
        });
      return created;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return null;
      throw error;
    });
}

/** No link that could touch the account: only a word to its owner, who may have expected to join. */
async function tellOwnerOfRefusedInvitation(
  ctx: AuthContext,
  organizationId: string,
  owner: { id: string; email: string },
) {
  const organizationName = await findOrganizationName(ctx.db, { id: organizationId });
  const link = `${ctx.config.appUrl}/auth/login`;
  await ctx.mailer.send({
    kind: 'invitation',
    to: owner.email,
    userId: owner.id,
    subject: 'Une invitation sur Jàng',
    link,
    text: `Bonjour,\n\nL'organisation « ${organizationName ?? 'inconnue'} » a voulu vous inviter sur Jàng avec cette adresse, mais vous avez déjà un compte Jàng avec elle. Votre compte n'a pas changé.\n\nPour rejoindre cette organisation, demandez-lui de vous inviter avec une autre adresse email. Si vous n'attendiez pas cette invitation, ignorez cet email.\n\nPour vous connecter : ${link}`,
  });
}
