import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { lazyModulesForPath, type Manifest, readRouteTable, staticClosure } from '../tools/route-chunks.ts';

// What a phone downloads before the first page paints: the JS the built index.html loads up front,
// gzipped, beside a baseline of React + ReactDOM alone bundled by the same Vite. Then what a first
// visit to /marketplace downloads: index.html's scripts, stylesheets and modulepreloads, plus the
// lazy chunks of the routes that match /marketplace (root, public layout, marketplace page) with
// their static imports, found through the Vite manifest and the route table in src/web/router.tsx
// and its area files (src/web/routes/*.routes.tsx).
const root = path.resolve(import.meta.dirname, '..');
const webRoot = path.join(root, 'src/web');
const gz = (file: string) => gzipSync(readFileSync(file)).length;
/** What the server sends a browser accepting brotli: the build's .br file, else the file as it is (decision 123). */
const sent = (file: string) => statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
// First-visit targets per page: the marketplace (a visitor's first page) and the course player
// (a learner's daily page; YouTube/Vimeo scripts load only when a video lesson opens).
const FIRST_VISITS = [
  { label: '/marketplace', routePath: 'marketplace', target: 130 * 1024 },
  { label: '/dashboard/courses/{id}/learn', routePath: 'courses/$courseId/learn', target: 170 * 1024 },
] as const;

function firstVisit(dist: string, html: string, routePath: string) {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error('no Vite manifest: set build.manifest in vite.config.ts');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const routeModules = lazyModulesForPath(readRouteTable(webRoot), routePath);
  const missing = routeModules.filter((m) => !manifest[m]);
  if (missing.length) throw new Error(`not in the Vite manifest: ${missing.join(', ')}`);

  const entryKeys = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  const chunks = staticClosure(manifest, [...entryKeys, ...routeModules]);
  const js = new Set([...chunks].map((k) => manifest[k]!.file));
  const css = new Set([...chunks].flatMap((k) => manifest[k]!.css ?? []));
  // index.html's own tags too (scripts, modulepreload links, stylesheets), should Vite add any.
  for (const m of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(js|css))"/g)) {
    (m[2] === 'js' ? js : css).add(m[1]!);
  }
  // Chunks the page's modules may fetch later (dialogs, …): reported, not counted.
  const later = new Set<string>();
  for (const key of chunks) {
    for (const dynamic of manifest[key]!.dynamicImports ?? []) {
      if (routeModules.includes(dynamic) || !routeModules.includes(key)) continue;
      for (const k of staticClosure(manifest, [dynamic])) if (!chunks.has(k)) later.add(manifest[k]!.file);
    }
  }
  const sum = (files: Iterable<string>, size = gz) =>
    [...files].reduce((total, f) => total + size(path.join(dist, f)), 0);
  const largest = [...js]
    .map((file) => ({
      name: path.basename(file).replace(/-[\w-]{8}\.js$/, ''),
      bytes: gz(path.join(dist, file)),
    }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 3);
  return {
    files: new Set([...js, ...css]),
    routeModules,
    largest,
    jsBytes: sum(js),
    /** JS and CSS as the server sends them to a browser that accepts brotli. */
    sentBytes: { js: sum(js, sent), css: sum(css, sent) },
    jsFiles: js.size,
    cssBytes: sum(css),
    cssFiles: css.size,
    laterBytes: sum(later),
    laterFiles: later.size,
  };
}

/** The baseline page (bench/baseline-react: React + ReactDOM rendering one line) built by the same Vite; its folder. */
export async function buildBaseline(): Promise<string> {
  const baselineDir = path.join(root, 'dist/bench-baseline');
  await build({
    configFile: false,
    logLevel: 'error',
    root: path.join(root, 'bench/baseline-react'),
    build: { outDir: baselineDir, emptyOutDir: true },
  });
  return baselineDir;
}

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

  const baselineDir = await buildBaseline();
  const baselineFiles = readdirSync(path.join(baselineDir, 'assets')).filter((f) => f.endsWith('.js'));
  const baselineBytes = baselineFiles.reduce((sum, f) => sum + gz(path.join(baselineDir, 'assets', f)), 0);

  const lines = [
    `web bundle — initial JS (gzip): ${kb(initialBytes)} in ${initial.length} file(s) | baseline React+ReactDOM: ${kb(baselineBytes)}`,
    `web bundle — all JS chunks (gzip): ${kb(allBytes)} in ${all.length} chunks (route-split, loaded on demand)`,
  ];
  for (const page of FIRST_VISITS) {
    try {
      const visit = firstVisit(dist, html, page.routePath);
      const met = visit.jsBytes <= page.target;
      lines.push(
        `web bundle — first visit to ${page.label} (gzip): JS ${kb(visit.jsBytes)} in ${visit.jsFiles} files, CSS ${kb(visit.cssBytes)} in ${visit.cssFiles} file(s) | baseline React+ReactDOM: ${kb(baselineBytes)} | target JS ≤ ${kb(page.target)}: ${met ? 'MET' : 'NOT MET'} (largest: ${visit.largest.map((c) => `${c.name} ${kb(c.bytes)}`).join(', ')}; routes: ${visit.routeModules.join(' → ')}${visit.laterFiles ? `; ${kb(visit.laterBytes)} more in ${visit.laterFiles} chunk(s) the page may load later` : ''}) | as sent (the build's brotli files): JS ${kb(visit.sentBytes.js)}, CSS ${kb(visit.sentBytes.css)}`,
      );
    } catch (error) {
      lines.push(`web bundle — first visit to ${page.label}: not measured (${(error as Error).message})`);
    }
  }
  lines.push(precacheLine(dist, html));
  return lines;
}

/**
 * What the service worker downloads ahead (its precache list, read from the built dist/web/sw.js),
 * and how much of it a first visit to the player has not already fetched. Not first-visit JS: the
 * student area registers the worker once the page has loaded (docs/decisions/040).
 */
function precacheLine(dist: string, html: string): string {
  const swFile = path.join(dist, 'sw.js');
  if (!existsSync(swFile)) return 'web bundle — service worker precache: no dist/web/sw.js';
  const sw = readFileSync(swFile, 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
  const player = firstVisit(dist, html, 'courses/$courseId/learn').files;
  const total = urls.reduce((sum, url) => sum + gz(path.join(dist, url)), 0);
  const beyond = urls
    .filter((url) => url !== 'index.html' && !player.has(url))
    .reduce((sum, url) => sum + gz(path.join(dist, url)), 0);
  return `web bundle — service worker precache (gzip): ${kb(total)} in ${urls.length} files, of which ${kb(beyond)} beyond a first visit to the player (its lesson renderers, the toaster); worker script ${kb(gz(swFile))}, registered after load, student area only`;
}
