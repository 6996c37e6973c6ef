import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client.ts';
import type { Listen } from '../db/listen.ts';

// Live changes told to open pages (decisions 176, 212), whatever they are about: a course in its
// editor, a cohort's discussion and announcements. A write sends a NOTIFY on the channel inside its own
// transaction, so it is heard only once committed, by every server process on the database. Each
// process LISTENs once per channel (from the first stream) and fans each change out to the open
// streams of its key (the course, the cohort).

/** Tells the channel's listeners about `payload`; heard when the caller's transaction commits. */
export async function notifyLive(tx: Executor, channel: string, payload: unknown): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`);
}

export type LiveChannelOptions<T> = {
  channel: string;
  listen: Listen;
  log: FastifyBaseLogger;
  /** The change a payload holds, or null (or a throw) when it is not one. */
  read: (payload: unknown) => T | null;
  /** Whose streams hear the change (a course id, a cohort id). */
  keyOf: (change: T) => string;
};

/** The process's one LISTEN on the channel, started with the first stream, and the streams of each key. */
export function createLiveChannel<T>({ channel, listen, log, read, keyOf }: LiveChannelOptions<T>) {
  type OnChange = (change: T) => void;
  const byKey = new Map<string, Set<OnChange>>();
  let listening: Promise<() => Promise<void>> | null = null;

  function deliver(payload: string) {
    let change: T | null;
    try {
      change = read(JSON.parse(payload));
    } catch {
      change = null;
    }
    if (change === null) {
      log.warn({ channel, payload: payload.slice(0, 200) }, 'live change not understood');
      return;
    }
    for (const onChange of byKey.get(keyOf(change)) ?? []) onChange(change);
  }

  return {
    /** Calls `onChange` with every committed change of `key` until the returned function is called. */
    async subscribe(key: string, onChange: OnChange): Promise<() => void> {
      const set = byKey.get(key) ?? new Set();
      set.add(onChange);
      byKey.set(key, set);
      try {
        listening ??= listen(channel, deliver);
        await listening;
      } catch (error) {
        listening = null;
        set.delete(onChange);
        throw error;
      }
      return () => {
        set.delete(onChange);
        if (set.size === 0 && byKey.get(key) === set) byKey.delete(key);
      };
    },
    /** How many streams are open (for tests: a closed stream must not stay subscribed). */
    openStreams: () => [...byKey.values()].reduce((sum, set) => sum + set.size, 0),
    async close() {
      byKey.clear();
      const stop = listening;
      listening = null;
      if (stop) await (await stop)().catch(() => {});
    },
  };
}

export type LiveChannel<T> = ReturnType<typeof createLiveChannel<T>>;
