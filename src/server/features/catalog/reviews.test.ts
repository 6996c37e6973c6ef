import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/index.ts';
import { enrol, newCourse, newSignedInUser } from '../../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type SignedIn, type TestApp } from '../../test/test-app.ts';

describe('course reviews', () => {
  let app: TestApp;
  let courseId: string;
  let url: string;
  const learners: SignedIn[] = [];
  let outsider: SignedIn;

  const courseRow = async () =>
    (await app.database.db.select().from(courses).where(eq(courses.id, courseId)))[0]!;

  beforeAll(async () => {
    app = await createTestApp();
    const db = app.database.db;
    const jangId = await organizationId(app, 'jang');
    // A published course without reviews, four enrolled learners and one who is not enrolled.
    courseId = (await newCourse(db, { organizationId: jangId })).id;
    url = `/api/marketplace/courses/${courseId}/reviews`;
    for (let i = 0; i < 4; i++) {
      const learner = await newSignedInUser(app, { organizationId: jangId });
      await enrol(db, learner.id, courseId);
      learners.push(learner);
    }
    outsider = await newSignedInUser(app, { organizationId: jangId });
  }, 60_000);
  afterAll(async () => app.close());

  it('needs a signed-in learner enrolled in the course', async () => {
    expect((await app.inject({ method: 'POST', url, payload: { rating: 5 } })).statusCode).toBe(401);
    const response = await app.inject({
      method: 'POST',
      url,
      headers: bearer(outsider),
      payload: { rating: 5 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(
      'Seuls les apprenants inscrits à cette formation peuvent laisser un avis.',
    );
    expect((await courseRow()).reviewCount).toBe(0);
  });

  it.each([
    [{ rating: 6 }, 'La note doit être un entier entre 1 et 5'],
    [{ rating: 2.5 }, 'La note doit être un entier entre 1 et 5'],
    [{ rating: 4, comment: 'x'.repeat(2001) }, 'Le commentaire doit contenir au plus 2000 caractères'],
  ])('refuses %j and writes nothing', async (payload, message) => {
    const response = await app.inject({ method: 'POST', url, headers: bearer(learners[0]!), payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect((await courseRow()).reviewCount).toBe(0);
  });

  it('keeps rating and review count exact under concurrent reviews', async () => {
    const ratings = [5, 4, 3, 4];
    const answers = await Promise.all(
      learners.map((learner, i) =>
        app.inject({
          method: 'POST',
          url,
          headers: bearer(learner),
          payload: { rating: ratings[i], comment: `Avis ${i}` },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    const course = await courseRow();
    expect(course.reviewCount).toBe(4);
    expect(course.rating).toBe(4);
    const listed = (await app.inject(url)).json().data;
    expect(listed).toMatchObject({ total: 4, review_count: 4, rating: 4 });
    expect(listed.reviews[0].author).toMatch(/^Test \w\.$/);
  });

  it('allows one review per learner', async () => {
    const again = await app.inject({
      method: 'POST',
      url,
      headers: bearer(learners[0]!),
      payload: { rating: 1 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Vous avez déjà laissé un avis sur cette formation. Modifiez-le plutôt.');
  });

  it('lets the author edit and delete, and nobody else', async () => {
    const mine = (await app.inject({ url, headers: bearer(learners[2]!) }))
      .json()
      .data.reviews.find((r: { is_mine: boolean }) => r.is_mine);
    expect(mine.rating).toBe(3);
    const someoneElse = await app.inject({
      method: 'PUT',
      url: `${url}/${mine.id}`,
      headers: bearer(learners[0]!),
      payload: { rating: 1 },
    });
    expect(someoneElse.statusCode).toBe(403);
    expect(someoneElse.json().error).toBe("Cet avis n'est pas le vôtre.");
    const edited = await app.inject({
      method: 'PUT',
      url: `${url}/${mine.id}`,
      headers: bearer(learners[2]!),
      payload: { rating: 5, comment: 'Finalement excellent' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await courseRow()).rating).toBe(4.5);
    const removedByOther = await app.inject({
      method: 'DELETE',
      url: `${url}/${mine.id}`,
      headers: bearer(outsider),
    });
    expect(removedByOther.statusCode).toBe(403);
    const removed = await app.inject({
      method: 'DELETE',
      url: `${url}/${mine.id}`,
      headers: bearer(learners[2]!),
    });
    expect(removed.statusCode).toBe(200);
    const course = await courseRow();
    expect(course.reviewCount).toBe(3);
    expect(course.rating).toBeCloseTo(4.33, 2);
    expect(
      (await app.inject({ method: 'DELETE', url: `${url}/${mine.id}`, headers: bearer(learners[2]!) }))
        .statusCode,
    ).toBe(404);
  });

  it('hides the reviews of another organisation', async () => {
    const other = await newSignedInUser(app, { organizationId: await organizationId(app, 'autre') });
    expect((await app.inject({ url, headers: bearer(other) })).statusCode).toBe(404);
    const post = await app.inject({ method: 'POST', url, headers: bearer(other), payload: { rating: 5 } });
    expect(post.statusCode).toBe(404);
  });
});
