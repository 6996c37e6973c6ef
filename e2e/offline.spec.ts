import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TCourseDetails } from '../src/shared/learning/course-details.contract.ts';
import { paths } from '../src/web/paths.ts';
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
beforeAll(async () => {
  browser = await launchBrowser();
});
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

/** Signs up a learner through the pages, confirms the email through the outbox, and signs them in. */
async function signUpFreshStudent(page: Page): Promise<{ email: string; password: string }> {
  const email = `awa.horsligne.${Date.now()}@example.sn`;
  const password = 'mon-mot-de-passe';
  await page.goto('/auth/sign-up');
  await page.getByLabel('Prénom').fill('Awa');
  await page.getByLabel('Nom', { exact: true }).fill('Ndiaye');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await page.waitForURL(/\/auth\/verify-email/);
  await page.goto('/dev/outbox');
  const link = page.getByRole('link', { name: /\/auth\/confirm-email\?token=/ }).first();
  await link.waitFor();
  await page.goto((await link.getAttribute('href')) ?? '');
  await page.getByText('Votre email est confirmé. Vous pouvez vous connecter.').waitFor();
  return { email, password };
}

/** Enrols the learner in the free course through the checkout API; returns its details. */
async function enrolInFreeCourse(account: { email: string; password: string }): Promise<TCourseDetails> {
  const { accessToken: token } = await api<{ accessToken: string }>('/api/auth/sign-in', { body: account });
  const listing = await api<{ courses: Array<{ id: string; title: string }> }>(
    `/api/marketplace/courses?search=${encodeURIComponent(COURSE)}`,
  );
  const courseId = listing.courses.find((c) => c.title === COURSE)!.id;
  await api('/api/payments/initialize', {
    token,
    body: {
      amount: 0,
      courseId,
      paymentPlan: { type: 'oneTime' },
      currency: 'XOF',
      idempotencyKey: crypto.randomUUID(),
    },
  });
  return api<TCourseDetails>(`/api/v1/student/courses/${courseId}/details`, { token });
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

it("keeps 'Mes formations', the course and an opened lesson offline, counts what was done offline, and says 'Vous êtes hors ligne' elsewhere", async () => {
  const page = await newPage(browser, PHONE, { serviceWorkers: 'allow' });
  const context = page.context();
  const account = await signUpFreshStudent(page);
  const course = await enrolInFreeCourse(account);
  const chapters = course.modules.flatMap((m) => m.chapters);
  const article = chapters.find((c) => c.title === ARTICLE)!;
  const neverOpened = chapters.find((c) => c.title === NEVER_OPENED)!;
  const quiz = chapters.find((c) => c.title === QUIZ)!;
  const exercise = chapters.find((c) => c.type === 'exercise')!;
  expect(course.progress).toBe(0);

  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });

  // Online: the learner opens their courses, the course, the quiz and the article.
  await page.goto(paths.dashboard.courses());
  await main(page).getByText(COURSE).first().waitFor();
  await page.goto(paths.dashboard.course(course.id));
  await page.getByTestId('course-progress').waitFor();
  expect(await offlineCopy(page).count()).toBe(0);
  await page.goto(paths.dashboard.learn(course.id, quiz.id));
  await page.getByTestId('quiz-lesson').getByRole('button', { name: 'Commencer' }).waitFor();
  await page.goto(paths.dashboard.learn(course.id, article.id));
  await page.getByRole('heading', { level: 1, name: ARTICLE }).waitFor();
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('jang-api')).keys()).map((r) => r.url)))
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/api\/v1\/student\/courses$/),
        expect.stringContaining(`/courses/${course.id}/details`),
        expect.stringContaining(`/lessons/${article.id}`),
      ]),
    );

  // The network goes before the article is finished. Reloaded offline, the article opens again
  // from the service worker and is read to the end offline.
  await context.setOffline(true);
  await page.getByRole('status').filter({ hasText: 'Hors ligne' }).first().waitFor();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: ARTICLE }).waitFor();
  await page.getByText('Article terminé').waitFor({ timeout: 60_000 });
  await expect.poll(() => page.getByTestId('lesson-percent').textContent()).toMatch(/100\s%/);

  // Reloaded again offline: the header still counts it (the course copy is older than the read).
  await page.reload();
  await page.getByRole('heading', { level: 1, name: ARTICLE }).waitFor();
  await expect.poll(() => page.getByTestId('lesson-percent').textContent()).toMatch(/100\s%/);

  // The course page, from the copy, with the article ticked and the course percent moved.
  await page.goto(paths.dashboard.course(course.id));
  await offlineCopy(page).waitFor();
  expect(await offlineCopy(page).textContent()).toMatch(
    /^Hors ligne — copie du \d{1,2} [a-zéû]+\.? à \d{2}:\d{2}/,
  );
  await expect.poll(() => chapterButton(page, ARTICLE).textContent()).toContain('Terminé');
  const percentOffline = await coursePercent(page);
  expect(percentOffline).toBeGreaterThan(0);
  await expectNoGenericError(page);
  await screenshot(page, 'offline-course-360');
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'offline-course-1280');
  await page.setViewportSize(PHONE);

  // 'Mes formations', from the copy, with the same percent as the course page.
  await page.goto(paths.dashboard.courses());
  await main(page).getByText(COURSE).first().waitFor();
  await offlineCopy(page).waitFor();
  await expect
    .poll(() =>
      main(page).locator('article').filter({ hasText: COURSE }).getByTestId('course-progress').textContent(),
    )
    .toMatch(new RegExp(`^${percentOffline}\\s%$`));
  await expectNoGenericError(page);
  await screenshot(page, 'offline-my-courses-360');

  // The home page, whatever it holds, never shows the generic error offline.
  await page.goto(paths.dashboard.home());
  await page.getByRole('status').filter({ hasText: 'Hors ligne' }).first().waitFor();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expectNoGenericError(page);
  await screenshot(page, 'offline-dashboard-360');

  // The quiz opened online says it needs the network.
  await page.goto(paths.dashboard.learn(course.id, quiz.id));
  await page.getByRole('heading', { name: 'Ce quiz a besoin du réseau' }).waitFor();
  await expectNoGenericError(page);
  await screenshot(page, 'offline-quiz-360');

  // A lesson never opened on this phone, and the exercise page: 'Vous êtes hors ligne', what to do.
  await page.goto(paths.dashboard.learn(course.id, neverOpened.id));
  await page.getByRole('heading', { name: 'Leçon pas encore disponible hors ligne' }).waitFor();
  await page.goto(paths.dashboard.exercise(exercise.id));
  await page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' }).waitFor();
  await main(page).getByRole('link', { name: 'Ouvrir Mes formations' }).waitFor();
  await expectNoGenericError(page);
  await screenshot(page, 'offline-exercise-360');

  // Back online: the exercise page loads by itself; the course page is the server's again, and the
  // server has the article completed (the progress queue went out).
  await context.setOffline(false);
  await main(page).getByRole('heading', { name: 'Vous êtes hors ligne' }).waitFor({ state: 'detached' });
  await page.goto(paths.dashboard.course(course.id));
  await expect
    .poll(() => chapterButton(page, ARTICLE).textContent(), { timeout: 20_000 })
    .toContain('Terminé');
  await expect.poll(() => offlineCopy(page).count()).toBe(0);
  const { accessToken: token } = await api<{ accessToken: string }>('/api/auth/sign-in', { body: account });
  await expect
    .poll(
      async () =>
        (await api<TCourseDetails>(`/api/v1/student/courses/${course.id}/details`, { token })).modules
          .flatMap((m) => m.chapters)
          .find((c) => c.id === article.id)?.status,
      { timeout: 20_000 },
    )
    .toBe('completed');
  await context.close();
}, 180_000);
