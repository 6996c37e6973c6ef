import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TCourseDetails } from '../src/shared/learning/course-details.contract.ts';
import { paths } from '../src/web/paths.ts';
import { api, newLearner } from './support/accounts.ts';
import { launchBrowser, newPage, PHONE, withoutPageAnswers } from './support/browser.ts';

// The player's chain of requests (issue 13, docs/scaling.md). Opened signed in, its page carries the
// session, the course and the lesson, and names the lesson's renderer (decision 313): it asks for none
// of them. Without those answers (the page as built, as after a navigation inside the app): the token
// answer carries the user (no GET /api/auth/me), the lesson named by the address is asked for beside
// the course, and an article's renderer downloads while its content is on the way. Order, not time, is
// checked: each answer is held back so the next request could only start after it if the chain were serial.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const HTML_CSS = 'Créer son premier site web avec HTML et CSS';
const HOLD_MS = 1_500;

it('opened signed in, shows the lesson without asking for the session, the course or the lesson', async () => {
  const page = await newPage(browser, PHONE);
  const learner = await newLearner(page, { enrolledIn: [HTML_CSS] });
  const courseId = learner.courseIds[0]!;
  const details = await api<TCourseDetails>('GET', `/api/v1/student/courses/${courseId}/details`, {
    token: learner.token,
  });
  const article = details.modules.flatMap((m) => m.chapters).find((c) => c.type === 'article')!;
  const asked: string[] = [];
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/') || /article-lesson[^/]*\.js$/.test(path)) asked.push(path);
    if (/\/assets\/index-[^/]*\.js$/.test(path)) asked.push('entry');
  });
  await page.goto(paths.dashboard.learn(courseId, article.id));
  await page.locator('#lesson-title').filter({ hasText: article.title }).waitFor();
  await page.locator('article').first().waitFor();
  const before = asked.filter((path) => !path.startsWith('/api/progress/'));
  expect(before.filter((path) => path.startsWith('/api/'))).toEqual([]);
  // Its renderer was named by the page: asked for beside the entry, not after the course.
  expect(before.slice(0, 2).sort()).toEqual(['entry', expect.stringMatching(/article-lesson/)].sort());
  expect(problems).toEqual([]);
});

it('as built, asks for the lesson and its renderer without waiting for the course, and never for /me', async () => {
  const page = await newPage(browser, PHONE);
  const learner = await newLearner(page, { enrolledIn: [HTML_CSS] });
  await withoutPageAnswers(page);
  const courseId = learner.courseIds[0]!;
  const details = await api<TCourseDetails>('GET', `/api/v1/student/courses/${courseId}/details`, {
    token: learner.token,
  });
  const article = details.modules.flatMap((m) => m.chapters).find((c) => c.type === 'article')!;

  const events: string[] = [];
  const isDetails = (url: string) => url.includes(`/courses/${courseId}/details`);
  const isLesson = (url: string) => url.includes(`/courses/${courseId}/lessons/${article.id}`);
  page.on('request', (request: Request) => {
    const url = request.url();
    if (url.includes('/api/auth/me')) events.push('me asked');
    if (isLesson(url)) events.push('lesson asked');
    if (/article-lesson[^/]*\.js$/.test(new URL(url).pathname)) events.push('renderer asked');
  });
  // The course details and the lesson's content are held back, then let through.
  await page.route(
    (url) => isDetails(url.href),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      events.push('details answered');
      await route.continue();
    },
  );
  await page.route(
    (url) => isLesson(url.href),
    async (route) => {
      // Longer than the course: the renderer, asked once the course is known, must come before it.
      await new Promise((resolve) => setTimeout(resolve, 2 * HOLD_MS));
      events.push('lesson answered');
      await route.continue();
    },
  );

  await page.goto(paths.dashboard.learn(courseId, article.id));
  await page.locator('#lesson-title').filter({ hasText: article.title }).waitFor();
  await page.locator('article').first().waitFor();

  expect(events).not.toContain('me asked');
  expect(events.indexOf('lesson asked')).toBeGreaterThanOrEqual(0);
  expect(events.indexOf('lesson asked')).toBeLessThan(events.indexOf('details answered'));
  expect(events.indexOf('renderer asked')).toBeGreaterThanOrEqual(0);
  expect(events.indexOf('renderer asked')).toBeLessThan(events.indexOf('lesson answered'));
});
