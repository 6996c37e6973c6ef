import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TCourseDetails } from '../src/shared/learning/course-details.contract.ts';
import { paths } from '../src/web/paths.ts';
import { loginAsDemo, newLearner } from './support/accounts.ts';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const HTML_CSS = 'Créer son premier site web avec HTML et CSS';
const JAVASCRIPT = 'Bootcamp JavaScript : devenir développeur front-end en 4 semaines';
const MARKETING = 'Marketing digital : vendre sur Facebook, Instagram et TikTok';

/** Opens a course from 'Mes formations' and returns the details the page received. */
async function openCourse(page: Page, title: string): Promise<TCourseDetails> {
  await page.goto(paths.dashboard.courses());
  const details = page.waitForResponse((response) => /\/details$/.test(new URL(response.url()).pathname));
  await page.getByRole('link', { name: title, exact: true }).click();
  const response = await details;
  const body = (await response.json().catch(async () => {
    // Chromium sometimes no longer has a body by the time the test asks ("Response body is not
    // available"): the same request again, with the page's token.
    const { authorization = '' } = await response.request().allHeaders();
    return (await page.request.get(response.url(), { headers: { authorization } })).json();
  })) as { data: TCourseDetails };
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  return body.data;
}

const chapterButton = (page: Page, title: string) =>
  page.getByRole('main').getByRole('button', { name: new RegExp(title.replace(/[()?]/g, '\\$&')) });

it("lists 'Mes formations' and opens a course on its next chapter", async () => {
  const page = await newPage(browser, DESKTOP);
  // Awa, the demo student, only read: her seeded courses and progress are what these pages show.
  await loginAsDemo(page, 'student');
  await page.waitForURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Mes formations' }).click();
  await page.waitForURL(/\/dashboard\/courses$/);
  await page.getByRole('heading', { level: 1, name: 'Mes formations' }).waitFor();

  const cards = page.locator('article');
  await expect.poll(() => cards.count()).toBe(3);
  const progressOf = (title: string) =>
    cards.filter({ hasText: title }).getByTestId('course-progress').textContent();
  expect(await progressOf(HTML_CSS)).toMatch(/^40\s%$/);
  expect(await progressOf(JAVASCRIPT)).toMatch(/^100\s%$/);
  expect(await progressOf(MARKETING)).toMatch(/^0\s%$/);
  expect(await cards.filter({ hasText: MARKETING }).textContent()).toMatch(/Expire le \d+ \S+ \d{4}/);
  expect(await cards.filter({ hasText: HTML_CSS }).textContent()).toContain('Accès illimité');
  await screenshot(page, 'my-courses-1280');

  const details = await openCourse(page, HTML_CSS);
  const breadcrumb = page.getByRole('navigation', { name: "Fil d'Ariane" });
  expect(await breadcrumb.getByRole('link', { name: 'Mes cours' }).getAttribute('href')).toBe(
    paths.dashboard.courses(),
  );
  expect(await breadcrumb.textContent()).toContain(HTML_CSS);

  const moduleTitles = await page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents();
  expect(moduleTitles.map((title) => title.replace(/^Module \d+ : /, ''))).toEqual([
    'Premiers pas sur le web',
    'Structurer une page avec HTML',
    'Mettre en forme avec CSS',
  ]);
  await page.getByRole('heading', { name: 'À propos de ce cours' }).waitFor();
  await page.getByText('Modules complétés').waitFor();
  expect(await chapterButton(page, 'Comment fonctionne un site web').textContent()).toContain('Terminé');

  const next = details.modules
    .flatMap((module) => module.chapters)
    .find((chapter) => chapter.status !== 'completed' && chapter.status !== 'locked');
  expect(next?.title).toBe('Les formulaires de contact');
  await screenshot(page, 'course-detail-1280');

  await page.getByRole('button', { name: 'Continuer le cours' }).click();
  await page.waitForURL((url) => url.pathname + url.search === paths.dashboard.learn(details.id, next?.id));
});

it('keeps the later chapters of a sequential course locked and the certificate for a finished course', async () => {
  const page = await newPage(browser, DESKTOP);
  // Awa, the demo student, only read: her seeded courses and progress are what these pages show.
  await loginAsDemo(page, 'student');
  await page.waitForURL(/\/dashboard$/);
  const details = await openCourse(page, MARKETING);

  const first = chapterButton(page, 'Pourquoi vos clients sont déjà sur les réseaux sociaux');
  const later = chapterButton(page, 'Définir son client idéal (persona)');
  expect(await first.isEnabled()).toBe(true);
  expect(await later.isDisabled()).toBe(true);
  expect(await later.getAttribute('aria-disabled')).toBe('true');
  expect(await later.textContent()).toContain('Verrouillé');
  expect(
    await page.getByRole('heading', { level: 3, name: /Créer du contenu qui vend/ }).textContent(),
  ).toContain('Module verrouillé');

  await page.evaluate(() => document.getElementById('modules-title')?.scrollIntoView());
  await screenshot(page, 'course-detail-locked-1280');
  await page.getByRole('button', { name: 'Voir le certificat' }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: 'Vous devez terminer le cours à 100% pour obtenir votre certificat' })
    .waitFor();

  await first.click();
  await page.waitForURL(
    (url) =>
      url.pathname + url.search === paths.dashboard.learn(details.id, details.modules[0]?.chapters[0]?.id),
  );

  // A finished course links to its certificate instead.
  const finished = await openCourse(page, JAVASCRIPT);
  expect(await page.getByRole('link', { name: 'Voir le certificat' }).getAttribute('href')).toBe(
    paths.dashboard.certificate(finished.id),
  );
});

