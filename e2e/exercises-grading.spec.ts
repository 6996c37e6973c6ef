import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCourseDetails } from '../src/shared/learning/course-details.contract.ts';
import { paths } from '../src/web/paths.ts';
import { type Learner, loginAsDemo, newLearner, signInContext } from './support/accounts.ts';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser.ts';

// The exercise loop across two people: a learner of this file's own sends a text, the demo instructor
// (whose course it is, decision 085) grades it on /instructor/submissions, and the learner then sees the score on
// the exercise page and in the course page's 'Score moyen' and 'Points cumulés'.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const HTML_CSS = 'Créer son premier site web avec HTML et CSS';
// Not the exercise learning.spec.ts sends: a graded exercise can no longer be sent again.
const EXERCISE = 'Publier votre site sur GitHub Pages';
const STUDENT_NAME = 'Awa Diop';
const FILE_NAME = 'Étapes de mise en ligne.txt';
const FILE_CONTENT = 'Dépôt créé, GitHub Pages activé, site vérifié sur téléphone.';
const answer = `Mon site est en ligne : https://awa-diop.github.io/boutique (${Date.now()}).`;

async function courseDetails(page: Page): Promise<TCourseDetails> {
  await page.goto(paths.dashboard.courses());
  const details = page.waitForResponse((response) => /\/details$/.test(new URL(response.url()).pathname));
  await page.getByRole('link', { name: HTML_CSS, exact: true }).click();
  const body = (await (await details).json()) as { data: TCourseDetails };
  await page.getByRole('heading', { level: 1, name: HTML_CSS }).waitFor();
  return body.data;
}

/** The value shown beside a statistic of the course page ('Score moyen', 'Points cumulés'). */
async function statistic(page: Page, label: string): Promise<string> {
  const row = page.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) });
  return ((await row.locator('dd').textContent()) ?? '').replace(/\s/g, ' ').trim();
}

/** The card of the student's submission to EXERCISE on the grading page. */
const submissionCard = (page: Page) =>
  page.getByRole('article').filter({ hasText: EXERCISE }).filter({ hasText: answer });

async function expectDownload(download: Download) {
  expect(download.suggestedFilename()).toBe(FILE_NAME);
  const saved = await download.path();
  expect(await readFile(saved, 'utf8')).toBe(FILE_CONTENT);
}

let lessonId = '';
let before: TCourseDetails['userStats'];
let student: Learner;

it('refuses a program renamed rapport.pdf at 360 px, saying what it is', async () => {
  const page = await newPage(browser, PHONE);
  await newLearner(page, { enrolledIn: [HTML_CSS] });
  const details = await courseDetails(page);
  const exerciseId =
    details.modules.flatMap((module) => module.chapters).find((chapter) => chapter.title === EXERCISE)?.id ??
    '';
  await page.goto(paths.dashboard.exercise(exerciseId));
  await page.getByRole('heading', { level: 1, name: EXERCISE }).waitFor();
  await page.getByLabel('Votre réponse').fill('Voir le rapport joint.');
  // A Windows program's first bytes ("MZ", then a PE header), named and typed as a PDF.
  const program = Buffer.alloc(256);
  program.write('MZ', 0, 'latin1');
  program.writeUInt32LE(128, 0x3c);
  program.write('PE\0\0', 128, 'latin1');
  await page.getByLabel('Fichier (facultatif, 10 Mo max)').setInputFiles({
    name: 'rapport.pdf',
    mimeType: 'application/pdf',
    buffer: program,
  });
  await page.getByRole('button', { name: 'Envoyer mon travail' }).click();
  await page
    .getByText(
      "Type de fichier non supporté : « rapport.pdf » porte l'extension .pdf, mais son contenu est de type application/x-msdownload (.exe).",
    )
    .waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(page, 'exercise-upload-refused-phone');
  await page.context().close();
});

