import { RESEND_COOLDOWN_SECONDS, type TSignUpRequest } from '#shared/auth/auth.contract.ts';
import { carriedReturnPath } from '#shared/auth/return-path.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import { isUniqueViolation } from '../../db/errors.ts';
// Platform console (issue 18): the security settings' minimum password length.
import { assertPasswordAllowed } from '../platform/security-rules.ts';
import { claimConfirmationSlot, findUserByEmail } from './auth.repo.ts';
import type { AuthContext } from './auth-context.ts';
import { callAuth } from './better-auth-errors.ts';

/** Creates a student account in the default organisation and sends the confirmation email. */
export async function signUp(ctx: AuthContext, input: TSignUpRequest, headers: Headers): Promise<string> {
  // better-auth hides duplicates when confirmation is required; the product wants them said (spec §8).
  await assertPasswordAllowed(ctx.db, input.password);
  if (await findUserByEmail(ctx.db, input.email)) throw new AppError('USER_EXISTS');
  // better-auth hands callbackURL to the confirmation email (plugins/better-auth.ts reads it back).
  const returnPath = carriedReturnPath(input.redirect);
  try {
    await callAuth(
      () =>
        ctx.auth.api.signUpEmail({
          body: {
            email: input.email,
            password: input.password,
            name: `${input.firstName} ${input.lastName}`,
            firstName: input.firstName,
            lastName: input.lastName,
            ...(returnPath ? { callbackURL: returnPath } : {}),
          },
          headers,
        }),
      { USER_ALREADY_EXISTS: 'USER_EXISTS', USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'USER_EXISTS' },
    );
  } catch (error) {
    // Two sign-ups racing for one email: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('USER_EXISTS');
    throw error;
  }
  const user = await findUserByEmail(ctx.db, input.email);
  if (user) await claimConfirmationSlot(ctx.db, user.id, RESEND_COOLDOWN_SECONDS);
  return t('auth.checkEmail');
}
