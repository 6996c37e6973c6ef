import { t } from '#shared/messages/fr.ts';
import type { AuthContext } from './auth-context.ts';
import { callAuth } from './better-auth-errors.ts';

export async function confirmEmail(ctx: AuthContext, token: string): Promise<string> {
  await callAuth(() => ctx.auth.api.verifyEmail({ query: { token } }), { '*': 'INVALID_TOKEN' });
  return t('auth.emailConfirmed');
}
