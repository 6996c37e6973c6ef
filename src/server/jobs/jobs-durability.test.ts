import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { createJobs } from './jobs.ts';

// Real server processes (probe-server.ts: start-server.ts as main.ts runs it, plus one probe job
// that writes an outbox email), killed with SIGKILL while a job waits, then started again on the
// same data: the job runs once. On PGlite in a temporary data directory; on the PostgreSQL of
// DATABASE_URL when it is set, where two servers at once also share a batch of jobs.

const root = path.resolve(import.meta.dirname, '../../..');
const script = path.join(root, 'src/server/jobs/testing/probe-server.ts');
const databaseUrl = process.env.DATABASE_URL ?? '';

type Server = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> };
const running: Server[] = [];

afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function startProbeServer(
  target: { dataDir: string; databaseUrl: string },
  env: Record<string, string> = {},
) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      JOBS_ENABLED: 'true',
      JOBS_POLLING_INTERVAL_SECONDS: '0.5',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      DATA_DIR: target.dataDir,
      // Empty: PGlite in DATA_DIR, even when the suite itself runs on PostgreSQL.
      DATABASE_URL: target.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEV_OUTBOX: 'true',
      WEB_DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server: Server = { child, port, output: () => output, exited };
  running.push(server);
  await waitFor(server, 'Jàng écoute sur');
  return server;
}

async function waitFor(server: Server, text: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes(text)) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`no "${text}" after ${timeoutMs} ms:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The probe emails the server's outbox holds for these labels, read over HTTP. */
async function probesIn(server: Server, labels: string[]): Promise<string[]> {
  const response = await fetch(`http://127.0.0.1:${server.port}/api/dev/outbox`);
  const body = (await response.json()) as { data: { kind: string; subject: string }[] };
  return body.data
    .filter((email) => email.kind === 'probe' && labels.includes(email.subject))
    .map((e) => e.subject);
}

async function killHard(server: Server) {
  server.child.kill('SIGKILL');
  await server.exited;
}

async function stopGracefully(server: Server) {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

const runCount = (server: Server, label: string) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith(`probe ran ${label} `)).length;

async function survivesKill(target: { dataDir: string; databaseUrl: string }) {
  const label = `kill-${Date.now()}`;
  const first = await startProbeServer(target, { PROBE_LABEL: label, PROBE_START_AFTER_SECONDS: '6' });
  await waitFor(first, `probe queued ${label}`);
  await killHard(first);
  expect(runCount(first, label)).toBe(0);

  const second = await startProbeServer(target);
  await expect.poll(() => probesIn(second, [label]), { timeout: 60_000, interval: 250 }).toEqual([label]);
  // A few more polls of the queue: nothing runs it again.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(await probesIn(second, [label])).toEqual([label]);
  expect(runCount(second, label)).toBe(1);
  await stopGracefully(second);
}

describe('the job queue survives a kill -9 of the server', () => {
  it('on PGlite: a job pending when the server is killed runs once after it starts again', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'jang-jobs-'));
    try {
      await survivesKill({ dataDir, databaseUrl: '' });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  it.skipIf(!databaseUrl)(
    'on PostgreSQL: a job pending when the server is killed runs once after it starts again',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'jang-jobs-'));
      try {
        await survivesKill({ dataDir, databaseUrl });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    240_000,
  );

  it.skipIf(!databaseUrl)(
    'on PostgreSQL: two servers share a batch of jobs, each run once',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'jang-jobs-'));
      const target = { dataDir, databaseUrl };
      // One after the other: the first one migrates and seeds.
      const servers = [await startProbeServer(target), await startProbeServer(target)];
      const labels = Array.from({ length: 12 }, (_, index) => `pair-${Date.now()}-${index}`);
      // Sent from a third process (this test), as a job from another server would be.
      const database = await openDatabase({ databaseUrl, dataDir: null });
      const sender = createJobs(database, { onError: (error) => console.error(error) });
      sender.defineJob('jobs.probe', async () => {});
      try {
        for (const label of labels) await sender.send('jobs.probe', { label });
      } finally {
        await sender.stop();
        await database.close();
      }
      await expect
        .poll(async () => (await probesIn(servers[0]!, labels)).length, { timeout: 60_000, interval: 250 })
        .toBe(labels.length);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect((await probesIn(servers[0]!, labels)).sort()).toEqual([...labels].sort());
      for (const label of labels) {
        expect(servers.reduce((sum, server) => sum + runCount(server, label), 0)).toBe(1);
      }
      for (const server of servers) await stopGracefully(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
    240_000,
  );
});
