import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/index.ts';
import { newCourse, newInstructor, newReview, newSignedInUser, newUser } from '../../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type TestApp } from '../../test/test-app.ts';

describe('anonymous listing cache', () => {
  let app: TestApp;
  let orgId: string;
  let courseIds: string[];
  beforeAll(async () => {
    app = await createTestApp({ CATALOG_CACHE_SECONDS: '60' });
    // Anonymous visitors see the default organisation's catalogue: three published courses.
    orgId = await organizationId(app, 'jang');
    courseIds = [];
    for (let i = 0; i < 3; i++)
      courseIds.push((await newCourse(app.database.db, { organizationId: orgId })).id);
  }, 60_000);
  afterAll(async () => app.close());

  it('reuses an anonymous listing for a while, says so in Cache-Control, and never for signed-in learners', async () => {
    const first = await app.inject('/api/marketplace/courses');
    expect(first.json().data.total).toBe(3);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers.vary).toBe('authorization, x-demo-mode, accept-encoding');

    await app.database.db.update(courses).set({ status: 'draft' }).where(eq(courses.id, courseIds[0]!));
    expect((await app.inject('/api/marketplace/courses')).json().data.total).toBe(3);
    // Another query is another entry: it sees the change.
    expect((await app.inject('/api/marketplace/courses?limit=5')).json().data.total).toBe(2);

    const learner = await newSignedInUser(app, { role: 'student', organizationId: orgId });
    const signedIn = await app.inject({ url: '/api/marketplace/courses', headers: bearer(learner) });
    expect(signedIn.json().data.total).toBe(2);
    // Revalidated, and never by a shared cache (decision 124).
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
  });

  it("empties when an admin changes an instructor's profile or hides a review (both are on the cards)", async () => {
    const db = app.database.db;
    const instructor = await newInstructor(db, { organizationId: orgId, name: 'Moussa Sarr' });
    const course = await newCourse(db, { organizationId: orgId, instructorId: instructor.id });
    const reviewer = await newUser(db, { organizationId: orgId });
    const review = await newReview(db, { courseId: course.id, userId: reviewer.id, rating: 2 });
    const admin = await newSignedInUser(app, { role: 'admin', organizationId: orgId });
    const card = async () =>
      (await app.inject('/api/marketplace/courses?limit=48'))
        .json()
        .data.courses.find((c: { id: string }) => c.id === course.id);
    expect(await card()).toMatchObject({ instructor: { name: 'Moussa Sarr' }, rating: 2 });

    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/admin/instructor-profiles/${instructor.id}`,
      headers: bearer(admin),
      payload: {
        name: 'Moussa Sarr Diallo',
        specialization: null,
        bio: null,
        avatarUrl: null,
        status: 'active',
        commissionRate: 70,
      },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await card()).instructor.name).toBe('Moussa Sarr Diallo');

    const hidden = await app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${review.id}/hide`,
      headers: bearer(admin),
      payload: { reason: 'Propos hors sujet' },
    });
    expect(hidden.statusCode).toBe(204);
    expect((await card()).rating).toBeNull();
  });
});
