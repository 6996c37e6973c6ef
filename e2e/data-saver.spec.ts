import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TCourseDetails } from '../src/shared/learning/course-details.contract.ts';
import { paths } from '../src/web/paths.ts';
import { api, newLearner } from './support/accounts.ts';
import { launchBrowser, newPage, PHONE, screenshot } from './support/browser.ts';
import { fakeYouTube } from './support/fake-youtube.ts';

// 'Économie de données' (issue 17, decision 311): switched on in the settings, it reaches the other
// pages of the device: a video lesson loads YouTube's player only when asked, course pictures come in
// their narrowest width.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const EXCEL_TITLE = 'Excel avancé : tableaux croisés dynamiques et tableaux de bord';

it('switched on in the settings, videos wait to be asked for and pictures are the narrowest (360 px)', async () => {
  const page = await newPage(browser, PHONE);
  await fakeYouTube(page);
  const learner = await newLearner(page, { enrolledIn: [EXCEL_TITLE] });
  const courseId = learner.courseIds[0]!;
  const details = await api<TCourseDetails>('GET', `/api/v1/student/courses/${courseId}/details`, {
    token: learner.token,
  });
  const video = details.modules.flatMap((m) => m.chapters).find((c) => c.type === 'video')!;

  // Off (the default): the player loads at once.
  await page.goto(paths.dashboard.learn(courseId, video.id));
  await page.getByTestId('fake-youtube').waitFor();

  await page.goto(paths.dashboard.settings());
  await page.getByRole('switch', { name: 'Économie de données' }).click();
  await page.getByRole('button', { name: 'Enregistrer' }).last().click();
  await page.getByText('Préférences enregistrées').waitFor();

  let youTubeAsked = 0;
  page.on('request', (request) => {
    if (request.url().includes('youtube.com/iframe_api')) youTubeAsked += 1;
  });
  await page.goto(paths.dashboard.learn(courseId, video.id));
  const load = page.getByRole('button', { name: 'Charger la vidéo' });
  await load.waitFor();
  await page.getByText('Économie de données activée').waitFor();
  expect(await page.getByTestId('fake-youtube').count()).toBe(0);
  expect(youTubeAsked).toBe(0);
  await screenshot(page, 'data-saver-video-360');
  await load.click();
  await page.getByTestId('fake-youtube').waitFor();
  expect(youTubeAsked).toBe(1);

  // The catalogue's pictures: the narrowest variant once the page is the browser's.
  await page.goto(paths.marketplace.home());
  const picture = page.locator('main img[src$=".webp"]').first();
  await picture.waitFor();
  await expect.poll(() => picture.getAttribute('src')).toMatch(/\.320x\d+\.webp$/);
  expect(await picture.getAttribute('srcset')).toBeNull();
});
