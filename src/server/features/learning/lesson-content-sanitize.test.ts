import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons } from '../../db/schema/index.ts';
import { enrol, newCourse, newSignedInUser } from '../../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type SignedIn, type TestApp } from '../../test/test-app.ts';

// Article HTML is cleaned when saved (the demo seed checks its own articles) and again when served to
// the player: a row written without the rule still reaches the learner clean.
describe('article lessons are served clean', () => {
  let app: TestApp;
  let learner: SignedIn;
  let courseId: string;
  let articleId: string;

  beforeAll(async () => {
    app = await createTestApp();
    const db = app.database.db;
    const jang = await organizationId(app, 'jang');
    const course = await newCourse(db, {
      organizationId: jang,
      sections: [{ lessons: [{ type: 'article' }] }],
    });
    courseId = course.id;
    articleId = course.lessons[0]!.id;
    learner = await newSignedInUser(app, { organizationId: jang });
    await enrol(db, learner.userId, courseId);
  }, 60_000);
  afterAll(async () => app.close());

  it('cleans an article row written without the rule on its way out', async () => {
    await app.database.db
      .update(lessons)
      .set({
        content: {
          text: '<p onclick="steal()">Bonjour</p><script>alert(1)</script><a href="javascript:alert(2)">lien</a>',
          readingTime: 2,
        },
      })
      .where(eq(lessons.id, articleId));
    const response = await app.inject({
      url: `/api/v1/student/courses/${courseId}/lessons/${articleId}`,
      headers: bearer(learner),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.content).toEqual({ text: '<p>Bonjour</p><a>lien</a>', readingTime: 2 });
    // The stored row itself is not rewritten by a read.
    const [stored] = await app.database.db
      .select({ content: lessons.content })
      .from(lessons)
      .where(eq(lessons.id, articleId));
    expect((stored!.content as { text: string }).text).toContain('<script>');
  });
});
