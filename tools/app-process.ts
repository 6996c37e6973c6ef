import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM script without types
import { buildWebIfNeeded } from '../scripts/start.mjs';

// The built app as a real process, for the browser tests (e2e/support/global-setup.ts) and the
// browser benches (bench/lighthouse.ts, bench/first-visit.ts): the web app built if its sources are
// newer than the build, then `node src/server/main.ts` on a free port of the loopback with a fresh
// PGlite data directory, where the server migrates and writes the demo data on its first start.

const root = path.resolve(import.meta.dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`le serveur s'est arrêté (code ${server.exitCode})`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('le serveur ne répond pas sur /api/health');
}

/** `node src/server/main.ts`; the data directory removed if it cannot start (E2BIG, ENOMEM…). */
function spawnServer(dataDir: string, options: Pick<SpawnOptions, 'stdio' | 'env'>) {
  try {
    return spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
      cwd: root,
      ...options,
    });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export type AppProcess = { baseUrl: string; stop: () => Promise<void> };

/**
 * Builds the web app if needed and starts the server, answering once /api/health does. `env` is
 * added to the defaults (development mode with the dev outbox, sign-in limits the tests do not hit).
 */
export async function startApp(options: { env?: NodeJS.ProcessEnv; stdio?: 'inherit' | 'ignore' } = {}) {
  buildWebIfNeeded();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jang-app-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const output = options.stdio ?? 'inherit';
  const server = spawnServer(dataDir, {
    stdio: ['ignore', output, output],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SIGN_IN_LIMIT_PER_IP: '1000',
      DEV_OUTBOX: 'true',
      ...options.env,
    },
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop } satisfies AppProcess;
}
