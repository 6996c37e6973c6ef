import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// What every page downloads before anything else: the entry (src/web/main.tsx) and what it imports
// statically (the router, the route table, the shells). Pages bring their contracts (zod) and their
// messages with their lazy chunks; pulled in here, zod and the whole French catalogue cost every
// first visit about 50 KB (docs/scaling.md, issue 13). esbuild walks the imports as the bundler does.

const root = path.resolve(import.meta.dirname, '../..');

/** Every module the entry reaches through static imports, each with the module that first imported it. */
async function staticImports(): Promise<Map<string, string | null>> {
  const result = await build({
    entryPoints: [path.join(root, 'src/web/main.tsx')],
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    splitting: true,
    outdir: path.join(root, 'node_modules/.cache/first-download'),
    platform: 'browser',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.webp': 'empty', '.woff2': 'empty' },
    logLevel: 'silent',
  });
  const inputs = result.metafile.inputs;
  const reached = new Map<string, string | null>([['src/web/main.tsx', null]]);
  const queue = ['src/web/main.tsx'];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const imported of inputs[file]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || reached.has(imported.path)) continue;
      reached.set(imported.path, file);
      queue.push(imported.path);
    }
  }
  return reached;
}

/** How `file` is reached from the entry, for the failure message. */
function chain(reached: Map<string, string | null>, file: string): string {
  const steps: string[] = [];
  for (let at: string | null | undefined = file; at; at = reached.get(at)) steps.unshift(at);
  return steps.join(' → ');
}

describe('the first download', () => {
  it('reaches neither zod nor the full French catalogue', { timeout: 60_000 }, async () => {
    const reached = await staticImports();
    expect(reached.size).toBeGreaterThan(50);
    const isForbidden = (file: string | null | undefined) =>
      !!file && (file.includes('node_modules/zod/') || file === 'src/shared/messages/fr.ts');
    // Where each forbidden module is first entered (not every file of zod after it).
    const forbidden = [...reached.keys()].filter(
      (file) => isForbidden(file) && !isForbidden(reached.get(file)),
    );
    expect(forbidden.map((file) => chain(reached, file))).toEqual([]);
  });
});
