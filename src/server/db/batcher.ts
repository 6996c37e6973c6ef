// Groups concurrent calls into one database statement: under load, a statement for twenty saves
// costs the server and PostgreSQL far less than twenty statements (docs/decisions/032). Calls made
// during one turn of the event loop go together; while the allowed number of batches is running,
// new calls wait and form the next batch, so batches grow with the load and stay single when idle.

import type { Db } from './client.ts';

export type BatcherOptions<Item, Result> = {
  /** Runs one batch; returns one result per item, in the items' order. */
  run: (items: Item[]) => Promise<Result[]>;
  /**
   * Items with the same key never share a batch nor run at the same time, and run in the order
   * they came (one learner's saves, say: no two updates of the same rows in one statement).
   */
  keyOf?: (item: Item) => string;
  maxBatchSize: number;
  maxRunningBatches: number;
};

type Waiting<Item, Result> = {
  item: Item;
  key: string | null;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
};

export type Batcher<Item, Result> = { submit: (item: Item) => Promise<Result> };

export function createBatcher<Item, Result>(options: BatcherOptions<Item, Result>): Batcher<Item, Result> {
  const { run, keyOf, maxBatchSize, maxRunningBatches } = options;
  let waiting: Waiting<Item, Result>[] = [];
  const busyKeys = new Set<string>();
  let running = 0;
  let flushScheduled = false;

  function scheduleFlush() {
    if (flushScheduled) return;
    flushScheduled = true;
    setImmediate(flush);
  }

  /** The next batch: the oldest waiting items whose key is free, one per key. */
  function takeBatch(): Waiting<Item, Result>[] {
    const batch: Waiting<Item, Result>[] = [];
    const taken = new Set<string>();
    const left: Waiting<Item, Result>[] = [];
    for (const entry of waiting) {
      const free = entry.key === null || (!busyKeys.has(entry.key) && !taken.has(entry.key));
      if (batch.length < maxBatchSize && free) {
        batch.push(entry);
        if (entry.key !== null) taken.add(entry.key);
      } else {
        // Also skips later items of a key already taken or busy, which keeps each key's order.
        if (entry.key !== null) taken.add(entry.key);
        left.push(entry);
      }
    }
    waiting = left;
    return batch;
  }

  function flush() {
    flushScheduled = false;
    while (running < maxRunningBatches && waiting.length > 0) {
      const batch = takeBatch();
      if (batch.length === 0) return;
      start(batch);
    }
  }

  function start(batch: Waiting<Item, Result>[]) {
    running += 1;
    for (const entry of batch) if (entry.key !== null) busyKeys.add(entry.key);
    settle(batch).finally(() => {
      running -= 1;
      for (const entry of batch) if (entry.key !== null) busyKeys.delete(entry.key);
      if (waiting.length > 0) scheduleFlush();
    });
  }

  async function settle(batch: Waiting<Item, Result>[]) {
    try {
      const results = await run(batch.map((entry) => entry.item));
      if (results.length !== batch.length) {
        throw new Error(`batch of ${batch.length} answered ${results.length} results`);
      }
      for (const [i, entry] of batch.entries()) entry.resolve(results[i] as Result);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      // One bad item must not fail the others: the failed statement wrote nothing, so each item
      // is tried again alone and only the faulty one fails.
      await Promise.all(batch.map((entry) => settle([entry])));
    }
  }

  return {
    submit(item) {
      return new Promise<Result>((resolve, reject) => {
        waiting.push({ item, key: keyOf ? keyOf(item) : null, resolve, reject });
        scheduleFlush();
      });
    },
  };
}

/** `run` batched, with batches of its own for each database handle, made on first use. */
export function batchedPerDatabase<Item, Result>(
  run: (db: Db, items: Item[]) => Promise<Result[]>,
  options: Omit<BatcherOptions<Item, Result>, 'run'>,
): (db: Db, item: Item) => Promise<Result> {
  const batchers = new WeakMap<Db, Batcher<Item, Result>>();
  return (db, item) => {
    let batcher = batchers.get(db);
    if (!batcher) {
      batcher = createBatcher({ ...options, run: (items) => run(db, items) });
      batchers.set(db, batcher);
    }
    return batcher.submit(item);
  };
}
