import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newStaff, signInThroughPage, tokenOf } from './support/accounts.ts';
import { baseUrl, DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser.ts';

// Platform console (issue 18), admin settings: a fresh admin of the demo organisation changes only
// the contact phone (restored at the end, the organisation's name is left alone for the other tests),
// sees it after a reload, sends a logo, sees its preview, then removes it. 360 px first.

type Settings = {
  name: string;
  defaultCurrency: string;
  contactEmail: string | null;
  contactPhone: string | null;
  contactWhatsapp: string | null;
  emailSenderName: string | null;
  logoUrl: string | null;
};

async function call(method: 'GET' | 'PUT', token: string, body?: unknown): Promise<Settings> {
  const response = await fetch(`${baseUrl()}/api/admin/organization`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} organization: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: Settings }).data;
}

/** A 240×80 PNG drawn by the browser, as bytes. */
async function logoPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 80;
    const context = canvas.getContext('2d');
    if (!context) return '';
    context.fillStyle = '#0f766e';
    context.fillRect(0, 0, 240, 80);
    context.fillStyle = '#ffffff';
    context.font = 'bold 36px sans-serif';
    context.fillText('Logo test', 30, 52);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

it('an admin changes the contact phone, sends then removes a logo, on /admin/settings', async () => {
  const admin = await newStaff('admin');
  const token = await tokenOf(admin);
  const before = await call('GET', token);
  const phoneNumber = `+221 77 ${`${Date.now()}`.slice(-3)} 45 67`;
  try {
    const page = await newPage(browser, PHONE);
    await signInThroughPage(page, admin);
    await page.waitForURL(/\/admin$/);
    await page.goto('/admin/settings');
    await page.getByRole('heading', { level: 1, name: 'Paramètres' }).waitFor();
    expect(await page.getByLabel('Nom de l’organisation').inputValue()).toBe(before.name);
    await page.getByText('Les clés des moyens de paiement restent').waitFor();

    await page.getByLabel('Téléphone', { exact: true }).fill('77 12');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await page.getByLabel('Téléphone', { exact: true }).fill(phoneNumber);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Paramètres enregistrés').waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Paramètres' }).waitFor();
    expect(await page.getByLabel('Téléphone', { exact: true }).inputValue()).toBe(phoneNumber);
    expect((await call('GET', token)).name).toBe(before.name);

    await page.getByLabel('Logo : Choisir une image').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await logoPng(page),
    });
    await page.getByText('Image enregistrée').waitFor();
    const preview = page.getByRole('img', { name: 'Aperçu : Logo' });
    await preview.waitFor();
    await expect.poll(() => preview.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(240);
    await page.reload();
    await preview.waitFor();
    await expect.poll(() => preview.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(240);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.locator('#org-images').scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-settings-360');

    const desktop = await newPage(browser, DESKTOP);
    await signInThroughPage(desktop, admin);
    await desktop.waitForURL(/\/admin$/);
    await desktop.goto('/admin/settings');
    await desktop.getByRole('img', { name: 'Aperçu : Logo' }).waitFor();
    await screenshot(desktop, 'admin-settings-1280');

    await page.getByRole('button', { name: 'Retirer : Logo' }).click();
    await page.getByText('Image retirée').waitFor();
    await page.locator('[data-asset="logo"]').getByText('Aucune image').waitFor();
    expect((await call('GET', token)).logoUrl).toBeNull();
  } finally {
    const now = await call('GET', token);
    await call('PUT', token, {
      name: now.name,
      defaultCurrency: now.defaultCurrency,
      contactEmail: now.contactEmail,
      contactPhone: before.contactPhone,
      contactWhatsapp: now.contactWhatsapp,
      emailSenderName: now.emailSenderName,
    });
  }
});
