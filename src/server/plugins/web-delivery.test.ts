import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCourse, newInstructor, newSignedInUser } from '../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type TestApp } from '../test/test-app.ts';
import { precompressDirectory } from './precompress.ts';

// How the server delivers: the web app's files in their build-time compressed forms, API answers
// compressed on the fly, ETags and 304 on public reads, HEAD on every GET (issue 13, decisions 123–125).

/** A built web app in miniature: what `vite build` writes, then the precompress step. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'jang-web-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'demo'));
  const filler = (word: string) => Array.from({ length: 200 }, (_, i) => `${word}${i}`).join(' ');
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="fr"><head><title>Jàng</title><!-- ${filler('tête')} --></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(
    path.join(dir, 'assets/app-Ab12Cd34.js'),
    `console.log(${JSON.stringify(filler('module'))});`,
  );
  writeFileSync(path.join(dir, 'assets/tiny-Ef56Gh78.js'), 'export const a = 1;');
  writeFileSync(
    path.join(dir, 'sw.js'),
    `self.addEventListener('fetch', () => ${JSON.stringify(filler('sw'))});`,
  );
  writeFileSync(path.join(dir, 'demo/picture.webp'), Buffer.alloc(4096, 7));
  writeFileSync(path.join(dir, 'demo/cover.640x360.webp'), Buffer.alloc(3000, 1));
  writeFileSync(path.join(dir, 'demo/cover.640x360.avif'), Buffer.alloc(2000, 2));
  return dir;
}

const decoded = (response: LightMyRequestResponse): string => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.body;
};

const varies = (response: LightMyRequestResponse, header: string) =>
  String(response.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes(header);

let webDir: string;
let app: TestApp;
let compressed: string[];

beforeAll(async () => {
  webDir = fakeWebBuild();
  compressed = await precompressDirectory(webDir);
  app = await createTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await app.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('build-time compression (precompress step)', () => {
  it('writes brotli and gzip forms beside the text files worth it, which decode to the same bytes', () => {
    expect(compressed.sort()).toEqual(['assets/app-Ab12Cd34.js', 'index.html', 'sw.js']);
    const source = readFileSync(path.join(webDir, 'index.html'));
    expect(brotliDecompressSync(readFileSync(path.join(webDir, 'index.html.br')))).toEqual(source);
    expect(gunzipSync(readFileSync(path.join(webDir, 'index.html.gz')))).toEqual(source);
    // Too small to gain, or an image: left alone.
    expect(existsSync(path.join(webDir, 'assets/tiny-Ef56Gh78.js.br'))).toBe(false);
    expect(existsSync(path.join(webDir, 'demo/picture.webp.gz'))).toBe(false);
  });
});

describe('the web app’s files, by content negotiation', () => {
  const html = () => readFileSync(path.join(webDir, 'index.html'), 'utf8');

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
    [undefined, undefined],
    ['identity', undefined],
  ])(
    'a page asked with Accept-Encoding %s is index.html sent as %s, varying on Accept-Encoding',
    async (accept, encoding) => {
      const headers = accept ? { 'accept-encoding': accept } : {};
      const response = await app.inject({ url: '/marketplace?sort=recent', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(varies(response, 'accept-encoding')).toBe(true);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(decoded(response)).toBe(html());
    },
  );

  it('a hashed asset is sent compressed and kept a year, immutable', async () => {
    const response = await app.inject({
      url: '/assets/app-Ab12Cd34.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(response)).toBe(readFileSync(path.join(webDir, 'assets/app-Ab12Cd34.js'), 'utf8'));
  });

  it('the service worker is revalidated on each use, and a public picture kept a day', async () => {
    const sw = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'gzip' } });
    expect(sw.headers['content-encoding']).toBe('gzip');
    expect(sw.headers['cache-control']).toBe('no-cache');
    const picture = await app.inject({ url: '/demo/picture.webp', headers: { 'accept-encoding': 'br' } });
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.headers['cache-control']).toBe('public, max-age=86400');
  });

  it("sends a demo picture's AVIF twin to a browser that reads AVIF, the WebP to others (decision 187)", async () => {
    const url = '/demo/cover.640x360.webp';
    const chromium = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const avif = await app.inject({ url, headers: { accept: chromium } });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.rawPayload.length).toBe(2000);
    expect(varies(avif, 'accept')).toBe(true);
    expect(avif.headers['cache-control']).toBe('public, max-age=86400');
    expect(avif.headers['content-security-policy']).toBeUndefined();
    const webp = await app.inject({ url, headers: { accept: 'image/webp,*/*' } });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.rawPayload.length).toBe(3000);
    expect(varies(webp, 'accept')).toBe(true);
    const head = await app.inject({ method: 'HEAD', url, headers: { accept: chromium } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/avif');
    expect(head.body).toBe('');
    // A picture with no twin is the WebP, whatever the browser reads.
    const alone = await app.inject({ url: '/demo/picture.webp', headers: { accept: chromium } });
    expect(alone.headers['content-type']).toBe('image/webp');
  });

  it('scripts, styles and pictures carry no document-only header; pages and the service worker keep them', async () => {
    for (const url of ['/assets/app-Ab12Cd34.js', '/assets/tiny-Ef56Gh78.js', '/demo/picture.webp']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-security-policy'], url).toBeUndefined();
      expect(response.headers['x-frame-options'], url).toBeUndefined();
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
    for (const url of ['/marketplace', '/sw.js']) {
      const response = await app.inject({ url });
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      // The editor reads a picked sound's duration through a blob: address.
      expect(response.headers['content-security-policy'], url).toContain("media-src 'self' blob: https:");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('API answers in JSON carry the short security headers, pages keep the document’s (decision 182)', async () => {
    for (const url of ['/api/marketplace/courses', '/api/marketplace/nothing-here']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['strict-transport-security'], url).toContain('max-age=');
      for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection'])
        expect(response.headers[name], `${url} ${name}`).toBeUndefined();
    }
    const page = await app.inject({ url: '/marketplace' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('a page answers 304 with no body when its ETag is sent back, for each encoding', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': accept };
      const first = await app.inject({ url: '/marketplace', headers });
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await app.inject({
        url: '/marketplace/abc',
        headers: { ...headers, 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('the compressed forms are not addresses of their own', async () => {
    const response = await app.inject({ url: '/assets/app-Ab12Cd34.js.br' });
    // Not the brotli bytes: an unknown path is a page of the client-side router.
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('HEAD', () => {
  it.each([
    '/marketplace',
    '/marketplace/instructors/00000000-0000-4000-8000-000000000000',
    '/',
    '/assets/app-Ab12Cd34.js',
    '/api/marketplace/courses',
    '/api/health',
    '/robots.txt',
    '/sitemap.xml',
  ])('HEAD %s answers 200 with no body', async (url) => {
    const response = await app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(0);
  });

  it('every GET route of the API has its HEAD twin', () => {
    const heads = new Set(app.registeredRoutes.filter((r) => r.method === 'HEAD').map((r) => r.url));
    const gets = app.registeredRoutes.filter((r) => r.method === 'GET').map((r) => r.url);
    expect(gets.length).toBeGreaterThan(20);
    expect(gets.filter((url) => !heads.has(url))).toEqual([]);
  });

  it('an unknown API address is still 404 to HEAD', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
  });
});

describe('API answers: compression and revalidation', () => {
  let courseId: string;
  let instructorId: string;
  beforeAll(async () => {
    const db = app.database.db;
    const jang = await organizationId(app, 'jang');
    instructorId = (await newInstructor(db, { organizationId: jang, name: 'Awa Ndiaye' })).id;
    for (let i = 0; i < 6; i++) {
      const course = await newCourse(db, {
        organizationId: jang,
        instructorId,
        title: `Comptabilité pour les petites entreprises, partie ${i + 1}`,
        description: 'Tenir ses comptes, préparer ses déclarations, lire un bilan. '.repeat(4),
      });
      courseId = course.id;
    }
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    [undefined, undefined],
  ])(
    'the listing asked with Accept-Encoding %s is sent as %s, varying on Accept-Encoding',
    async (accept, encoding) => {
      const headers = accept ? { 'accept-encoding': accept } : {};
      const response = await app.inject({ url: '/api/marketplace/courses', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(varies(response, 'accept-encoding')).toBe(true);
      const body = JSON.parse(decoded(response)) as { data: { courses: unknown[] } };
      expect(body.data.courses).toHaveLength(6);
      if (encoding) expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(decoded(response)) / 2);
    },
  );

  it('a small answer is sent as it is: not worth compressing', async () => {
    const response = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it.each([
    ['the catalogue listing', () => '/api/marketplace/courses?sort=recent'],
    ['a course page', () => `/api/marketplace/courses/${courseId}`],
    ['an instructor page', () => `/api/marketplace/instructors/${instructorId}`],
  ])('%s carries an ETag, is revalidated, and answers 304 when it has not changed', async (_name, url) => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const first = await app.inject({ url: url(), headers: { 'accept-encoding': accept } });
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      expect(varies(first, 'authorization')).toBe(true);
      const again = await app.inject({
        url: url(),
        headers: { 'accept-encoding': accept, 'if-none-match': `"other", ${etag}` },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
    }
    const stale = await app.inject({ url: url(), headers: { 'if-none-match': 'W/"stale"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('a changed course gets a new ETag: the old one is answered in full', async () => {
    const url = `/api/marketplace/courses/${courseId}`;
    const before = (await app.inject({ url })).headers.etag as string;
    const db = app.database.db;
    const jang = await organizationId(app, 'jang');
    await newCourse(db, { organizationId: jang, instructorId, title: 'Une formation de plus' });
    const instructorUrl = `/api/marketplace/instructors/${instructorId}`;
    const instructorBefore = (await app.inject({ url: instructorUrl })).headers.etag as string;
    await newCourse(db, { organizationId: jang, instructorId, title: 'Encore une' });
    const instructorAfter = await app.inject({
      url: instructorUrl,
      headers: { 'if-none-match': instructorBefore },
    });
    expect(instructorAfter.statusCode).toBe(200);
    expect(instructorAfter.headers.etag).not.toBe(instructorBefore);
    expect((await app.inject({ url, headers: { 'if-none-match': before } })).statusCode).toBe(304);
  });

  it('a signed-in caller’s public read is theirs only (private), and a private read has no ETag', async () => {
    const learner = await newSignedInUser(app, { organizationId: await organizationId(app, 'jang') });
    const course = await app.inject({
      url: `/api/marketplace/courses/${courseId}`,
      headers: bearer(learner),
    });
    expect(course.headers['cache-control']).toBe('private, no-cache');
    expect(course.headers.etag).toBeTruthy();
    const home = await app.inject({ url: '/api/v1/student/home', headers: bearer(learner) });
    expect(home.statusCode).toBe(200);
    expect(home.headers.etag).toBeUndefined();
  });
});
