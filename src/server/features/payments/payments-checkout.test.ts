import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments, payments } from '../../db/schema/index.ts';
import {
  freeEnrolmentBody,
  initializeBody,
  openPaymentWorld,
  type PaymentsApi,
  type PaymentWorld,
  paymentsOf,
} from './payment-fixtures.ts';

// Quote, initialize and check-status: the server decides the money, once per idempotency key.
describe('checkout API', () => {
  let world: PaymentWorld;
  let api: PaymentsApi;
  beforeAll(async () => ({ world, api } = await openPaymentWorld()));
  afterAll(async () => world.close());

  describe('quote', () => {
    it('answers the amount due now, what follows, and applies a promo code', async () => {
      await world.promo({ code: 'QUOTE10', percent: 10, stackable: true });
      const learner = await world.learner('devis');
      const response = await api.quote(
        { courseId: world.paidCourseId, planType: 'installments', promoCode: ' quote10 ' },
        learner,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        planType: 'installments',
        currency: 'XOF',
        planTotal: 50_000,
        baseAmount: 20_000,
        discount: 2_000,
        amountDueNow: 18_000,
        remainingAmount: 30_000,
        promo: { code: 'QUOTE10', discount: 2_000 },
        promoError: null,
        isFree: false,
        seatsLeft: null,
      });
      expect(response.json().data.schedule).toHaveLength(2);
    });

    it('says in French why a promo code is refused, and quotes without it', async () => {
      await world.promo({ code: 'FINI', percent: 10, maxUses: 1, usedCount: 1 });
      const response = await api.quote({
        courseId: world.paidCourseId,
        planType: 'oneTime',
        promoCode: 'FINI',
      });
      expect(response.json().data).toMatchObject({
        amountDueNow: 40_000,
        promo: null,
        promoError: "Ce code promo a atteint son nombre maximal d'utilisations.",
      });
      const unknown = await api.quote({
        courseId: world.paidCourseId,
        planType: 'oneTime',
        promoCode: 'NIMPORTE',
      });
      expect(unknown.json().data.promoError).toBe('Code promo invalide');
    });

    it('is open to visitors, for the public catalogue only', async () => {
      expect((await api.quote({ courseId: world.paidCourseId, planType: 'oneTime' })).statusCode).toBe(200);
      expect((await api.quote({ courseId: world.otherOrgCourseId, planType: 'oneTime' })).statusCode).toBe(
        404,
      );
      const outsider = await world.learner('autre-devis', 'autre');
      expect(
        (await api.quote({ courseId: world.paidCourseId, planType: 'oneTime' }, outsider)).statusCode,
      ).toBe(404);
    });

    it('refuses a plan the course does not offer, and shows the seats left of a cohort', async () => {
      const refused = await api.quote({ courseId: world.paidCourseId, planType: 'subscription' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatch(/n'est pas proposé/);
      const cohort = await api.quote({
        courseId: world.sessionCourseId,
        cohortId: world.cohortId,
        planType: 'oneTime',
      });
      expect(cohort.json().data).toMatchObject({ amountDueNow: 30_000, seatsLeft: 5 });
    });
  });

  describe('initialize', () => {
    it('creates a pending payment and sends the payer to the gateway page', async () => {
      const learner = await world.learner('paie');
      const response = await api.initialize(initializeBody({ courseId: world.paidCourseId }), learner);
      expect(response.statusCode).toBe(200);
      const result = response.json().data;
      expect(result).toMatchObject({ success: true, message: 'Redirection vers la page de paiement…' });
      expect(result.redirectUrl).toMatch(new RegExp(`^/sandbox/pay/${result.reference}\\?key=[\\w-]{43}$`));
      const [payment] = await paymentsOf(world.app, learner.userId);
      expect(payment).toMatchObject({
        status: 'pending',
        amount: 40_000,
        currency: 'XOF',
        gateway: 'sandbox',
        method: 'wave',
        phone: '+221 77 123 45 67',
        reference: result.reference,
      });
    });

    it('refuses an amount other than the server’s with a 409 and creates nothing', async () => {
      const learner = await world.learner('fraude');
      for (const amount of [100, 39_999, 0, 50_000]) {
        const response = await api.initialize(
          initializeBody({ courseId: world.paidCourseId, amount }),
          learner,
        );
        expect(response.statusCode).toBe(409);
        expect(response.json().code).toBe('AMOUNT_CHANGED');
        expect(response.json().error).toMatch(/ne correspond pas au montant à payer/);
        expect(response.json().details).toEqual({ expectedAmount: 40_000 });
      }
      const negative = await api.initialize(
        initializeBody({ courseId: world.paidCourseId, amount: -5 }),
        learner,
      );
      expect(negative.statusCode).toBe(409);
      expect(await paymentsOf(world.app, learner.userId)).toEqual([]);
    });

    it('accepts XOF only', async () => {
      const learner = await world.learner('euro');
      const response = await api.initialize(
        initializeBody({ courseId: world.paidCourseId, currency: 'EUR' }),
        learner,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Seul le franc CFA (XOF) est accepté pour le paiement.');
      expect(await paymentsOf(world.app, learner.userId)).toEqual([]);
    });

    it('returns the same payment for a double click or a retry with the same key', async () => {
      const learner = await world.learner('double');
      const body = initializeBody({ courseId: world.paidCourseId });
      const [first, second] = await Promise.all([
        api.initialize(body, learner),
        api.initialize(body, learner),
      ]);
      const retry = await api.initialize(body, learner);
      expect(first.statusCode).toBe(200);
      expect(second.json().data).toEqual(first.json().data);
      expect(retry.json().data).toEqual(first.json().data);
      expect(await paymentsOf(world.app, learner.userId)).toHaveLength(1);
      const reused = await api.initialize(
        { ...body, courseId: world.sessionCourseId, amount: 30_000 },
        learner,
      );
      expect(reused.statusCode).toBe(409);
      expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(await paymentsOf(world.app, learner.userId)).toHaveLength(1);
    });

    it('checks the mobile-money details with the shared rules', async () => {
      const learner = await world.learner('mobile');
      const cases = [
        [{ phoneNumber: '771234567' }, 'Veuillez sélectionner une méthode de paiement'],
        [{ method: 'wave' }, 'Le numéro de téléphone est requis'],
        [{ method: 'wave', phoneNumber: '77-abc' }, 'Format de numéro invalide'],
        [{ method: 'visa', phoneNumber: '771234567' }, "La méthode visa n'est pas proposée par paydunya."],
      ] as const;
      for (const [paymentDetails, message] of cases) {
        const response = await api.initialize(
          initializeBody({ courseId: world.paidCourseId, paymentDetails }),
          learner,
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe(message);
      }
      const paytech = await api.initialize(
        initializeBody({ courseId: world.paidCourseId, gatewayId: 'paytech', paymentDetails: undefined }),
        learner,
      );
      expect(paytech.json().data.success).toBe(true);
    });

    it('enrols at once in a free course and sends the learner to the result page', async () => {
      const learner = await world.learner('gratuit');
      const response = await api.initialize(freeEnrolmentBody(world.freeCourseId), learner);
      expect(response.statusCode).toBe(200);
      const result = response.json().data;
      expect(result).toMatchObject({ success: true, message: 'Inscription confirmée.' });
      expect(result.redirectUrl).toBe(`/marketplace/payment/result?ref=${result.reference}`);
      const [enrollment] = await world.app.database.db
        .select()
        .from(enrollments)
        .where(and(eq(enrollments.userId, learner.userId), eq(enrollments.courseId, world.freeCourseId)));
      expect(enrollment).toMatchObject({ status: 'active', paymentStatus: 'free', accessEndDate: null });
      const status = await api.status(result.reference, learner);
      expect(status.json().data).toMatchObject({ status: 'completed', amount: 0 });
    });

    it('refuses a course the learner already follows', async () => {
      const learner = await world.learner('deja');
      await api.initialize(freeEnrolmentBody(world.freeCourseId), learner);
      const again = await api.initialize(freeEnrolmentBody(world.freeCourseId), learner);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('ALREADY_ENROLLED');
      expect(again.json().error).toBe('Vous êtes déjà inscrit à cette formation.');
    });

    it('refuses a visitor (401) and a course of another organisation (404)', async () => {
      const anonymous = await api.initialize(initializeBody({ courseId: world.paidCourseId }));
      expect(anonymous.statusCode).toBe(401);
      const outsider = await world.learner('autre-paie', 'autre');
      const response = await api.initialize(initializeBody({ courseId: world.paidCourseId }), outsider);
      expect(response.statusCode).toBe(404);
      expect(await paymentsOf(world.app, outsider.userId)).toEqual([]);
    });
  });

  describe('check-status', () => {
    it('shows my payment, never cached; anyone else gets 404, a visitor 401', async () => {
      const owner = await world.learner('statut');
      const started = await api.initialize(initializeBody({ courseId: world.paidCourseId }), owner);
      const reference = started.json().data.reference as string;
      const mine = await api.status(reference, owner);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['cache-control']).toBe('no-store');
      expect(mine.json().data).toMatchObject({
        reference,
        status: 'pending',
        amount: 40_000,
        currency: 'XOF',
        courseId: world.paidCourseId,
        cohortId: null,
        planType: 'oneTime',
        checkoutPath: `/marketplace/${world.paidCourseId}/payment?planType=oneTime`,
        failureMessage: null,
      });
      expect((await api.status(reference)).statusCode).toBe(401);
      expect((await api.status(reference, await world.learner('curieux'))).statusCode).toBe(404);
      expect((await api.status(reference, await world.learner('curieux', 'autre'))).statusCode).toBe(404);
      expect((await api.status('JNG-INCONNUE', owner)).statusCode).toBe(404);
    });
  });

  it('keeps payments consistent in the database (constraints)', async () => {
    const learner = await world.learner('contrainte');
    const started = await api.initialize(initializeBody({ courseId: world.paidCourseId }), learner);
    const reference = started.json().data.reference as string;
    const db = world.app.database.db;
    await expect(
      db.update(payments).set({ currency: 'EUR' }).where(eq(payments.reference, reference)),
    ).rejects.toThrow();
    await expect(
      db.update(payments).set({ amount: -1 }).where(eq(payments.reference, reference)),
    ).rejects.toThrow();
    await expect(
      db.update(payments).set({ status: 'completed' }).where(eq(payments.reference, reference)),
    ).rejects.toThrow();
  });
});
