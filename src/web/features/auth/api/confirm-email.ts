import type { TMessage } from '#shared/auth/auth.contract.ts';
import { request } from '#web/lib/api.ts';

/** GET /api/auth/confirm-email?token=…: 400 INVALID_TOKEN when the link is wrong or expired. */
export function confirmEmail(token: string): Promise<TMessage> {
  return request<TMessage>(`/api/auth/confirm-email?token=${encodeURIComponent(token)}`, { auth: false });
}
