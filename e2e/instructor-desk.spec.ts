import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { paths } from '../src/web/paths.ts';
import { loginAsDemo, newLearner } from './support/accounts.ts';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser.ts';

// The instructor's desk (issue 17): the demo instructor's dashboard (period, figures, the two charts
// drawn by Chart.js, French axes, the offline line) and commissions page (figures, history, the CSV
// download), at 360 and 1280 px. The demo instructor is only read (decision 085); the sale seen on the
// commissions page is the test's own learner's, bought through the sandbox checkout.

const EXCEL = 'Excel avancé : tableaux croisés dynamiques et tableaux de bord';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // A sale of the demo instructor's course, today: checkout records the commission.
  await newLearner(null, { enrolledIn: [EXCEL] });
});
afterAll(async () => browser.close());

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

function keep(name: string) {
  mkdirSync('docs/screenshots', { recursive: true });
  copyFileSync(`e2e/screenshots/${name}.png`, `docs/screenshots/${name}.png`);
}

for (const [viewport, width] of [
  [PHONE, 360],
  [DESKTOP, 1280],
] as const) {
  it(`the dashboard at ${width} px: the period's figures, two charts, by week over a year, offline said`, async () => {
    const page = await newPage(browser, viewport);
    await loginAsDemo(page, 'instructor');
    await page.waitForURL((url) => url.pathname === paths.instructor.home());
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    await page.getByTestId('kpi-revenue').waitFor();
    expect(await page.getByTestId('kpi-revenue').textContent()).toMatch(/^\d[\d\u202f]*FCFA$/);
    await page.getByTestId('chart-revenue').waitFor();
    await page.getByTestId('chart-enrollments').waitFor();
    // The 'Analytique' entry is the dashboard now: no placeholder left in the instructor's menu.
    expect(await page.getByText('Bientôt disponible').count()).toBe(0);
    // A year: by week, the weeks named in French.
    const yearly = page.waitForResponse((response) =>
      response.url().includes('/api/instructor/analytics?period=1y'),
    );
    await page.getByText('1 an', { exact: true }).click();
    expect((await yearly).status()).toBe(200);
    await page.getByText('Par semaine (à partir du lundi)').first().waitFor();
    await page.getByText('Voir les chiffres').click();
    await page
      .getByRole('cell', { name: /^Semaine du \d{2}\/\d{2}\/\d{4}$/ })
      .first()
      .waitFor();
    await page.getByText('Voir les chiffres').click();
    await page.getByText('30 jours', { exact: true }).click();
    await page.getByText('Par jour').first().waitFor();
    await expectNoOverflow(page);
    await screenshot(page, `instructor-analytics-${width}`);
    keep(`instructor-analytics-${width}`);
    await expectAccessible(page);
    // Offline: the figures stay, with when they were read.
    await page.context().setOffline(true);
    await page.getByText(/Vous êtes hors ligne : les chiffres affichés datent de \d{2}:\d{2}\./).waitFor();
    await page.context().setOffline(false);
    await page.context().close();
  });

  it(`the commissions at ${width} px: figures, history, and the CSV export`, async () => {
    const page = await newPage(browser, viewport);
    await loginAsDemo(page, 'instructor');
    await page.waitForURL((url) => url.pathname === paths.instructor.home());
    await page.goto(paths.instructor.commissions());
    await page.waitForURL((url) => url.pathname === paths.instructor.commissions());
    await page.getByRole('heading', { level: 1, name: 'Commissions' }).waitFor();
    await page.getByText('Votre part des ventes de vos cours, au taux de 70 %.').waitFor();
    expect(await page.getByTestId('commissions-received').textContent()).toMatch(/^[1-9][\d\u202f]*FCFA$/);
    await page.getByRole('cell', { name: EXCEL }).first().waitFor();
    await expectNoOverflow(page);
    await screenshot(page, `instructor-commissions-${width}`);
    keep(`instructor-commissions-${width}`);
    await expectAccessible(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter en CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^commissions-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await file.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1).split('\r\n')[0]).toBe(
      'Date;Formation;Référence du paiement;Montant de la vente (FCFA);Taux (%);Commission (FCFA)',
    );
    expect(text).toContain(`;${EXCEL};`);
    await page.context().close();
  });
}
