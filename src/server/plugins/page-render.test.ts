import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '#shared/catalog/currency.ts';
import { courses } from '../db/schema/index.ts';
import { newCourse, newInstructor } from '../test/factories/index.ts';
import { createTestApp, organizationId, type TestApp } from '../test/test-app.ts';
import { PAGE_BOOT_SCRIPT } from './page-boot.ts';
import { fillTemplate, leadPicturePreload, scriptSafeJson } from './page-render.ts';

// The public pages drawn on the server (issue 13, decision 127), through the real server-render
// build: built once here into a folder of the repository (its libraries come from node_modules).

const root = path.resolve(import.meta.dirname, '../../..');
const TEMPLATE =
  '<!doctype html><html lang="fr"><head><meta charset="UTF-8" /><meta name="description" content="Jàng" /><title>Jàng</title><script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';

let webDir: string;
let renderDir: string;
let app: TestApp;
let priced: { id: string; title: string };
let draftId: string;
let archivedId: string;
let instructorId: string;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'jang-web-'));
  writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
  mkdirSync(path.join(webDir, '.vite'));
  writeFileSync(
    path.join(webDir, '.vite/page-preloads.json'),
    JSON.stringify({ course: ['assets/course-page-Ab12.js', 'assets/x"><script>.js'] }),
  );
  renderDir = path.join(root, 'node_modules/.cache', `jang-server-render-${process.pid}`);
  const build = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--ssr',
      '--outDir',
      renderDir,
      '--logLevel',
      'error',
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (build.status !== 0) throw new Error(`server-render build failed: ${build.stderr}`);
  app = await createTestApp({ WEB_DIST_DIR: webDir, SERVER_RENDER_DIR: renderDir });

  const db = app.database.db;
  const jang = await organizationId(app, 'jang');
  instructorId = (await newInstructor(db, { organizationId: jang, name: 'Mariama Ba' })).id;
  const sections = [
    {
      title: 'Les bases du maraîchage',
      lessons: [{ type: 'video' as const, title: 'Choisir ses semences' }],
    },
  ];
  const course = await newCourse(db, {
    organizationId: jang,
    instructorId,
    title: 'Maraîchage bio <en> zone sahélienne',
    shortDescription: 'Cultiver toute l’année avec peu d’eau.',
    pricing: { oneTime: 25_000 },
    sections,
  });
  priced = { id: course.id, title: 'Maraîchage bio <en> zone sahélienne' };
  draftId = (
    await newCourse(db, { organizationId: jang, instructorId, title: 'Brouillon secret', published: false })
  ).id;
  archivedId = (await newCourse(db, { organizationId: jang, instructorId, title: 'Archive secrète' })).id;
  await db.update(courses).set({ status: 'archived' }).where(eq(courses.id, archivedId));
}, 120_000);

