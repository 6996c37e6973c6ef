import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The Vite manifest and the route table, read at build time: which chunks a page needs. Used by the
// bundle-size bench (what a first visit downloads) and by the service worker's precache list
// (vite.config.ts), so both agree on what "the chunks of a page" means.

export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

/**
 * The route table as one text: src/web/router.tsx and the area route files it assembles
 * (src/web/routes/*.routes.tsx, docs/decisions/094), with each file's lazy `import('…')` rewritten
 * relative to src/web (`./routes/x.tsx`, `./features/…`), as the Vite manifest names modules.
 */
export function readRouteTable(webRoot: string): string {
  const areaFiles = readdirSync(path.join(webRoot, 'routes'))
    .filter((name) => name.endsWith('.routes.tsx'))
    .sort()
    .map((name) => `routes/${name}`);
  return ['router.tsx', ...areaFiles]
    .map((file) => {
      const source = readFileSync(path.join(webRoot, file), 'utf8');
      const dir = path.posix.dirname(file);
      return source.replace(/import\(\s*['"]([^'"]+)['"]\s*\)/g, (call, specifier: string) => {
        const fromWeb = specifier.startsWith('#web/')
          ? specifier.slice('#web/'.length)
          : specifier.startsWith('.')
            ? path.posix.normalize(path.posix.join(dir, specifier))
            : null;
        return fromWeb === null ? call : `import('./${fromWeb}')`;
      });
    })
    .join('\n');
}

/** `createRoute(`, `createRootRoute(` or `createRootRouteWithContext<…>()(`: where a route definition starts. */
const ROUTE_CALL = /create(?:Root)?Route(?:WithContext<\w+>\(\))?\s*\(/g;

/** The route definition call matched at `start` (`length` long), up to its closing parenthesis. */
function callAt(source: string, start: number, length: number): string {
  const open = start + length - 1;
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '(') depth++;
    else if (source[i] === ')' && --depth === 0) return source.slice(start, i + 1);
  }
  throw new Error('route table: unbalanced route definition');
}

/**
 * The modules the router lazy-loads for a path, from the matching route up to the root: each route
 * definition's `import('…')`, following `getParentRoute`. Paths relative to src/web.
 */
export function lazyModulesForPath(routerSource: string, routePath: string): string[] {
  const calls = [...routerSource.matchAll(ROUTE_CALL)].map((m) => ({
    index: m.index,
    text: callAt(routerSource, m.index, m[0].length),
  }));
  const escaped = routePath.replace(/^\//, '').replace(/[$.*+?^()[\]{}|\\]/g, '\\$&');
  const pathPattern = new RegExp(`\\bpath:\\s*['"]/?${escaped}['"]`);
  let route = calls.find((c) => pathPattern.test(c.text));
  if (!route) throw new Error(`route table: no route with path '${routePath}'`);
  const modules: string[] = [];
  for (let guard = 0; route && guard < 20; guard++) {
    // Only this route's own text: nested calls (child routes) are separate entries of `calls`.
    // A module imported twice by one route (its loader and its component, decision 315) counts once.
    for (const m of route.text.matchAll(/import\(\s*['"]\.\/([^'"]+)['"]\s*\)/g))
      if (!modules.includes(m[1]!)) modules.push(m[1]!);
    const parent: string | undefined = /getParentRoute:\s*\(\)\s*=>\s*(\w+)/.exec(route.text)?.[1];
    if (!parent) break;
    const definition: RegExpExecArray | null = new RegExp(
      `const\\s+${parent}\\s*=\\s*${ROUTE_CALL.source}`,
    ).exec(routerSource);
    route = definition
      ? calls.find((c) => c.index === definition.index + definition[0].indexOf('create'))
      : undefined;
  }
  return modules.reverse();
}

/** A chunk and everything it imports statically (what the browser fetches before running it). */
export function staticClosure(manifest: Manifest, keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    staticClosure(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

/**
 * The files (JS and CSS) a set of pages needs to open and to show what they load later (a lesson's
 * renderer, a dialog): the entry's static imports, each page's lazy route modules with theirs, and
 * the chunks those route modules import dynamically. Paths as in the manifest (`assets/…`).
 */
export function filesForPages(
  manifest: Manifest,
  routerSource: string,
  routePaths: readonly string[],
): Set<string> {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const routeModules = routePaths.flatMap((routePath) => lazyModulesForPath(routerSource, routePath));
  const missing = routeModules.filter((key) => !manifest[key]);
  if (missing.length) throw new Error(`not in the Vite manifest: ${missing.join(', ')}`);
  const pageKeys = staticClosure(manifest, [...entryKeys, ...routeModules]);
  // Dynamic imports of the pages' own chunks (not the entry's: those are every route of the app).
  // Dynamic imports of the pages' own chunks (not the entry's: those are every route of the app),
  // and the entry's own lazy pieces that are not routes (the toaster).
  const routeTableImports = new Set(
    [...routerSource.matchAll(/import\(\s*['"]\.\/([^'"]+)['"]\s*\)/g)].map((m) => m[1]!),
  );
  const laterKeys = [
    ...[...staticClosure(manifest, routeModules)]
      .filter((key) => !manifest[key]!.isEntry)
      .flatMap((key) => manifest[key]!.dynamicImports ?? []),
    ...entryKeys
      .flatMap((key) => manifest[key]!.dynamicImports ?? [])
      .filter((key) => !routeTableImports.has(key)),
  ];
  const keys = staticClosure(manifest, laterKeys, pageKeys);
  const files = new Set<string>();
  for (const key of keys) {
    files.add(manifest[key]!.file);
    for (const css of manifest[key]!.css ?? []) files.add(css);
  }
  return files;
}
