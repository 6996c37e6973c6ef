import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
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
const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

type OutboxRow = { id: string; to: string; kind: string; subject: string; link: string | null };

async function outbox(page: Page): Promise<OutboxRow[]> {
  const response = await page.request.get('/api/dev/outbox');
  return ((await response.json()) as { data: OutboxRow[] }).data;
}

/** A confirmed learner made through the API (the sign-up pages have their own tests); returns a bearer header. */
async function freshLearner(page: Page) {
  const email = `mariama.${Date.now()}@example.sn`;
  const password = 'mon-mot-de-passe';
  const signUp = await page.request.post('/api/auth/sign-up', {
    data: { email, password, firstName: 'Mariama', lastName: 'Diallo' },
  });
  expect(signUp.status()).toBe(201);
  const confirmation = (await outbox(page)).find((row) => row.to === email && row.kind === 'confirm-email');
  const link = new URL(confirmation!.link!);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByText('Votre email est confirmé. Vous pouvez vous connecter.').waitFor();
  const signIn = await page.request.post('/api/auth/sign-in', { data: { email, password } });
  const token = ((await signIn.json()) as { data: { accessToken: string } }).data.accessToken;
  return { email, headers: { authorization: `Bearer ${token}` } };
}

it('pays the first installment through the sandbox and finds the receipt in the outbox, on a phone', async () => {
  const page = await newPage(browser, PHONE);
  const learner = await freshLearner(page);
  const search = await page.request.get(`/api/marketplace/courses?search=${encodeURIComponent(MARAICHAGE)}`);
  const courses = ((await search.json()) as { data: { courses: Array<{ id: string; title: string }> } }).data;
  const courseId = courses.courses.find((course) => course.title === MARAICHAGE)!.id;
  const quote = await page.request.post('/api/payments/quote', {
    headers: learner.headers,
    data: { courseId, planType: 'installments' },
  });
  const { amountDueNow } = ((await quote.json()) as { data: { amountDueNow: number } }).data;
  const started = await page.request.post('/api/payments/initialize', {
    headers: learner.headers,
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
  const receipts = (await outbox(page)).filter(
    (row) => row.to === learner.email && row.kind === 'payment-receipt',
  );
  expect(receipts).toHaveLength(1);
});

it('the running server has told the seeded learner whose installment is past its grace that access is suspended', async () => {
  const page = await newPage(browser, PHONE);
  await expect
    .poll(
      async () =>
        (await outbox(page)).filter(
          (row) => row.to === 'fatou.sarr@demo.jang.sn' && row.kind === 'access-suspended',
        ).length,
      { timeout: 30_000 },
    )
    .toBe(1);
  const [email] = (await outbox(page)).filter(
    (row) => row.to === 'fatou.sarr@demo.jang.sn' && row.kind === 'access-suspended',
  );
  expect(email!.subject).toBe(`Accès suspendu — ${MARAICHAGE}`);
  await page.goto(`/api/dev/outbox/${email!.id}/html`);
  await page.getByRole('heading', { name: 'Votre accès est suspendu', level: 1 }).waitFor();
  expect(plain(await page.textContent('body'))).toMatch(
    /l'échéance de 15 000 F CFA prévue le \d{1,2} \p{L}+ \d{4} n'est pas réglée/u,
  );
  await page.screenshot({ path: 'e2e/screenshots/emails-3-suspended-html-360.png', fullPage: true });
});
