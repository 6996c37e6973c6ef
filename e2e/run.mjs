// Browser tests: Playwright (playwright-core) driving Debian's Chromium. Without a Chromium the
// tests are skipped with one line, except under CI=true where a missing browser fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chrome)) {
  const line = `Chromium introuvable (${chrome}) : installez-le avec « apt-get install -y chromium » ; tests navigateur ignorés.`;
  if (process.env.CI === 'true') {
    console.error(line);
    process.exit(1);
  }
  console.warn(line);
  process.exit(0);
}
const root = path.resolve(import.meta.dirname, '..');
const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'e2e', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, CHROME_PATH: chrome } },
);
process.exit(result.status ?? 1);
