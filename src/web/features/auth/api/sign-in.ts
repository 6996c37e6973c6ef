import type { TSignInRequest, TSignInResponse } from '#shared/auth/auth.contract.ts';
import { request } from '#web/lib/api.ts';

/** POST /api/auth/sign-in: the access token, the current user, and the session cookie (set by the server). */
export function signInRequest(input: TSignInRequest): Promise<TSignInResponse> {
  return request<TSignInResponse>('/api/auth/sign-in', { method: 'POST', body: input, auth: false });
}
