import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, loginAsDemo, outboxLink, signInThroughPage } from './support/accounts.ts';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser.ts';

// Platform console (issue 18): the demo superadmin (only to look and to create the test's own
// organisation, decision 085) sees the organisations at 360 and 1280 px, creates one whose invited
// admin activates the account and signs in, landing on /admin.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

it('a superadmin creates an organisation; its invited admin activates the account and lands on /admin', async () => {
  const tag = `${Date.now()}`.slice(-7);
  const page = await newPage(browser, DESKTOP);
  await loginAsDemo(page, 'superadmin');
  await page.waitForURL(/\/superadmin$/);
  await page.getByRole('heading', { level: 1, name: 'Organisations' }).waitFor();
  await screenshot(page, 'superadmin-organisations-1280');

  await page.getByText('Créer une organisation').click();
  await page.getByLabel('Nom', { exact: true }).fill(`Institut ${tag}`);
  await page.getByLabel('Identifiant (slug)').fill(`institut-${tag}`);
  const email = `directrice.${tag}@example.sn`;
  await page.getByLabel('Email du premier administrateur').fill(email);
  await page.getByLabel('Prénom').fill('Khady');
  await page.getByLabel('Nom de famille').fill('Fall');
  await page.getByRole('button', { name: 'Créer et inviter' }).click();
  await page.getByText('Organisation créée').waitFor();
  await page.locator(`[data-organization="institut-${tag}"]`).waitFor();

  const link = await outboxLink(email, 'invitation');
  const token = new URL(link).searchParams.get('token') ?? '';
  await api('POST', '/api/auth/activate', { body: { token, password: 'Thies-2026-ok' } });
  const admin = await newPage(browser, PHONE);
  await signInThroughPage(admin, { email, password: 'Thies-2026-ok' });
  await admin.waitForURL(/\/admin$/);
  expect(new URL(admin.url()).pathname).toBe('/admin');

  const phone = await newPage(browser, PHONE);
  await loginAsDemo(phone, 'superadmin');
  await phone.waitForURL(/\/superadmin$/);
  await phone.locator(`[data-organization="institut-${tag}"]`).waitFor();
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(phone, 'superadmin-organisations-360');
});
