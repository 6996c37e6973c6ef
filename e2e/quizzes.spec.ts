import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TCourseDetails } from '../src/shared/learning/course-details.contract.ts';
import { paths } from '../src/web/paths.ts';
import { newLearner } from './support/accounts.ts';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser.ts';

// The quiz flow in the course player (spec/learner.md §4 "Quiz flow"), on the demo quiz of the HTML
// course: Vrai / Faux timed at 15 s, retries allowed. Each test takes a learner of its own, enrolled
// in the course, so no attempt of another test is found open.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const HTML_CSS = 'Créer son premier site web avec HTML et CSS';
const QUIZ = 'Quiz : les bases du HTML et du CSS';
const BOOTCAMP = 'Bootcamp JavaScript : devenir développeur front-end en 4 semaines';
const TIME_UP = "Temps écoulé. Vous n'avez pas répondu à temps. La question est marquée incorrecte.";

/** The course and its quiz lesson, as the enrolled course page receives them (read on the way through). */
async function findQuizLesson(
  page: Page,
  courseTitle = HTML_CSS,
  lessonTitle = QUIZ,
): Promise<{
  courseId: string;
  lessonId: string;
  status: string;
  module: TCourseDetails['modules'][number];
}> {
  await page.goto(paths.dashboard.courses());
  let received: TCourseDetails | null = null;
  const capture = async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: TCourseDetails };
    received = body.data;
    // A second read (a preload, then the click) may find the route already answered.
    await route.fulfill({ response, json: body }).catch(() => undefined);
  };
  await page.route('**/api/v1/student/courses/*/details', capture);
  await page.getByRole('link', { name: courseTitle, exact: true }).click();
  await expect.poll(() => received).not.toBeNull();
  await page.unroute('**/api/v1/student/courses/*/details', capture);
  const course = received as unknown as TCourseDetails;
  const module = course.modules.find((m) => m.chapters.some((c) => c.title === lessonTitle));
  const chapter = module?.chapters.find((c) => c.title === lessonTitle);
  if (!module || !chapter) throw new Error('leçon de quiz introuvable');
  return { courseId: course.id, lessonId: chapter.id, status: chapter.status, module };
}

const quiz = (page: Page) => page.getByTestId('quiz-lesson');
const button = (page: Page, name: string) => quiz(page).getByRole('button', { name, exact: true });
const lessonTitle = (page: Page) => page.locator('#lesson-title');
const sideNav = (page: Page) => page.getByRole('complementary', { name: 'Navigation du cours' });
const feedback = (page: Page) => quiz(page).getByTestId('quiz-feedback');
const timer = (page: Page, text: RegExp) => quiz(page).getByRole('timer').filter({ hasText: text }).waitFor();

async function validate(page: Page, expected: 'Bonne réponse' | 'Réponse incorrecte') {
  await button(page, 'Valider').click();
  await feedback(page).getByText(expected, { exact: true }).waitFor();
  // The feedback takes the focus, so a screen reader reads it.
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
    'quiz-feedback',
  );
}

async function next(page: Page, i: number) {
  await button(page, 'Suivant').click();
  await quiz(page)
    .getByRole('heading', { name: `Question ${i} / 5` })
    .waitFor();
}

