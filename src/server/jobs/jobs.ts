import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

// Durable background jobs in the app's own database, PGlite or PostgreSQL (docs/decisions/088):
// pg-boss over the database's plain SQL door. A job sent is a row: it survives a restart, and
// several server processes on one PostgreSQL take each job once (FOR UPDATE SKIP LOCKED).

export type JobHandler<T> = (data: T) => Promise<unknown>;

export type SendOptions = {
  /** Not before this moment, or this many seconds from now. */
  startAfter?: Date | number;
  /** While a job with this key waits to run, sending another with the same key does nothing. */
  singletonKey?: string;
};

/**
 * A recurring job: every so many seconds (the first run one interval after the first start, or at
 * each start too with isRunAtStart), or a cron line.
 */
export type Recurrence = { everySeconds: number; isRunAtStart?: boolean } | { cron: string };

export type JobState = { state: string; output: unknown };

export type Jobs = {
  /** Names a job and what runs it; before start. Retried `retryLimit` times (default 2) when it throws. */
  defineJob: <T extends object>(
    name: string,
    handler: JobHandler<T>,
    options?: { retryLimit?: number },
  ) => void;
  send: (name: string, data?: object, options?: SendOptions) => Promise<string | null>;
  /** Makes a defined job recurring; before start. */
  schedule: (name: string, recurrence: Recurrence) => void;
  /** Where a job stands (and what its handler returned once completed); null when unknown. */
  find: (name: string, id: string) => Promise<JobState | null>;
  /** Creates the queue's tables if needed, plants the recurring jobs and begins working. */
  start: () => Promise<void>;
  /** Stops taking jobs and waits (up to 10 s) for those running. */
  stop: () => Promise<void>;
};

export type JobsOptions = {
  /** How often an idle worker looks for due jobs (pg-boss's floor is 0.5). */
  pollingIntervalSeconds?: number;
  onError: (error: unknown) => void;
};

type Definition = { handler: JobHandler<object>; retryLimit: number; recurrence: Recurrence | null };

// The pending run of an "every" job: one at most waits, whichever process planted it.
const EVERY_KEY = 'every';
// The run a start asks at once (isRunAtStart), beside the series.
const START_KEY = 'start';

export function createJobs(database: Database, options: JobsOptions): Jobs {
  const definitions = new Map<string, Definition>();
  const workers = new Map<string, string>();
  let isStopped = false;
  const boss = new PgBoss({
    db: {
      // pg-boss records a finished job's outcome without awaiting it; once stopped (the database
      // may be closing), such a late write is dropped: the job stays active until it expires and
      // is run again, which every handler here tolerates (they are idempotent).
      executeSql: (text, values) =>
        database.sql(text, values).catch((error: unknown) => {
          if (isStopped) return { rows: [{ count: 0 }] };
          throw error;
        }),
    },
    // Jobs the app forgets about are kept a week, then dropped by pg-boss's own maintenance.
    deleteAfterDays: 7,
  });
  boss.on('error', options.onError);
  let ready: Promise<void> | null = null;
  let isWorking = false;

  // Every queue is "short": at most one waiting job per singleton key (a key is drawn when none is given).
  const prepare = () => {
    ready ??= (async () => {
      await boss.start();
      for (const [name, definition] of definitions) {
        const queue = { name, policy: 'short' as const, retryLimit: definition.retryLimit };
        await boss.createQueue(name, queue);
        // A queue made by an earlier version of the code follows this one.
        await boss.updateQueue(name, queue);
      }
    })();
    return ready;
  };

  const send: Jobs['send'] = async (name, data = {}, sendOptions = {}) => {
    if (!definitions.has(name)) throw new Error(`unknown job ${name}`);
    await prepare();
    const id = await boss.send(name, data, {
      singletonKey: sendOptions.singletonKey ?? randomUUID(),
      ...(sendOptions.startAfter === undefined ? {} : { startAfter: sendOptions.startAfter }),
    });
    // Due now and worked here: no need to wait for the next poll.
    const worker = workers.get(name);
    if (id && worker && sendOptions.startAfter === undefined) boss.notifyWorker(worker);
    return id;
  };

  const planNext = (name: string, everySeconds: number) =>
    boss.send(name, {}, { singletonKey: EVERY_KEY, startAfter: everySeconds });

  // A run planted by a process with a longer interval (the setting lowered, an older version) would
  // hold the series back until it comes due: a start drops it, and plants its own.
  const dropLaterRun = (name: string, everySeconds: number) =>
    database.sql(
      `delete from pgboss.job where name = $1 and singleton_key = $2 and state = 'created'
         and start_after > now() + make_interval(secs => $3)`,
      [name, EVERY_KEY, everySeconds],
    );

  async function run(name: string, definition: Definition, job: PgBoss.Job<object>) {
    // The next run is planted before this one works, so a crash or a throw never ends the series.
    const { recurrence } = definition;
    if (recurrence && 'everySeconds' in recurrence) await planNext(name, recurrence.everySeconds);
    return definition.handler(job.data);
  }

  return {
    defineJob(name, handler, jobOptions = {}) {
      if (ready) throw new Error(`job ${name} defined after start`);
      definitions.set(name, {
        handler: handler as JobHandler<object>,
        retryLimit: jobOptions.retryLimit ?? 2,
        recurrence: null,
      });
    },
    send,
    schedule(name, recurrence) {
      const definition = definitions.get(name);
      if (!definition || ready) throw new Error(`job ${name} scheduled before its definition or after start`);
      definition.recurrence = recurrence;
    },
    async find(name, id) {
      await prepare();
      const job = await boss.getJobById<object>(name, id, { includeArchive: true });
      return job ? { state: job.state, output: job.output ?? null } : null;
    },
    async start() {
      await prepare();
      isWorking = true;
      for (const [name, definition] of definitions) {
        const { recurrence } = definition;
        if (recurrence && 'cron' in recurrence) await boss.schedule(name, recurrence.cron);
        if (recurrence && 'everySeconds' in recurrence) {
          await dropLaterRun(name, recurrence.everySeconds);
          await planNext(name, recurrence.everySeconds);
          if (recurrence.isRunAtStart) await boss.send(name, {}, { singletonKey: START_KEY });
        }
        const worker = await boss.work<object>(
          name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
          async ([job]) => (job ? run(name, definition, job) : undefined),
        );
        workers.set(name, worker);
      }
    },
    async stop() {
      if (!ready) return;
      await ready.catch(() => {});
      await boss.stop({ graceful: isWorking, wait: true, close: false, timeout: 10_000 });
      isStopped = true;
    },
  };
}
