import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCourseDetails } from '../src/shared/learning/course-details.contract.ts';
import { paths } from '../src/web/paths.ts';
import { courseIdOf, type Learner, newLearner, signInThroughPage } from './support/accounts.ts';
import { baseUrl, DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser.ts';

// Offline, honestly (issue 10; docs/decisions/051–053). A fresh learner enrolled in the free course
// opens 'Mes formations', the course page, a quiz and an article online, then loses the network:
// - 'Mes formations' and the course page come back from the copy kept by the service worker, marked
//   'Hors ligne — copie du …', after a reload too;
// - the article, reopened offline, is finished offline: its header, its tick and the course percent
//   count it at once (this device's progress queue), before the network returns;
// - the quiz says it needs the network; a lesson never opened and the exercise page say 'Vous êtes
//   hors ligne' with what to do — never 'Une erreur est survenue';
// - back online, the notice goes and the server has the article completed.

const COURSE = 'Créer son premier site web avec HTML et CSS';
const ARTICLE = 'Installer son environnement de travail';
const NEVER_OPENED = 'Les formulaires de contact';
const QUIZ = 'Quiz : les bases du HTML et du CSS';
const GENERIC_ERROR = 'Une erreur est survenue';

let browser: Browser;
afterAll(async () => browser.close());

async function api<T>(path: string, init: { token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const main = (page: Page) => page.getByRole('main');
const chapterButton = (page: Page, title: string) =>
  main(page).getByRole('button', { name: new RegExp(title) });
const offlineCopy = (page: Page) => page.getByTestId('offline-copy');
const coursePercent = async (page: Page) =>
  Number.parseInt((await page.getByTestId('course-progress').textContent()) ?? '', 10);

async function expectNoGenericError(page: Page) {
  expect(await page.getByText(GENERIC_ERROR).count()).toBe(0);
}

type Chapter = TCourseDetails['modules'][number]['chapters'][number];
let page: Page;
let account: Learner;
let course: TCourseDetails;
let article: Chapter;
let neverOpened: Chapter;
let quiz: Chapter;
let exercise: Chapter;

// Online: a fresh learner, enrolled, signs in (the student area installs the service worker) and
// opens their courses, the course, the quiz and the article. Then the network goes, before the
// article is finished.
beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, PHONE, { serviceWorkers: 'allow' });
  account = await newLearner(page, {
    firstName: 'Awa',
    lastName: 'Ndiaye',
    enrolledIn: [COURSE],
    signedIn: false,
  });
  course = await api<TCourseDetails>(`/api/v1/student/courses/${await courseIdOf(COURSE)}/details`, {
    token: account.token,
  });
  const chapters = course.modules.flatMap((m) => m.chapters);
  article = chapters.find((c) => c.title === ARTICLE)!;
  neverOpened = chapters.find((c) => c.title === NEVER_OPENED)!;
  quiz = chapters.find((c) => c.title === QUIZ)!;
  exercise = chapters.find((c) => c.type === 'exercise')!;
  expect(course.progress).toBe(0);

  await signInThroughPage(page, account);
  await page.waitForURL(/\/dashboard$/);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });

  await page.goto(paths.dashboard.courses());
  await main(page).getByText(COURSE).first().waitFor();
  await page.goto(paths.dashboard.course(course.id));
  await page.getByTestId('course-progress').waitFor();
  expect(await offlineCopy(page).count()).toBe(0);
  await page.goto(paths.dashboard.learn(course.id, quiz.id));
  await page.getByTestId('quiz-lesson').getByRole('button', { name: 'Commencer' }).waitFor();
  await page.goto(paths.dashboard.learn(course.id, article.id));
  await page.getByRole('heading', { level: 1, name: ARTICLE }).waitFor();
  // The service worker keeps the reads as the pages make them (expect.poll is for tests only).
  const kept = [
    /\/api\/v1\/student\/courses$/,
    new RegExp(`/courses/${course.id}/details$`),
    new RegExp(`/lessons/${article.id}$`),
  ];
  for (let tries = 0; ; tries++) {
    const urls = await page.evaluate(async () =>
      (await (await caches.open('jang-api')).keys()).map((r) => r.url),
    );
    if (kept.every((pattern) => urls.some((url) => pattern.test(url)))) break;
    if (tries > 50) throw new Error(`not kept by the service worker: ${urls.join(', ')}`);
    await page.waitForTimeout(200);
  }

  await page.context().setOffline(true);
  await page.getByRole('status').filter({ hasText: 'Hors ligne' }).first().waitFor();
}, 120_000);

