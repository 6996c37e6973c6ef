import { useQuery } from '@tanstack/react-query';
import { getJson } from '#web/lib/api.ts';

/** One email the platform "sent" in development (the outbox table instead of SMTP). */
export type OutboxEmail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  kind: string;
  /** Its HTML part is served at outboxHtmlUrl(id). */
  hasHtml: boolean;
  createdAt: string;
};

/**
 * GET /api/dev/outbox: newest first; 404 unless the server runs with DEV_OUTBOX=true, 403 unless
 * this browser is on the server's machine or signed in as a superadmin.
 */
export function listOutbox(signal?: AbortSignal): Promise<OutboxEmail[]> {
  return getJson<OutboxEmail[]>('/api/dev/outbox', signal);
}

/** The HTML part of an email, as a mail app would show it. */
export const outboxHtmlUrl = (id: string) => `/api/dev/outbox/${encodeURIComponent(id)}/html`;

const OUTBOX_POLL_MS = 5000;

export function useOutbox() {
  return useQuery({
    queryKey: ['dev', 'outbox'],
    queryFn: ({ signal }) => listOutbox(signal),
    refetchInterval: OUTBOX_POLL_MS,
    staleTime: 0,
  });
}
