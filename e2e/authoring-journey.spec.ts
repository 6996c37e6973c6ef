import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { samplePdf } from '../src/server/features/exercises/sample-files.ts';
import { paths } from '../src/web/paths.ts';
import { type Account, api, archiveCourse, newLearner, newStaff, signInContext } from './support/accounts.ts';
import { baseUrl, DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import { type CuttingProxy, startCuttingProxy } from './support/cutting-proxy.ts';
import { silentWav } from './support/sample-media.ts';

// The authoring journey of issue 14, end to end in one browser: a fresh instructor imports a GIFT
// file into a new quiz and publishes it, then creates a course in the session format with two weeks
// and one lesson of each of the six types, reorders a lesson by mouse and one by keyboard, uploads a
// PDF and a sound over a slow link that drops in the middle (each upload resumes where it stopped),
// saves, reloads, publishes and finds the course in the marketplace search; a fresh learner enrols in
// the free course through the checkout's free path and plays the PDF and the sound. The browser
// reaches the app through a proxy that plays the slow link (support/cutting-proxy.ts).

let browser: Browser;
let proxy: CuttingProxy;
let instructor: Account;
let courseId = '';
const stamp = Date.now();
const TITLE = `Wolof pour les affaires ${stamp}`;
const QUIZ = `Quiz des salutations ${stamp}`;
const EXERCISE = `Se présenter à un client ${stamp}`;
// Eight megabytes each (the limit is 10): more than the sockets between the browser and the proxy
// hold, so the browser's progress bar moves with the slow link instead of jumping to 100 %.
const PDF = Buffer.concat([samplePdf(), Buffer.alloc(8 * 1024 * 1024, 0x20)]);
const WAV = silentWav(1000);
const CUT_AT = 0.3;

const GIFT = `// Salutations
::Bonjour::Comment dit-on « bonjour » en wolof ? {=Salaamaalekum ~Jërëjëf ~Ba beneen}

« Jërëjëf » veut dire merci. {T}
`;

beforeAll(async () => {
  browser = await launchBrowser();
  proxy = await startCuttingProxy(baseUrl(), 2 * 1024 * 1024);
  instructor = await newStaff('instructor');
  const { accessToken: token } = await api<{ accessToken: string }>('POST', '/api/auth/sign-in', {
    body: instructor,
  });
  // Quizzes and exercises belong to a course: the instructor's question bank lives in another one.
  const bank = await api<{ id: string }>('POST', '/api/courses', {
    token,
    body: { title: `Banque de Coumba ${stamp}` },
  });
  const exercise = await api<{ id: string }>('POST', '/api/admin/exercises', {
    token,
    body: {
      course_id: bank.id,
      title: EXERCISE,
      description: 'Un jeu de rôle.',
      instructions: 'Présentez-vous en wolof en trois phrases.',
      points: 10,
    },
  });
  await api('POST', `/api/admin/exercises/${exercise.id}/publish`, { token });
  mkdirSync('docs/screenshots', { recursive: true });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  // Other files count the demo marketplace's courses: this one leaves it as it found it.
  await archiveCourse(instructor, courseId);
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `docs/screenshots/authoring-journey-${name}.png`, fullPage: false });

async function scrollTo(page: Page, at: Locator) {
  await at.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => window.scrollBy(0, -72));
}

const sectionCard = (page: Page, n: number) => page.locator('li[data-section-key]').nth(n);

/** Each week's title and its lessons' titles, in the page's order (read from the drag handles). */
function structure(page: Page): Promise<string[][]> {
  return page
    .locator('li[data-section-key]')
    .evaluateAll((sections) =>
      sections.map((section) => [
        (section.querySelector('input') as HTMLInputElement | null)?.value ?? '',
        ...[...section.querySelectorAll('li[data-lesson-key] [aria-label^="Déplacer la leçon"]')].map(
          (handle) => /« (.*) »/.exec(handle.getAttribute('aria-label') ?? '')?.[1] ?? '',
        ),
      ]),
    );
}

/** A new lesson at the end of week `section`, its title and type set; the lesson's card. */
async function addLesson(page: Page, section: number, type: string, title?: string): Promise<Locator> {
  const week = sectionCard(page, section);
  await week.getByRole('button', { name: 'Ajouter une leçon' }).click();
  const card = week.locator('li[data-lesson-key]').last();
  if (type !== 'video') await card.getByLabel('Type de leçon').selectOption(type);
  if (title) await card.getByLabel('Titre de la leçon').fill(title);
  return card;
}

/**
 * Picks `file` in the card's upload field and drops the connection once CUT_AT of it went through:
 * the browser goes offline, the field says so, the network comes back and the upload finishes. The
 * progress bar is sampled all along: it never falls back to 0 once it has moved.
 */
