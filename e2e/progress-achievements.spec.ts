import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { paths } from '../src/web/paths.ts';
import { api, type Learner, newLearner, newStaff, signInContext, tokenOf } from './support/accounts.ts';
import { baseUrl, DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';

// Progress and achievements (issue 17): a fresh admin builds a small free course (an article, then a
// quiz of two true/false questions); a fresh learner reads the article and gets every point of the
// quiz through the player's API, then sees 'Progression' (the weekly chart drawn by Chart.js, the
// course at 100 % with 'Continuer') and 'Succès' ('Première leçon', 'Quiz parfait' dated today).
// Another fresh learner sees both pages' empty states.

let browser: Browser;
let courseId = '';
let quizId = '';
let articleId = '';
let learner: Learner;
const TITLE = `Gestion de stock ${Date.now()}`;
const QUIZ = 'Quiz : le stock';
const TODAY = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' }).format(new Date());

async function put(path: string, token: string, body: unknown) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`PUT ${path} : ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { version: number } }).data;
}

/** A small free course of the test's own: an article and a quiz. */
async function buildCourse() {
  const admin = await tokenOf(await newStaff('admin'));
  const options = await api<{ categories: { id: string }[] }>('GET', '/api/courses/editor-options', {
    token: admin,
  });
  const created = await api<{ id: string; version: number }>('POST', '/api/courses', {
    token: admin,
    body: { title: TITLE },
  });
  courseId = created.id;
  const quiz = await api<{ id: string }>('POST', '/api/admin/quizzes', {
    token: admin,
    body: {
      course_id: courseId,
      title: QUIZ,
      type: 'quiz',
      passing_score: 50,
      questions: [
        {
          question_type: 'true_false',
          question_text: 'Un inventaire se fait au moins une fois par an.',
          correct_answer: true,
        },
        {
          question_type: 'true_false',
          question_text: 'Un produit périmé se vend en priorité.',
          correct_answer: false,
        },
      ],
    },
  });
  quizId = quiz.id;
  await api('POST', `/api/admin/quizzes/${quizId}/publish`, { token: admin });
  const { version } = await put(`/api/courses/${courseId}`, admin, {
    version: created.version,
    description: 'Tenir son stock sans perte.',
    categoryId: options.categories[0]?.id ?? null,
    accessType: 'free',
  });
  await put(`/api/courses/${courseId}/structure`, admin, {
    version,
    sections: [
      {
        title: 'Les bases',
        position: 0,
        lessons: [
          {
            title: 'Compter son stock',
            type: 'article',
            content: { text: '<p>Comptez chaque semaine.</p>' },
            position: 0,
          },
          { title: QUIZ, type: 'quiz', content: { quiz_id: quizId }, position: 1 },
        ],
      },
    ],
  });
  await api('POST', `/api/courses/${courseId}/publish`, { token: admin });
}

/** A fresh learner enrolled through the checkout's free path. */
async function enrolledLearner(): Promise<Learner> {
  const fresh = await newLearner(null, { firstName: 'Ndeye', lastName: 'Sarr' });
  await api('POST', '/api/payments/initialize', {
    token: fresh.token,
    body: {
      amount: 0,
      courseId,
      paymentPlan: { type: 'oneTime' },
      paymentDetails: { method: 'wave', phoneNumber: '+221771234567' },
      currency: 'XOF',
      idempotencyKey: `e2e-progression-${fresh.email}`,
    },
  });
  return fresh;
}

/** Reads the article as the player does: opened, a few seconds on screen, then 'Terminé'. */
async function readArticle(who: Learner) {
  const details = await api<{ modules: { chapters: { id: string; type: string }[] }[] }>(
    'GET',
    `/api/v1/student/courses/${courseId}/details`,
    { token: who.token },
  );
  articleId = details.modules.flatMap((m) => m.chapters).find((c) => c.type === 'article')!.id;
  await api('GET', `/api/v1/student/courses/${courseId}/lessons/${articleId}`, { token: who.token });
  // The server credits no more reading than real time since the lesson was opened (decision 067).
  await new Promise((resolve) => setTimeout(resolve, 7000));
  const saved = await api<{ isCompleted: boolean }>('POST', '/api/progress/save', {
    token: who.token,
    body: {
      lessonId: articleId,
      courseId,
      currentTime: 0,
      duration: 0,
      percentage: 100,
      watchedDuration: 7,
      isCompleted: true,
    },
  });
  expect(saved.isCompleted).toBe(true);
}

/** Every point of the quiz, through the player's API. */
async function perfectQuiz(who: Learner) {
  const { attempt } = await api<{ attempt: { id: string } }>(
    'POST',
    `/api/learning/quizzes/${quizId}/attempts`,
    {
      token: who.token,
      body: { course_id: courseId },
    },
  );
  const quiz = await api<{
    questions: { id: string; question_text: string; options: { id: string; option_text: string }[] }[];
  }>('GET', `/api/learning/quizzes/${quizId}`, { token: who.token });
  for (const question of quiz.questions) {
    const wanted = question.question_text.startsWith('Un inventaire') ? 'Vrai' : 'Faux';
    await api('POST', `/api/learning/quizzes/${quizId}/answers`, {
      token: who.token,
      body: {
        attempt_id: attempt.id,
        question_id: question.id,
        answer: question.options.find((o) => o.option_text === wanted)!.id,
      },
    });
  }
  const result = await api<{ score: number; max_score: number }>(
    'POST',
    `/api/learning/quizzes/${quizId}/complete`,
    {
      token: who.token,
      body: { attempt_id: attempt.id },
    },
  );
  expect(result.score).toBe(result.max_score);
}

beforeAll(async () => {
  mkdirSync('docs/screenshots', { recursive: true });
  browser = await launchBrowser();
  await buildCourse();
  learner = await enrolledLearner();
  await readArticle(learner);
  await perfectQuiz(learner);
}, 180_000);
afterAll(async () => browser.close());

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: false });

for (const [width, viewport] of [
  [360, PHONE],
  [1280, DESKTOP],
] as const) {
  it(`'Progression' at ${width} px: the weekly chart, the course at 100 % with 'Continuer'`, async () => {
    const page = await newPage(browser, viewport);
    await signInContext(page, learner);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(paths.dashboard.progress());
    await page.getByRole('heading', { level: 1, name: 'Progression' }).waitFor();
    await page.getByTestId('chart-weekly-minutes').waitFor();
    // Chart.js (its own chunk) comes with this page.
    expect(scripts.some((url) => /\/chart-[\w-]+\.js$/.test(url))).toBe(true);
    expect(
      Number.parseInt((await page.getByTestId('time-this-week').textContent()) ?? '0', 10),
    ).toBeGreaterThan(0);
    expect(await page.getByTestId('lessons-in-weeks').textContent()).toBe('2');
    const course = page.getByRole('listitem').filter({ hasText: TITLE });
    await course.getByRole('progressbar', { name: `Progression de ${TITLE}` }).waitFor();
    expect(await course.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await course.getByText('2 / 2 leçons').waitFor();
    expect(await course.getByRole('link', { name: 'Continuer' }).getAttribute('href')).toBe(
      paths.dashboard.course(courseId),
    );
    // The figures in a table too, labelled by week in French.
    await page.getByText('Voir les chiffres').click();
    await page
      .getByRole('cell', { name: /^Semaine du \d{1,2} [a-zéû]+\.?$/ })
      .first()
      .waitFor();
    await page.getByText('Voir les chiffres').click();
    await shot(page, `progress-${width}`);
    await page.context().close();
  }, 60_000);

  it(`'Succès' at ${width} px: 'Première leçon' and 'Quiz parfait' dated today, the others to earn`, async () => {
    const page = await newPage(browser, viewport);
    await signInContext(page, learner);
    // Chart.js belongs to 'Progression' only: nothing of it loads here.
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(paths.dashboard.achievements());
    await page.getByRole('heading', { level: 1, name: 'Succès' }).waitFor();
    for (const id of ['first-lesson', 'perfect-quiz', 'first-course']) {
      const card = page.getByTestId(`achievement-${id}`);
      expect(await card.getAttribute('data-earned')).toBe('true');
      await card.getByText(`Obtenu le ${TODAY}`).waitFor();
    }
    await page
      .getByTestId('achievement-first-lesson')
      .getByRole('heading', { name: 'Première leçon' })
      .waitFor();
    await page
      .getByTestId('achievement-perfect-quiz')
      .getByRole('heading', { name: 'Quiz parfait' })
      .waitFor();
    const tenLessons = page.getByTestId('achievement-ten-lessons');
    expect(await tenLessons.getAttribute('data-earned')).toBe('false');
    await tenLessons.getByText('2 / 10').waitFor();
    expect(await page.getByTestId('streak-current').textContent()).toBe('1 jour');
    await page.getByText('3 sur 5 obtenus').waitFor();
    expect(scripts.filter((url) => /\/(chart|weekly-chart)-[\w-]+\.js$/.test(url))).toEqual([]);
    await shot(page, `achievements-${width}`);
    await page.context().close();
  }, 60_000);
}

it('a learner who has not started: both pages say what to do next', async () => {
  const page = await newPage(browser, PHONE);
  await newLearner(page, { firstName: 'Moussa', lastName: 'Ba' });
  await page.goto(paths.dashboard.progress());
  await page.getByText('Commencez un cours pour voir votre progression ici').waitFor();
  const browse = page.getByRole('link', { name: 'Découvrir les formations' });
  expect(await browse.getAttribute('href')).toBe(paths.marketplace.home());
  expect(await page.getByTestId('chart-weekly-minutes').count()).toBe(0);
  await shot(page, 'progress-empty-360');
  await page.goto(paths.dashboard.achievements());
  await page.getByText('Aucun succès pour l’instant : terminez une première leçon').waitFor();
  expect(await page.locator('[data-earned="true"]').count()).toBe(0);
  await page.context().close();
}, 90_000);
