import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#shared/errors.ts';
import { RECONNECT_EVENT } from '#shared/live-events.ts';
import type { LiveConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { findActiveCaller } from '../features/auth/auth.repo.ts';
import type { Caller } from '../features/auth/caller.ts';
import type { EventsTokens } from './events-tokens.ts';

// The server side of every live stream (decisions 176, 212): server-sent events that open with what
// the page needs, then carry one event per committed change, a comment every heartbeat so proxies keep
// them open, and end after streamMaxSeconds with a `reconnect` event — the browser opens a new one,
// and access is checked again. A stream ends as soon as the browser goes away, and every open stream
// ends when the server closes.

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is a live stream that an EventSource opens with an events token in its query: the role
     * guard of /api/v1/student lets it through without a bearer; the route checks the token itself.
     */
    opensWithEventsToken?: boolean;
  }
}

export const sseMessage = (event: string, payload: unknown, id?: number | string) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`;

export type SseStream = {
  /** Sends one event (nothing once the stream has ended). */
  send: (event: string, payload: unknown, id?: number | string) => void;
  /** Runs `cleanup` when the stream ends (e.g. unsubscribes from the live channel). */
  onEnd: (cleanup: () => void) => void;
  /** Ends the stream (e.g. when the first read fails). */
  close: () => void;
  /** Answers the request with the stream; call last, after the opening events. */
  reply: () => FastifyReply;
};

/**
 * The streams of one set of routes. Registers on `app` a hook that ends the open streams when the
 * server closes (they would keep it from closing; the browser reconnects elsewhere).
 */
export function createSseStreams(app: FastifyInstance, live: LiveConfig) {
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of [...openStreams]) close();
  });

  return {
    open(reply: FastifyReply): SseStream {
      const stream = new PassThrough();
      const cleanups: (() => void)[] = [];
      let isOpen = true;
      const write = (text: string) => {
        if (isOpen) stream.write(text);
      };
      const heartbeat = setInterval(() => write(': ping\n\n'), live.heartbeatSeconds * 1000);
      const lifetime = setTimeout(() => {
        write(sseMessage(RECONNECT_EVENT, {}));
        close();
      }, live.streamMaxSeconds * 1000);
      function close() {
        if (!isOpen) return;
        isOpen = false;
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        for (const cleanup of cleanups) cleanup();
        openStreams.delete(close);
        stream.end();
      }
      openStreams.add(close);
      // A reconnecting EventSource waits this long (ms) before trying again.
      write('retry: 3000\n\n');
      // The browser went away (tab closed, network cut): stop feeding its stream.
      reply.raw.on('close', close);
      return {
        send: (event, payload, id) => write(sseMessage(event, payload, id)),
        onEnd: (cleanup) => {
          if (isOpen) cleanups.push(cleanup);
          else cleanup();
        },
        close,
        reply: () => {
          return (
            reply
              .header('content-type', 'text/event-stream; charset=utf-8')
              .header('cache-control', 'no-store')
              // nginx and similar proxies would otherwise hold the events back in their buffer.
              .header('x-accel-buffering', 'no')
              .send(stream)
          );
        },
      };
    },
  };
}

/**
 * Who opens a stream of `scopeId`: the bearer caller, or the one an events token names for this very
 * scope (their session still alive). `invalidMessage` is the French words for a bad token.
 */
export async function streamCaller(
  request: FastifyRequest,
  deps: { db: Db; tokens: EventsTokens },
  scopeId: string,
  token: string | undefined,
  invalidMessage: string,
): Promise<Caller> {
  if (request.caller) return request.caller;
  if (!token) throw new AppError('UNAUTHENTICATED');
  const claims = await deps.tokens.verify(token);
  const caller: Caller | null =
    claims && claims.scopeId === scopeId
      ? await findActiveCaller(deps.db, { userId: claims.userId, sessionId: claims.sessionId })
      : null;
  if (!caller) throw new AppError('UNAUTHENTICATED', invalidMessage);
  return caller;
}
