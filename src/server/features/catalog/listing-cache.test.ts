import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { seed } from '../../db/seed/seed.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

describe('anonymous listing cache', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ CATALOG_CACHE_SECONDS: '60' });
    await seed(app.database.db);
  }, 60_000);
  afterAll(async () => app.close());

  it('reuses an anonymous listing for a while, says so in Cache-Control, and never for signed-in learners', async () => {
    const first = await app.inject('/api/marketplace/courses');
    expect(first.json().data.total).toBe(12);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers.vary).toBe('authorization, x-demo-mode');

    await app.database.db
      .update(courses)
      .set({ status: 'draft' })
      .where(eq(courses.slug, 'wolof-pour-debutants'));
    expect((await app.inject('/api/marketplace/courses')).json().data.total).toBe(12);
    // Another query is another entry: it sees the change.
    expect((await app.inject('/api/marketplace/courses?limit=5')).json().data.total).toBe(11);

    const learner = await signIn(app, 'etudiant@demo.jang.sn', DEMO_PASSWORD);
    const signedIn = await app.inject({ url: '/api/marketplace/courses', headers: bearer(learner) });
    expect(signedIn.json().data.total).toBe(11);
    expect(signedIn.headers['cache-control']).toBeUndefined();
  });
});
