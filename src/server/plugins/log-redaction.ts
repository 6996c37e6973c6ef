import type { FastifyRequest } from 'fastify';

// Request lines in the log without the credentials some addresses carry in their query: the live
// stream's token (decision 176), the email links' tokens (confirm-email, reset, invitation). A log
// is read by more people than the accounts it would let in.

const SECRET_PARAMETERS = /([?&](?:token|access_token)=)[^&#]*/gi;

// Cohorts: live sessions (issue 15, part sessions): a private calendar feed's token is its path.
const CALENDAR_FEED = /^(\/calendar\/)[^/?#]+/;

/** The address with the value of every token parameter replaced. */
export function withoutTokens(url: string): string {
  return url.replace(SECRET_PARAMETERS, '$1[retiré]').replace(CALENDAR_FEED, '$1[retiré]');
}

/** Fastify's request serializer, the same fields as its default, the address without tokens. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
