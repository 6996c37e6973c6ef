import type { TResendResponse } from '#shared/auth/auth.contract.ts';
import { request } from '#web/lib/api.ts';

/**
 * POST /api/auth/resend-confirmation: always the same 200 with cooldownSeconds (also inside the
 * server's cooldown, when nothing is sent); 429 RATE_LIMITED with details.retryAfterSeconds only
 * when this address asked too often.
 */
export function resendConfirmation(email: string, returnPath?: string | null): Promise<TResendResponse> {
  return request<TResendResponse>('/api/auth/resend-confirmation', {
    method: 'POST',
    body: returnPath ? { email, redirect: returnPath } : { email },
    auth: false,
  });
}