it('passes the quiz with a wrong then right answers, shows the score and completes the lesson', async () => {
  const page = await newPage(browser, DESKTOP);
  await newLearner(page, { enrolledIn: [HTML_CSS] });
  const { courseId, lessonId, status, module } = await findQuizLesson(page);
  expect(status).not.toBe('completed');
  await page.goto(paths.dashboard.learn(courseId, lessonId));

  await button(page, 'Commencer').waitFor();
  expect(await lessonTitle(page).textContent()).toBe(QUIZ);
  const intro = await quiz(page).textContent();
  expect(intro).toContain('Quiz');
  expect(intro).toContain('5 questions');
  expect(intro).toContain('10 min');
  expect(intro).not.toContain('Déjà complétée');
  expect(
    (await new AxeBuilder({ page }).include('[data-testid="quiz-lesson"]').analyze()).violations,
  ).toEqual([]);
  await screenshot(page, 'quiz-intro-1280');
  await button(page, 'Commencer').click();

  // 1. Multiple choice, answered wrong: what was expected and why.
  await quiz(page).getByRole('heading', { name: 'Question 1 / 5' }).waitFor();
  expect(await quiz(page).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('20');
  expect(await button(page, 'Précédent').isDisabled()).toBe(true);
  expect(await button(page, 'Valider').isDisabled()).toBe(true);
  expect(await button(page, 'Suivant').isDisabled()).toBe(true);
  await quiz(page).getByRole('radiogroup').getByLabel('<nav>').check();
  await validate(page, 'Réponse incorrecte');
  expect(await feedback(page).textContent()).toContain('Correct: <a>');
  expect(await feedback(page).textContent()).toContain('La balise <a> et son attribut href');
  expect(await quiz(page).getByLabel('<a>').isDisabled()).toBe(true);
  expect(
    (await new AxeBuilder({ page }).include('[data-testid="quiz-lesson"]').analyze()).violations,
  ).toEqual([]);
  await screenshot(page, 'quiz-feedback-1280');

  // 2. Vrai / Faux, with its countdown.
  await next(page, 2);
  await timer(page, /^Temps restant: 1[0-5]s$/);
  await quiz(page).getByLabel('Vrai').check();
  await validate(page, 'Bonne réponse');
  expect(
    await quiz(page)
      .getByText(/^Temps restant/)
      .count(),
  ).toBe(0);

  // 'Précédent' shows the first question as it was left.
  await button(page, 'Précédent').click();
  await quiz(page).getByRole('heading', { name: 'Question 1 / 5' }).waitFor();
  await feedback(page).getByText('Réponse incorrecte').waitFor();
  await next(page, 2);

  // 3. Short answer, compared without case or spaces by the server.
  await next(page, 3);
  await quiz(page).getByLabel('Votre réponse').fill('  Color ');
  await validate(page, 'Bonne réponse');

  // 4. Matching: one select per item.
  await next(page, 4);
  const pairs: Array<[string, string]> = [
    ['<h1>', 'Titre principal'],
    ['<p>', 'Paragraphe'],
    ['<img>', 'Image'],
    ['<ul>', 'Liste à puces'],
  ];
  for (const [item, value] of pairs) await quiz(page).getByLabel(item, { exact: true }).selectOption(value);
  expect(
    (await new AxeBuilder({ page }).include('[data-testid="quiz-lesson"]').analyze()).violations,
  ).toEqual([]);
  await validate(page, 'Bonne réponse');

  // 5. Long answer, then 'Terminer'.
  await next(page, 5);
  expect(await quiz(page).getByRole('button', { name: 'Suivant' }).count()).toBe(0);
  await quiz(page).getByLabel('Votre réponse').fill('<!DOCTYPE html>');
  expect(await button(page, 'Terminer').isDisabled()).toBe(true);
  await validate(page, 'Bonne réponse');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/progress/save') && r.ok());
  await button(page, 'Terminer').click();

  await quiz(page).getByRole('heading', { name: 'Terminé' }).waitFor();
  expect(await quiz(page).getByTestId('quiz-score').textContent()).toMatch(/Score : 6 \/ 7\s*\(86\s%\)/);
  expect(await quiz(page).textContent()).toContain('Réussi');
  await button(page, 'Refaire le quiz').waitFor();
  await saved;
  // The player counts the lesson completed at once.
  expect(await page.getByTestId('lesson-percent').textContent()).toMatch(/^100\s%$/);
  const moduleButton = sideNav(page).getByRole('button', { name: new RegExp(module.title) });
  expect(await moduleButton.textContent()).toContain(
    `${module.completedLessons + 1}/${module.totalLessons} leçons`,
  );
  await screenshot(page, 'quiz-end-1280');

  // 'Refaire le quiz' starts a new attempt from the first question, nothing chosen.
  await button(page, 'Refaire le quiz').click();
  await quiz(page).getByRole('heading', { name: 'Question 1 / 5' }).waitFor();
  expect(await quiz(page).getByRole('radio', { checked: true }).count()).toBe(0);

  // The lesson is completed for the course page too.
  const after = await findQuizLesson(page);
  expect(after.status).toBe('completed');
  await page.close();
});

it('marks a question incorrect when its time runs out', async () => {
  const page = await newPage(browser, PHONE);
  await page.clock.install();
  await newLearner(page, { enrolledIn: [HTML_CSS] });
  const { courseId, lessonId } = await findQuizLesson(page);
  await page.goto(paths.dashboard.learn(courseId, lessonId));

  await button(page, 'Commencer').waitFor();
  await screenshot(page, 'quiz-intro-360');
  await button(page, 'Commencer').click();
  await quiz(page).getByRole('heading', { name: 'Question 1 / 5' }).waitFor();
  await quiz(page).getByLabel('<a>').check();
  await validate(page, 'Bonne réponse');
  await screenshot(page, 'quiz-feedback-360');
  const opened = page.waitForResponse((r) => /\/questions\/[^/]+\/open$/.test(r.url()));
  await next(page, 2);
  await opened;
  await timer(page, /^Temps restant: 1[0-5]s$/);
  const answered = page.waitForResponse((r) => r.url().endsWith('/answers'));
  await page.clock.fastForward(16_000);
  await feedback(page).getByText(TIME_UP).waitFor();
  // The server recorded no answer (null) and judged it wrong.
  const sent = (await answered).request().postDataJSON() as { answer: unknown };
  expect(sent.answer).toBeNull();
  expect(((await (await answered).json()) as { data: { is_correct: boolean } }).data.is_correct).toBe(false);
  expect(await quiz(page).getByLabel('Vrai').isDisabled()).toBe(true);
  expect(await feedback(page).textContent()).toContain('Correct: Vrai');
  await screenshot(page, 'quiz-timeout-360');

  // The rest, quickly, to see the end screen on a phone: 1 point of 7.
  for (const i of [3, 4, 5]) {
    await next(page, i);
    await button(page, 'Valider').click();
    await feedback(page).getByText('Réponse incorrecte').waitFor();
  }
  await button(page, 'Terminer').click();
  await quiz(page).getByRole('heading', { name: 'Terminé' }).waitFor();
  expect(await quiz(page).getByTestId('quiz-score').textContent()).toMatch(/Score : 1 \/ 7/);
  expect(await quiz(page).textContent()).toContain('Non réussi');
  await screenshot(page, 'quiz-end-360');
  await page.close();
});

it('runs a single-attempt exam without results, then shows it as already completed', async () => {
  const EXAM = 'Évaluation finale du bootcamp';
  const page = await newPage(browser, DESKTOP);
  // On their own, not in the bootcamp's next session: a session opens its weeks one a week
  // (decision 205), and the final exam is in its last week.
  await newLearner(page, { enrolledIn: [{ course: BOOTCAMP, cohortId: null }] });
  const { courseId, lessonId } = await findQuizLesson(page, BOOTCAMP, EXAM);
  await page.goto(paths.dashboard.learn(courseId, lessonId));
  const exam = quiz(page);
  await exam.getByRole('button', { name: 'Commencer' }).waitFor();
  expect(await lessonTitle(page).textContent()).toBe(EXAM);
  const intro = await exam.textContent();
  expect(intro).toContain('Évaluation');
  expect(intro).toContain('Note de passage: 70%');
  await button(page, 'Commencer').click();

  for (let i = 1; i <= 5; i++) {
    await exam.getByRole('heading', { name: `Question ${i} / 5` }).waitFor();
    const choices = exam.getByRole('radiogroup').getByRole('radio');
    if ((await choices.count()) > 0) await choices.first().check();
    await button(page, 'Valider').click();
    // No verdict during an exam that hides results: only that the answer is stored.
    await exam.getByTestId('quiz-feedback').getByText('Réponse enregistrée').waitFor();
    if (i < 5) await button(page, 'Suivant').click();
  }
  await button(page, 'Terminer').click();
  await exam.getByRole('heading', { name: 'Terminé' }).waitFor();
  expect(await exam.getByTestId('quiz-score').textContent()).toMatch(/Score : \d+ \/ 9/);
  expect(await exam.getByRole('button', { name: 'Refaire le quiz' }).count()).toBe(0);

  await page.reload();
  await exam.getByText('Déjà complétée').waitFor();
  expect(await exam.getByRole('button', { name: 'Commencer' }).count()).toBe(0);
  await screenshot(page, 'quiz-exam-done-1280');
  await page.close();
});

it("shows the server's French refusals and lets the learner go on", async () => {
  const page = await newPage(browser, PHONE);
  await newLearner(page, { enrolledIn: [HTML_CSS] });
  const { courseId, lessonId } = await findQuizLesson(page);
  const conflict = (error: string, code: string) => ({
    status: 409,
    contentType: 'application/json',
    body: JSON.stringify({ error, code }),
  });
  const RETRY = 'Vous avez déjà complété cette évaluation : une seule tentative est autorisée.';
  const CLOSED = 'Cette tentative est terminée : elle ne peut plus être modifiée.';
  await page.route('**/attempts', (route) => route.fulfill(conflict(RETRY, 'QUIZ_RETRY_NOT_ALLOWED')), {
    times: 1,
  });
  await page.goto(paths.dashboard.learn(courseId, lessonId));
  await button(page, 'Commencer').click();
  await quiz(page).getByRole('alert').getByText(RETRY).waitFor();

  await page.route('**/answers', (route) => route.fulfill(conflict(CLOSED, 'QUIZ_ATTEMPT_CLOSED')), {
    times: 1,
  });
  await button(page, 'Commencer').click();
  await quiz(page).getByRole('heading', { name: 'Question 1 / 5' }).waitFor();
  await quiz(page).getByLabel('<a>').check();
  await button(page, 'Valider').click();
  await quiz(page).getByRole('alert').getByText(CLOSED).waitFor();
  // Trying again cannot help: the question is settled and the learner may move on.
  expect(await button(page, 'Valider').isDisabled()).toBe(true);
  expect(await button(page, 'Suivant').isDisabled()).toBe(false);
  await page.close();
});

it('shows the answers of an attempt again after a reload, with their verdicts', async () => {
  const page = await newPage(browser, PHONE);
  await newLearner(page, { enrolledIn: [HTML_CSS] });
  const { courseId, lessonId } = await findQuizLesson(page);
  await page.goto(paths.dashboard.learn(courseId, lessonId));
  await button(page, 'Commencer').click();
  await quiz(page).getByRole('heading', { name: 'Question 1 / 5' }).waitFor();
  await quiz(page).getByRole('radiogroup').getByLabel('<nav>').check();
  await validate(page, 'Réponse incorrecte');

  // The network drops the page, the learner comes back: the attempt resumes at the next question…
  await page.reload();
  await button(page, 'Commencer').click();
  await quiz(page).getByRole('heading', { name: 'Question 2 / 5' }).waitFor();
  // …and the one answered before shows the answer given and what the server said of it.
  await button(page, 'Précédent').click();
  await quiz(page).getByRole('heading', { name: 'Question 1 / 5' }).waitFor();
  expect(await quiz(page).getByLabel('<nav>').isChecked()).toBe(true);
  expect(await quiz(page).getByLabel('<nav>').isDisabled()).toBe(true);
  await feedback(page).getByText('Réponse incorrecte', { exact: true }).waitFor();
  expect(await feedback(page).textContent()).toContain('Correct: <a>');
  await quiz(page).getByText('Vous avez déjà répondu à cette question lors de cette tentative.').waitFor();
  await screenshot(page, 'quiz-resumed-360');
  await page.close();
});
