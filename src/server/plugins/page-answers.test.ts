import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_PATHS } from '#shared/accounts/settings-paths.ts';
import { courseDetailsPath, lessonContentPath } from '#shared/learning/learning-paths.ts';
import { PUBLIC_PLATFORM_SETTINGS_PATH } from '#shared/platform/platform-paths.ts';
import type { PageAnswers } from '#shared/web/page-answers.contract.ts';
import {
  completeLessons,
  enrol,
  type NewCourse,
  newCourse,
  newOrganization,
  newSignedInUser,
  type SignedInUser,
} from '../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type TestApp } from '../test/test-app.ts';

// The course player's page arrives with its first answers for a signed-in learner (decision 313):
// the session, the course, the lesson it opens on, the shell's settings; nothing anyone else may
// not read, nothing for a visitor without a session, never kept by a cache.

const TEMPLATE =
  '<!doctype html><html lang="fr"><head><title>Jàng</title><script type="module" crossorigin src="/assets/index-A1.js"></script></head><body><div id="root"></div></body></html>';

let webDir: string;
let app: TestApp;
let course: NewCourse;
let otherCourse: NewCourse;
let learner: SignedInUser;
let sameOrgStranger: SignedInUser;
let otherOrgLearner: SignedInUser;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'jang-web-'));
  writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
  mkdirSync(path.join(webDir, '.vite'));
  writeFileSync(
    path.join(webDir, '.vite/lesson-renderers.json'),
    JSON.stringify({ article: ['assets/article-lesson-B2.js', 'assets/x"><script>.js'] }),
  );
  app = await createTestApp({ WEB_DIST_DIR: webDir, SERVER_RENDER_DIR: path.join(webDir, 'none') });
  const db = app.database.db;
  const jang = await organizationId(app, 'jang');
  const other = (await newOrganization(db)).id;
  course = await newCourse(db, {
    organizationId: jang,
    title: 'Couture </script><script>alert(1)</script>',
    sections: [{ lessons: [{ type: 'article' }, { type: 'article' }, { type: 'video' }] }],
  });
  otherCourse = await newCourse(db, { organizationId: jang, sections: [{ lessons: [{ type: 'article' }] }] });
  learner = await newSignedInUser(app, { organizationId: jang });
  sameOrgStranger = await newSignedInUser(app, { organizationId: jang });
  otherOrgLearner = await newSignedInUser(app, { organizationId: other });
  await enrol(db, learner.id, course.id);
  await enrol(db, otherOrgLearner.id, otherCourse.id);
  await completeLessons(db, {
    userId: learner.id,
    courseId: course.id,
    lessonIds: [course.lessons[0]!.id],
    lessonCount: course.lessons.length,
  });
}, 60_000);

afterAll(async () => {
  await app?.close();
  rmSync(webDir, { recursive: true, force: true });
});

const player = (courseId: string, query = '') => `/dashboard/courses/${courseId}/learn${query}`;
const open = (url: string, cookie?: string, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers: cookie ? { cookie } : {} });

/** The answers the page carries, or null when it carries none. */
function answersIn(html: string): PageAnswers | null {
  const json = /<script id="page-answers" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as PageAnswers) : null;
}

describe("the player's page for its learner", () => {
  it('sends the address without a lesson to the lesson to continue (decision 315)', async () => {
    // Lesson 1 is done: 'Continuer le cours' opens lesson 2.
    const response = await open(player(course.id), learner.cookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(player(course.id, `?chapterId=${course.lessons[1]!.id}`));
    expect(response.headers['cache-control']).toBe('private, no-store');
    // Without a session the address is left as it is (the browser's sign-in comes first).
    expect((await open(player(course.id))).statusCode).toBe(200);
  });

  it('carries the session, the course, the lesson to continue and the shell settings, never cached', async () => {
    const response = await open(player(course.id, `?chapterId=${course.lessons[1]!.id}`), learner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const page = answersIn(response.body);
    expect(page?.session.me.user.id).toBe(learner.id);
    // The token it carries is a working one for this learner.
    const me = await app.inject({ url: '/api/auth/me', headers: bearer(page!.session) });
    expect(me.json().data.user.id).toBe(learner.id);
    // The same answers the API gives the learner, under the addresses the browser asks.
    const details = await app.inject({ url: courseDetailsPath(course.id), headers: bearer(learner) });
    expect(page?.answers[courseDetailsPath(course.id)]).toEqual(details.json().data);
    const next = lessonContentPath(course.id, course.lessons[1]!.id);
    expect((page!.answers[next] as { id: string }).id).toBe(course.lessons[1]!.id);
    expect(Object.keys(page!.answers).sort()).toEqual(
      [courseDetailsPath(course.id), next, PUBLIC_PLATFORM_SETTINGS_PATH, SETTINGS_PATHS.preferences].sort(),
    );
    // The course title cannot close the element early.
    expect(response.body).not.toContain('</script><script>alert');
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-A1.js"></script>');
    // The article's renderer is asked for with the entry (only asset file names).
    expect(response.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/article-lesson-B2.js"></head>',
    );
    expect(response.body).not.toContain('x"><script>');
  });

  it('carries the lesson the address names (a video: no renderer of its own to announce)', async () => {
    const third = course.lessons[2]!.id;
    const response = await open(player(course.id, `?chapterId=${third}`), learner.cookie);
    expect(Object.keys(answersIn(response.body)!.answers)).toContain(lessonContentPath(course.id, third));
    expect(response.body).not.toContain('modulepreload');
  });

  it('leaves out a lesson of another course named in the address (the API refuses it)', async () => {
    const foreign = otherCourse.lessons[0]!.id;
    const page = answersIn((await open(player(course.id, `?chapterId=${foreign}`), learner.cookie)).body);
    expect(Object.keys(page!.answers)).toContain(courseDetailsPath(course.id));
    expect(Object.keys(page!.answers)).not.toContain(lessonContentPath(course.id, foreign));
  });
});

describe("the player's page for anyone else", () => {
  it.each([
    ['a learner of the same organisation not enrolled', () => sameOrgStranger],
    ['a learner of another organisation', () => otherOrgLearner],
  ])('%s: their own session, but nothing of the course', async (_name, who) => {
    const user = who();
    const page = answersIn((await open(player(course.id), user.cookie)).body);
    expect(page?.session.me.user.id).toBe(user.id);
    expect(Object.keys(page!.answers).sort()).toEqual(
      [PUBLIC_PLATFORM_SETTINGS_PATH, SETTINGS_PATHS.preferences].sort(),
    );
    expect(JSON.stringify(page)).not.toContain('Couture');
  });

  it('a visitor without a session, or with an ended or forged one, gets the page as built', async () => {
    const ended = await newSignedInUser(app, { organizationId: await organizationId(app, 'jang') });
    await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: ended.cookie } });
    for (const cookie of [undefined, ended.cookie, 'better-auth.session_token=forged.value', 'a=b']) {
      const response = await open(player(course.id), cookie);
      expect(response.statusCode, String(cookie)).toBe(200);
      expect(response.body).toBe(TEMPLATE);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });
});

describe('pages without answers', () => {
  it('other signed-in pages and HEAD are sent as built', async () => {
    for (const [url, method] of [
      ['/dashboard', 'GET'],
      ['/dashboard/courses', 'GET'],
      [player(course.id), 'HEAD'],
    ] as const) {
      const response = await open(url, learner.cookie, method);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(method === 'HEAD' ? '' : TEMPLATE);
    }
  });
});
