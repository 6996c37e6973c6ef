import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, newLearner, signInContext } from './support/accounts.ts';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';

// Accounts, part settings (issue 17): a learner of the test's own changes their profile and picture
// (the picture then shows in the shell's top bar), then their password; with two browsers signed in
// as the same learner, one ends the other's session from the login history, which stops working.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `docs/screenshots/accounts-settings-${name}.png` });

const portrait = () =>
  sharp({ create: { width: 480, height: 480, channels: 3, background: '#e76f51' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="480" height="480"><circle cx="240" cy="190" r="90" fill="#fff3e0"/><rect x="110" y="300" width="260" height="180" rx="120" fill="#264653"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

it.each([
  ['360', PHONE],
  ['1280', DESKTOP],
] as const)(
  'a learner edits their profile and picture, seen in the shell (%s px)',
  async (width, viewport) => {
    const page = await newPage(browser, viewport);
    await newLearner(page, { firstName: 'Khady', lastName: 'Faye' });
    await page.goto('/dashboard/settings');
    await page.getByRole('heading', { name: 'Informations personnelles' }).waitFor();
    expect(
      await page
        .getByRole('navigation', { name: 'Sections des paramètres' })
        .getByRole('link')
        .allTextContents(),
    ).toEqual(['Profil', 'Sécurité', 'Données et compte']);

    // A phone without its country code is refused with the spec's words, beside the field.
    await page.getByLabel('Téléphone').fill('77 12');
    await page.getByRole('button', { name: 'Enregistrer' }).first().click();
    await page
      .getByText(/Format de numéro de téléphone invalide\. Le numéro doit commencer par \+/)
      .waitFor();

    await page.getByLabel('Prénom').fill('Aïssatou');
    await page.getByLabel('Téléphone').fill('+221 77 123 45 67');
    await page.getByLabel('Genre').selectOption('female');
    await page.getByRole('button', { name: 'Enregistrer' }).first().click();
    await page.getByText('Profil mis à jour').waitFor();
    await expect.poll(() => page.getByTestId('shell-user-name').textContent()).toBe('Aïssatou Faye');
    expect(await page.getByLabel('Téléphone').inputValue()).toBe('+221771234567');

    // The picture: sent, resized by the server, shown on the page and in the top bar.
    expect(await page.locator('header img').count()).toBe(0);
    await page
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'Mon portrait.png', mimeType: 'image/png', buffer: await portrait() });
    await page.getByText('Photo de profil mise à jour').waitFor();
    const headerPicture = page.locator('header img');
    await headerPicture.waitFor();
    expect(await headerPicture.getAttribute('src')).toMatch(
      /\/files\/public\/avatars\/[^/]+\/mon-portrait-\d+\.\d+x\d+\.webp$/,
    );
    await expect
      .poll(() => headerPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    // Preferences: the data saver kept after a reload; WhatsApp waits for its channel.
    await page.getByRole('switch', { name: 'Économie de données' }).click();
    expect(await page.getByRole('switch', { name: /Notifications WhatsApp/ }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Enregistrer' }).last().click();
    await page.getByText('Préférences enregistrées').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Préférences' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Économie de données' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await page.locator('header img').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, width);

    await page.getByRole('link', { name: 'Sécurité' }).click();
    await page.getByRole('heading', { name: 'Historique des connexions' }).waitFor();
    await page.getByText('Cette session').waitFor();
    await page.getByText('Au moins 8 caractères').waitFor();
    await shot(page, `security-${width}`);
    await page.context().close();
  },
);

it('a learner changes their password: the rules beside the field, the old one stops working', async () => {
  const page = await newPage(browser, DESKTOP);
  const learner = await newLearner(page);
  await page.goto('/dashboard/settings/security');
  await page.getByRole('heading', { name: 'Mot de passe' }).waitFor();
  await page.getByLabel('Mot de passe actuel').fill(learner.password);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Teranga-2027');
  await page.getByLabel('Confirmer le nouveau mot de passe').fill('Teranga-2028');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await page.getByText('Les deux mots de passe ne correspondent pas').waitFor();

  await page.getByLabel('Mot de passe actuel').fill('pas-le-bon');
  await page.getByLabel('Confirmer le nouveau mot de passe').fill('Teranga-2027');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await page.getByText('Le mot de passe actuel est incorrect.').first().waitFor();

  await page.getByLabel('Mot de passe actuel').fill(learner.password);
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await page.getByText('Mot de passe modifié. Vos autres sessions ont été déconnectées.').waitFor();
  await expect(
    api('POST', '/api/auth/sign-in', { body: { email: learner.email, password: learner.password } }),
  ).rejects.toThrow(/401/);
  await expect(
    api('POST', '/api/auth/sign-in', { body: { email: learner.email, password: 'Teranga-2027' } }),
  ).resolves.toBeTruthy();
  await page.context().close();
});

it('a learner signed in twice ends the other session from the login history; it stops working', async () => {
  const laptop = await newPage(browser, DESKTOP);
  const learner = await newLearner(laptop);
  const phone = await newPage(browser, PHONE);
  await phone.context().setExtraHTTPHeaders({});
  await signInContext(phone, learner);
  await phone.goto('/dashboard/settings');
  await phone.getByRole('heading', { name: 'Informations personnelles' }).waitFor();

  // Which session is the phone's: the phone asks the history itself (its current entry).
  const phoneToken = (
    (await (await phone.request.post('/api/auth/token')).json()) as { data: { accessToken: string } }
  ).data.accessToken;
  const phoneHistory = await phone.request.get('/api/v1/student/settings/login-history', {
    headers: { authorization: `Bearer ${phoneToken}` },
  });
  const phoneSession = (
    (await phoneHistory.json()) as { loginHistory: { id: string; is_current: boolean }[] }
  ).loginHistory.find((entry) => entry.is_current)!.id;

  await laptop.goto('/dashboard/settings/security');
  const list = laptop.getByTestId('login-history');
  await list.waitFor();
  // The laptop, the phone, and the test's own API sign-in (newLearner's token).
  await expect.poll(() => list.getByRole('listitem').count()).toBe(3);
  expect(await list.getByText('Cette session').count()).toBe(1);
  const phoneEntry = list.locator(`li[data-session-id="${phoneSession}"]`);
  expect(await phoneEntry.getByText('Cette session').count()).toBe(0);
  await phoneEntry.getByRole('button', { name: /Déconnecter/ }).click();
  await laptop.getByText('Session déconnectée').waitFor();
  await expect.poll(() => list.getByRole('listitem').count()).toBe(2);

  // The phone's session is gone: its refresh is refused and the app sends it to the login page.
  const refused = await phone.request.post('/api/auth/token');
  expect(refused.status()).toBe(401);
  await phone.reload();
  await phone.waitForURL('**/auth/login**');
  // The laptop goes on.
  await laptop.reload();
  await laptop.getByTestId('login-history').waitFor();
  await laptop.context().close();
  await phone.context().close();
});
