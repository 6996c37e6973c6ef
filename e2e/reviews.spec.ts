import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newLearner } from './support/accounts.ts';
import { DESKTOP, launchBrowser, newPage } from './support/browser.ts';

// The review form on the course page: a learner of the test's own, enrolled in the course, is asked
// for a rating in French, publishes a review, edits it, then deletes it.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const COURSE = 'Marketing digital : vendre sur Facebook, Instagram et TikTok';
const COMMENT = `Des exemples concrets pour vendre sur WhatsApp et Instagram (${Date.now()}).`;

it('asks for a rating, then publishes, edits and deletes an avis', async () => {
  const page = await newPage(browser, DESKTOP);
  await newLearner(page, { enrolledIn: [COURSE] });
  await page.goto('/marketplace');
  await page.getByRole('link', { name: COURSE }).first().click();
  await page.getByRole('heading', { level: 1, name: COURSE }).waitFor();

  const form = page.getByRole('form', { name: 'Laisser un avis' });
  await form.waitFor();
  const comment = form.getByLabel('Votre commentaire (facultatif)');
  await comment.fill(COMMENT);
  await form.getByText(`${COMMENT.length}/2000 caractères`).waitFor();

  // No star chosen: said in French, announced, and tied to the comment field.
  await form.getByRole('button', { name: 'Publier mon avis' }).click();
  const alert = form.getByRole('alert');
  expect(await alert.textContent()).toBe('Choisissez une note de 1 à 5 étoiles.');
  const errorId = await alert.getAttribute('id');
  expect((await comment.getAttribute('aria-describedby'))?.split(' ')).toContain(errorId);

  await form.getByRole('radio', { name: '4 étoiles' }).check();
  await form.getByRole('button', { name: 'Publier mon avis' }).click();
  await form.waitFor({ state: 'detached' });
  await page.getByText(COMMENT).waitFor();

  await page.getByRole('button', { name: 'Modifier mon avis' }).click();
  const edit = page.getByRole('form', { name: 'Modifier votre avis' });
  expect(await edit.getByRole('radio', { name: '4 étoiles' }).isChecked()).toBe(true);
  expect(await edit.getByLabel('Votre commentaire (facultatif)').inputValue()).toBe(COMMENT);
  await edit.getByRole('radio', { name: '5 étoiles' }).check();
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await edit.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Supprimer mon avis' }).click();
  await page.getByRole('button', { name: 'Oui, supprimer' }).click();
  await page.getByRole('form', { name: 'Laisser un avis' }).waitFor();
  expect(await page.getByText(COMMENT).count()).toBe(0);
  await page.context().close();
});
