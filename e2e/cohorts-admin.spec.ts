import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { paths } from '../src/web/paths.ts';
import { login, newLearner } from './support/accounts.ts';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';

// An admin (invited for the test) creates a cohort from the cohort form (issue 15, part admin): a new
// draft course from the form's dialog, auto-title, the six sections, a promo code; saves, reloads,
// plans two live sessions with links, invites two learners, activates it and sees the lock notice. The course stays a draft (never on the marketplace) and the
// cohort is its own, so no other browser test sees either.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const shot = (page: Page, name: string) => {
  mkdirSync('docs/screenshots', { recursive: true });
  return page.screenshot({ path: `docs/screenshots/cohort-edit-${name}.png`, fullPage: false });
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

it('creates a cohort with auto-title and a promo code, saves, reloads and activates it', async () => {
  const page = await newPage(browser, DESKTOP);
  await login(page, 'admin');
  await page.waitForURL(/\/admin$/);
  const stamp = Date.now().toString(36).toUpperCase();
  const courseTitle = `Cours de session ${stamp}`;
  const promo = `E2E${stamp}`;
  const invitees = [
    await newLearner(null, { firstName: 'Awa', lastName: `Invitée${stamp}` }),
    await newLearner(null, { firstName: 'Modou', lastName: `Invité${stamp}` }),
  ];

  await page.goto(paths.admin.cohorts());
  await page.getByRole('link', { name: 'Nouvelle session' }).click();
  await page.waitForURL(/\/admin\/cohorts\/new$/);
  await page.getByRole('heading', { level: 1, name: 'Nouvelle session' }).waitFor();

  // 1. A draft course from the dialog (§5 "Course draft"): an empty objective is refused.
  await page.getByRole('button', { name: 'Créer un cours' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer un cours' });
  await dialog.getByLabel('Titre du cours').fill(courseTitle);
  await dialog.getByLabel('Description courte').fill('Une session en groupe pour apprendre ensemble.');
  await expect.poll(() => dialog.getByText('46/160 caractères').count()).toBe(1);
  await dialog.getByRole('button', { name: 'Ajouter' }).first().click();
  await dialog.getByText('Veuillez saisir un objectif').waitFor();
  await dialog.getByLabel('Objectifs').fill('Construire un site');
  await dialog.getByRole('button', { name: 'Ajouter' }).first().click();
  await dialog.getByRole('button', { name: 'Créer le brouillon' }).click();
  await dialog.waitFor({ state: 'detached' });

  // Auto-title: '{course} - Session {mois année}' of the start date.
  await page.getByLabel('Date de début').fill(day(7));
  await page.getByLabel('Date de fin').fill(day(62));
  const month = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day(7)}T00:00:00Z`),
  );
  const title = `${courseTitle} - Session ${month}`;
  await expect.poll(() => page.getByLabel('Titre de la session').inputValue()).toBe(title);
  await page
    .getByLabel('Description', { exact: true })
    .first()
    .fill('Huit semaines, deux séances live par semaine.');
  await expect
    .poll(() => page.getByTestId('planning-counts').textContent())
    .toBe('56 jour(s) · 8 semaine(s)');

  // 3. Live links: the one row stays; a bad address is refused on save.
  await page.getByLabel('URL', { exact: true }).fill('pas-une-url');
  await page.getByRole('textbox', { name: 'Description', exact: true }).nth(1).fill('Salle Zoom');

  // 4. A promo code: 'PROMO' at 5 % by default, renamed.
  await page.getByRole('button', { name: 'Ajouter un code promo' }).click();
  const code = page.getByTestId('promo-code').getByLabel('Code', { exact: true });
  expect(await code.inputValue()).toBe('PROMO');
  expect(await page.getByTestId('promo-code').getByLabel('Réduction (%)').inputValue()).toBe('5');
  await code.fill(promo);

  // 5. Participants, 6. Communication.
  await page.getByLabel('Participants maximum').fill('30');
  await page.getByLabel('Canal du groupe').selectOption('whatsapp');
  await page.getByLabel('Lien du groupe').fill('https://chat.whatsapp.com/jang-e2e');
  await page.getByLabel('Message de fin').fill('Merci à toutes et à tous !');

  await page.getByRole('button', { name: 'Créer la session' }).click();
  await page.getByText("L'URL est invalide").waitFor();
  await page.getByLabel('URL', { exact: true }).fill('https://meet.example.org/jang');
  await page.getByRole('button', { name: 'Créer la session' }).click();
  await page.waitForURL(/\/admin\/cohorts\/[0-9a-f-]+\/edit$/);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();

  // Reloaded, every value is the saved one.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  expect(await page.getByLabel('Titre de la session').inputValue()).toBe(title);
  expect(await page.getByTestId('promo-code').getByLabel('Code', { exact: true }).inputValue()).toBe(promo);
  expect(await page.getByLabel('URL', { exact: true }).inputValue()).toBe('https://meet.example.org/jang');
  expect(await page.getByLabel('Participants maximum').inputValue()).toBe('30');
  await shot(page, '1280');
  await page.getByRole('heading', { name: 'Planning', exact: true }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 250));
  await shot(page, 'planning-1280');
  await page.getByText('Codes promo', { exact: true }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  await shot(page, 'promo-1280');
  await page.evaluate(() => window.scrollTo(0, 0));

  // Two live sessions planned from 'Planning des séances', each with its meeting link.
  for (const [index, sessionTitle] of ['Séance 1 — accueil', 'Séance 2 — atelier'].entries()) {
    await page.getByRole('button', { name: 'Ajouter une séance' }).click();
    const sessionDialog = page.getByRole('dialog', { name: 'Ajouter une séance' });
    await sessionDialog.getByLabel('Titre', { exact: true }).fill(sessionTitle);
    await sessionDialog.getByLabel('Date', { exact: true }).fill(day(8 + index * 7));
    await sessionDialog.getByLabel('Heure de début').fill('18:00');
    await sessionDialog.getByLabel('Heure de fin').fill('20:00');
    await sessionDialog
      .getByLabel('Lien de la réunion (facultatif)')
      .fill(`https://meet.example.org/jang-${index + 1}`);
    await sessionDialog.getByRole('button', { name: 'Enregistrer' }).click();
    await sessionDialog.waitFor({ state: 'detached' });
    await page.getByText(sessionTitle).waitFor();
  }
  await expect.poll(() => page.getByText('1 lien(s) de réunion').count()).toBe(2);

  // Two learners of the organisation (made before the page loaded its list) invited from the participants card.
  await page.getByRole('tab', { name: 'Tous les étudiants' }).click();
  for (const invitee of invitees) {
    await page.getByRole('searchbox', { name: 'Rechercher un étudiant' }).fill(invitee.email);
    await page.getByTestId('student-chooser').getByRole('checkbox').first().check();
  }
  await page.getByRole('searchbox', { name: 'Rechercher un étudiant' }).fill('');
  await page.getByRole('button', { name: 'Inviter les participants sélectionnés' }).click();
  await page.getByText('Participants ajoutés avec succès').waitFor();
  for (const invitee of invitees) {
    await page.getByRole('region', { name: 'Inscrits' }).getByText(invitee.email).waitFor();
  }
  await page.getByRole('heading', { name: 'Planning des séances' }).scrollIntoViewIfNeeded();
  await shot(page, 'sessions-1280');
  await page.getByRole('heading', { name: 'Participants', exact: true }).scrollIntoViewIfNeeded();
  await shot(page, 'participants-1280');
  await page.evaluate(() => window.scrollTo(0, 0));

  // Activated: the lock notice, and the locked fields are disabled.
  await page.getByRole('button', { name: 'Activer' }).click();
  await page
    .getByRole('dialog', { name: 'Activer cette session ?' })
    .getByRole('button', { name: 'Confirmer' })
    .click();
  await page.getByText('Certains champs ne sont pas modifiables car la session est active.').waitFor();
  expect(await page.getByLabel('Date de début').isDisabled()).toBe(true);
  expect(await page.getByLabel('Participants maximum').isDisabled()).toBe(false);
  await shot(page, 'active-1280');
  const editUrl = page.url();
  await page.context().close();

  // The same page on a phone.
  const phone = await newPage(browser, PHONE);
  await login(phone, 'admin');
  await phone.waitForURL(/\/admin$/);
  await phone.goto(editUrl);
  await phone.getByText('Certains champs ne sont pas modifiables car la session est active.').waitFor();
  await expectNoOverflow(phone);
  await shot(phone, '360');
  await phone.getByRole('heading', { name: 'Tarifs et codes promo' }).scrollIntoViewIfNeeded();
  await expectNoOverflow(phone);
  await shot(phone, 'pricing-360');
  // The list: status, course, dates and seats.
  await phone.goto(paths.admin.cohorts());
  const row = phone.getByRole('listitem').filter({ hasText: title });
  await row.waitFor();
  expect(await row.textContent()).toContain('0 / 30 places');
  await expectNoOverflow(phone);
  await shot(phone, 'list-360');
  await phone.context().close();
});
