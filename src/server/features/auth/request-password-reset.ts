import { t } from '#shared/messages/fr.ts';
import type { AuthContext } from './auth-context.ts';

/** Always the same answer, whether or not the address has an account. */
export async function requestPasswordReset(ctx: AuthContext, email: string): Promise<string> {
  await ctx.auth.api.requestPasswordReset({ body: { email, redirectTo: '/auth/update-password' } });
  return t('auth.resetRequested');
}
