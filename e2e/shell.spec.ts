import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { login } from './support/accounts.ts';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

for (const [name, viewport] of [
  ['360', PHONE],
  ['1280', DESKTOP],
] as const) {
  it(`lays out the student dashboard at ${name} px without horizontal scrolling`, async () => {
    const page = await newPage(browser, viewport);
    await login(page, 'student');
    await page.waitForURL(/\/dashboard$/);
    await page.getByText('Bonjour, Khady').waitFor();
    // Let the sign-in toast finish its entrance so it is judged at full opacity.
    await page.getByText('Connexion réussie').waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-sonner-toast]')].every(
        (el) => getComputedStyle(el).opacity === '1',
      ),
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `dashboard-${name}`);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`),
    ).toEqual([]);
  });
}

it('opens the sidebar as a drawer on a phone', async () => {
  const page = await newPage(browser, PHONE);
  await login(page, 'student');
  await page.waitForURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Mes formations' }).click();
  await page.waitForURL(/\/dashboard\/courses$/);
  await page.getByRole('heading', { level: 1, name: 'Mes formations' }).waitFor();
  await screenshot(page, 'courses-360');
});

it('answers an unknown page with the French 404 page', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto('/une-page-qui-nexiste-pas');
  await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
});
