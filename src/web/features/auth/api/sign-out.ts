import type { TMessage } from '#shared/auth/auth.contract.ts';
import { request } from '#web/lib/api.ts';

/** POST /api/auth/sign-out: ends the server session and clears its cookie. */
export function signOutRequest(): Promise<TMessage> {
  return request<TMessage>('/api/auth/sign-out', { method: 'POST' });
}
