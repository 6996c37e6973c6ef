// npm start: build the web app and its server render (docs/decisions/127) when their sources are
// newer than the build, then start the server (migrations and first-run demo data happen in
// src/server/main.ts).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/web/index.html');
const builtRender = path.join(root, 'dist/server-render/entry-server.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export function buildWebIfNeeded() {
  const sources = Math.max(
    newestMtime(path.join(root, 'src/web')),
    newestMtime(path.join(root, 'src/shared')),
  );
  const isFresh = (file) => existsSync(file) && statSync(file).mtimeMs >= sources;
  if (isFresh(builtIndex) && isFresh(builtRender)) return;
  console.info('Construction de l’application web…');
  // The browser's build, then the server render's (which the server loads to draw public pages).
  for (const extra of [[], ['--ssr']]) {
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', ...extra, '--logLevel', 'warn'],
      {
        cwd: root,
        stdio: 'inherit',
        // Always the production build, even when a test runner (NODE_ENV=test) asks for it: the browser
        // tests then run what `npm start` serves, service worker included.
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildWebIfNeeded();
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
}
