import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TCourseDetails } from '#shared/learning/course-details.contract.ts';
import { courses, enrollments, lessons, sections, users } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { seed } from '../../db/seed/seed.ts';
import {
  bearer,
  createTestApp,
  createUser,
  type SignedIn,
  signIn,
  type TestApp,
} from '../../test/test-app.ts';

// The demo student follows the HTML/CSS course (35 %), the JavaScript bootcamp (done) and the
// sequential marketing course (not started).
describe('the enrolled course page and lesson content', () => {
  let app: TestApp;
  let awa: SignedIn;
  const ids: Record<string, string> = {};

  const courseLessons = async (slug: string) =>
    app.database.db
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(sections, eq(sections.id, lessons.sectionId))
      .where(eq(sections.courseId, ids[slug]!))
      .orderBy(asc(sections.position), asc(lessons.position));

  beforeAll(async () => {
    app = await createTestApp();
    await seed(app.database.db);
    for (const row of await app.database.db.select({ id: courses.id, slug: courses.slug }).from(courses))
      ids[row.slug] = row.id;
    awa = await signIn(app, 'etudiant@demo.jang.sn', DEMO_PASSWORD);
  }, 60_000);
  afterAll(async () => app.close());

  it('lists my courses with progress and expiry', async () => {
    const response = await app.inject({ url: '/api/v1/student/courses', headers: bearer(awa) });
    expect(response.statusCode).toBe(200);
    const mine = response.json().data as Array<{ id: string; title: string; progress: number }>;
    expect(mine).toHaveLength(3);
    const [none, some, all] = mine.map((c) => c.progress).sort((a, b) => a - b);
    expect([none, all]).toEqual([0, 100]);
    expect(some).toBeGreaterThan(0);
    // The list and the course page agree.
    const html = mine.find((c) => c.title.includes('HTML et CSS'))!;
    const details = await app.inject({
      url: `/api/v1/student/courses/${html.id}/details`,
      headers: bearer(awa),
    });
    expect(details.json().data.progress).toBe(html.progress);
  });

  it('computes the course page from my own progress', async () => {
    const response = await app.inject({
      url: `/api/v1/student/courses/${ids['creer-son-premier-site-web-html-css']}/details`,
      headers: bearer(awa),
    });
    expect(response.statusCode).toBe(200);
    const details = response.json().data as TCourseDetails;
    const chapters = details.modules.flatMap((m) => m.chapters);
    const completed = chapters.filter((c) => c.status === 'completed').length;
    expect(details.progress).toBe(Math.round((completed / chapters.length) * 100));
    expect(completed).toBeGreaterThan(0);
    expect(details).toMatchObject({
      isExpired: false,
      access_end_date: null,
      instructor: { name: 'Aminata Diallo' },
    });
    expect(details.userStats.modulesTotal).toBe(details.modules.length);
    expect(details.userStats.timeSpent).toBeGreaterThan(0);
    expect(chapters[0]!.duration).toMatch(/^\d+ min$/);
  });

  it("shows 'Score moyen' and 'Points cumulés' from graded work, null and 0 without any", async () => {
    const details = async (slug: string) =>
      (await app.inject({ url: `/api/v1/student/courses/${ids[slug]}/details`, headers: bearer(awa) })).json()
        .data as TCourseDetails;
    // The demo grade: 17 / 20 on the bootcamp's basket exercise, no quiz attempt.
    expect((await details('bootcamp-javascript-cohorte')).userStats).toMatchObject({
      averageScore: 85,
      points: 17,
    });
    expect((await details('creer-son-premier-site-web-html-css')).userStats).toMatchObject({
      averageScore: null,
      points: 0,
    });
  });

  it('locks the lessons of a sequential course after the first not completed, and refuses their content', async () => {
    const courseId = ids['marketing-digital-reseaux-sociaux']!;
    const details = (
      await app.inject({ url: `/api/v1/student/courses/${courseId}/details`, headers: bearer(awa) })
    ).json().data as TCourseDetails;
    const chapters = details.modules.flatMap((m) => m.chapters);
    expect(chapters[0]!.status).toBe('not-started');
    expect(chapters.slice(1).every((c) => c.status === 'locked')).toBe(true);
    const [first, second] = await courseLessons('marketing-digital-reseaux-sociaux');
    const locked = await app.inject({
      url: `/api/v1/student/courses/${courseId}/lessons/${second!.id}`,
      headers: bearer(awa),
    });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error).toBe(
      'Cette leçon est verrouillée : terminez les leçons précédentes pour y accéder.',
    );
    const lockedSave = await app.inject({
      method: 'POST',
      url: '/api/progress/save',
      headers: bearer(awa),
      payload: {
        lessonId: second!.id,
        courseId,
        currentTime: 1,
        duration: 60,
        percentage: 1,
        watchedDuration: 1,
        isCompleted: false,
      },
    });
    expect(lockedSave.statusCode).toBe(403);

    const open = await app.inject({
      url: `/api/v1/student/courses/${courseId}/lessons/${first!.id}`,
      headers: bearer(awa),
    });
    expect(open.statusCode).toBe(200);
    expect(open.json().data.content).toBeTruthy();
    // Completing the first lesson opens the second: watched for two minutes (decision 067).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 120_000);
    await app.inject({
      method: 'POST',
      url: '/api/progress/save',
      headers: bearer(awa),
      payload: {
        lessonId: first!.id,
        courseId,
        currentTime: 900,
        duration: 900,
        percentage: 100,
        watchedDuration: 900,
        isCompleted: true,
      },
    });
    vi.useRealTimers();
    const next = await app.inject({
      url: `/api/v1/student/courses/${courseId}/lessons/${second!.id}`,
      headers: bearer(awa),
    });
    expect(next.statusCode).toBe(200);
  });

  it('answers 401 without token, 403 when not enrolled, 404 for an unknown course or another organisation', async () => {
    const url = `/api/v1/student/courses/${ids['excel-avance-tableaux-de-bord']}/details`;
    expect((await app.inject(url)).statusCode).toBe(401);
    const notEnrolled = await app.inject({ url, headers: bearer(awa) });
    expect(notEnrolled.statusCode).toBe(403);
    expect(notEnrolled.json().error).toBe("Vous n'êtes pas inscrit à cette formation.");
    const unknown = await app.inject({
      url: '/api/v1/student/courses/00000000-0000-4000-8000-000000000000/details',
      headers: bearer(awa),
    });
    expect(unknown.statusCode).toBe(404);
    await createUser(app, { email: 'autre@autre.sn', roles: ['student'], organization: 'autre' });
    const other = await signIn(app, 'autre@autre.sn');
    const foreign = await app.inject({
      url: `/api/v1/student/courses/${ids['creer-son-premier-site-web-html-css']}/details`,
      headers: bearer(other),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('keeps showing an expired course (isExpired) but refuses its content', async () => {
    const courseId = ids['creer-son-premier-site-web-html-css']!;
    const [me] = await app.database.db.select().from(users).where(eq(users.email, 'etudiant@demo.jang.sn'));
    await app.database.db
      .update(enrollments)
      .set({ accessEndDate: sql`now() - interval '1 day'` })
      .where(eq(enrollments.userId, me!.id));
    const details = await app.inject({
      url: `/api/v1/student/courses/${courseId}/details`,
      headers: bearer(awa),
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().data.isExpired).toBe(true);
    const [first] = await courseLessons('creer-son-premier-site-web-html-css');
    const content = await app.inject({
      url: `/api/v1/student/courses/${courseId}/lessons/${first!.id}`,
      headers: bearer(awa),
    });
    expect(content.statusCode).toBe(403);
    expect(content.json().error).toBe(
      'Votre accès à cette formation a expiré. Contactez le support pour le renouveler.',
    );
  });
});
