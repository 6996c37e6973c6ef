import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM script without types
import { buildWebIfNeeded } from '../../scripts/start.mjs';

// Builds the web app if needed and starts the real server (fresh PGlite, demo data) for the browser tests.

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
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

export default async function setup(project: TestProject) {
  buildWebIfNeeded();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jang-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
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
    },
  });
  await waitForHealth(baseUrl, server);
  project.provide('baseUrl', baseUrl);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
