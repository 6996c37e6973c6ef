import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import pg from 'pg';
import { type Database, openDatabase } from '../src/server/db/client.ts';

// What several benches share: a database to measure on (PGlite in memory, or a throw-away database
// on the PostgreSQL server of DATABASE_URL / 127.0.0.1:5432) and a closed-loop measure.

export type Kind = Database['kind'];
export const label: Record<Kind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

export type Target = { kind: Kind; database: Database; version: string; cleanup: () => Promise<void> };

export async function pgliteTarget(): Promise<Target> {
  const database = await openDatabase({ databaseUrl: null, dataDir: null });
  const [row] = (await database.db.execute<{ v: string }>('select version() as v')).rows;
  return { kind: 'pglite', database, version: row!.v, cleanup: async () => {} };
}

/** A throw-away database on the server of DATABASE_URL (or the local default), or why not. */
export async function postgresTarget(): Promise<Target | string> {
  const serverUrl = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  serverUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: serverUrl.toString(), connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return `PostgreSQL unreachable at ${serverUrl.host} (${(error as Error).message}); set DATABASE_URL`;
  }
  const name = `jang_bench_${randomBytes(4).toString('hex')}`;
  try {
    await admin.query(`create database ${name}`);
  } catch (error) {
    await admin.end();
    return `cannot create a database on ${serverUrl.host} (${(error as Error).message})`;
  }
  const version = (await admin.query<{ v: string }>('select version() as v')).rows[0]!.v;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  // The drop below ends any connection still closing: not an error worth crashing for.
  (database.db as unknown as { $client: pg.Pool }).$client.on('error', () => {});
  return {
    kind: 'postgres',
    database,
    version,
    cleanup: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export type Figures = {
  perSecond: number;
  p50: number;
  p90: number;
  p99: number;
  count: number;
  errors: number;
  concurrency: number;
};

/** What a browser sends: the same load is measured with it (answers compressed) and without. */
export const BROWSER_ACCEPT_ENCODING = 'br, gzip';
/** Compression may cost the listing and the progress save at most this share of their throughput (issue 13). */
export const COMPRESSION_MAX_COST = 0.1;

/** The throughput compression costs: the load with Accept-Encoding against the same load without. */
export function compressionCost(plain: Figures, compressed: Figures) {
  const cost = 1 - compressed.perSecond / plain.perSecond;
  return { cost: Number(cost.toFixed(3)), target: COMPRESSION_MAX_COST, met: cost <= COMPRESSION_MAX_COST };
}

type Load<F extends Figures> = (acceptEncoding: string | undefined, seconds: number) => Promise<F>;

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** Rounds of one load as one figure: mean throughput, median latencies, summed counts and errors. */
function merged<F extends Figures>(rounds: F[]): F {
  const sum = (key: keyof Figures) => rounds.reduce((total, f) => total + f[key], 0);
  return {
    ...rounds[0]!,
    perSecond: sum('perSecond') / rounds.length,
    p50: median(rounds.map((f) => f.p50)),
    p90: median(rounds.map((f) => f.p90)),
    p99: median(rounds.map((f) => f.p99)),
    count: sum('count'),
    errors: sum('errors'),
    ...('non2xx' in rounds[0]!
      ? { non2xx: rounds.reduce((t, f) => t + Number((f as { non2xx?: number }).non2xx), 0) }
      : {}),
  };
}

/**
 * The same load without and with Accept-Encoding, in alternating rounds (plain, compressed, plain…):
 * the other work of a shared machine weighs on both alike, which one run after the other does not.
 */
export async function compressionRounds<F extends Figures>(load: Load<F>, seconds: number, rounds = 3) {
  const plain: F[] = [];
  const compressed: F[] = [];
  const each = Math.max(1, Math.round(seconds / rounds));
  for (let round = 0; round < rounds; round++) {
    plain.push(await load(undefined, each));
    compressed.push(await load(BROWSER_ACCEPT_ENCODING, each));
  }
  const cost = compressionCost(merged(plain), merged(compressed));
  return {
    plain: merged(plain),
    compressed: merged(compressed),
    ...cost,
    roundCosts: plain.map((p, i) => compressionCost(p, compressed[i]!).cost),
  };
}

export function compressionLine(
  result: Awaited<ReturnType<typeof compressionRounds>>,
  answer: Awaited<ReturnType<typeof answerBytes>>,
  serviceMs: number,
) {
  const rate = (f: Figures) =>
    `${Math.round(f.perSecond).toLocaleString('fr-FR')} req/s, p99 ${f.p99.toFixed(0)} ms`;
  const percent = (cost: number) => `${(cost * 100).toFixed(1)} %`;
  return `with Accept-Encoding: ${BROWSER_ACCEPT_ENCODING} ${rate(result.compressed)} | without ${rate(result.plain)} (${result.roundCosts.length} alternating rounds of each) | cost ${percent(result.cost)} (rounds: ${result.roundCosts.map(percent).join(', ')}; target ≤ ${COMPRESSION_MAX_COST * 100} %: ${result.met ? 'MET' : 'NOT MET'}) | one answer: ${answer.sent} bytes sent (${answer.encoding}) for ${answer.plain}; compressing it costs ${answer.cpuMs.br} ms of CPU in brotli, ${answer.cpuMs.gzip} ms in gzip, against a request's ${serviceMs.toFixed(0)} ms (p50 on one connection): ${((answer.cpuMs.br / serviceMs) * 100).toFixed(1)} %${answer.encoding === 'none' ? ' if it were compressed (under the threshold, it is not)' : ''}`;
}

/** Bytes on the wire of one answer (node:http: fetch would pick its own Accept-Encoding and decode). */
function wireBytes(url: string, init: { method?: string; headers?: Record<string, string>; body?: string }) {
  return new Promise<{ bytes: number; body: Buffer; encoding: string }>((resolve, reject) => {
    const request = http.request(url, { method: init.method ?? 'GET', headers: init.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          bytes: body.length,
          body,
          encoding: String(response.headers['content-encoding'] ?? 'none'),
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

/** CPU milliseconds this process spends compressing `body` once as the server does (brotli 4, gzip 6). */
function compressionCpuMs(body: Buffer) {
  const perAnswer = (compress: () => void) => {
    const rounds = 200;
    const start = process.cpuUsage();
    for (let i = 0; i < rounds; i++) compress();
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000 / rounds;
  };
  return {
    br: Number(
      perAnswer(() => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })).toFixed(
        3,
      ),
    ),
    gzip: Number(perAnswer(() => gzipSync(body)).toFixed(3)),
  };
}

/**
 * One answer without and with Accept-Encoding: its bytes on the wire, and the CPU time compressing it
 * costs (process CPU time: what the other work of a shared machine does not inflate).
 */
export async function answerBytes(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const plain = await wireBytes(url, init);
  const sent = await wireBytes(url, {
    ...init,
    headers: { ...init.headers, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
  });
  return {
    plain: plain.bytes,
    sent: sent.bytes,
    encoding: sent.encoding,
    cpuMs: compressionCpuMs(plain.body),
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** `concurrency` loops calling the tasks round-robin for `seconds`; latency of each call. */
export async function closedLoop(
  tasks: Array<() => Promise<unknown>>,
  concurrency: number,
  seconds: number,
): Promise<Figures> {
  for (const task of tasks) await task();
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const task = tasks[next++ % tasks.length]!;
      const t0 = performance.now();
      try {
        await task();
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    count: latencies.length,
    errors,
    concurrency,
  };
}

/**
 * Opens a bench's target database, runs the bench on it, and always closes and drops it after.
 * A string from `open` is why PostgreSQL was skipped (no server reachable).
 */
export async function runOnTarget(
  bench: string,
  open: () => Promise<Target | string>,
  benchOne: (target: Target) => Promise<string[]>,
): Promise<string[]> {
  const target = await open();
  if (typeof target === 'string') return [`${bench} (PostgreSQL) — skipped: ${target}`];
  try {
    return await benchOne(target);
  } finally {
    await target.database.close();
    await target.cleanup();
  }
}
