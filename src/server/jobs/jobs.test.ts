import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { createJobs, type Jobs } from './jobs.ts';
import { runJob } from './testing/run-job.ts';

// The queue itself, in process, on PGlite in memory (or the PostgreSQL of DATABASE_URL).
describe('jobs', () => {
  let database: Database;
  const started: Jobs[] = [];
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: process.env.DATABASE_URL ?? null, dataDir: null });
  });
  afterEach(async () => {
    for (const jobs of started.splice(0)) await jobs.stop();
  });
  afterAll(async () => database?.close());
  const make = () => {
    const jobs = createJobs(database, {
      pollingIntervalSeconds: 0.5,
      onError: (error) => {
        throw error;
      },
    });
    started.push(jobs);
    return jobs;
  };
  // Names drawn per test: on PostgreSQL the queue's tables outlive a test.
  const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}`;

  it('runs a job sent, with its data, and keeps what the handler returned', async () => {
    const jobs = make();
    const name = unique('double');
    jobs.defineJob<{ n: number }>(name, async ({ n }) => ({ doubled: n * 2 }));
    await jobs.start();
    expect(await runJob(jobs, name, { n: 21 })).toEqual({ doubled: 42 });
  });

  it('waits for startAfter, and a singleton key waiting is not queued twice', async () => {
    const jobs = make();
    const name = unique('later');
    const ran: string[] = [];
    jobs.defineJob<{ label: string }>(name, async ({ label }) => {
      ran.push(label);
    });
    await jobs.start();
    const first = await jobs.send(name, { label: 'a' }, { startAfter: 1, singletonKey: 'k' });
    const second = await jobs.send(name, { label: 'b' }, { startAfter: 1, singletonKey: 'k' });
    expect(first).toBeTruthy();
    expect(second).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ran).toEqual([]);
    await expect.poll(() => ran, { timeout: 10_000, interval: 100 }).toEqual(['a']);
  });

  it('retries a job that throws', async () => {
    const jobs = make();
    const name = unique('flaky');
    let calls = 0;
    jobs.defineJob(
      name,
      async () => {
        calls++;
        if (calls < 2) throw new Error('not yet');
        return { calls };
      },
      { retryLimit: 1 },
    );
    await jobs.start();
    expect(await runJob(jobs, name)).toEqual({ calls: 2 });
  });

  it('an "every" job runs again and again, one run waiting at a time', async () => {
    const jobs = make();
    const name = unique('tick');
    let runs = 0;
    jobs.defineJob(name, async () => {
      runs++;
    });
    jobs.schedule(name, { everySeconds: 1 });
    await jobs.start();
    await expect.poll(() => runs, { timeout: 15_000, interval: 200 }).toBeGreaterThanOrEqual(2);
    // A second process starting (here a second queue on the same database) plants no second run.
    const other = make();
    other.defineJob(name, async () => {});
    other.schedule(name, { everySeconds: 1 });
    await other.start();
    const { rows } = await database.sql(
      `select count(*)::int as n from pgboss.job where name = $1 and state = 'created'`,
      [name],
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('a start with a shorter interval replaces the run an earlier process planted for later', async () => {
    const name = unique('slower');
    const earlier = make();
    earlier.defineJob(name, async () => {});
    earlier.schedule(name, { everySeconds: 3600 });
    await earlier.start();
    await earlier.stop();
    let runs = 0;
    const jobs = make();
    jobs.defineJob(name, async () => {
      runs++;
    });
    jobs.schedule(name, { everySeconds: 1 });
    await jobs.start();
    await expect.poll(() => runs, { timeout: 15_000, interval: 200 }).toBeGreaterThanOrEqual(1);
  });

  it('an "every" job that throws still runs again; isRunAtStart runs it at once too', async () => {
    const jobs = make();
    const name = unique('at-start');
    let runs = 0;
    jobs.defineJob(
      name,
      async () => {
        runs++;
        throw new Error('always');
      },
      { retryLimit: 0 },
    );
    jobs.schedule(name, { everySeconds: 2, isRunAtStart: true });
    await jobs.start();
    await expect.poll(() => runs, { timeout: 1500, interval: 50 }).toBe(1);
    await expect.poll(() => runs, { timeout: 15_000, interval: 200 }).toBeGreaterThanOrEqual(2);
  });
});
