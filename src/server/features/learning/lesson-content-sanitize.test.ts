import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, lessons, sections } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { seed } from '../../db/seed/seed.ts';
import { bearer, createTestApp, type SignedIn, signIn, type TestApp } from '../../test/test-app.ts';

// Article HTML is cleaned when saved (the demo seed) and again when served to the player.
describe('article lessons are served clean', () => {
  let app: TestApp;
  let awa: SignedIn;
  let courseId: string;
  const articles: Array<{ id: string; content: unknown }> = [];

  beforeAll(async () => {
    app = await createTestApp();
    await seed(app.database.db);
    const [course] = await app.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, 'creer-son-premier-site-web-html-css'));
    courseId = course!.id;
    articles.push(
      ...(await app.database.db
        .select({ id: lessons.id, content: lessons.content })
        .from(lessons)
        .innerJoin(sections, eq(sections.id, lessons.sectionId))
        .where(and(eq(sections.courseId, courseId), eq(lessons.type, 'article')))),
    );
    awa = await signIn(app, 'etudiant@demo.jang.sn', DEMO_PASSWORD);
  }, 60_000);
  afterAll(async () => app.close());

  it('stores the seeded articles already cleaned, with their HTML kept', async () => {
    expect(articles.length).toBeGreaterThan(0);
    for (const { content } of articles) {
      const text = (content as { text: string }).text;
      expect(text).toContain('<p>');
      expect(text).not.toMatch(/<script|\son\w+=|javascript:/i);
    }
  });

  it('cleans an article row written without the rule on its way out', async () => {
    const lesson = articles[0]!;
    await app.database.db
      .update(lessons)
      .set({
        content: {
          text: '<p onclick="steal()">Bonjour</p><script>alert(1)</script><a href="javascript:alert(2)">lien</a>',
          readingTime: 2,
        },
      })
      .where(eq(lessons.id, lesson.id));
    const response = await app.inject({
      url: `/api/v1/student/courses/${courseId}/lessons/${lesson.id}`,
      headers: bearer(awa),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.content).toEqual({ text: '<p>Bonjour</p><a>lien</a>', readingTime: 2 });
    // The stored row itself is not rewritten by a read.
    const [stored] = await app.database.db
      .select({ content: lessons.content })
      .from(lessons)
      .where(eq(lessons.id, lesson.id));
    expect((stored!.content as { text: string }).text).toContain('<script>');
  });
});
