import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TCourseDetails } from '../src/shared/learning/course-details.contract.ts';
import { paths } from '../src/web/paths.ts';
import { api, courseIdOf, demoToken, type Learner, newLearner, signInContext } from './support/accounts.ts';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser.ts';
import { fakeYouTube } from './support/fake-youtube.ts';

// Progress that can reach 100 % (issue 10), each with a fresh learner: a document completed with
// 'Marquer comme terminé', an exercise completed once submitted and its grade counted at once, a
// video that cannot load (retry, and the instructor's way forward in a sequential course), one
// duration per lesson, and one 'Suivant' during a quiz.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const HTML_CSS = 'Créer son premier site web avec HTML et CSS';
const MARKETING = 'Marketing digital : vendre sur Facebook, Instagram et TikTok';

/** A learner of the test's own enrolled in `title` (paid through the sandbox), not yet in a browser. */
async function learnerIn(title: string): Promise<Learner & { courseId: string }> {
  const learner = await newLearner(null, { enrolledIn: [title] });
  return { ...learner, courseId: learner.courseIds[0]! };
}

const details = (learner: Learner, courseId: string) =>
  api<TCourseDetails>('GET', `/api/v1/student/courses/${courseId}/details`, { token: learner.token });
const chapterNamed = (course: TCourseDetails, title: string) =>
  course.modules.flatMap((m) => m.chapters).find((c) => c.title === title)!;

/** The course page's chapter button of `title` (its text: type, title, duration, status). */
const chapterButton = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(title.replace(/[()?«»]/g, '.')) }).first();
/** The value shown beside a statistic of the course page ('Modules complétés', 'Score moyen'…). */
async function statistic(page: Page, label: string): Promise<string> {
  const row = page.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) });
  return ((await row.locator('dd').textContent()) ?? '').replace(/\s/g, ' ').trim();
}
const coursePercent = async (page: Page) => (await page.getByTestId('course-progress').textContent())?.trim();

