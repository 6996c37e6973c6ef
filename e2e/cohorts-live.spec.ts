import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, newLearner, signInContext } from './support/accounts.ts';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import { inviteIntoCohort, planCohort } from './support/cohorts.ts';

// A cohort run end to end (issue 15): a new admin plans a session of the bootcamp with a live
// session and invites two new learners, who accept; one posts in the discussion and the other's
// open page shows it without a reload; a learner downloads the session's .ics; the admin pages back
// through the demo session's 120 messages.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const BOOTCAMP = 'Bootcamp JavaScript : devenir développeur front-end en 4 semaines';
const DEMO_SESSION = 'Bootcamp JavaScript — session de novembre';
const messages = (page: Page) =>
  page.locator('section[aria-labelledby="discussion-title"] ul[aria-live] > li');

async function openTab(page: Page, cohortId: string, tab: string) {
  await page.goto(`/dashboard/cohorts/${cohortId}?tab=${tab}`);
  await page.locator('header').filter({ hasText: 'Contenu hebdomadaire + Sessions live' }).waitFor();
}

it('an admin plans a cohort, two invited learners talk live, one downloads the .ics', async () => {
  const cohort = await planCohort({
    course: BOOTCAMP,
    title: `Session en direct ${Date.now()}`,
    sessions: [
      { title: 'Atelier DOM en direct', offsetDays: 2, meetingUrl: 'https://meet.example.org/atelier-dom' },
    ],
  });
  const { admin, adminToken } = cohort;

  const phone = await newPage(browser, PHONE);
  const desktop = await newPage(browser, DESKTOP);
  const awa = await newLearner(phone, { firstName: 'Awa', lastName: 'Diop' });
  const omar = await newLearner(desktop, { firstName: 'Omar', lastName: 'Ba' });
  await inviteIntoCohort(cohort, [awa, omar]);

  // Both on the discussion; what Awa posts reaches Omar's open page by the live stream.
  await openTab(desktop, cohort.id, 'discussion');
  await openTab(phone, cohort.id, 'discussion');
  await desktop.getByLabel('Votre message').waitFor();
  const text = `Bonjour de Awa ${Date.now()}`;
  await phone.getByLabel('Votre message').fill(text);
  await phone.getByRole('button', { name: 'Envoyer' }).click();
  // The live stream may draw the message before the post's answer empties the field: look for it
  // in the list, then see the field emptied.
  await phone.getByRole('paragraph').filter({ hasText: text }).waitFor();
  await expect.poll(() => phone.getByLabel('Votre message').inputValue()).toBe('');
  await desktop.getByRole('paragraph').filter({ hasText: text }).waitFor({ timeout: 15_000 });
  await phone.screenshot({ path: 'docs/screenshots/cohort-live-discussion-360.png' });
  await desktop.screenshot({ path: 'docs/screenshots/cohort-live-discussion-1280.png' });

  // The live session: 'Rejoindre' waits for its time; its .ics is a calendar entry.
  await openTab(phone, cohort.id, 'live-sessions');
  await phone.getByText('Atelier DOM en direct').first().waitFor();
  const [download] = await Promise.all([
    phone.waitForEvent('download'),
    phone.getByRole('button', { name: /Télécharger « Atelier DOM en direct » au format \.ics/ }).click(),
  ]);
  const ics = await download
    .path()
    .then((path) => import('node:fs').then((fs) => fs.readFileSync(path!, 'utf8')));
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('SUMMARY:Atelier DOM en direct');
  expect(ics).toMatch(/DTSTART:\d{8}T180000Z/);
  await phone.screenshot({ path: 'docs/screenshots/cohort-live-sessions-360.png' });

  // The demo session under way: 120 messages, 50 a page.
  const adminPage = await newPage(browser, DESKTOP);
  await signInContext(adminPage, admin);
  const cohorts = await api<Array<{ id: string; title: string }>>('GET', '/api/admin/cohorts', {
    token: adminToken,
  });
  const demo = cohorts.find((item) => item.title === DEMO_SESSION);
  expect(demo).toBeTruthy();
  await openTab(adminPage, demo!.id, 'discussion');
  await expect.poll(() => messages(adminPage).count()).toBe(50);
  await adminPage.getByRole('button', { name: 'Charger plus' }).click();
  await expect.poll(() => messages(adminPage).count()).toBe(100);
  await adminPage.getByRole('button', { name: 'Charger plus' }).click();
  await expect.poll(() => messages(adminPage).count()).toBeGreaterThanOrEqual(120);
  expect(await adminPage.getByRole('button', { name: 'Charger plus' }).count()).toBe(0);
});
