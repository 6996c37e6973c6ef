import type { TResendResponse } from '#shared/auth/auth.contract.ts';
import { request } from '#web/lib/api.ts';

/** POST /api/auth/resend-confirmation: 429 RATE_LIMITED with details.retryAfterSeconds inside the cooldown. */
export function resendConfirmation(email: string, returnPath?: string | null): Promise<TResendResponse> {
  return request<TResendResponse>('/api/auth/resend-confirmation', {
    method: 'POST',
    body: returnPath ? { email, redirect: returnPath } : { email },
    auth: false,
  });
}