for (const [name, viewport] of [
  ['360', PHONE],
  ['1280', DESKTOP],
] as const) {
  it(`lays out the course page at ${name} px without horizontal scrolling`, async () => {
    const page = await newPage(browser, viewport);
    await newLearner(page, { enrolledIn: [HTML_CSS] });
    await openCourse(page, HTML_CSS);
    await page.getByRole('button', { name: 'Continuer le cours' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `course-detail-top-${name}`);
    await page.evaluate(() => document.getElementById('modules-title')?.scrollIntoView());
    await screenshot(page, `course-detail-modules-${name}`);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`),
    ).toEqual([]);
  });
}

it('shows an expired course with its banner and no way to continue, and an empty list', async () => {
  const page = await newPage(browser, PHONE);
  await newLearner(page, { enrolledIn: [HTML_CSS] });
  // The demo data has no expired enrolment: the answers are rewritten on their way to the page.
  await page.route('**/api/v1/student/courses/*/details', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: TCourseDetails };
    const data = { ...body.data, isExpired: true, access_end_date: '2026-01-12T12:00:00.000Z' };
    await route.fulfill({ response, json: { data } });
  });
  await openCourse(page, HTML_CSS);
  const banner = page.getByRole('alert').filter({ hasText: 'Ce cours a expiré' });
  expect(await banner.textContent()).toContain('12 janvier 2026');
  expect(await banner.getByRole('link', { name: 'support' }).getAttribute('href')).toBe(paths.support());
  expect(await page.getByRole('button', { name: 'Continuer le cours' }).isDisabled()).toBe(true);
  await screenshot(page, 'course-detail-expired-360');

  await page.route('**/api/v1/student/courses', (route) => route.fulfill({ json: { data: [] } }));
  await page.goto(paths.dashboard.courses());
  await page.getByText("Vous n'êtes inscrit à aucune formation pour le moment.").waitFor();
  expect(await page.getByRole('link', { name: 'Découvrir la marketplace' }).getAttribute('href')).toBe(
    paths.marketplace.home(),
  );
});

it("answers a course the student does not follow with 'Erreur de chargement' and the 403 message", async () => {
  const page = await newPage(browser, DESKTOP);
  const listing = await page.request.get('/api/marketplace/courses?search=excel');
  const { data } = (await listing.json()) as { data: { courses: Array<{ id: string; title: string }> } };
  const excel = data.courses.find((course) => course.title.startsWith('Excel avancé'));
  expect(excel).toBeDefined();

  await newLearner(page);
  await page.goto(paths.dashboard.course(excel?.id ?? ''));
  await page.getByRole('heading', { name: 'Erreur de chargement' }).waitFor();
  await page.getByText("Vous n'êtes pas inscrit à cette formation.").waitFor();
  await page.getByRole('button', { name: 'Réessayer' }).waitFor();
});

it('opens an exercise from the course page and sends a text answer', async () => {
  const page = await newPage(browser, DESKTOP);
  await newLearner(page, { enrolledIn: [HTML_CSS] });
  const details = await openCourse(page, HTML_CSS);
  const title = 'Construire la page « À propos » de votre activité';
  const lesson = details.modules
    .flatMap((module) => module.chapters)
    .find((chapter) => chapter.title === title);
  expect(lesson?.type).toBe('exercise');

  await chapterButton(page, title).click();
  await page.waitForURL((url) => url.pathname === paths.dashboard.exercise(lesson?.id ?? ''));
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  expect(await page.evaluate(() => document.querySelectorAll('h1').length)).toBe(1);
  await page.getByText('Pas de date limite').waitFor();
  await page.getByText(/^\d+ points$/).waitFor();

  const answer = `Ma page « À propos » : présentation, services et contact (${Date.now()}).`;
  await page.getByLabel('Votre réponse').fill(answer);
  await page.getByText(`${answer.length}/20000 caractères`).waitFor();
  await page.getByRole('button', { name: 'Envoyer mon travail' }).click();
  await page.getByRole('status').filter({ hasText: 'Travail envoyé' }).waitFor();
  await page.getByText('En attente de correction').waitFor();
  expect(await page.locator('p').filter({ hasText: answer }).count()).toBe(1);
  await screenshot(page, 'exercise-sent-1280');

  // Replacing the work with a file goes through the same request helper, as multipart.
  await page.getByLabel('Votre réponse').fill('Version avec le fichier joint.');
  await page.getByLabel('Fichier (facultatif, 10 Mo max)').setInputFiles({
    name: 'ma-page.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('<h1>À propos</h1>'),
  });
  await page.getByRole('button', { name: /Remplacer mon travail|Envoyer mon travail/ }).click();
  await page.getByText('ma-page.txt').first().waitFor();
});
