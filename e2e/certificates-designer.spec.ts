import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { login } from './support/accounts.ts';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';

// The certificate designer (issue 16 "Designer"): an admin invited for the test creates a template,
// gives it a client logo, a gradient background and a fifth distinction, saves (a wrong threshold is
// refused first), finds it in the list with its thumbnail, and chooses it in the course editor. At
// 360 px the preview and the panel stack without overflow. The template is the test's own
// organisation's, among the demo's: nothing else reads it.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const shot = (page: Page, name: string) => {
  mkdirSync('docs/screenshots', { recursive: true });
  return page.screenshot({ path: `docs/screenshots/certificates-designer-${name}.png`, fullPage: false });
};

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A client logo: a teal badge with a white band, as a PNG. */
const logoPng = () =>
  sharp({ create: { width: 320, height: 160, channels: 4, background: '#0f766e' } })
    .composite([
      {
        input: {
          create: { width: 320, height: 40, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 1 } },
        },
        top: 60,
        left: 0,
      },
    ])
    .png()
    .toBuffer();

it('an admin designs a template (logo, gradient, distinctions), saves it and picks it in a course', async () => {
  const page = await newPage(browser, DESKTOP);
  await login(page, 'admin');
  await page.waitForURL(/\/admin$/);
  const name = `Certificat e2e ${Date.now().toString(36)}`;

  // From the admin menu to the list, then a new template.
  await page.getByRole('link', { name: 'Certificats' }).first().click();
  await page.waitForURL(/\/admin\/certificates$/);
  await page.getByRole('heading', { level: 1, name: 'Modèles de certificat' }).waitFor();
  await page.getByRole('button', { name: 'Nouveau modèle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau modèle de certificat' });
  await dialog.getByLabel('Nom du modèle').fill(name);
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await page.waitForURL(/\/admin\/certificates\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { level: 1, name }).waitFor();

  // The defaults of §9 and their drawing.
  expect(await page.getByLabel('Titre', { exact: true }).inputValue()).toBe('CERTIFICAT');
  expect(await page.getByLabel('Sous-titre').inputValue()).toBe('de complétion');
  const preview = page.getByTestId('certificate-preview');
  await expect.poll(() => preview.locator('svg text').allTextContents()).toContain('CERTIFICAT');
  expect(await page.getByTestId('threshold-row').count()).toBe(4);

  // A client logo, uploaded and drawn.
  await page.getByTestId('image-input-logo').setInputFiles({
    name: 'Logo Université Été.png',
    mimeType: 'image/png',
    buffer: await logoPng(),
  });
  await expect
    .poll(() =>
      preview.locator('svg image').evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? '')),
    )
    .toContainEqual(
      expect.stringMatching(/\/files\/public\/certificates\/.+\/logo\/.+\/logo-universite-ete-\d+\.png$/),
    );
  await page.getByLabel('Titre', { exact: true }).fill('ATTESTATION');

  // A fifth distinction: added at 50; 101 is refused on save, then corrected.
  await page.getByRole('button', { name: 'Ajouter un seuil' }).click();
  const fifth = page.getByTestId('threshold-row').nth(4);
  expect(await fifth.getByLabel('Seuil (%)').inputValue()).toBe('50');
  await fifth.getByLabel('Seuil (%)').fill('101');
  await fifth.getByLabel('Mention', { exact: true }).fill('Admis');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await fifth.getByText('Le seuil doit être un nombre entre 0 et 100').waitFor();
  await fifth.getByLabel('Seuil (%)').fill('50');

  // Background: a gradient from sand to teal.
  await page.getByRole('tab', { name: 'Arrière-plan' }).click();
  await page.getByText('Dégradé', { exact: true }).click();
  await page.getByLabel('Couleur de départ').fill('#fdf6e3');
  await page.getByLabel("Couleur d'arrivée").fill('#99f6e4');
  await expect.poll(() => preview.locator('linearGradient stop').count()).toBe(2);
  await page.getByText('Modifications non enregistrées').waitFor();

  // The thumbnail follows the save: drawn from the preview, sent, stored as WebP widths.
  const thumbnailSent = page.waitForResponse((response) => response.url().endsWith('/thumbnail'), {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByText('Modèle enregistré').first().waitFor();
  expect((await thumbnailSent).status()).toBe(200);
  await expect.poll(() => page.getByText('Modifications non enregistrées').count()).toBe(0);
  await page.getByText('Version 2').waitFor();
  await page.getByRole('tab', { name: 'Modèle' }).click();
  await page.getByRole('heading', { name: 'Logos' }).scrollIntoViewIfNeeded();
  await shot(page, '1280');

  // Preview only: the panel is hidden, the drawing takes the width.
  await page.getByRole('button', { name: 'Aperçu seul' }).click();
  await expect.poll(() => page.getByRole('tab', { name: 'Modèle' }).isVisible()).toBe(false);
  await shot(page, 'preview-only-1280');
  await page.getByRole('button', { name: 'Afficher les réglages' }).click();

  // The list shows it with its thumbnail (drawn from the preview on save).
  await page.getByRole('link', { name: 'Modèles de certificat' }).click();
  await page.waitForURL(/\/admin\/certificates$/);
  const card = page.getByRole('listitem').filter({ hasText: name });
  const thumbnail = card.getByTestId('template-thumbnail');
  await expect
    .poll(
      async () =>
        (await thumbnail.count()) > 0 && thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  expect(await card.getByText('Version 2').count()).toBe(1);
  await shot(page, 'list-1280');

  // The course editor offers it once the certificate is on, with the designer's link.
  await page.goto('/admin/courses/new');
  await page.getByLabel('Certificat', { exact: true }).click();
  const select = page.getByLabel('Modèle de certificat');
  await select.selectOption({ label: name });
  expect(await select.locator('option:checked').textContent()).toBe(name);
  await page.getByRole('link', { name: 'Gérer les modèles' }).waitFor();
  await page.context().close();
});

it('on a 360 px phone the preview and the settings stack and nothing overflows', async () => {
  const page = await newPage(browser, PHONE);
  await login(page, 'admin');
  await page.waitForURL(/\/admin$/);
  await page.goto('/admin/certificates');
  await page.getByRole('button', { name: 'Nouveau modèle' }).click();
  await page.getByLabel('Nom du modèle').fill(`Mobile ${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Créer' }).click();
  await page.waitForURL(/\/admin\/certificates\/[0-9a-f-]{36}$/);
  await page.getByTestId('certificate-preview').locator('svg').waitFor();
  await page.getByRole('tab', { name: 'Modèle' }).waitFor();
  await expectNoOverflow(page);
  await shot(page, '360');
  await page.getByRole('button', { name: 'Aperçu seul' }).click();
  await expectNoOverflow(page);
  await shot(page, 'preview-only-360');
  await page.goto('/admin/certificates');
  await page.getByRole('listitem').first().waitFor();
  await expectNoOverflow(page);
  await shot(page, 'list-360');
  await page.context().close();
});