async function openCoursePage(page: Page, courseId: string, title: string) {
  await page.goto(paths.dashboard.course(courseId));
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

it("completes a document with 'Marquer comme terminé' once read, and the course page follows (360 px)", async () => {
  const learner = await learnerIn(HTML_CSS);
  const guide = chapterNamed(await details(learner, learner.courseId), 'Aide-mémoire des balises HTML');
  const page = await newPage(browser, PHONE);
  await signInContext(page, learner);
  await openCoursePage(page, learner.courseId, HTML_CSS);
  expect(await statistic(page, 'Modules complétés')).toBe('0/3');
  expect(await coursePercent(page)).toMatch(/^0\s?%$/);

  await page.goto(paths.dashboard.learn(learner.courseId, guide.id));
  const markDone = page.getByRole('button', { name: 'Marquer comme terminé' });
  await markDone.waitFor();
  // One minute of document: ten seconds on screen first.
  expect(await markDone.isDisabled()).toBe(true);
  await page.getByText('après 10 s sur cette page').waitFor();
  await screenshot(page, 'document-wait-360');
  await expect.poll(() => markDone.isEnabled(), { timeout: 15_000 }).toBe(true);
  await markDone.scrollIntoViewIfNeeded();
  await screenshot(page, 'document-ready-360');
  await markDone.click();
  await page.getByTestId('document-done').waitFor();
  await expect
    .poll(async () => chapterNamed(await details(learner, learner.courseId), guide.title).status)
    .toBe('completed');

  await openCoursePage(page, learner.courseId, HTML_CSS);
  expect(await chapterButton(page, guide.title).textContent()).toContain('Terminé');
  expect(await coursePercent(page)).toMatch(/^10\s?%$/);
  await page.context().close();
});

it('completes an exercise once submitted; its grade reaches the course page at once (360 px)', async () => {
  const learner = await learnerIn(HTML_CSS);
  const exercise = 'Construire la page « À propos » de votre activité';
  const lesson = chapterNamed(await details(learner, learner.courseId), exercise);
  const page = await newPage(browser, PHONE);
  await signInContext(page, learner);
  await openCoursePage(page, learner.courseId, HTML_CSS);
  expect(await chapterButton(page, exercise).textContent()).toContain('Non commencé');

  await page.goto(paths.dashboard.exercise(lesson.id));
  await page
    .getByLabel('Votre réponse')
    .fill('Ma page « À propos » : qui je suis, ce que je propose, mes contacts.');
  await page.getByRole('button', { name: 'Envoyer mon travail' }).click();
  await page.getByRole('status').filter({ hasText: 'Travail envoyé' }).waitFor();

  await openCoursePage(page, learner.courseId, HTML_CSS);
  expect(await chapterButton(page, exercise).textContent()).toContain('Terminé');
  expect(await coursePercent(page)).toMatch(/^10\s?%$/);
  expect(await statistic(page, 'Score moyen')).toBe('—');
  // In the player too: the lesson says the work is sent and opens it again.
  await page.goto(paths.dashboard.learn(learner.courseId, lesson.id));
  expect(await page.getByTestId('exercise-sent').textContent()).toContain(
    'Travail envoyé : cette leçon est terminée. En attente de correction.',
  );
  await page.getByRole('link', { name: 'Voir mon travail' }).waitFor();
  expect(await page.getByTestId('lesson-percent').textContent()).toBe('100\u00a0%');

  // The instructor grades it: 'Score moyen' and 'Points cumulés' follow on the next visit.
  // The demo instructor teaches the course: they grade this test's own learner (decision 085).
  const instructor = await demoToken('instructor');
  const toGrade = await api<Array<{ id: string; max_score: number; learner: { email: string } }>>(
    'GET',
    '/api/instructor/exercises/submissions?status=submitted',
    { token: instructor },
  );
  const submission = toGrade.find((s) => s.learner.email === learner.email);
  expect(submission).toBeDefined();
  await api('POST', `/api/instructor/exercises/submissions/${submission!.id}/grade`, {
    token: instructor,
    body: { score: 15, max_score: 20, feedback: 'Clair et complet.' },
  });
  await openCoursePage(page, learner.courseId, HTML_CSS);
  expect(await statistic(page, 'Score moyen')).toMatch(/^75\s?%$/);
  expect(await statistic(page, 'Points cumulés')).toBe('15');
  await chapterButton(page, exercise).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  await screenshot(page, 'exercise-graded-course-360');
  await page.context().close();
});

/** YouTube unreachable (blocked provider, dead network): every request to it fails; returns the count. */
async function blockYouTube(page: Page): Promise<() => number> {
  let requests = 0;
  await page.route('https://www.youtube.com/**', (route) => {
    requests += 1;
    return route.abort('internetdisconnected');
  });
  return () => requests;
}

const mobileBar = (page: Page) => page.getByTestId('player-mobile-bar');

it("never leaves a learner stuck behind a video that cannot load in a sequential course: 'Réessayer', then the instructor's way forward (360 px)", async () => {
  const learner = await learnerIn(MARKETING);
  const course = await details(learner, learner.courseId);
  const [intro, persona] = course.modules[0]!.chapters;
  expect(persona!.status).toBe('locked');
  const page = await newPage(browser, PHONE);
  const youtubeRequests = await blockYouTube(page);
  await signInContext(page, learner);
  await page.goto(paths.dashboard.learn(learner.courseId, intro!.id));

  const unavailable = page.getByTestId('video-unavailable');
  await unavailable.waitFor();
  expect(await unavailable.textContent()).toContain(
    'Votre formateur permet de terminer cette leçon sans la vidéo quand elle ne peut pas être lue.',
  );
  expect(await mobileBar(page).getByRole('button', { name: 'Suivant' }).isDisabled()).toBe(true);
  await screenshot(page, 'video-unavailable-360');

  // 'Réessayer' asks the provider again.
  const before = youtubeRequests();
  await unavailable.getByRole('button', { name: 'Réessayer' }).click();
  await unavailable.waitFor();
  await expect.poll(youtubeRequests).toBeGreaterThan(before);

  await unavailable.getByRole('button', { name: 'Terminer sans la vidéo' }).click();
  await page.getByTestId('video-finished-without').waitFor();
  const next = mobileBar(page).getByRole('button', { name: 'Suivant' });
  await expect.poll(() => next.isEnabled()).toBe(true);
  await screenshot(page, 'video-finished-without-360');
  await next.click();
  await expect.poll(() => new URL(page.url()).searchParams.get('chapterId')).toBe(persona!.id);
  await page.locator('#lesson-title').filter({ hasText: persona!.title }).waitFor();

  // The server holds it: the lesson is completed and the next one open.
  await expect
    .poll(async () => (await details(learner, learner.courseId)).modules[0]!.chapters[1]!.status)
    .toBe('not-started');
  expect((await details(learner, learner.courseId)).modules[0]!.chapters[0]!.status).toBe('completed');
  await page.context().close();
});

it('says why a video the instructor requires is needed, where to get help, and plays it once the retry succeeds (1280 px)', async () => {
  const learner = await learnerIn(HTML_CSS);
  const lesson = chapterNamed(await details(learner, learner.courseId), 'Couleurs, polices et marges');
  const page = await newPage(browser, DESKTOP);
  await blockYouTube(page);
  await signInContext(page, learner);
  await page.goto(paths.dashboard.learn(learner.courseId, lesson.id));
  const unavailable = page.getByTestId('video-unavailable');
  await unavailable.waitFor();
  expect(await unavailable.textContent()).toContain(
    'Cette vidéo est nécessaire pour passer à la suite du cours.',
  );
  expect(await unavailable.getByRole('button', { name: 'Terminer sans la vidéo' }).count()).toBe(0);
  expect(await unavailable.getByRole('link', { name: 'Contacter le support' }).getAttribute('href')).toBe(
    '/support',
  );
  await screenshot(page, 'video-required-1280');

  // The network is back: 'Réessayer' loads the player.
  await page.unrouteAll();
  await fakeYouTube(page);
  await unavailable.getByRole('button', { name: 'Réessayer' }).click();
  await page.getByTestId('fake-youtube').waitFor();
  expect(await unavailable.count()).toBe(0);
  await page.context().close();
});

it('gives a lesson one duration on the course page, the side navigation, the header and the mobile bar', async () => {
  const learner = await learnerIn(HTML_CSS);
  const article = chapterNamed(
    await details(learner, learner.courseId),
    'Installer son environnement de travail',
  );
  for (const viewport of [PHONE, DESKTOP]) {
    const page = await newPage(browser, viewport);
    await signInContext(page, learner);
    await openCoursePage(page, learner.courseId, HTML_CSS);
    const listed = (await chapterButton(page, article.title).textContent()) ?? '';
    const minutes = Number(/(\d+)\s?min/.exec(listed)?.[1]);
    expect(minutes).toBeGreaterThan(0);

    await page.goto(paths.dashboard.learn(learner.courseId, article.id));
    await page.locator('#lesson-title').filter({ hasText: article.title }).waitFor();
    expect(await page.getByTestId('lesson-meta').textContent()).toContain(`${minutes} min de lecture`);
    if (viewport === PHONE) {
      expect(await mobileBar(page).textContent()).toContain(`${minutes} min`);
    } else {
      const nav = page.getByRole('complementary', { name: 'Navigation du cours' });
      expect(await nav.getByRole('link', { name: new RegExp(article.title) }).textContent()).toContain(
        `${minutes} min`,
      );
    }
    await page.context().close();
  }

  // A demo audio lasts 16 seconds: its lessons read '1 min', on the public course page too.
  const page = await newPage(browser, PHONE);
  await page.goto(paths.marketplace.course(await courseIdOf(MARKETING)));
  const row = page.getByText('Témoignage : une créatrice de mode à Thiès').locator('..');
  await row.waitFor();
  expect(await row.textContent()).toContain('1 min');
  const seconds = await page.evaluate(async () => {
    const audio = new Audio('/demo/audio-demo.wav');
    await new Promise((resolve) => audio.addEventListener('loadedmetadata', resolve, { once: true }));
    return audio.duration;
  });
  expect(Math.round(seconds)).toBe(16);
  await page.context().close();
});

it("shows one 'Suivant' while a quiz's questions are on screen, on a phone and a computer", async () => {
  for (const [viewport, name] of [
    [PHONE, '360'],
    [DESKTOP, '1280'],
  ] as const) {
    // A fresh learner each time: the quiz opens on its intro.
    const learner = await learnerIn(HTML_CSS);
    const quiz = chapterNamed(await details(learner, learner.courseId), 'Quiz : les bases du HTML et du CSS');
    const page = await newPage(browser, viewport);
    await signInContext(page, learner);
    await page.goto(paths.dashboard.learn(learner.courseId, quiz.id));
    const quizArea = page.getByTestId('quiz-lesson');
    await quizArea.getByRole('button', { name: 'Commencer', exact: true }).click();
    await quizArea.getByRole('heading', { name: /^Question 1 \// }).waitFor();
    const visibleNext = page.getByRole('button', { name: 'Suivant', exact: true }).filter({ visible: true });
    expect(await visibleNext.count()).toBe(1);
    expect(await quizArea.getByRole('button', { name: 'Suivant', exact: true }).count()).toBe(1);
    // The way to other lessons stays: 'Menu du cours' on a phone, the side navigation on a computer.
    if (viewport === PHONE)
      expect(await mobileBar(page).getByRole('button', { name: 'Menu du cours' }).isVisible()).toBe(true);
    else
      expect(await page.getByRole('complementary', { name: 'Navigation du cours' }).isVisible()).toBe(true);
    await screenshot(page, `quiz-one-next-${name}`);
    await page.context().close();
  }
});
