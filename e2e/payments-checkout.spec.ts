import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { t } from '../src/shared/messages/fr.ts';
import { sampleQuote } from '../src/shared/payments/sample-quote.ts';
import { courseIdOf, newLearner } from './support/accounts.ts';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser.ts';

// The checkout journey (spec/learner.md §2 "Checkout", "Payment result", §4, §5, §8).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const EXCEL = 'Excel avancé : tableaux croisés dynamiques et tableaux de bord';
const CANVA = 'Design graphique avec Canva : des visuels professionnels pour votre activité';
const FREE_COURSE = 'Créer son premier site web avec HTML et CSS';

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

const quote = sampleQuote;

it('walks the stepper, checks the mobile-money step word for word, and shows the server’s refusals', async () => {
  const page = await newPage(browser, PHONE);
  await newLearner(page);
  const courseId = await courseIdOf(EXCEL);

  // The payment API is answered here so its refusals can be shown on demand.
  const initializeBodies: Array<Record<string, unknown>> = [];
  let initializeAnswer: { status: number; body: unknown } = {
    status: 502,
    body: { error: 'Une erreur inattendue est survenue', code: 'INTERNAL' },
  };
  await page.route('**/api/payments/quote', async (route) => {
    const body = route.request().postDataJSON() as { promoCode?: string | null };
    if (body.promoCode === 'TABASKI') {
      return json(route, 200, {
        data: quote({ discount: 5000, amountDueNow: 20000, promo: { code: 'TABASKI', discount: 5000 } }),
      });
    }
    if (body.promoCode) return json(route, 200, { data: quote({ promoError: 'Ce code promo a expiré.' }) });
    return json(route, 200, { data: quote() });
  });
  await page.route('**/api/payments/initialize', async (route) => {
    initializeBodies.push(route.request().postDataJSON() as Record<string, unknown>);
    return json(route, initializeAnswer.status, initializeAnswer.body);
  });

  await page.goto(`/marketplace/${courseId}/payment?planType=oneTime`);
  await page.getByRole('heading', { name: 'Paiement', level: 1 }).waitFor();
  await expect.poll(() => page.getByRole('radio', { name: /Paiement unique/ }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Continuer' }).click();

  // Gateway: PayDunya recommended and chosen by default; three numbered steps.
  await page.getByRole('radio', { name: /PayDunya/ }).waitFor();
  expect(await page.getByRole('radio', { name: /PayDunya/ }).isChecked()).toBe(true);
  expect(await page.getByRole('navigation', { name: 'Étapes du paiement' }).textContent()).toMatch(
    /Moyen de paiement[\s\S]*Coordonnées[\s\S]*Récapitulatif/,
  );
  await screenshot(page, 'checkout-gateway-360');

  // PayTech skips the details step: the stepper hides it.
  await page.getByText('PayTech', { exact: true }).click();
  expect(await page.getByRole('navigation', { name: 'Étapes du paiement' }).textContent()).not.toContain(
    'Coordonnées',
  );
  await page.getByText('PayDunya', { exact: true }).click();
  await page.getByRole('button', { name: 'Continuer' }).click();

  // Mobile-money step, spec §5 word for word; errors clear as soon as the field changes.
  await page.getByRole('heading', { name: 'Vos coordonnées mobile money' }).waitFor();
  expect(await page.getByRole('radio').allInnerTexts()).toBeDefined();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByText('Veuillez sélectionner une méthode de paiement').waitFor();
  await page.getByText('Wave', { exact: true }).click();
  expect(await page.getByText('Veuillez sélectionner une méthode de paiement').count()).toBe(0);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByText('Le numéro de téléphone est requis').waitFor();
  const phone = page.getByLabel('Numéro de téléphone');
  await phone.fill('77-12');
  expect(await page.getByText('Le numéro de téléphone est requis').count()).toBe(0);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByText('Format de numéro invalide').waitFor();
  await screenshot(page, 'checkout-details-error-360');
  await phone.fill('221771234567');
  expect(await phone.inputValue()).toBe('+221 77 123 45 67');
  expect(await page.getByText('Format de numéro invalide').count()).toBe(0);
  await screenshot(page, 'checkout-details-360');
  await page.getByRole('button', { name: 'Continuer' }).click();

  // Summary: a refused promo code shows the server's reason; an accepted one its discount.
  await page.getByRole('heading', { name: 'Récapitulatif', level: 2 }).waitFor();
  await screenshot(page, 'checkout-summary-mocked-360');
  await page.getByLabel('Code promo').fill('noel');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await page.getByText('Ce code promo a expiré.').waitFor();
  await page.getByLabel('Code promo').fill('TABASKI');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await page.getByText(/Code TABASKI appliqué/).waitFor();
  await expect.poll(() => page.getByTestId('amount-now').textContent()).toMatch(/20\s000\sF\sCFA/);

  // A server failure: the red 'Erreur' alert with 'Erreur de l'API: {status} {statusText}'.
  await page.getByRole('button', { name: /^Payer/ }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Erreur' });
  await alert.getByText("Erreur de l'API: 502 Bad Gateway").waitFor();
  await page.waitForTimeout(400); // the alert scrolls into view
  await screenshot(page, 'checkout-summary-error-360');

  // A refusal: the server's own message. The retry of the same payment carries the same key.
  initializeAnswer = {
    status: 409,
    body: { error: 'Le montant a changé : rechargez la page.', code: 'AMOUNT_CHANGED' },
  };
  await page.getByRole('button', { name: /^Payer/ }).click();
  await alert.getByText('Le montant a changé : rechargez la page.').waitFor();
  expect(initializeBodies).toHaveLength(2);
  expect(initializeBodies[0]).toMatchObject({
    amount: 20000,
    courseId,
    currency: 'XOF',
    gatewayId: 'paydunya',
    promoCode: 'TABASKI',
    paymentPlan: { type: 'oneTime', price: 25000, originalPrice: 25000 },
    paymentDetails: { method: 'wave', phoneNumber: '+221 77 123 45 67' },
  });
  expect(initializeBodies[1]?.idempotencyKey).toBe(initializeBodies[0]?.idempotencyKey);

  // 'Retour' reverses: summary → details → gateway → plan → the page before.
  for (const heading of [
    'Vos coordonnées mobile money',
    'Choisissez votre moyen de paiement',
    'Choisissez votre formule',
  ]) {
    await page.getByRole('button', { name: 'Retour' }).click();
    await page.getByText(heading).waitFor();
  }
  await page.getByRole('button', { name: 'Retour' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/payment'));
});

it('says when a course offers no way to pay, and when the session is full', async () => {
  const page = await newPage(browser, PHONE);
  await newLearner(page);
  const courseId = await courseIdOf(EXCEL);
  await page.route('**/api/payments/quote', (route) => json(route, 200, { data: quote({ seatsLeft: 0 }) }));
  await page.goto(`/marketplace/${courseId}/payment?planType=oneTime`);
  await page.getByText('Session complète').waitFor();
  await page.getByText("Il n'y a plus de place disponible dans cette session.").waitFor();

  await page.route('**/api/marketplace/courses/*', (route) =>
    route.fetch().then(async (response) => {
      const body = (await response.json()) as { data: Record<string, unknown> };
      const pricing_modes = {
        one_time: false,
        installments: false,
        subscription: false,
        registration_monthly: false,
      };
      return json(route, 200, { data: { ...body.data, pricing_modes, one_time_price: 0, price: 20000 } });
    }),
  );
  await page.goto(`/marketplace/${courseId}/payment`);
  await page.getByText('Options de paiement non disponibles').waitFor();
  await page
    .getByText(
      "Ce cours ne propose actuellement pas d'options de paiement. Veuillez contacter l'administrateur pour plus d'informations.",
    )
    .waitFor();
});

it('lets an anonymous visitor choose a plan, then sign in to pay and come back to it', async () => {
  const page = await newPage(browser, PHONE);
  const account = await newLearner(page, { signedIn: false });
  await page.goto('/marketplace');
  await page
    .getByRole('link', { name: new RegExp(EXCEL.slice(0, 20)) })
    .first()
    .click();
  await page
    .getByRole('link', { name: /Choisir ce plan/ })
    .first()
    .click();
  await page.waitForURL(/\/payment\?planType=oneTime/);
  await page.getByRole('link', { name: 'Se connecter pour payer' }).waitFor();
  await screenshot(page, 'checkout-plan-anonymous-360');
  await page.getByRole('link', { name: 'Se connecter pour payer' }).click();
  await page.waitForURL(/\/auth\/login\?redirect=/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/marketplace\/[^/]+\/payment\?planType=oneTime$/);
  await page.getByRole('button', { name: 'Continuer' }).waitFor();
  await screenshot(page, 'checkout-plan-360');
  // The sign-in detour left no extra entry: 'Retour' goes back to the course page.
  await page.getByRole('button', { name: 'Retour' }).click();
  await page.waitForURL(/\/marketplace\/[^/]+$/);
});

it('shows the summary on a computer too', async () => {
  const page = await newPage(browser, DESKTOP);
  await newLearner(page);
  const courseId = await courseIdOf(EXCEL);
  await page.route('**/api/payments/quote', (route) => json(route, 200, { data: quote() }));
  await page.goto(`/marketplace/${courseId}/payment?planType=oneTime`);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByText('PayTech', { exact: true }).click();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('heading', { name: 'Récapitulatif', level: 2 }).waitFor();
  await screenshot(page, 'checkout-summary-1280');
});

it('result page: waits while pending, asking again, then says the payment succeeded; unknown reference → not found', async () => {
  const page = await newPage(browser, PHONE);
  await newLearner(page);
  const courseId = await courseIdOf(EXCEL);
  const statuses = ['pending', 'pending', 'completed'];
  let checks = 0;
  await page.route('**/api/payments/check-status?*', (route) => {
    const ref = new URL(route.request().url()).searchParams.get('ref');
    if (ref !== 'PAY-TEST-1') return json(route, 404, { error: 'Paiement introuvable', code: 'NOT_FOUND' });
    const status = statuses[Math.min(checks, statuses.length - 1)];
    checks += 1;
    return json(route, 200, {
      data: {
        reference: 'PAY-TEST-1',
        status,
        amount: 30000,
        currency: 'XOF',
        courseId,
        cohortId: null,
        planType: 'installments',
        remainingAmount: 45000,
        nextPaymentDate: '2026-12-22',
        created_at: '2026-11-22T08:00:00.000Z',
        checkoutPath: `/marketplace/${courseId}/payment?planType=installments`,
      },
    });
  });
  await page.goto('/marketplace/payment/result?ref=PAY-TEST-1');
  await page.getByText('Paiement en cours de confirmation').waitFor();
  await screenshot(page, 'checkout-result-pending-360');
  await page.getByRole('heading', { name: 'Paiement réussi' }).waitFor({ timeout: 15_000 });
  expect(checks).toBe(3);
  await page.getByText('22 décembre 2026').waitFor();
  await page.getByText(/45\s000\sF\sCFA/).waitFor();
  await screenshot(page, 'checkout-result-installments-360');
  // Settled: no more questions to the server.
  await page.waitForTimeout(2500);
  expect(checks).toBe(3);
  expect(await page.getByRole('link', { name: 'Accéder au cours' }).getAttribute('href')).toBe(
    `/dashboard/courses/${courseId}`,
  );

  await page.goto('/marketplace/payment/result?ref=INCONNUE');
  await page.getByRole('heading', { name: 'Paiement introuvable' }).waitFor();
});

it('result page: a payment that expired while pending shows the failed screen with its reason, and stops asking', async () => {
  const page = await newPage(browser, PHONE);
  await newLearner(page);
  const courseId = await courseIdOf(EXCEL);
  const statuses = ['pending', 'expired'];
  let checks = 0;
  await page.route('**/api/payments/check-status?*', (route) => {
    const status = statuses[Math.min(checks, statuses.length - 1)];
    checks += 1;
    return json(route, 200, {
      data: {
        reference: 'PAY-TEST-2',
        status,
        amount: 40000,
        currency: 'XOF',
        courseId,
        cohortId: null,
        planType: 'oneTime',
        remainingAmount: 0,
        nextPaymentDate: null,
        created_at: '2026-11-21T08:00:00.000Z',
        checkoutPath: `/marketplace/${courseId}/payment?planType=oneTime`,
        failureMessage: status === 'expired' ? t('payments.failure.expired') : null,
      },
    });
  });
  await page.goto('/marketplace/payment/result?ref=PAY-TEST-2');
  await page.getByRole('heading', { name: 'Échec du paiement' }).waitFor({ timeout: 15_000 });
  await page.getByText("Votre paiement n'a pas pu être traité").waitFor();
  await page.getByText(t('payments.failure.expired')).waitFor();
  expect(checks).toBe(2);
  await screenshot(page, 'checkout-result-expired-360');
  await page.waitForTimeout(2500);
  expect(checks).toBe(2);
  expect(await page.getByRole('link', { name: 'Retourner au paiement' }).getAttribute('href')).toBe(
    `/marketplace/${courseId}/payment?planType=oneTime`,
  );
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'checkout-result-expired-1280');
});

// ---------------------------------------------------------------------------------------------------
// The whole journey against the real server and its sandbox gateway, each with a learner of its own.

/** A learner of this test's own on a phone, signed in. */
async function newPayer(): Promise<Page> {
  const page = await newPage(browser, PHONE);
  await newLearner(page);
  return page;
}

it('an anonymous visitor picks a course, signs in, pays by Wave through PayDunya and finds the course in "Mes formations"', async () => {
  const payer = await newPage(browser, PHONE);
  const account = await newLearner(payer, { signedIn: false });

  await payer.goto('/marketplace');
  await payer
    .getByRole('link', { name: new RegExp(EXCEL.slice(0, 20)) })
    .first()
    .click();
  await payer
    .getByRole('link', { name: /Choisir ce plan/ })
    .first()
    .click();
  await payer.waitForURL(/\/payment\?planType=oneTime$/);
  await payer.getByRole('link', { name: 'Se connecter pour payer' }).waitFor();
  await screenshot(payer, 'checkout-journey-1-plan-anonymous-360');

  await payer.getByRole('link', { name: 'Se connecter pour payer' }).click();
  await payer.waitForURL(/\/auth\/login\?redirect=/);
  await payer.getByLabel('Email').fill(account.email);
  await payer.getByLabel('Mot de passe').fill(account.password);
  await screenshot(payer, 'checkout-journey-2-login-360');
  await payer.getByRole('button', { name: 'Se connecter' }).click();
  await payer.waitForURL(/\/marketplace\/[^/]+\/payment\?planType=oneTime$/);
  await expect.poll(() => payer.getByRole('radio', { name: /Paiement unique/ }).isChecked()).toBe(true);
  await screenshot(payer, 'checkout-journey-3-plan-360');

  await payer.getByRole('button', { name: 'Continuer' }).click();
  await payer.getByRole('radio', { name: /PayDunya/ }).waitFor();
  await screenshot(payer, 'checkout-journey-4-gateway-360');
  await payer.getByRole('button', { name: 'Continuer' }).click();

  await payer.getByText('Wave', { exact: true }).click();
  await payer.getByLabel('Numéro de téléphone').fill('+221771234567');
  expect(await payer.getByLabel('Numéro de téléphone').inputValue()).toBe('+221 77 123 45 67');
  await screenshot(payer, 'checkout-journey-5-details-360');
  await payer.getByRole('button', { name: 'Continuer' }).click();

  // The summary: the server's quote, the amount always in sight.
  await payer.getByRole('heading', { name: 'Récapitulatif', level: 2 }).waitFor();
  await payer.getByRole('button', { name: /^Payer 25\s000\sF\sCFA$/ }).waitFor();
  // Let the sign-in toast go, so the screenshots show the page.
  await payer.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
  await payer.evaluate(() => window.scrollTo(0, 0));
  await screenshot(payer, 'checkout-journey-6-summary-360');
  await payer.setViewportSize(DESKTOP);
  await screenshot(payer, 'checkout-journey-6-summary-1280');
  await payer.setViewportSize(PHONE);

  await payer.getByRole('button', { name: /^Payer/ }).click();
  await payer.waitForURL(/\/sandbox\/pay\//);
  await screenshot(payer, 'checkout-journey-7-sandbox-360');
  await payer.getByRole('button', { name: 'Simuler un paiement réussi' }).click();
  await payer.waitForURL(/\/marketplace\/payment\/result\?ref=/);
  await payer.getByRole('heading', { name: 'Paiement réussi' }).waitFor({ timeout: 20_000 });
  await screenshot(payer, 'checkout-journey-8-success-360');

  await payer.getByRole('link', { name: 'Accéder au cours' }).click();
  await payer.waitForURL(/\/dashboard\/courses\/[^/]+$/);
  await payer.goto('/dashboard/courses');
  await payer.getByText(EXCEL).first().waitFor();
  await screenshot(payer, 'checkout-journey-9-my-courses-360');
});

it('a failed payment says so, and "Retourner au paiement" goes back to the checkout', async () => {
  const payer = await newPayer();
  const courseId = await courseIdOf(CANVA);
  await payer.goto(`/marketplace/${courseId}/payment?planType=oneTime`);
  await payer.getByRole('button', { name: 'Continuer' }).click();
  await payer.getByRole('button', { name: 'Continuer' }).click();
  await payer.getByText('Orange Money', { exact: true }).click();
  await payer.getByLabel('Numéro de téléphone').fill('221 78 765 43 21');
  await payer.getByRole('button', { name: 'Continuer' }).click();
  await payer.getByRole('button', { name: /^Payer 15\s000\sF\sCFA$/ }).click();
  await payer.waitForURL(/\/sandbox\/pay\//);
  const reference = new URL(payer.url()).pathname.split('/').pop()!;
  await payer.getByRole('button', { name: 'Simuler un échec' }).click();
  await payer.getByRole('heading', { name: 'Échec du paiement' }).waitFor({ timeout: 20_000 });
  await payer.getByText("Votre paiement n'a pas pu être traité").waitFor();
  // The reference support will ask for.
  await payer.getByText(reference, { exact: true }).waitFor();
  expect(await payer.getByRole('link', { name: 'Contacter le support' }).getAttribute('href')).toBe(
    `/support?ref=${reference}`,
  );
  await screenshot(payer, 'checkout-journey-10-failed-360');
  await payer.getByRole('link', { name: 'Retourner au paiement' }).click();
  await payer.waitForURL(new RegExp(`/marketplace/${courseId}/payment\\?planType=oneTime$`));
  await payer.getByRole('group', { name: 'Choisissez votre formule' }).waitFor();
});

it('a free course enrols at once, without a gateway', async () => {
  const payer = await newPayer();
  const courseId = await courseIdOf(FREE_COURSE);
  await payer.goto(`/marketplace/${courseId}/payment?planType=oneTime`);
  await payer.getByRole('radio', { name: /Gratuit/ }).waitFor();
  await payer.getByRole('button', { name: 'Continuer' }).click();
  await payer.getByRole('heading', { name: 'Récapitulatif', level: 2 }).waitFor();
  // No gateway step: no stepper at all, straight to enrolment.
  expect(await payer.getByRole('navigation', { name: 'Étapes du paiement' }).count()).toBe(0);
  expect(await payer.getByRole('radio', { name: /PayDunya/ }).count()).toBe(0);
  await screenshot(payer, 'checkout-journey-11-free-360');
  await payer.getByRole('button', { name: "S'inscrire gratuitement" }).click();
  await payer.getByRole('heading', { name: 'Paiement réussi' }).waitFor({ timeout: 20_000 });
  await payer.goto('/dashboard/courses');
  await payer.getByText(FREE_COURSE).first().waitFor();
});

it('a session in installments: the session named, the coming installments dated, promo codes asked of the server', async () => {
  const payer = await newPayer();
  await payer.goto('/marketplace');
  await payer
    .getByRole('link', { name: /Bootcamp JavaScript/ })
    .first()
    .click();
  await payer.getByRole('link', { name: 'Paiement en plusieurs fois' }).first().click();
  await payer.waitForURL(/\/marketplace\/[^/]+\/[^/]+\/payment\?planType=installments$/);
  await payer.getByText('Session : Bootcamp JavaScript — prochaine session').waitFor();
  await payer.getByRole('button', { name: 'Continuer' }).click();
  await payer.getByText('PayTech', { exact: true }).click();
  await payer.getByRole('button', { name: 'Continuer' }).click();

  await payer.getByRole('heading', { name: 'Récapitulatif', level: 2 }).waitFor();
  await payer.getByText(/^Versement 2, le \d{1,2} \S+ \d{4}$/).waitFor();
  await payer.getByText(/^Versement 3, le \d{1,2} \S+ \d{4}$/).waitFor();
  const amountNow = () => payer.getByTestId('amount-now').textContent();
  await expect.poll(amountNow).toMatch(/^30\s000\sF\sCFA$/);

  await payer.getByLabel('Code promo').fill('FAUXCODE');
  await payer.getByRole('button', { name: 'Appliquer' }).click();
  await payer.locator('form [role="alert"]').waitFor();
  await expect.poll(amountNow).toMatch(/^30\s000\sF\sCFA$/);

  await payer.getByLabel('Code promo').fill('BOOTCAMP20');
  await payer.getByRole('button', { name: 'Appliquer' }).click();
  await payer.getByText(/Code BOOTCAMP20 appliqué/).waitFor();
  await expect.poll(amountNow).not.toMatch(/^30\s000\sF\sCFA$/);
  await payer.evaluate(() => window.scrollTo(0, 0));
  await screenshot(payer, 'checkout-journey-12-session-installments-360');
});
