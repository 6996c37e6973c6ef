import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sampleQuote } from '../src/shared/payments/sample-quote.ts';
import { newLearner } from './support/accounts.ts';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser.ts';

// The last seat of a cohort held by another buyer's payment under way (docs/decisions/063): the
// checkout shows the server's words instead of 'Session complète', keeps 'Payer' waiting, and
// 'Réessayer' asks the quote again. The quote is answered here (holding a seat needs a full cohort).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const BOOTCAMP = 'Bootcamp JavaScript : devenir développeur front-end en 4 semaines';
const HELD =
  "La dernière place de cette session est réservée par un paiement en cours. Elle sera libérée si ce paiement échoue, est annulé ou n'est pas confirmé avant le 26 novembre 2026 à 09:15 : réessayez dans quelques minutes.";

async function cohortCheckoutPath(page: Page): Promise<string> {
  const list = await page.request.get(`/api/marketplace/courses?search=${encodeURIComponent('Bootcamp')}`);
  const courses = ((await list.json()) as { data: { courses: Array<{ id: string; title: string }> } }).data
    .courses;
  const course = courses.find((item) => item.title === BOOTCAMP);
  if (!course) throw new Error(`cours introuvable : ${BOOTCAMP}`);
  const detail = await page.request.get(`/api/marketplace/courses/${course.id}`);
  const cohort = ((await detail.json()) as { data: { cohorts: Array<{ id: string }> } }).data.cohorts[0];
  if (!cohort) throw new Error('aucune session ouverte pour le bootcamp');
  return `/marketplace/${course.id}/${cohort.id}/payment?planType=oneTime`;
}

// The bootcamp's one-time price, so the bar and the plan card agree on the screenshots.
const bootcampQuote = (overrides: Parameters<typeof sampleQuote>[0]) =>
  sampleQuote({ planTotal: 75_000, baseAmount: 75_000, amountDueNow: 75_000, ...overrides });

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

it.each([
  ['360', PHONE],
  ['1280', DESKTOP],
] as const)(
  'a seat held by a payment under way: said in the server’s words, Payer waits, Réessayer asks again (%s px)',
  async (width, viewport) => {
    const page = await newPage(browser, viewport);
    await newLearner(page, { firstName: 'Mariama', lastName: 'Sow' });
    let isHeld = true;
    await page.route('**/api/payments/quote', (route) =>
      json(route, 200, {
        data: isHeld ? bootcampQuote({ seatsLeft: 0, seatHeld: HELD }) : bootcampQuote({ seatsLeft: 1 }),
      }),
    );
    await page.goto(await cohortCheckoutPath(page));
    await page.getByText('Place réservée pour le moment').waitFor();
    await page.getByText(HELD).waitFor();
    expect(await page.getByText('Session complète').count()).toBe(0);
    await screenshot(page, `checkout-seat-held-plan-${width}`);

    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('radio', { name: /PayDunya/ }).waitFor();
    // Nothing to pay for now: the steps wait with the message on screen.
    expect(await page.getByRole('button', { name: 'Continuer' }).isDisabled()).toBe(true);
    await page.getByText('PayTech', { exact: true }).click();
    expect(await page.getByRole('button', { name: 'Continuer' }).isDisabled()).toBe(true);

    // The payment under way failed meanwhile: asked again, the seat is free.
    isHeld = false;
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect.poll(() => page.getByTestId('seat-held').count()).toBe(0);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('heading', { name: 'Récapitulatif', level: 2 }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: /^Payer/ }).isEnabled()).toBe(true);
  },
  120_000,
);
