import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newLearner } from './support/accounts.ts';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser.ts';

// The learner's emails (issue 10): a payment through the sandbox leaves a receipt in the development
// outbox, readable on a phone; the installment scan of the running server has told the seeded
// suspended learner why her course is locked.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const MARAICHAGE = 'Maraîchage rentable : de la pépinière à la vente';
/** Seeded with an installment past its grace: only read here, through the email sent at start. */
const FATOU = 'fatou.sarr@demo.jang.sn';
const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

type OutboxRow = { id: string; to: string; kind: string; subject: string; link: string | null };

/** The emails to `to` in the development outbox, newest first. */
async function outbox(page: Page, to: string): Promise<OutboxRow[]> {
  const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { data: OutboxRow[] }).data;
}

it('pays the first installment through the sandbox and finds the receipt in the outbox, on a phone', async () => {
  const page = await newPage(browser, PHONE);
  const learner = await newLearner(page, { firstName: 'Mariama', lastName: 'Diallo', signedIn: false });
  const headers = { authorization: `Bearer ${learner.token}` };
  const search = await page.request.get(`/api/marketplace/courses?search=${encodeURIComponent(MARAICHAGE)}`);
  const courses = ((await search.json()) as { data: { courses: Array<{ id: string; title: string }> } }).data;
  const courseId = courses.courses.find((course) => course.title === MARAICHAGE)!.id;
  const quote = await page.request.post('/api/payments/quote', {
    headers,
    data: { courseId, planType: 'installments' },
  });
  const { amountDueNow } = ((await quote.json()) as { data: { amountDueNow: number } }).data;
  const started = await page.request.post('/api/payments/initialize', {
    headers,
    data: {
      amount: amountDueNow,
      courseId,
      paymentPlan: { type: 'installments' },
      paymentDetails: { method: 'wave', phoneNumber: '+221 77 123 45 67' },
      gatewayId: 'paydunya',
      currency: 'XOF',
      idempotencyKey: randomUUID(),
    },
  });
  expect(started.status()).toBe(200);
  const { redirectUrl, reference } = (
    (await started.json()) as { data: { redirectUrl: string; reference: string } }
  ).data;
  await page.goto(redirectUrl);
  await page.getByRole('button', { name: 'Simuler un paiement réussi' }).click();
  await page.waitForURL(/\/marketplace\/payment\/result\?ref=/);

  // The sender runs every few seconds: the outbox page shows the receipt once it has left.
  await page.goto('/dev/outbox');
  const card = page
    .locator('li', { hasText: `À : ${learner.email}` })
    .filter({ hasText: 'Reçu de paiement' });
  await card.waitFor({ timeout: 30_000 });
  const text = plain(await card.textContent());
  expect(text).toContain(`Reçu de paiement — ${MARAICHAGE}`);
  expect(text).toContain('Bonjour Mariama,');
  expect(text).toContain('Formule : Paiement en plusieurs fois');
  expect(text).toContain('Versement : 1 sur 3');
  expect(text).toContain('Montant payé : 15 000 F CFA');
  expect(text).toContain(`Référence : ${reference}`);
  expect(text).toMatch(/Prochaine échéance : 15 000 F CFA à régler au plus tard le \d{1,2} \p{L}+ \d{4}\./u);
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'emails-1-outbox-receipt-360');

  // The HTML part, as a phone's mail app shows it: one column, nothing wider than the screen.
  await card.getByRole('link', { name: 'Voir la version HTML' }).click();
  await page.getByRole('heading', { name: 'Paiement reçu', level: 1 }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await page.getByRole('link', { name: 'Accéder à ma formation' }).getAttribute('href')).toMatch(
    new RegExp(`/dashboard/courses/${courseId}$`),
  );
  await page.screenshot({ path: 'e2e/screenshots/emails-2-receipt-html-360.png', fullPage: true });
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'emails-2-receipt-html-1280');
  // Only one receipt for this payment, however often the sender has run since.
  const receipts = (await outbox(page, learner.email)).filter(
    (row) => row.to === learner.email && row.kind === 'payment-receipt',
  );
  expect(receipts).toHaveLength(1);
});

it('the running server has told the seeded learner whose installment is past its grace that access is suspended', async () => {
  const page = await newPage(browser, PHONE);
  await expect
    .poll(
      async () =>
        (await outbox(page, FATOU)).filter((row) => row.to === FATOU && row.kind === 'access-suspended')
          .length,
      { timeout: 30_000 },
    )
    .toBe(1);
  const [email] = (await outbox(page, FATOU)).filter(
    (row) => row.to === FATOU && row.kind === 'access-suspended',
  );
  expect(email!.subject).toBe(`Accès suspendu — ${MARAICHAGE}`);
  await page.goto(`/api/dev/outbox/${email!.id}/html`);
  await page.getByRole('heading', { name: 'Votre accès est suspendu', level: 1 }).waitFor();
  expect(plain(await page.textContent('body'))).toMatch(
    /l'échéance de 15 000 F CFA prévue le \d{1,2} \p{L}+ \d{4} n'est pas réglée/u,
  );
  await page.screenshot({ path: 'e2e/screenshots/emails-3-suspended-html-360.png', fullPage: true });
});
