import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

it('signs up, confirms the email from the outbox, signs in and lands on the dashboard', async () => {
  const page = await newPage(browser);
  const email = `aissatou.${Date.now()}@example.sn`;
  await page.goto('/auth/sign-up');
  await page.getByLabel('Prénom').fill('Aïssatou');
  await page.getByLabel('Nom', { exact: true }).fill('Kane');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill('mon-mot-de-passe');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await page.waitForURL(/\/auth\/verify-email/);
  await expect
    .poll(() => page.getByText('Vérifiez votre email pour confirmer votre compte.').first().isVisible())
    .toBe(true);

  // The outbox stands in for the mailbox.
  await page.goto('/dev/outbox');
  const link = page.getByRole('link', { name: /\/auth\/confirm-email\?token=/ }).first();
  await link.waitFor();
  const href = await link.getAttribute('href');
  expect(href).toContain('/auth/confirm-email?token=');
  await page.goto(href!);
  await page.getByText('Votre email est confirmé. Vous pouvez vous connecter.').waitFor();

  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill('mon-mot-de-passe');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.getByText('Bonjour, Aïssatou').waitFor();
});

it('says when the email is already used', async () => {
  const page = await newPage(browser);
  await page.goto('/auth/sign-up');
  await page.getByLabel('Prénom').fill('Awa');
  await page.getByLabel('Nom', { exact: true }).fill('Diop');
  await page.getByLabel('Email').fill('etudiant@demo.jang.sn');
  await page.getByLabel('Mot de passe').fill('mon-mot-de-passe');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await page.getByText('Utilisateur déjà existant. Essayez de vous connecter.').first().waitFor();
  expect(page.url()).toContain('/auth/sign-up');
});