afterAll(async () => {
  await app?.close();
  rmSync(webDir, { recursive: true, force: true });
  rmSync(renderDir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const escapedTitle = () => priced.title.replace('<', '&lt;').replace('>', '&gt;');

describe('a course page drawn on the server', () => {
  it('carries the title, the price in FCFA and the curriculum before any script, and the data to hydrate', async () => {
    const response = await page(`/marketplace/${priced.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body).toContain(`<h1 class="text-2xl font-bold sm:text-3xl">${escapedTitle()}</h1>`);
    expect(body).toContain(formatMoney(25_000, 'XOF'));
    expect(body).toContain('Les bases du maraîchage');
    expect(html).toContain(`<title>${escapedTitle()} · Jàng</title>`);
    // The frame's title and description are the page's; its entry script is left to the boot
    // script, allowed by the policy through its hash (decision 312).
    expect(html).not.toContain('<script type="module"');
    expect(html.match(/<title>/g)).toHaveLength(1);
    const boot = /<script data-entry="([^"]*)" data-preload="([^"]*)">([^<]*)<\/script><\/body>/.exec(html);
    expect(boot?.[1]).toBe('/assets/index-Ab12Cd34.js');
    const policy = String(response.headers['content-security-policy']);
    const hash = createHash('sha256')
      .update(boot?.[3] ?? '')
      .digest('base64');
    expect(policy).toMatch(new RegExp(`script-src [^;]*'sha256-${hash.replace(/[+/]/g, '\\$&')}'`));
    expect(/script-src [^;]*/.exec(policy)?.[0]).not.toContain('unsafe-inline');
    // A link pasted in WhatsApp previews the course: Open Graph, canonical and the offer in XOF.
    expect(html).toContain(`<meta property="og:title" content="${escapedTitle()}`);
    expect(html.match(/<meta property="og:description" content="([^"]*)"/)?.[1]).toMatch(/25.000 F CFA/);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/marketplace/${priced.id}">`);
    const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({
      '@type': 'Course',
      offers: [{ price: 25000, priceCurrency: 'XOF' }],
    });
    // The page's own chunks are loaded with the entry (the build's list, only asset file names).
    expect(boot?.[2]).toBe('/assets/course-page-Ab12.js');
    expect(html).not.toContain('x"><script>');
    const data = html.match(/<script id="server-data" type="application\/json">(.*?)<\/script>/)?.[1];
    expect(data).toBeDefined();
    // The course title's "<" cannot close the element: it is written \u003c in the JSON.
    expect(data).not.toContain('<');
    expect(JSON.stringify(JSON.parse(data!))).toContain(priced.title);
  });

  it.each([
    ['a draft', () => draftId, 'Brouillon secret'],
    ['an archived course', () => archivedId, 'Archive secrète'],
    ['an unknown id', () => '00000000-0000-4000-8000-000000000000', 'Jàng'],
    ['a malformed id', () => 'pas-un-identifiant', 'Jàng'],
  ])('is 404 for %s, noindex, with no preview data', async (_name, id, secret) => {
    const response = await page(`/marketplace/${id()}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).not.toContain('server-data');
    expect(response.body).toContain('<div id="root"></div>');
    if (secret !== 'Jàng') expect(response.body).not.toContain(secret);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url: `/marketplace/${priced.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it('is compressed when asked, varies on Accept-Encoding only, and revalidates with its ETag', async () => {
    const zipped = await page(`/marketplace/${priced.id}`, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(zipped.headers['cache-control']).toBe('public, no-cache');
    const plain = await page(`/marketplace/${priced.id}`);
    const withoutTimes = (html: string) => html.replace(/"(?:dehydratedAt|dataUpdatedAt)":\d+/g, '');
    expect(withoutTimes(gunzipSync(zipped.rawPayload).toString())).toBe(withoutTimes(plain.body));
    const etag = String(plain.headers.etag);
    expect(zipped.headers.etag).toBe(etag);
    const again = await page(`/marketplace/${priced.id}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await page(`/marketplace/${priced.id}`, { 'if-none-match': 'W/"autre"' });
    expect(other.statusCode).toBe(200);
  });
});

describe('the marketplace and the instructor page drawn on the server', () => {
  it('lists the first page of courses, and follows the filters of the address', async () => {
    const all = await page('/marketplace');
    expect(all.statusCode).toBe(200);
    expect(all.body).toContain(escapedTitle());
    expect(all.body).toContain('<title>Catalogue des formations · Jàng</title>');
    const searched = await page('/marketplace?search=sahelienne');
    expect(searched.body).toContain(escapedTitle());
    const none = await page('/marketplace?search=introuvable-nulle-part');
    expect(none.statusCode).toBe(200);
    expect(none.body).not.toContain(escapedTitle());
  });

  it.each([
    '/marketplace?level=expert&sort=nonsense',
    '/marketplace?minRating=9&minPrice=-5&maxPrice=abc',
    '/marketplace?language=xx&category=%ZZ&page=-1',
  ])('renders %s as the page without the unknown filters, never a 500', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(escapedTitle());
  });

  it('sends an address the router writes another way to its own form, drawn from there', async () => {
    const response = await page(`/marketplace?search=sahelienne${'%20'.repeat(400)}x`);
    expect(response.statusCode).toBe(302);
    const location = String(response.headers.location);
    expect(location).toMatch(/^\/marketplace\?search=/);
    const drawn = await page(location);
    expect(drawn.statusCode).toBe(200);
  });

  it('draws an instructor’s page, and 404 for an unknown instructor', async () => {
    const response = await page(`/marketplace/instructors/${instructorId}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Formations de Mariama Ba · Jàng</title>');
    expect(response.body).toContain(escapedTitle());
    const unknown = await page('/marketplace/instructors/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('noindex');
  });

  it('draws the home page; other pages stay drawn in the browser (index.html as it is)', async () => {
    const home = await page('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toMatch(/<div id="root">.+<\/div>/);
    const signedInArea = await page('/dashboard');
    expect(signedInArea.statusCode).toBe(200);
    expect(signedInArea.body).toBe(TEMPLATE);
  });
});

describe('the frame', () => {
  it('puts the page in #root and its data beside it, with nothing that closes the script early', () => {
    const filled = fillTemplate(TEMPLATE, '<title>T</title>', '<p>x</p>', '{"a":"</script><!--"}');
    expect(filled).toContain(
      '<div id="root"><p>x</p></div><script id="server-data" type="application/json">',
    );
    expect(filled).not.toContain('</script><!--');
    expect(JSON.parse(scriptSafeJson('{"a":"</script>\u2028"}'))).toEqual({ a: '</script>\u2028' });
  });

  it('announces the stylesheet and the first picture, and leaves the scripts to the boot script (decisions 184, 312)', () => {
    const built =
      '<html><head><meta charset="UTF-8" /><title>Jàng</title><script type="module" crossorigin src="/assets/index-A1.js"></script><link rel="modulepreload" crossorigin href="/assets/core-B2.js"><link rel="stylesheet" crossorigin href="/assets/index-C3.css"></head><body><div id="root"></div></body></html>';
    const html =
      '<img src="/p/a.720x405.webp" alt="" srcSet="/p/a.320x180.webp 320w, /p/a.720x405.webp 720w" sizes="calc(100vw - 32px)" width="960" height="540" loading="eager" fetchPriority="high"/><img src="/p/b.720x405.webp" loading="lazy"/>';
    const filled = fillTemplate(built, '<title>T</title>', html, '', ['assets/page-D4.js']);
    const preload =
      '<link rel="preload" as="image" href="/p/a.720x405.webp" imagesrcset="/p/a.320x180.webp 320w, /p/a.720x405.webp 720w" imagesizes="calc(100vw - 32px)" fetchpriority="high">';
    expect(filled).toContain(
      `<meta charset="UTF-8" /><link rel="stylesheet" crossorigin href="/assets/index-C3.css">${preload}<title>T</title></head>`,
    );
    expect(filled).not.toContain('<link rel="modulepreload"');
    expect(filled).toContain(
      `${html}</div><script data-entry="/assets/index-A1.js" data-preload="/assets/core-B2.js /assets/page-D4.js">${PAGE_BOOT_SCRIPT}</script></body>`,
    );
    expect(filled.match(/rel="stylesheet"/g)).toHaveLength(1);
    // No picture marked for the first paint (a page without one): nothing announced.
    expect(leadPicturePreload('<img src="/p/b.webp" loading="lazy"/><p>x</p>')).toBe('');
  });
});
