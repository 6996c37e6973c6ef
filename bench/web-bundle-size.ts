import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

// What a phone downloads before the first page paints: the JS the built index.html loads up front,
// gzipped, beside a baseline of React + ReactDOM alone bundled by the same Vite.
const root = path.resolve(import.meta.dirname, '..');
const gz = (file: string) => gzipSync(readFileSync(file)).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function webBundleSize(): Promise<string[]> {
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'error' });
  const dist = path.join(root, 'dist/web');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) =>
    path.join(dist, m[1]!),
  );
  const initialBytes = initial.reduce((sum, file) => sum + gz(file), 0);
  const all = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const allBytes = all.reduce((sum, f) => sum + gz(path.join(dist, 'assets', f)), 0);

  const baselineDir = path.join(root, 'dist/bench-baseline');
  await build({
    configFile: false,
    logLevel: 'error',
    root: path.join(root, 'bench/baseline-react'),
    build: { outDir: baselineDir, emptyOutDir: true },
  });
  const baselineFiles = readdirSync(path.join(baselineDir, 'assets')).filter((f) => f.endsWith('.js'));
  const baselineBytes = baselineFiles.reduce((sum, f) => sum + gz(path.join(baselineDir, 'assets', f)), 0);

  return [
    `web bundle — initial JS (gzip): ${kb(initialBytes)} in ${initial.length} file(s) | baseline React+ReactDOM: ${kb(baselineBytes)}`,
    `web bundle — all JS chunks (gzip): ${kb(allBytes)} in ${all.length} chunks (route-split, loaded on demand)`,
  ];
}
