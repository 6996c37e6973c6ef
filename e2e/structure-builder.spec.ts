import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../src/server/features/exercises/sample-files.ts';
import { freePort } from '../tools/app-process.ts';
import { type Account, api, newStaff, signInContext } from './support/accounts.ts';
import { baseUrl, DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser.ts';
import { silentWav } from './support/sample-media.ts';

// The course structure builder on its own, as the course editor composes it (upload field through
// its slot), on the development-only page /dev/structure-builder: that page exists only under Vite's
// dev server, so this spec starts one in front of the running app (its /api proxied there). Keyboard
// and pointer reordering, the confirmations, the type change, the video address messages, and a
// document uploaded while the browser goes offline and comes back.

let browser: Browser;
let vite: ViteDevServer;
let viteUrl: string;
let cacheDir: string;
let instructor: Account;
let admin: Account;
let publishedQuiz: { title: string; question_count: number } | undefined;

beforeAll(async () => {
  const port = await freePort();
  cacheDir = mkdtempSync(path.join(tmpdir(), 'jang-vite-'));
  const app = baseUrl();
  const toApp = { target: app, changeOrigin: true, headers: { origin: app } };
  vite = await createServer({
    configFile: path.resolve(import.meta.dirname, '../vite.config.ts'),
    cacheDir,
    logLevel: 'warn',
    server: {
      host: '127.0.0.1',
      port,
      strictPort: true,
      hmr: false,
      proxy: { '/api': toApp, '/files': toApp },
    },
  });
  await vite.listen();
  viteUrl = `http://127.0.0.1:${port}`;
  browser = await launchBrowser();
  instructor = await newStaff('instructor');
  // An admin sees the organisation's published quizzes (the demo courses have some) in the picker.
  admin = await newStaff('admin');
  const token = (await api<{ accessToken: string }>('POST', '/api/auth/sign-in', { body: admin }))
    .accessToken;
  [publishedQuiz] = await api<Array<{ title: string; question_count: number }>>(
    'GET',
    '/api/admin/quizzes?status=published',
    { token },
  );
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await vite?.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

async function openBuilder(
  viewport: typeof DESKTOP,
  format: 'session' | 'auto-formation',
  account = instructor,
): Promise<Page> {
  const page = await newPage(browser, viewport);
  await signInContext(page.context(), account);
  await page.goto(`${viteUrl}/dev/structure-builder?format=${format}`, { timeout: 120_000 });
  await page.getByRole('heading', { name: 'Structure du cours' }).waitFor({ timeout: 120_000 });
  return page;
}

/** The lesson titles of each section, as the editor would save them. */
async function saved(page: Page): Promise<string[][]> {
  const text = await page.getByTestId('structure-to-save').textContent();
  const sections = JSON.parse(text ?? '[]') as Array<{ title: string; lessons: Array<{ title: string }> }>;
  return sections.map((section) => [section.title, ...section.lessons.map((lesson) => lesson.title)]);
}

async function addLesson(page: Page, section: number, title: string) {
  await page.getByRole('button', { name: 'Ajouter une leçon' }).nth(section).click();
  const field = page.getByLabel('Titre de la leçon').and(page.locator('[value="Nouvelle leçon"]')).first();
  await field.fill(title);
}

const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]');
const announced = (page: Page, text: string) =>
  expect.poll(() => liveRegion(page).textContent()).toContain(text);

describe('the course structure builder', () => {
  it('builds weeks of lessons, reorders them by keyboard and by mouse, and asks before destroying', async () => {
    const page = await openBuilder(DESKTOP, 'session');
    // First load: 'Semaine 1', unfolded.
    await expect.poll(() => saved(page)).toEqual([['Semaine 1']]);
    await expect.poll(() => page.getByLabel('Titre de la semaine').first().inputValue()).toBe('Semaine 1');

    await addLesson(page, 0, 'Accueil');
    await addLesson(page, 0, 'Les bases');
    await addLesson(page, 0, 'Pratique');
    await page.getByRole('button', { name: 'Ajouter une semaine' }).click();
    await expect
      .poll(() => saved(page))
      .toEqual([['Semaine 1', 'Accueil', 'Les bases', 'Pratique'], ['Semaine 2']]);

    // Folded, each lesson is one row (new lessons open unfolded).
    for (const title of ['Accueil', 'Les bases', 'Pratique'])
      await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();

    // Keyboard: Space picks up, an arrow moves, Space drops; the screen reader hears it in French.
    await page.getByRole('button', { name: 'Déplacer la leçon « Accueil »' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => liveRegion(page).textContent()).toContain('« Accueil » saisi, position 1 sur 3.');
    await page.keyboard.press('ArrowDown');
    // Each key once the previous one is done, as a person (dnd-kit measures between frames).
    await announced(page, '« Accueil » est maintenant en position 2 sur 3 dans « Semaine 1 ».');
    await page.keyboard.press('Space');
    await expect
      .poll(() => saved(page))
      .toEqual([['Semaine 1', 'Les bases', 'Accueil', 'Pratique'], ['Semaine 2']]);
    await expect
      .poll(() => liveRegion(page).textContent())
      .toContain('« Accueil » déposé en position 2 sur 3 dans « Semaine 1 ».');

    // A week moved up with the keyboard.
    await page.getByRole('button', { name: 'Déplacer « Semaine 2 »' }).focus();
    await page.keyboard.press('Space');
    await announced(page, '« Semaine 2 » saisi, position 2 sur 2.');
    await page.keyboard.press('ArrowUp');
    await announced(page, '« Semaine 2 » est maintenant en position 1 sur 2.');
    await page.keyboard.press('Space');
    await expect
      .poll(() => saved(page))
      .toEqual([['Semaine 2'], ['Semaine 1', 'Les bases', 'Accueil', 'Pratique']]);

    // Mouse: a lesson dragged into the other week (the drag starts past 5 px).
    // 'Les bases' folded if it is still open (a click on a button that is not there would wait for it
    // forever: the test then timed out now and then).
    const foldBases = page.getByRole('button', { name: 'Replier « Les bases »' });
    if ((await foldBases.count()) > 0) await foldBases.click();
    const handle = page.getByRole('button', { name: 'Déplacer la leçon « Pratique »' });
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const target = (await page.getByRole('button', { name: 'Déplacer « Semaine 2 »' }).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
    await page.mouse.move(target.x + 60, target.y + target.height / 2 + 30, { steps: 15 });
    await page.mouse.up();
    await expect
      .poll(() => saved(page))
      .toEqual([
        ['Semaine 2', 'Pratique'],
        ['Semaine 1', 'Les bases', 'Accueil'],
      ]);

    // After a drag, dnd-kit swallows the next click (so that dropping never clicks what is under the
    // pointer): a click on the heading takes it, as a person's next click would.
    await page.getByRole('heading', { name: 'Structure du cours' }).click();
    // Deleting asks the spec's questions; 'Annuler' keeps everything.
    await page.getByRole('button', { name: 'Supprimer la leçon « Accueil »' }).click();
    await expect
      .poll(() => page.getByRole('alertdialog').textContent())
      .toContain('Êtes-vous sûr de vouloir supprimer cette leçon ?');
    await page.getByRole('button', { name: 'Annuler' }).click();
    await page.getByRole('button', { name: 'Supprimer la semaine « Semaine 2 »' }).click();
    await expect
      .poll(() => page.getByRole('alertdialog').textContent())
      .toContain('Êtes-vous sûr de vouloir supprimer cette section et toutes ses leçons ?');
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect.poll(() => saved(page)).toEqual([['Semaine 1', 'Les bases', 'Accueil']]);
    await page.close();
  });

  it('recognises video addresses, changes a type after asking, and uploads a document across a dropped connection', async () => {
    const page = await openBuilder(DESKTOP, 'auto-formation', admin);
    await page.route('**/api/oembed?**', (route) =>
      route.fulfill({
        json: { data: { title: 'Introduction au wolof', durationSeconds: 212, provider: 'youtube' } },
      }),
    );
    await page.getByRole('button', { name: 'Ajouter une leçon' }).click();
    const url = page.getByLabel('URL de la vidéo (YouTube ou Vimeo)');
    await url.fill('https://example.com/ma-video');
    await page.getByText('URL non reconnue comme YouTube ou Vimeo').waitFor();
    await page.getByText('Aperçu non disponible pour cette URL.').waitFor();
    await url.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.getByText('Vidéo YouTube reconnue.').waitFor();
    // 500 ms later the provider's title replaces the placeholder 'Nouvelle leçon'.
    await expect.poll(() => page.getByLabel('Titre de la leçon').inputValue()).toBe('Introduction au wolof');
    await expect.poll(() => page.getByLabel('Durée de la vidéo (secondes)').inputValue()).toBe('212');

    // Another type discards the content, after asking.
    await page.getByLabel('Type de leçon').selectOption('document');
    await expect
      .poll(() => page.getByRole('alertdialog').textContent())
      .toContain('Le contenu actuel de cette leçon sera supprimé');
    await page.getByRole('button', { name: 'Changer le type' }).click();
    await expect.poll(() => page.getByLabel('URL de la vidéo (YouTube ou Vimeo)').count()).toBe(0);
    await page.getByLabel('Titre de la leçon').fill('');

    // The network drops as the file is picked: the field says so, and resumes when it is back.
    await page.context().setOffline(true);
    const pdf = Buffer.concat([samplePdf(), Buffer.alloc(300 * 1024, 0x20)]);
    await page.getByLabel('Fichier du document').setInputFiles({
      name: 'Guide du formateur.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await page.getByText('Connexion perdue').waitFor();
    await expect.poll(() => page.getByTestId('uploads-state').textContent()).toBe('{"pending":1,"failed":0}');
    await screenshot(page, 'structure-builder-offline-1280');
    await page.context().setOffline(false);
    await page.getByText('Fichier prêt').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await expect.poll(() => page.getByTestId('uploads-state').textContent()).toBe('{"pending":0,"failed":0}');
    // A document without a title takes its file's name.
    await expect.poll(() => page.getByLabel('Titre de la leçon').inputValue()).toBe('Guide du formateur');
    const lesson = JSON.parse((await page.getByTestId('structure-to-save').textContent()) ?? '[]')[0]
      .lessons[0];
    expect(lesson).toMatchObject({
      type: 'document',
      content: { file_name: 'Guide du formateur.pdf', file_type: 'application/pdf', size: pdf.length },
    });

    // A file of the wrong kind is refused before a byte is sent.
    await page.getByLabel('Fichier du document').setInputFiles({
      name: 'film.mp4',
      mimeType: 'video/mp4',
      buffer: Buffer.alloc(100),
    });
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Type de fichier non supporté');

    // A sound: its duration read from the stored file's metadata by an audio element.
    await page.getByRole('button', { name: 'Ajouter une leçon' }).click();
    await page.getByLabel('Type de leçon').nth(1).selectOption('audio');
    await page
      .getByLabel('Fichier audio')
      .setInputFiles({ name: 'Salutations.wav', mimeType: 'audio/wav', buffer: silentWav(2) });
    await page.getByText('Durée lue dans le fichier : 2 s').waitFor({ timeout: 20_000 });
    const audio = JSON.parse((await page.getByTestId('structure-to-save').textContent()) ?? '[]')[0]
      .lessons[1];
    expect(audio).toMatchObject({ type: 'audio', content: { duration: 2, file_name: 'Salutations.wav' } });

    // A quiz picked from the published ones gives the lesson its title, which stays read-only.
    await page.getByRole('button', { name: 'Ajouter une leçon' }).click();
    await page.getByLabel('Type de leçon').nth(2).selectOption('quiz');
    const quiz = publishedQuiz!;
    await page
      .getByLabel('Quiz', { exact: true })
      .selectOption({ label: `${quiz.title} (${quiz.question_count} question(s))` });
    const quizTitle = page.getByLabel('Titre de la leçon').nth(2);
    await expect.poll(() => quizTitle.inputValue()).toBe(quiz.title);
    expect(await quizTitle.getAttribute('readonly')).not.toBeNull();
    await page.close();
  });

  it('fits a phone screen (360 px) and a computer screen', async () => {
    for (const [viewport, name] of [
      [PHONE, 'structure-builder-360'],
      [DESKTOP, 'structure-builder-1280'],
    ] as const) {
      const page = await openBuilder(viewport, 'session');
      await addLesson(page, 0, 'Bienvenue dans la formation');
      await addLesson(page, 0, 'Salutations en wolof');
      await page.getByLabel('Type de leçon').nth(1).selectOption('article');
      await page.getByLabel('Texte de l’article').fill('Na nga def ? Mangi fi rekk. '.repeat(20));
      await page.getByRole('button', { name: 'Ajouter une semaine' }).click();
      // Folded again: its title, type and duration on one row.
      await page.getByRole('button', { name: /^Bienvenue dans la formation/ }).click();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, name);
      await page.close();
    }
  });
});
