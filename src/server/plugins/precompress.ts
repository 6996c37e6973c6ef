import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// The web app's files compressed once, at build time, at the strongest settings (a phone on 3G
// downloads these bytes; the server only picks the file): `x.js.br` and `x.js.gz` beside `x.js`.
// web-app.ts serves them by the request's Accept-Encoding (docs/decisions/123).

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|webmanifest|svg|txt|xml|map)$/;
/** Below this, the compressed file saves less than a packet: the file is sent as it is. */
export const PRECOMPRESS_MIN_BYTES = 1024;

export const PRECOMPRESSED_EXTENSIONS = ['.br', '.gz'] as const;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes the brotli and gzip forms of every compressible file of `dir` (subfolders included) that
 * is big enough and gets smaller; returns the files compressed, relative to `dir`.
 */
export async function precompressDirectory(dir: string): Promise<string[]> {
  const done: string[] = [];
  for (const file of await filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < PRECOMPRESS_MIN_BYTES) continue;
    const source = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    // A form that does not shrink the file would only cost the server a negotiation.
    if (gz.length >= source.length) continue;
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    done.push(path.relative(dir, file));
  }
  return done;
}
