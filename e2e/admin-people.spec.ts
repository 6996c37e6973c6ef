import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { paths } from '../src/web/paths.ts';
import { login, newLearner, outboxLink, signInThroughPage } from './support/accounts.ts';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser.ts';

// The admin's people pages (issue 18 "Admin"): a fresh admin of the demo organisation (invited for
// the test) opens the dashboard, invites an instructor who activates the account from the emailed
// link and lands on /instructor, suspends a learner of their own (whose open page then stops
// working), and imports a CSV of learners (preview with the bad rows' lines, then the summary).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const PASSWORD = 'mon-mot-de-passe-2';
const tag = () => `${Date.now()}${Math.round(Math.random() * 1e4)}`;

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`),
  ).toEqual([]);
}

it('the dashboard shows the figures as links, at 360 px and 1280 px', async () => {
  for (const [viewport, name] of [
    [PHONE, 'admin-dashboard-360'],
    [DESKTOP, 'admin-dashboard-1280'],
  ] as const) {
    const page = await newPage(browser, viewport);
    await login(page, 'admin');
    await page.waitForURL(/\/admin$/);
    // A fresh load: the sign-in toast does not cover the title in the screenshot.
    await page.goto(paths.admin.home());
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    const learners = page.getByTestId('dashboard-learners');
    await learners.getByRole('link').waitFor();
    expect(await learners.textContent()).toMatch(/\d+\s*Apprenants/);
    expect(await page.getByTestId('dashboard-revenueThisMonth').textContent()).toMatch(/F\s?CFA/);
    await expectNoOverflow(page);
    await screenshot(page, name);
    await expectAccessible(page);
    await page.getByTestId('dashboard-refundsWaiting').getByRole('link').click();
    await page.waitForURL(
      (url) => url.pathname === paths.admin.payments() && url.search.includes('refundDue'),
    );
    await page.context().close();
  }
});

it('an admin invites an instructor, who activates the account and lands on /instructor', async () => {
  const page = await newPage(browser, DESKTOP);
  await login(page, 'admin');
  await page.waitForURL(/\/admin$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Utilisateurs' }).click();
  await page.getByRole('heading', { level: 1, name: 'Utilisateurs' }).waitFor();
  const email = `coumba.${tag()}@example.sn`;
  await page.getByRole('button', { name: 'Inviter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inviter une personne' });
  await dialog.getByLabel('Prénom', { exact: true }).fill('Coumba');
  await dialog.getByLabel('Nom', { exact: true }).fill('Diallo');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Rôle').selectOption('instructor');
  await dialog.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByLabel('Rechercher (nom ou email)').fill(email);
  await page.getByLabel('Rechercher (nom ou email)').press('Enter');
  await page.getByRole('link', { name: /Coumba Diallo/ }).waitFor();
  expect(await page.getByRole('link', { name: /Coumba Diallo/ }).textContent()).toContain('Invité');
  await page.context().close();

  const invited = await newPage(browser, PHONE);
  const link = await outboxLink(email, 'invitation');
  expect(link).toContain('/auth/instructor-activate?token=');
  await invited.goto(new URL(link).pathname + new URL(link).search);
  await invited.getByLabel('Nouveau mot de passe').fill(PASSWORD);
  await invited.getByLabel('Confirmation du mot de passe').fill(PASSWORD);
  await invited.getByRole('button', { name: 'Activer mon compte' }).click();
  await invited.getByRole('link', { name: 'Se connecter' }).click();
  await signInThroughPage(invited, { email, password: PASSWORD }, invited.url());
  await invited.waitForURL(/\/instructor$/);
  await invited.context().close();
});

it('an admin suspends a learner: the open page of the learner stops working', async () => {
  const learnerPage = await newPage(browser, PHONE);
  const learner = await newLearner(learnerPage, { firstName: 'Ousmane', lastName: `Kane${tag()}` });
  await learnerPage.goto('/dashboard');
  await learnerPage.waitForURL(/\/dashboard/);

  for (const [viewport, name] of [
    [PHONE, 'admin-users-360'],
    [DESKTOP, 'admin-users-1280'],
  ] as const) {
    const page = await newPage(browser, viewport);
    await login(page, 'admin');
    await page.waitForURL(/\/admin$/);
    await page.goto(`${paths.admin.users()}?search=${encodeURIComponent(learner.email)}`);
    await page.getByRole('link', { name: new RegExp(learner.lastName) }).waitFor();
    await expectNoOverflow(page);
    await screenshot(page, name);
    await expectAccessible(page);
    await page.getByRole('link', { name: new RegExp(learner.lastName) }).click();
    await page.getByRole('heading', { level: 1, name: `Ousmane ${learner.lastName}` }).waitFor();
    await page.getByRole('heading', { name: 'Inscriptions' }).waitFor();
    await expectNoOverflow(page);
    if (viewport === PHONE) {
      await screenshot(page, 'admin-user-360');
      await expectAccessible(page);
    } else {
      await page.getByLabel('Motif de la suspension (facultatif)').fill('Partage de compte');
      await page.getByRole('button', { name: 'Suspendre' }).click();
      await page.getByRole('button', { name: 'Réactiver' }).waitFor();
      await screenshot(page, 'admin-user-1280');
    }
    await page.context().close();
  }

  // The learner's next request is refused: back to the sign-in page.
  await learnerPage.goto('/dashboard/courses');
  await learnerPage.waitForURL(/\/auth\/login/);
  const refused = await fetch(new URL('/api/auth/sign-in', learnerPage.url()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: learner.email, password: learner.password }),
  });
  expect(refused.ok).toBe(false);
  await learnerPage.context().close();
});

it('an admin imports a CSV of learners: preview with the bad lines, then the summary', async () => {
  const id = tag();
  const csv = [
    'prenom;nom;email;telephone;formation',
    `Awa;Ndiaye;awa.${id}@import.sn;+221 77 111 22 33;`,
    `Moussa;Ba;moussa.${id}@import.sn;;`,
    'Sans;Adresse;pas-un-email;;',
    `Awa;Bis;awa.${id}@import.sn;;`,
  ].join('\n');
  for (const [viewport, name] of [
    [PHONE, 'admin-import-360'],
    [DESKTOP, 'admin-import-1280'],
  ] as const) {
    const page = await newPage(browser, viewport);
    await login(page, 'admin');
    await page.waitForURL(/\/admin$/);
    await page.goto(paths.admin.usersImport());
    await page.getByRole('heading', { level: 1, name: 'Importer des apprenants' }).waitFor();
    await page.getByLabel('Ou collez le contenu du fichier').fill(csv);
    await page.getByRole('button', { name: 'Aperçu' }).click();
    await page.getByText('2 ligne(s) valide(s), 2 ligne(s) en erreur sur 4.').waitFor();
    expect(await page.locator('tr[data-outcome="invalid"]').count()).toBe(2);
    expect(await page.locator('tr[data-outcome="invalid"]').first().textContent()).toContain(
      'email invalide',
    );
    await expectNoOverflow(page);
    await screenshot(page, name);
    await expectAccessible(page);
    if (viewport === DESKTOP) {
      await page.getByRole('button', { name: 'Importer 2 ligne(s) valide(s)' }).click();
      const summary = page.getByRole('status').filter({ hasText: 'Import terminé' });
      await summary.waitFor();
      // The phone run only previewed: both accounts are created here; the second file line 5 is refused.
      expect(await summary.textContent()).toContain('2 compte(s) créé(s)');
      expect(await summary.textContent()).toContain('Ligne 5');
      await screenshot(page, 'admin-import-done-1280');
      expect(await outboxLink(`moussa.${id}@import.sn`, 'invitation')).toContain('/auth/activate?token=');
    }
    await page.context().close();
  }
});

it('the instructor profiles page shows what the marketplace shows, editable, at 360 px (demo profiles only read)', async () => {
  const page = await newPage(browser, PHONE);
  await login(page, 'admin');
  await page.waitForURL(/\/admin$/);
  await page.goto(paths.admin.instructors());
  await page.getByRole('heading', { level: 1, name: 'Profils instructeurs' }).waitFor();
  await page.getByLabel('Spécialité').first().waitFor();
  await expectNoOverflow(page);
  await screenshot(page, 'admin-instructors-360');
  await expectAccessible(page);
  await page.context().close();
});
