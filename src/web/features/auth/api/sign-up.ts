import type { TMessage, TSignUpRequest } from '#shared/auth/auth.contract.ts';
import { request } from '#web/lib/api.ts';

/** POST /api/auth/sign-up: 201 with "Vérifiez votre email…", 409 USER_EXISTS, 400 VALIDATION. */
export function signUp(input: TSignUpRequest): Promise<TMessage> {
  return request<TMessage>('/api/auth/sign-up', { method: 'POST', body: input, auth: false });
}
