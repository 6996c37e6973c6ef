import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TCourseDetails } from '../src/shared/learning/course-details.contract.ts';
import { paths } from '../src/web/paths.ts';
import { api, newLearner, signInContext } from './support/accounts.ts';
import { baseUrl, DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser.ts';

// The course player drawn on the server for a signed-in learner (decision 315): the lesson is in the
// page before any script has run, then hydrated from the same data without a console error or a
// hydration warning, and it works as a player (the next lesson, the course's outline).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const HTML_CSS = 'Créer son premier site web avec HTML et CSS';

/** The course's lessons in order, as the learner's API lists them. */
async function lessonsOf(courseId: string, token: string) {
  const details = await api<TCourseDetails>('GET', `/api/v1/student/courses/${courseId}/details`, { token });
  return details.modules.flatMap((module) => module.chapters);
}

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

it('without JavaScript, a signed-in learner sees the lesson the player opens on, its title and text', async () => {
  const context = await browser.newContext({
    viewport: PHONE,
    baseURL: baseUrl(),
    locale: 'fr-FR',
    javaScriptEnabled: false,
  });
  const learner = await newLearner(null, { enrolledIn: [HTML_CSS] });
  await signInContext(context, learner);
  const page = await context.newPage();
  const courseId = learner.courseIds[0]!;
  const [first] = await lessonsOf(courseId, learner.token);
  // No lesson in the address: the one 'Continuer le cours' opens (the first, for a new learner).
  await page.goto(paths.dashboard.learn(courseId));
  expect(await page.locator('#lesson-title').textContent()).toBe(first!.title);
  expect(await page.title()).toBe(`${first!.title} · Jàng`);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  await context.close();
});

it('hydrates the drawn lesson without asking for it again nor a console error, then moves on', async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const page = await newPage(browser, viewport);
    const problems = watchConsole(page);
    const learner = await newLearner(page, { enrolledIn: [HTML_CSS] });
    const courseId = learner.courseIds[0]!;
    const lessons = await lessonsOf(courseId, learner.token);
    const article = lessons.find((lesson) => lesson.type === 'article')!;
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/v1/') || path.startsWith('/api/auth/')) asked.push(path);
    });
    const response = await page.goto(paths.dashboard.learn(courseId, article.id));
    // In the HTML as the server sent it, before any script.
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`id="lesson-title"`);
    expect(html).toContain(article.title);
    await page.locator('#lesson-title').filter({ hasText: article.title }).waitFor();
    await page.locator('article').first().waitFor();
    expect(asked).toEqual([]);
    await screenshot(page, `player-server-render-${viewport.width}`);

    // Alive: the next lesson opens (asked for now: the page carried only the first).
    const next = lessons[lessons.indexOf(article) + 1]!;
    await page
      .getByRole('button', { name: /Suivant/ })
      .first()
      .click();
    await page.locator('#lesson-title').filter({ hasText: next.title }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  }
});
