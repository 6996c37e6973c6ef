import { copyFileSync, mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { paths } from '../src/web/paths.ts';
import { login } from './support/accounts.ts';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser.ts';

// An admin of the demo organisation (invited for the test) finds the money owed back on 'Paiements'
// (docs/decisions/037), records one refund with the operator's transaction id, and the payment leaves
// 'Remboursements à faire'. Each demo payment is changed by one test at most: the refund is recorded
// on PAID_TWICE, which no other test reads; COHORT_FULL is only looked at (decision 086).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

// Seeded by src/server/db/seed/seed-payment-history.ts.
const COHORT_FULL = 'JNG-DEMO-MOUSSA-BOOTCAMP-COMPLET';
const PAID_TWICE = 'JNG-DEMO-MOUSSA-EXCEL-DOUBLON';
const NOTE = 'Wave TX-4471902 renvoyé au 77 000 00 00';
/** The name the fixture gives an invited admin. */
const ADMIN_NAME = 'Ibrahima Sy';

const normalized = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

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

it('shows the payments as cards at 360 px, without horizontal scrolling or accessibility faults', async () => {
  const page = await newPage(browser, PHONE);
  await login(page, 'admin');
  await page.waitForURL(/\/admin$/);
  // Other browser tests add payments of their own (newest first): the demo's are the JNG-DEMO-… ones.
  await page.goto(`${paths.admin.payments()}?search=JNG-DEMO`);
  await page.getByRole('heading', { level: 1, name: 'Paiements' }).waitFor();
  const card = page.getByRole('article', { name: COHORT_FULL });
  await card.waitFor();
  const text = normalized(await card.textContent());
  expect(text).toMatch(/75 000 F CFA/);
  expect(text).toContain('Échoué');
  expect(text).toContain('À rembourser');
  expect(text).toContain('moussa.ndiaye@demo.jang.sn');
  expect(text).toContain('Session : Bootcamp JavaScript — prochaine session');
  expect(text).toContain('PayDunya · Orange Money');
  expect(text).toContain('Motif : Session complète');
  await expectNoOverflow(page);
  await screenshot(page, 'admin-payments-360');
  await expectAccessible(page);

  await card.getByRole('button', { name: `Marquer comme remboursé le paiement ${COHORT_FULL}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Marquer comme remboursé' });
  await dialog.waitFor();
  await expectNoOverflow(page);
  await screenshot(page, 'admin-payments-dialog-360');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.context().close();
});

it("an admin opens 'Paiements', filters the refunds to make, and marks one refunded with a note", async () => {
  const page = await newPage(browser, DESKTOP);
  await login(page, 'admin');
  await page.waitForURL(/\/admin$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Paiements' }).click();
  await page.waitForURL((url) => url.pathname === paths.admin.payments());
  await page.getByRole('heading', { level: 1, name: 'Paiements' }).waitFor();
  // Other browser tests add payments of their own (newest first): the demo's are the JNG-DEMO-… ones.
  await page.goto(`${paths.admin.payments()}?search=JNG-DEMO`);
  const table = page.getByRole('table', { name: 'Paiements' });
  await table.waitFor();
  // The demo's pending payment (other browser tests may have paid since: the API tests check the order).
  const pending = table.locator('tbody tr').filter({ hasText: 'JNG-DEMO-AWA-SYSCOHADA-EN-ATTENTE' });
  expect(normalized(await pending.textContent())).toContain('En attente');
  for (const status of ['Payé', 'Échoué', 'Annulé', 'Expiré', 'En attente']) {
    expect(await table.getByText(status, { exact: true }).count()).toBeGreaterThan(0);
  }
  await screenshot(page, 'admin-payments-1280');

  await page.getByRole('button', { name: 'Remboursements à faire' }).click();
  await page.waitForURL((url) => url.searchParams.get('refundDue') === 'true');
  const rows = table.locator('tbody tr');
  await expect.poll(() => rows.count()).toBe(2);
  expect(
    await page.getByRole('button', { name: 'Remboursements à faire' }).getAttribute('aria-pressed'),
  ).toBe('true');
  expect(normalized(await table.textContent())).toContain(COHORT_FULL);
  await screenshot(page, 'admin-payments-refund-due-1280');

  const row = rows.filter({ hasText: PAID_TWICE });
  await row.getByRole('button', { name: `Marquer comme remboursé le paiement ${PAID_TWICE}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Marquer comme remboursé' });
  await dialog.waitFor();
  expect(normalized(await dialog.textContent())).toMatch(/25 000 F CFA à Moussa Ndiaye/);
  // The server decides: an empty note is refused in French, under the field.
  await dialog.getByRole('button', { name: 'Enregistrer le remboursement' }).click();
  await dialog
    .getByText(
      'Indiquez une note sur le remboursement (par exemple la référence de la transaction mobile money).',
    )
    .waitFor();
  const note = dialog.getByLabel('Note (référence de la transaction de remboursement)');
  expect(await note.getAttribute('aria-invalid')).toBe('true');
  await note.fill(NOTE);
  await screenshot(page, 'admin-payments-dialog-1280');
  await dialog.getByRole('button', { name: 'Enregistrer le remboursement' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('Remboursement enregistré').waitFor();

  // It leaves 'Remboursements à faire'; the other one stays.
  await expect.poll(() => rows.count()).toBe(1);
  expect(normalized(await rows.first().textContent())).toContain(COHORT_FULL);

  // Without the filter it shows as refunded, with who, when and the note.
  await page.getByRole('button', { name: 'Remboursements à faire' }).click();
  await page.waitForURL((url) => !url.searchParams.has('refundDue'));
  const refunded = table.locator('tbody tr').filter({ hasText: PAID_TWICE });
  await refunded.getByText('Remboursé', { exact: true }).waitFor();
  const refundedText = normalized(await refunded.textContent());
  expect(refundedText).toMatch(new RegExp(`Remboursé le .+ par ${ADMIN_NAME}`));
  expect(refundedText).toContain(`Note : ${NOTE}`);
  expect(await refunded.getByRole('button', { name: /Marquer comme remboursé/ }).count()).toBe(0);
  // The table fits the 1280 px page: nothing is cut off nor scrolled sideways.
  const tableOverflow = await table.evaluate((element) => {
    const box = element.parentElement!;
    return box.scrollWidth - box.clientWidth;
  });
  expect(tableOverflow).toBeLessThanOrEqual(0);
  await refunded.scrollIntoViewIfNeeded();
  await screenshot(page, 'admin-payments-refunded-1280');
  mkdirSync('docs/screenshots', { recursive: true });
  copyFileSync('e2e/screenshots/admin-payments-refunded-1280.png', 'docs/screenshots/admin-payments.png');
  await expectAccessible(page);

  // The search finds it by the payer's email; a search that matches nothing says so.
  await page.getByLabel('Email du payeur ou référence').fill('fatou.sarr');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await page.waitForURL((url) => url.searchParams.get('search') === 'fatou.sarr');
  // Her demo payments, and any other browser test made her pay before this one: hers only.
  await expect
    .poll(async () => (await table.locator('tbody tr').allTextContents()).map(normalized))
    .toSatisfy((found: string[]) => found.length >= 2 && found.every((text) => text.includes('fatou.sarr@')));
  await page.getByLabel('Email du payeur ou référence').fill('personne@nulle.part');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await page.getByText('Aucun paiement', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Effacer les filtres' }).click();
  await table.waitFor();
  await page.context().close();
});
