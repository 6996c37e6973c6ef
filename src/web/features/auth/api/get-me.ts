import type { TMe } from '#shared/auth/auth.contract.ts';
import { getJson } from '#web/lib/api.ts';

/** GET /api/auth/me (bearer): the user, their organisation and roles. */
export function getMe(signal?: AbortSignal): Promise<TMe> {
  return getJson<TMe>('/api/auth/me', signal);
}
