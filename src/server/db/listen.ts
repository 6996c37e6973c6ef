import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

// PostgreSQL LISTEN on either driver (decision 176). A NOTIFY sent inside a transaction is delivered
// when it commits, and never when it rolls back, on both. PGlite is one in-process connection that
// hears its own notifications; on a PostgreSQL server a pooled connection cannot stay listening, so
// one dedicated client per process listens for every channel and reconnects when it is cut.

/** Starts listening on `channel`; resolves once listening, with the function that stops. */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

export type Listener = { listen: Listen; close: () => Promise<void> };

/** Channel names are ours, but LISTEN takes an identifier: only plain lowercase names. */
function checkedChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Canal LISTEN invalide : ${channel}`);
  return channel;
}

export function pgliteListener(client: PGlite): Listener {
  return {
    listen: async (channel, onPayload) => {
      const stop = await client.listen(checkedChannel(channel), onPayload);
      return async () => {
        // A closed database has stopped listening already.
        if (!client.closed) await stop();
      };
    },
    close: async () => {},
  };
}

const RECONNECT_DELAY_MS = [500, 1000, 2000, 5000];

export function pgListener(connectionString: string, onError: (error: Error) => void = () => {}): Listener {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let isClosed = false;
  let failures = 0;

  function connect(): Promise<pg.Client> {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      next.on('error', (error) => {
        onError(error);
        void reconnect(next);
      });
      next.on('end', () => void reconnect(next));
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN ${channel}`);
      client = next;
      failures = 0;
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  /** The connection was lost: a new one listens again on every channel, after a growing pause. */
  async function reconnect(lost: pg.Client) {
    if (isClosed || client !== lost) return;
    client = null;
    lost.end().catch(() => {});
    while (!isClosed && !client) {
      const delay = RECONNECT_DELAY_MS[Math.min(failures, RECONNECT_DELAY_MS.length - 1)]!;
      failures += 1;
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (isClosed || handlers.size === 0) return;
      await connect().catch((error: Error) => onError(error));
    }
  }

  return {
    listen: async (channel, onPayload) => {
      checkedChannel(channel);
      const isNewChannel = !handlers.has(channel);
      const set = handlers.get(channel) ?? new Set();
      set.add(onPayload);
      handlers.set(channel, set);
      const listening = client ?? (await connect());
      // connect() listens on every channel it knows; a channel added after it connected is asked here.
      if (isNewChannel && listening === client) await listening.query(`LISTEN ${channel}`);
      return async () => {
        set.delete(onPayload);
        if (set.size > 0 || handlers.get(channel) !== set) return;
        handlers.delete(channel);
        await client?.query(`UNLISTEN ${channel}`).catch(() => {});
      };
    },
    close: async () => {
      isClosed = true;
      handlers.clear();
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}
