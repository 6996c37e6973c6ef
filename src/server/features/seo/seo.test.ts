import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/index.ts';
import { newCourse, newInstructor } from '../../test/factories/index.ts';
import { createTestApp, organizationId, type TestApp } from '../../test/test-app.ts';
import { PRIVATE_PREFIXES } from './robots.ts';

// robots.txt and sitemap.xml (issue 13, decision 126): absolute addresses under APP_URL, only what
// an anonymous visitor of the marketplace may see.

const BASE = 'https://jang.example.sn';

let app: TestApp;
const ids: Record<'published' | 'draft' | 'archived' | 'otherOrganization' | 'inactiveInstructor', string> = {
  published: '',
  draft: '',
  archived: '',
  otherOrganization: '',
  inactiveInstructor: '',
};

beforeAll(async () => {
  app = await createTestApp({ APP_URL: `${BASE}/` });
  const db = app.database.db;
  const jang = await organizationId(app, 'jang');
  ids.published = (await newCourse(db, { organizationId: jang, title: 'Wolof pour débutants' })).id;
  ids.draft = (await newCourse(db, { organizationId: jang, published: false })).id;
  ids.archived = (await newCourse(db, { organizationId: jang })).id;
  await db.update(courses).set({ status: 'archived' }).where(eq(courses.id, ids.archived));
  ids.otherOrganization = (await newCourse(db, { organizationId: await organizationId(app, 'autre') })).id;
  const inactive = await newInstructor(db, { organizationId: jang, status: 'inactive' });
  ids.inactiveInstructor = (await newCourse(db, { organizationId: jang, instructorId: inactive.id })).id;
});
afterAll(() => app.close());

describe('robots.txt', () => {
  it('closes the private areas and the API (but the public catalogue), and points at the sitemap', async () => {
    const response = await app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const prefix of ['/dashboard', '/admin', '/instructor', '/superadmin', '/api/', '/auth/']) {
      expect(lines).toContain(`Disallow: ${prefix}`);
    }
    expect(lines).toContain('Disallow: /marketplace/*/payment');
    expect(lines).toContain('Allow: /api/marketplace/');
    expect(lines).not.toContain('Disallow: /marketplace');
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    expect(PRIVATE_PREFIXES.length).toBe(lines.filter((line) => line.startsWith('Disallow:')).length);
  });
});

describe('sitemap.xml', () => {
  it('lists the entry pages and the published courses by absolute address, nothing else', async () => {
    const response = await app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([`${BASE}/`, `${BASE}/marketplace`, `${BASE}/marketplace/${ids.published}`]);
    for (const hidden of [ids.draft, ids.archived, ids.otherOrganization, ids.inactiveInstructor]) {
      expect(response.body).not.toContain(hidden);
    }
    expect(response.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
  });

  it('is revalidated with its ETag: 304 while the catalogue has not changed, in full after', async () => {
    const first = await app.inject({ url: '/sitemap.xml' });
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect((await app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': etag } })).statusCode).toBe(
      304,
    );
    const added = await newCourse(app.database.db, { organizationId: await organizationId(app, 'jang') });
    const after = await app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain(`${BASE}/marketplace/${added.id}`);
  });
});
