import type { TMe } from '#shared/auth/auth.contract.ts';
import { request } from '#web/lib/api.ts';

/** GET /api/auth/me (bearer): the user, their organisation and roles. */
export function getMe(signal?: AbortSignal): Promise<TMe> {
  return request<TMe>('/api/auth/me', signal ? { signal } : {});
}
