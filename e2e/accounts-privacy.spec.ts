import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newLearner } from './support/accounts.ts';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';

// 'Données et compte' (/dashboard/settings/privacy; issue 17, accounts-data): a learner of the test's
// own downloads their data (the browser's download, parsed as JSON), asks for their account's
// deletion with a reason, sees the date, then cancels it; at 360 and 1280 px, with screenshots.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync('docs/screenshots', { recursive: true });
});
afterAll(async () => browser.close());

const COURSE = 'Marketing digital : vendre sur Facebook, Instagram et TikTok';

async function openPrivacy(page: Page) {
  await page.goto('/dashboard/settings/privacy');
  await page.getByRole('heading', { level: 1, name: 'Données et compte' }).waitFor();
}

it('downloads the export as a dated JSON file holding the learner’s own rows', async () => {
  const page = await newPage(browser, DESKTOP);
  const learner = await newLearner(page, { enrolledIn: [COURSE], firstName: 'Ndeye', lastName: 'Export' });
  await openPrivacy(page);
  expect(await page.getByRole('link', { name: 'Profil' }).getAttribute('href')).toBe('/dashboard/settings');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger mes données' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^jang-donnees-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const data = JSON.parse(readFileSync(file, 'utf8')) as {
    profile: { email: string; first_name: string };
    enrollments: { course_title: string }[];
    payments: unknown[];
    sessions: unknown[];
  };
  expect(data.profile.email).toBe(learner.email);
  expect(data.profile.first_name).toBe('Ndeye');
  expect(data.enrollments.map((row) => row.course_title)).toContain(COURSE);
  expect(data.payments.length).toBeGreaterThan(0);
  expect(data.sessions.length).toBeGreaterThan(0);
  await page.getByText(/Vos données ont été téléchargées/).waitFor();

  // A second download at once: the limit, said in French.
  await page.getByRole('button', { name: 'Télécharger mes données' }).click();
  await page.getByText(/Vous venez de télécharger vos données : réessayez dans \d+ minute/).waitFor();
  await page.context().close();
});

for (const [label, viewport] of [
  ['360', PHONE],
  ['1280', DESKTOP],
] as const) {
  it(`requests then cancels the deletion of the account (${label} px)`, async () => {
    const page = await newPage(browser, viewport);
    await newLearner(page, { firstName: 'Moussa', lastName: 'Depart' });
    await openPrivacy(page);

    const form = page.locator('form');
    await form
      .getByLabel('Pourquoi partez-vous ? (facultatif)')
      .fill('Je n’ai plus le temps de suivre des cours.');
    await form.getByRole('button', { name: 'Demander la suppression' }).click();
    // Not confirmed: said in French, nothing sent.
    await page.getByText('Cochez la case pour confirmer votre demande.').waitFor();
    await form.getByLabel(/Je comprends que mon compte/).check();
    await form.getByRole('button', { name: 'Demander la suppression' }).click();

    const date = page.getByTestId('deletion-date');
    await date.waitFor();
    const due = new Date(Date.now() + 14 * 86_400_000);
    const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' }).format(due);
    expect(await date.textContent()).toBe(`Votre compte sera supprimé le ${day}.`);
    // Still there after a reload: it is the server's request.
    await page.reload();
    await page.getByTestId('deletion-date').waitFor();
    // The pending state in view (the shell's header is sticky: a full-page capture would draw it mid-page).
    if (viewport === DESKTOP) await page.setViewportSize({ width: 1280, height: 960 });
    await page.getByRole('button', { name: 'Annuler la demande' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `docs/screenshots/accounts-privacy-${label}.png`, fullPage: false });

    await page.getByRole('button', { name: 'Annuler la demande' }).click();
    await page.getByRole('button', { name: 'Demander la suppression' }).waitFor();
    expect(await page.getByTestId('deletion-date').count()).toBe(0);
    await page.getByText('Demande annulée : votre compte est conservé.').waitFor();

    // Offline: said at once, and the buttons wait for the network.
    await page.context().setOffline(true);
    await page.getByText(/Vous êtes hors ligne : le téléchargement/).waitFor();
    expect(await page.getByRole('button', { name: 'Télécharger mes données' }).isDisabled()).toBe(true);
    await page.context().setOffline(false);
    await page.context().close();
  });
}
