import type { TMessage } from '#shared/auth/auth.contract.ts';
import { request } from '#web/lib/api.ts';

/** POST /api/auth/password/forgot: always answers the same message, whether the account exists or not. */
export function requestPasswordReset(email: string): Promise<TMessage> {
  return request<TMessage>('/api/auth/password/forgot', { method: 'POST', body: { email }, auth: false });
}