// One device's afternoon: each step starts where the one before left the page (offline, the article
// finished, the copies kept). The steps keep their order even under --sequence.shuffle (decision 086).
describe('one learner offline, step by step', { shuffle: false }, () => {
  it('reopens an opened article offline and counts it finished offline: header, tick, course percent', async () => {
    await page.goto(paths.dashboard.learn(course.id, article.id));
    await page.getByRole('heading', { level: 1, name: ARTICLE }).waitFor();
    await page.getByText('Article terminé').waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByTestId('lesson-percent').textContent()).toMatch(/100\s%/);

    // Reloaded offline: the header still counts it (the kept course is older than the read).
    await page.reload();
    await page.getByRole('heading', { level: 1, name: ARTICLE }).waitFor();
    await expect.poll(() => page.getByTestId('lesson-percent').textContent()).toMatch(/100\s%/);

    await page.goto(paths.dashboard.course(course.id));
    await expect.poll(() => chapterButton(page, ARTICLE).textContent()).toContain('Terminé');
    await expect.poll(() => coursePercent(page)).toBeGreaterThan(0);
    await expectNoGenericError(page);
  }, 120_000);

  it("shows the course page and 'Mes formations' from the copy, marked 'Hors ligne — copie du …'", async () => {
    await page.goto(paths.dashboard.course(course.id));
    await offlineCopy(page).waitFor();
    expect(await offlineCopy(page).textContent()).toMatch(
      /^Hors ligne — copie du \d{1,2} [a-zéû]+\.? à \d{2}:\d{2}/,
    );
    await expectNoGenericError(page);
    await screenshot(page, 'offline-course-360');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'offline-course-1280');
    await page.setViewportSize(PHONE);
    const percent = await coursePercent(page);

    // 'Mes formations', from the copy, with the same percent as the course page; after a reload too.
    await page.goto(paths.dashboard.courses());
    await main(page).getByText(COURSE).first().waitFor();
    await offlineCopy(page).waitFor();
    const cardPercent = () =>
      main(page).locator('article').filter({ hasText: COURSE }).getByTestId('course-progress').textContent();
    await expect.poll(cardPercent).toMatch(new RegExp(`^${percent}\\s%$`));
    await page.reload();
    await offlineCopy(page).waitFor();
    await expect.poll(cardPercent).toMatch(new RegExp(`^${percent}\\s%$`));
    await expectNoGenericError(page);
    await screenshot(page, 'offline-my-courses-360');
  });

  it('says that a quiz opened earlier needs the network', async () => {
    await page.goto(paths.dashboard.learn(course.id, quiz.id));
    await page.getByRole('heading', { name: 'Ce quiz a besoin du réseau' }).waitFor();
    await expectNoGenericError(page);
    await screenshot(page, 'offline-quiz-360');
  });

  it("says 'Vous êtes hors ligne' with what to do on what needs the network, never the generic error", async () => {
    await page.goto(paths.dashboard.learn(course.id, neverOpened.id));
    await page.getByRole('heading', { name: 'Leçon pas encore disponible hors ligne' }).waitFor();
    await screenshot(page, 'offline-lesson-never-opened-360');

    await page.goto(paths.dashboard.exercise(exercise.id));
    await page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' }).waitFor();
    await main(page).getByRole('link', { name: 'Ouvrir Mes formations' }).waitFor();
    await expectNoGenericError(page);
    await screenshot(page, 'offline-exercise-360');

    // A page whose code this phone never fetched: the router says it is offline, not 'Une erreur…'.
    await page.goto('/dashboard/certificates');
    await page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' }).waitFor();
    await main(page).getByRole('link', { name: 'Ouvrir Mes formations' }).click();
    await page.waitForURL(/\/dashboard\/courses$/);
    await main(page).getByText(COURSE).first().waitFor();

    // The home page, whatever it holds, never shows the generic error offline.
    await page.goto(paths.dashboard.home());
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectNoGenericError(page);
  });

  it('back online: the page loads by itself, the notice goes and the server has the article completed', async () => {
    await page.goto(paths.dashboard.exercise(exercise.id));
    await page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' }).waitFor();
    await page.context().setOffline(false);
    await main(page).getByRole('heading', { name: 'Vous êtes hors ligne' }).waitFor({ state: 'detached' });
    await page.goto(paths.dashboard.course(course.id));
    await expect
      .poll(() => chapterButton(page, ARTICLE).textContent(), { timeout: 20_000 })
      .toContain('Terminé');
    await expect.poll(() => offlineCopy(page).count()).toBe(0);
    const { accessToken: token } = await api<{ accessToken: string }>('/api/auth/sign-in', {
      body: { email: account.email, password: account.password },
    });
    await expect
      .poll(
        async () =>
          (await api<TCourseDetails>(`/api/v1/student/courses/${course.id}/details`, { token })).modules
            .flatMap((m) => m.chapters)
            .find((c) => c.id === article.id)?.status,
        { timeout: 20_000 },
      )
      .toBe('completed');

    // A quiz on screen when the network drops stays, under the notice; starting it says why it cannot.
    await page.goto(paths.dashboard.learn(course.id, quiz.id));
    const start = page.getByTestId('quiz-lesson').getByRole('button', { name: 'Commencer' });
    await start.waitFor();
    await page.context().setOffline(true);
    await page.getByTestId('quiz-lesson').getByText('Ce quiz a besoin du réseau').waitFor();
    await start.click();
    await page.getByTestId('quiz-lesson').getByText('Vous êtes actuellement hors ligne').waitFor();
    await screenshot(page, 'offline-quiz-dropped-360');
    await page.context().setOffline(false);
    await page
      .getByTestId('quiz-lesson')
      .getByText('Ce quiz a besoin du réseau')
      .waitFor({ state: 'detached' });
    await page.context().close();
  }, 60_000);
});
