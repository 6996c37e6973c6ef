import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newLearner } from './support/accounts.ts';
import { launchBrowser, newPage, PHONE, screenshot } from './support/browser.ts';

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
  const existing = await newLearner(null);
  await page.goto('/auth/sign-up');
  await page.getByLabel('Prénom').fill('Awa');
  await page.getByLabel('Nom', { exact: true }).fill('Diop');
  await page.getByLabel('Email').fill(existing.email);
  await page.getByLabel('Mot de passe').fill('mon-mot-de-passe');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await page.getByText('Utilisateur déjà existant. Essayez de vous connecter.').first().waitFor();
  expect(page.url()).toContain('/auth/sign-up');
});

it('counts the resend cooldown down in the browser, the server answering alike inside its own minute', async () => {
  const page = await newPage(browser, PHONE);
  const email = `ousmane.${Date.now()}@example.sn`;
  await page.goto('/auth/sign-up');
  await page.getByLabel('Prénom').fill('Ousmane');
  await page.getByLabel('Nom', { exact: true }).fill('Sy');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill('mon-mot-de-passe');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await page.waitForURL(/\/auth\/verify-email/);
  // The sign-up email was just sent: the button waits, counting down.
  const counting = page.getByRole('button', { name: /^Renvoyer \(\d+ s\)$/ });
  await counting.waitFor();
  expect(await counting.isDisabled()).toBe(true);

  // Another browser (no stored countdown) asks inside the server's minute: the same success answer
  // as any address, and the countdown starts from it.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const resend = page.getByRole('button', { name: "Renvoyer l'email de confirmation" });
  await resend.waitFor();
  await resend.click();
  await page.getByText('Email de confirmation renvoyé').first().waitFor();
  await counting.waitFor();
  expect(await counting.isDisabled()).toBe(true);
  await screenshot(page, 'resend-countdown-360');
  await page.reload();
  await counting.waitFor();
});
