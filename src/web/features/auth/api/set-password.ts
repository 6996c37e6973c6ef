import type { TMessage, TSetPasswordRequest } from '#shared/auth/auth.contract.ts';
import { request } from '#web/lib/api.ts';

/** POST /api/auth/password/reset: a new password from a reset link. */
export function resetPassword(input: TSetPasswordRequest): Promise<TMessage> {
  return request<TMessage>('/api/auth/password/reset', { method: 'POST', body: input, auth: false });
}

/** POST /api/auth/activate: the first password of an invited account. */
export function activateAccount(input: TSetPasswordRequest): Promise<TMessage> {
  return request<TMessage>('/api/auth/activate', { method: 'POST', body: input, auth: false });
}