// One submission's life: each step starts from the one before (sent, then graded), so the steps keep
// their order even under --sequence.shuffle (decision 086); the learner is this loop's own.
describe('one submission, sent then graded', { shuffle: false }, () => {
  beforeAll(async () => {
    const page = await newPage(browser, PHONE);
    student = await newLearner(page, {
      firstName: 'Awa',
      lastName: 'Diop',
      enrolledIn: [HTML_CSS],
      signedIn: false,
    });
    await page.context().close();
  });

  it('the student sends a text answer, still waiting for a grade', async () => {
    const page = await newPage(browser, DESKTOP);
    await signInContext(page, student);
    const details = await courseDetails(page);
    before = details.userStats;
    lessonId =
      details.modules.flatMap((module) => module.chapters).find((chapter) => chapter.title === EXERCISE)
        ?.id ?? '';
    expect(lessonId).not.toBe('');

    await page.goto(paths.dashboard.exercise(lessonId));
    await page.getByRole('heading', { level: 1, name: EXERCISE }).waitFor();
    await page.getByLabel('Votre réponse').fill(answer);
    await page.getByLabel('Fichier (facultatif, 10 Mo max)').setInputFiles({
      name: FILE_NAME,
      mimeType: 'text/plain',
      buffer: Buffer.from(FILE_CONTENT),
    });
    await page.getByRole('button', { name: 'Envoyer mon travail' }).click();
    await page.getByRole('status').filter({ hasText: 'Travail envoyé' }).waitFor();
    await page.getByText('En attente de correction').waitFor();
    await page.context().close();
  });

  it('lays out the grading page at 360 px without horizontal scrolling or accessibility faults', async () => {
    const page = await newPage(browser, PHONE);
    await loginAsDemo(page, 'instructor');
    await page.waitForURL(/\/instructor$/);
    await page.goto(paths.instructor.submissions());
    const card = submissionCard(page);
    await card.waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'grading-360');
    await card.getByRole('button', { name: 'Enregistrer la note' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'grading-form-360');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`),
    ).toEqual([]);
    await page.context().close();
  });

  it('the instructor finds it on the grading page, is told a score out of range in French, then grades it', async () => {
    const page = await newPage(browser, DESKTOP);
    await loginAsDemo(page, 'instructor');
    await page.waitForURL(/\/instructor$/);
    await page.goto(paths.instructor.submissions());
    await page.getByRole('heading', { level: 1, name: 'Soumissions à corriger' }).waitFor();
    expect(
      await page.getByRole('link', { name: 'À corriger', exact: true }).getAttribute('aria-current'),
    ).toBe('page');

    const card = submissionCard(page);
    await card.waitFor();
    expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe(STUDENT_NAME);
    const text = (await card.textContent()) ?? '';
    expect(text).toContain(HTML_CSS);
    expect(text).toContain('À corriger');
    expect(text).toMatch(/Envoyé le \d+ \S+ \d{4}/);
    expect(text).toContain(FILE_NAME);
    expect(await card.getByLabel('Note maximale').inputValue()).toBe('20');
    await screenshot(page, 'grading-1280');

    // The file comes through the request helper (bearer token) and saves under its own name.
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: `Télécharger ${FILE_NAME}` }).click();
    await expectDownload(await download);

    // The server decides the range and says so under the field.
    const score = card.getByLabel('Note', { exact: true });
    await score.fill('25');
    await card.getByRole('button', { name: 'Enregistrer la note' }).click();
    await card.getByText('La note doit être comprise entre 0 et 20.').waitFor();
    expect(await score.getAttribute('aria-invalid')).toBe('true');

    await score.fill('16');
    await card
      .getByLabel('Commentaire pour l’apprenant (facultatif)')
      .fill('Site en ligne et lisible sur téléphone.');
    await card.getByRole('button', { name: 'Enregistrer la note' }).click();
    await card.getByRole('status').filter({ hasText: 'Note enregistrée' }).waitFor();
    const grade = card.getByTestId('submission-grade');
    expect((await grade.textContent())?.replace(/\s+/g, ' ')).toMatch(/Note 16 \/ 20.*Corrigé le/);
    expect(await card.textContent()).toContain('Corrigé');
    await screenshot(page, 'grading-graded-1280');

    // The filter lives in the address: the graded list holds it too.
    await page.getByRole('link', { name: 'Corrigées' }).click();
    await page.waitForURL((url) => url.pathname + url.search === paths.instructor.submissions('graded'));
    await submissionCard(page).getByTestId('submission-grade').waitFor();
    await page.context().close();
  });

  it('the student sees the score on the exercise page and in the course statistics', async () => {
    const page = await newPage(browser, DESKTOP);
    await signInContext(page, student);
    await page.goto(paths.dashboard.exercise(lessonId));
    const score = page.getByTestId('exercise-score');
    await score.waitFor();
    expect((await score.textContent())?.replace(/\s+/g, ' ')).toContain('16 / 20');
    await page.getByText('Site en ligne et lisible sur téléphone.').waitFor();
    expect(await page.getByRole('button', { name: 'Envoyer mon travail' }).count()).toBe(0);
    await screenshot(page, 'exercise-graded-1280');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger le fichier' }).click();
    await expectDownload(await download);

    const details = await courseDetails(page);
    const after = details.userStats;
    expect(after.points).toBe(before.points + 16);
    if (before.averageScore === null) expect(after.averageScore).toBe(80);
    else {
      expect(after.averageScore).toBeGreaterThanOrEqual(Math.min(before.averageScore, 80));
      expect(after.averageScore).toBeLessThanOrEqual(Math.max(before.averageScore, 80));
    }
    expect(await statistic(page, 'Score moyen')).toBe(`${after.averageScore} %`);
    expect(await statistic(page, 'Points cumulés')).toBe(String(after.points));
    await page.context().close();
  });

  it('shows the graded submission at 360 px under Toutes', async () => {
    const page = await newPage(browser, PHONE);
    await loginAsDemo(page, 'instructor');
    await page.waitForURL(/\/instructor$/);
    await page.goto(paths.instructor.submissions('all'));
    const card = submissionCard(page);
    await card.getByTestId('submission-grade').scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'grading-graded-360');
    await page.context().close();
  });
});