async function uploadAcrossADrop(
  page: Page,
  card: Locator,
  label: string,
  file: { name: string; mimeType: string; buffer: Buffer },
  name: string,
) {
  proxy.reset();
  let resumed: () => void = () => undefined;
  const dropped = new Promise<void>((resolve) => {
    resumed = resolve;
  });
  proxy.armCut(Math.round(file.buffer.length * CUT_AT), async () => {
    await scrollTo(page, card);
    await shot(page, `${name}-uploading-1280`);
    await page.context().setOffline(true);
    resumed();
  });
  const bar = card.getByRole('progressbar');
  const samples: number[] = [];
  let sampling = true;
  const sample = (async () => {
    while (sampling) {
      const value = await bar.getAttribute('aria-valuenow', { timeout: 200 }).catch(() => null);
      if (value !== null) samples.push(Number(value));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  await card.getByLabel(label).setInputFiles(file);
  await dropped;
  await card.getByText('Connexion perdue').waitFor();
  await scrollTo(page, card);
  await shot(page, `${name}-offline-1280`);
  await page.context().setOffline(false);
  await card.getByText('Fichier prêt').waitFor({ timeout: 60_000 });
  sampling = false;
  await sample;
  const { forwarded, patches } = proxy.stats();
  const cutAt = Math.round(file.buffer.length * CUT_AT);
  // Resumed, not restarted: the last PATCH starts where the server stood when the link dropped and
  // carries the rest; the bytes sent in all stay about the file's size (Chromium may resend the cut
  // request once by itself, which the server refuses at once with 409).
  expect(patches[0]!.offset).toBe(0);
  const last = patches.at(-1)!;
  expect(last.offset).toBeGreaterThanOrEqual(cutAt * 0.9);
  expect(last.offset + last.bytes).toBe(file.buffer.length);
  expect(forwarded).toBeLessThan(file.buffer.length * 1.5);
  const moved = samples.findIndex((value) => value > 0);
  expect(moved).toBeGreaterThanOrEqual(0);
  expect(samples.slice(moved).filter((value) => value === 0)).toEqual([]);
  expect(samples.at(-1)).toBe(100);
}

it('lets a fresh instructor build, upload across a dropped connection, save, reload and publish a session course', async () => {
  const page = await newPage(browser, DESKTOP, { baseURL: proxy.url });
  await signInContext(page.context(), instructor);
  // No network here: the oEmbed lookup fails, which the editor only logs.

  // The quiz: a GIFT file imported into a new quiz, then published.
  await page.goto(paths.instructor.quizNew());
  await page.getByRole('heading', { name: 'Importer dans un nouveau quiz' }).waitFor();
  await page.getByLabel('Formation').selectOption({ label: `Banque de Coumba ${stamp}` });
  await page.getByLabel('Titre').fill(QUIZ);
  await page.getByLabel('Fichier', { exact: true }).setInputFiles({
    name: 'salutations.gift',
    mimeType: 'text/plain',
    buffer: Buffer.from(GIFT, 'utf8'),
  });
  await expect.poll(() => page.getByLabel('Contenu du fichier').inputValue()).toContain('Salaamaalekum');
  await page.getByRole('button', { name: 'Aperçu' }).click();
  await page.waitForURL(/\/instructor\/quizzes\/[0-9a-f-]+\/edit$/);
  await page.getByRole('button', { name: 'Importer 2 question(s)' }).click();
  await page.getByRole('listitem', { name: 'Question 2', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Publier' }).click();
  await page.getByText('Publié', { exact: true }).waitFor();

  // The course, in the session format, free.
  await page.goto(paths.instructor.courseNew());
  await page.getByRole('heading', { level: 1, name: 'Nouveau cours' }).waitFor();
  await page.getByRole('radio', { name: /Session\/Cohorte/ }).check();
  await page.getByLabel('Titre', { exact: true }).fill(TITLE);
  await page.getByLabel('Description courte').fill('Saluer, se présenter et négocier en wolof.');
  await page.getByLabel('Catégorie').selectOption({ index: 1 });
  await page.getByRole('radio', { name: 'Gratuit' }).check();
  await expect.poll(() => structure(page)).toEqual([['Semaine 1']]);
  await page.getByRole('button', { name: 'Ajouter une semaine' }).click();
  await expect.poll(() => structure(page)).toEqual([['Semaine 1'], ['Semaine 2']]);

  // Week 1: a video, a document, an article.
  const video = await addLesson(page, 0, 'video', 'Présentation du cours');
  await video
    .getByLabel('URL de la vidéo (YouTube ou Vimeo)')
    .fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await video.getByText('Vidéo YouTube reconnue.').waitFor();
  await video.getByLabel('Durée de la vidéo (secondes)').fill('240');
  const documentCard = await addLesson(page, 0, 'document');
  await uploadAcrossADrop(
    page,
    documentCard,
    'Fichier du document',
    { name: 'Guide des salutations.pdf', mimeType: 'application/pdf', buffer: PDF },
    'pdf',
  );
  // A document without a title takes its file's name.
  await expect
    .poll(() => documentCard.getByLabel('Titre de la leçon').inputValue())
    .toBe('Guide des salutations');
  const article = await addLesson(page, 0, 'article', 'Les formules de politesse');
  await article.getByLabel('Texte de l’article').fill('Salaamaalekum ! Maalekum salaam. '.repeat(30));

  // Week 2: a sound, a quiz, an exercise.
  const audio = await addLesson(page, 1, 'audio', 'Écouter les salutations');
  await uploadAcrossADrop(
    page,
    audio,
    'Fichier audio',
    { name: 'Salutations.wav', mimeType: 'audio/wav', buffer: WAV },
    'audio',
  );
  // Its duration read from the file by an audio element.
  await audio.getByText('Durée lue dans le fichier : 16 min 40 s').waitFor({ timeout: 20_000 });
  const quiz = await addLesson(page, 1, 'quiz');
  await quiz.getByLabel('Quiz', { exact: true }).selectOption({ label: `${QUIZ} (2 question(s))` });
  const exercise = await addLesson(page, 1, 'exercise');
  await exercise.getByLabel('Exercice', { exact: true }).selectOption({ index: 1 });
  await expect
    .poll(() => structure(page))
    .toEqual([
      ['Semaine 1', 'Présentation du cours', 'Guide des salutations', 'Les formules de politesse'],
      ['Semaine 2', 'Écouter les salutations', QUIZ, EXERCISE],
    ]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'editor-1280');

  // Folded, each lesson is one row; then reordered by keyboard and by mouse.
  for (const title of [
    'Présentation du cours',
    'Guide des salutations',
    'Les formules de politesse',
    'Écouter les salutations',
    QUIZ,
    EXERCISE,
  ]) {
    const toggle = page.getByRole('button', { name: new RegExp(`^${title.replace(/[()]/g, '.')}`) }).first();
    if ((await toggle.getAttribute('aria-expanded')) !== 'false') await toggle.click();
  }
  await page.getByRole('button', { name: 'Déplacer la leçon « Les formules de politesse »' }).focus();
  await page.keyboard.press('Space');
  await expect
    .poll(() => page.locator('[id^="DndLiveRegion"]').textContent())
    .toContain('« Les formules de politesse » saisi, position 3 sur 3.');
  await page.keyboard.press('ArrowUp');
  await expect
    .poll(() => page.locator('[id^="DndLiveRegion"]').textContent())
    .toContain('est maintenant en position 2 sur 3');
  await page.keyboard.press('Space');
  await expect
    .poll(() => structure(page))
    .toEqual([
      ['Semaine 1', 'Présentation du cours', 'Les formules de politesse', 'Guide des salutations'],
      ['Semaine 2', 'Écouter les salutations', QUIZ, EXERCISE],
    ]);
  const handle = page.getByRole('button', { name: `Déplacer la leçon « ${EXERCISE} »` });
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await page.getByRole('button', { name: `Déplacer la leçon « ${QUIZ} »` }).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 15 });
  await page.mouse.up();
  const expected = [
    ['Semaine 1', 'Présentation du cours', 'Les formules de politesse', 'Guide des salutations'],
    ['Semaine 2', 'Écouter les salutations', EXERCISE, QUIZ],
  ];
  await expect.poll(() => structure(page)).toEqual(expected);
  await scrollTo(page, sectionCard(page, 0));
  await shot(page, 'structure-1280');

  // Saved: the course is created, then its structure.
  await page.getByRole('button', { name: 'Créer le cours' }).click();
  await page.getByText('Le contenu du cours a été sauvegardé.').waitFor({ timeout: 30_000 });
  await page.getByText('Succès').first().waitFor();
  await page.waitForURL(/\/instructor\/courses\/[0-9a-f-]+\/edit$/);
  courseId = /\/courses\/([0-9a-f-]{36})\/edit/.exec(page.url())?.[1] ?? '';
  await page.getByText('Tout est enregistré').waitFor();

  // Reloaded: order and contents kept.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Modifier le cours' }).waitFor();
  await expect.poll(() => structure(page)).toEqual(expected);
  expect(await page.getByRole('radio', { name: /Session\/Cohorte/ }).isChecked()).toBe(true);
  expect(await page.getByRole('radio', { name: 'Gratuit' }).isChecked()).toBe(true);
  const token = (await api<{ accessToken: string }>('POST', '/api/auth/sign-in', { body: instructor }))
    .accessToken;
  const saved = await api<{
    sections: Array<{
      title: string;
      lessons: Array<{ title: string; type: string; content: Record<string, unknown> }>;
    }>;
  }>('GET', `/api/courses/${courseId}`, { token });
  const lessons = saved.sections.flatMap((section) => section.lessons);
  expect(lessons.map((lesson) => lesson.type)).toEqual([
    'video',
    'article',
    'document',
    'audio',
    'exercise',
    'quiz',
  ]);
  expect(lessons[0]!.content).toMatchObject({ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
  expect(lessons[2]!.content).toMatchObject({ file_name: 'Guide des salutations.pdf', size: PDF.length });
  expect(lessons[3]!.content).toMatchObject({
    file_name: 'Salutations.wav',
    size: WAV.length,
    duration: 1000,
  });

  // Published, and found in the marketplace search.
  await page.getByRole('button', { name: 'Publier' }).click();
  await page.getByText('Il est visible dans la marketplace.').waitFor();
  await page.getByText('Publié', { exact: true }).waitFor();
  await page.context().close();

  const visitor = await newPage(browser, DESKTOP);
  await visitor.goto(`/marketplace?search=${encodeURIComponent(TITLE)}`);
  await visitor.getByRole('heading', { name: TITLE }).first().waitFor();
  await shot(visitor, 'marketplace-1280');
  await visitor.context().close();
}, 240_000);

it('lets a fresh learner enrol in the free course and play its PDF and its sound', async () => {
  expect(courseId).not.toBe('');
  const page = await newPage(browser, DESKTOP);
  const learner = await newLearner(page);
  // Enrolled through the checkout's free path: no gateway, straight to the course.
  await page.goto(`/marketplace/${courseId}/payment?planType=oneTime`);
  await page.getByRole('radio', { name: /Gratuit/ }).waitFor();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('heading', { name: 'Récapitulatif', level: 2 }).waitFor();
  await page.getByRole('button', { name: "S'inscrire gratuitement" }).click();
  await page.getByRole('heading', { name: 'Paiement réussi' }).waitFor({ timeout: 20_000 });
  const details = await api<{
    modules: Array<{ chapters: Array<{ id: string; type: string; title: string }> }>;
  }>('GET', `/api/v1/student/courses/${courseId}/details`, { token: learner.token });
  const chapters = details.modules.flatMap((module) => module.chapters);
  const pdf = chapters.find((chapter) => chapter.type === 'document')!;
  const sound = chapters.find((chapter) => chapter.type === 'audio')!;

  await page.goto(paths.dashboard.learn(courseId, pdf.id));
  const viewer = page.locator('iframe[title^="Aperçu du document"]');
  await viewer.waitFor();
  const file = await page.request.get((await viewer.getAttribute('src'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
  expect((await file.body()).length).toBe(PDF.length);
  // The screenshot once the viewer has the file (8 MB from the loopback).
  await viewer.evaluate(
    (frame) =>
      new Promise<void>((resolve) => {
        const done = () => setTimeout(resolve, 1000);
        if ((frame as HTMLIFrameElement).contentDocument?.readyState === 'complete') done();
        else frame.addEventListener('load', done, { once: true });
      }),
  );
  await shot(page, 'player-pdf-1280');

  await page.goto(paths.dashboard.learn(courseId, sound.id));
  const element = page.locator('audio');
  await element.waitFor();
  const source = (await element.getAttribute('src')) ?? '';
  const served = await page.request.get(source);
  expect(served.status()).toBe(200);
  expect((await served.body()).length).toBe(WAV.length);
  await expect.poll(() => element.evaluate((a: HTMLAudioElement) => a.readyState)).toBeGreaterThanOrEqual(1);
  await expect.poll(() => element.evaluate((a: HTMLAudioElement) => Math.round(a.duration))).toBe(1000);
  await element.evaluate((a: HTMLAudioElement) => a.play());
  await expect.poll(() => element.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0);
  await shot(page, 'player-audio-1280');
  await page.context().close();
}, 120_000);

it('shows the course editor again on a 360 px phone', async () => {
  expect(courseId).not.toBe('');
  const page = await newPage(browser, PHONE);
  await signInContext(page.context(), instructor);
  await page.goto(paths.instructor.courseEdit(courseId));
  await page.getByRole('heading', { level: 1, name: 'Modifier le cours' }).waitFor();
  await page.getByText('Tout est enregistré').waitFor();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await shot(page, 'editor-360');
  await scrollTo(page, sectionCard(page, 0));
  await shot(page, 'structure-360');
  await page.context().close();
});
