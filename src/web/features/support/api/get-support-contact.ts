import { useQuery } from '@tanstack/react-query';
import type { TSupportContact } from '#shared/support/support.contract.ts';
import { getJson } from '#web/lib/api.ts';

/** GET /api/support/contact: public; the caller's organisation when signed in. */
export function getSupportContact(signal?: AbortSignal): Promise<TSupportContact> {
  return getJson<TSupportContact>('/api/support/contact', signal);
}

export function useSupportContact() {
  return useQuery({
    queryKey: ['support', 'contact'],
    queryFn: ({ signal }) => getSupportContact(signal),
    staleTime: 60 * 60 * 1000,
  });
}
