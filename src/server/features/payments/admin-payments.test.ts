import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminPayment, TAdminPaymentList } from '#shared/payments/admin-payments.contract.ts';
import { payments } from '../../db/schema/index.ts';
import { bearer, createUser, type SignedIn, signIn } from '../../test/test-app.ts';
import { createPaymentWorld, initializeBody, type PaymentWorld, paymentsApi } from './payment-fixtures.ts';

const MINUTE_MS = 60_000;

// The admin's payments page (docs/decisions/037): who may list and record refunds, the filters and
// pages, French errors, and a refund recorded exactly once.
describe('admin payments', () => {
  let world: PaymentWorld;
  let admin: SignedIn;
  let otherAdmin: SignedIn;
  let superadmin: SignedIn;
  let student: SignedIn;
  let instructor: SignedIn;
  let payerId: string;
  /** Ours: references by role in the story. */
  const ref = {
    completed: 'JNG-TEST-COMPLETED',
    pending: 'JNG-TEST-PENDING',
    cohortFull: 'JNG-TEST-COHORT_FULL',
    expired: 'JNG-TEST-EXPIRED',
    cancelled: 'JNG-TEST-CANCELLED',
    alreadyEnrolled: 'JNG-TEST-DEJA-INSCRIT',
    percent: 'JNG-TEST-100%',
  };
  let foreignPaymentId: string;
  const ids = new Map<string, string>();

  const list = (query: string, session: SignedIn | null) =>
    world.app.inject({
      method: 'GET',
      url: `/api/admin/payments${query}`,
      headers: session ? bearer(session) : {},
    });
  const refund = (paymentId: string, body: unknown, session: SignedIn | null) =>
    world.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${paymentId}/refund`,
      payload: body as Record<string, unknown>,
      headers: session ? bearer(session) : {},
    });
  const listOf = async (query: string, session = admin) => {
    const response = await list(query, session);
    expect(response.statusCode).toBe(200);
    return response.json().data as TAdminPaymentList;
  };
  const references = async (query: string, session = admin) =>
    (await listOf(query, session)).payments.map((row) => row.reference);

  async function insertPayment(
    reference: string,
    minutesAgo: number,
    values: Partial<typeof payments.$inferInsert> = {},
  ) {
    const createdAt = new Date(Date.now() - minutesAgo * MINUTE_MS);
    const [row] = await world.app.database.db
      .insert(payments)
      .values({
        organizationId: world.orgId,
        userId: payerId,
        courseId: world.paidCourseId,
        planType: 'oneTime',
        amount: 40_000,
        reference,
        idempotencyKey: randomUUID(),
        gateway: 'paydunya',
        method: 'wave',
        createdAt,
        updatedAt: createdAt,
        ...values,
      })
      .returning({ id: payments.id });
    ids.set(reference, row!.id);
    return row!.id;
  }

  beforeAll(async () => {
    world = await createPaymentWorld();
    await createUser(world.app, { email: 'admin@jang.sn', roles: ['admin'] });
    await createUser(world.app, { email: 'admin@autre.sn', roles: ['admin'], organization: 'autre' });
    await createUser(world.app, { email: 'super@jang.sn', roles: ['superadmin'] });
    await createUser(world.app, { email: 'formateur@jang.sn', roles: ['instructor'] });
    admin = await signIn(world.app, 'admin@jang.sn');
    otherAdmin = await signIn(world.app, 'admin@autre.sn');
    superadmin = await signIn(world.app, 'super@jang.sn');
    instructor = await signIn(world.app, 'formateur@jang.sn');
    student = await world.learner('khady.faye');
    payerId = student.userId;

    await insertPayment(ref.completed, 60, { status: 'completed', completedAt: new Date() });
    await insertPayment(ref.pending, 50, { gateway: 'paytech', method: 'orange-money' });
    await insertPayment(ref.cohortFull, 40, {
      courseId: world.sessionCourseId,
      cohortId: world.cohortId,
      amount: 30_000,
      status: 'failed',
      failureReason: 'cohort_full',
      refundDue: true,
    });
    await insertPayment(ref.expired, 30, { status: 'expired', failureReason: 'expired' });
    await insertPayment(ref.cancelled, 20, { status: 'cancelled', failureReason: 'gateway' });
    await insertPayment(ref.alreadyEnrolled, 10, {
      status: 'failed',
      failureReason: 'already_enrolled',
      refundDue: true,
    });
    await insertPayment(ref.percent, 5, { status: 'cancelled', failureReason: 'gateway' });
    // Another organisation's payment, owed back too.
    const foreigner = await world.learner('etranger', 'autre');
    const [foreign] = await world.app.database.db
      .insert(payments)
      .values({
        organizationId: world.otherOrgId,
        userId: foreigner.userId,
        courseId: world.otherOrgCourseId,
        planType: 'oneTime',
        amount: 10_000,
        reference: 'JNG-TEST-AUTRE',
        idempotencyKey: randomUUID(),
        gateway: 'paydunya',
        status: 'failed',
        failureReason: 'amount_mismatch',
        refundDue: true,
      })
      .returning({ id: payments.id });
    foreignPaymentId = foreign!.id;
  }, 60_000);
  afterAll(async () => world.close());

  it('keeps both routes from anonymous callers (401), students and instructors (403)', async () => {
    const paymentId = ids.get(ref.cohortFull)!;
    expect((await list('', null)).statusCode).toBe(401);
    expect((await refund(paymentId, { note: 'x' }, null)).statusCode).toBe(401);
    for (const session of [student, instructor]) {
      const listed = await list('', session);
      expect(listed.statusCode).toBe(403);
      expect(listed.json().error).toBe("Accès refusé (403). Vous n'avez pas les droits nécessaires.");
      expect((await refund(paymentId, { note: 'x' }, session)).statusCode).toBe(403);
    }
  });

  it("lists my organisation's payments newest first, with the learner, course, cohort and amounts", async () => {
    const page = await listOf('');
    expect(page).toMatchObject({ total: 7, page: 1, limit: 20 });
    expect(page.payments.map((row) => row.reference)).toEqual([
      ref.percent,
      ref.alreadyEnrolled,
      ref.cancelled,
      ref.expired,
      ref.cohortFull,
      ref.pending,
      ref.completed,
    ]);
    const cohortFull = page.payments.find((row) => row.reference === ref.cohortFull)!;
    expect(cohortFull).toEqual({
      id: ids.get(ref.cohortFull)!,
      reference: ref.cohortFull,
      created_at: expect.any(String),
      learner: { id: payerId, name: 'Test', email: expect.stringMatching(/^khady\.faye-\d+@example\.sn$/i) },
      course: { id: world.sessionCourseId, title: 'Bootcamp JavaScript' },
      cohort: { id: world.cohortId, name: 'Session de janvier' },
      plan_type: 'oneTime',
      amount: 30_000,
      currency: 'XOF',
      gateway: 'paydunya',
      method: 'wave',
      status: 'failed',
      failure_reason: 'cohort_full',
      refund_due: true,
      refunded_at: null,
      refunded_by: null,
      refund_note: null,
    } satisfies TAdminPayment);
    expect(page.payments.find((row) => row.reference === ref.pending)).toMatchObject({
      gateway: 'paytech',
      method: 'orange-money',
      cohort: null,
      failure_reason: null,
    });
  });

  it('filters by status, by money to refund, and searches the email or the reference', async () => {
    expect(await references('?status=failed')).toEqual([ref.alreadyEnrolled, ref.cohortFull]);
    expect(await references('?status=expired')).toEqual([ref.expired]);
    expect(await references('?status=completed')).toEqual([ref.completed]);
    expect(await references('?status=cancelled&search=100')).toEqual([ref.percent]);
    expect(await references('?refundDue=true')).toEqual([ref.alreadyEnrolled, ref.cohortFull]);
    expect(await references('?refundDue=false')).toHaveLength(7);
    expect(await references('?refundDue=true&status=pending')).toEqual([]);
    // The payer's email, any case, any part; the reference, any part.
    expect(await references('?search=KHADY.FAYE')).toHaveLength(7);
    expect(await references('?search=deja-inscrit')).toEqual([ref.alreadyEnrolled]);
    // A typed % or _ is itself, not a wildcard.
    expect(await references(`?search=${encodeURIComponent('100%')}`)).toEqual([ref.percent]);
    expect(await references(`?search=${encodeURIComponent('COHORT_')}`)).toEqual([ref.cohortFull]);
    expect(await references(`?search=${encodeURIComponent('%')}`)).toEqual([ref.percent]);
    expect(await references('?search=personne@nulle.part')).toEqual([]);
    // Surrounding spaces are trimmed; an empty search does not narrow.
    expect(await references('?search=%20EXPIRED%20')).toEqual([ref.expired]);
    expect(await references('?search=')).toHaveLength(7);
  });

  it('pages through the list without overlap, limit within 1..100', async () => {
    const first = await listOf('?limit=3');
    const second = await listOf('?limit=3&page=2');
    const third = await listOf('?limit=3&page=3');
    expect([first.total, second.total, third.total]).toEqual([7, 7, 7]);
    expect(third.payments).toHaveLength(1);
    const seen = [...first.payments, ...second.payments, ...third.payments].map((row) => row.reference);
    expect(new Set(seen).size).toBe(7);
    expect((await listOf('?page=4&limit=3')).payments).toEqual([]);
    expect((await listOf('?limit=100')).payments).toHaveLength(7);
    expect((await listOf('?refundDue=true&limit=1')).total).toBe(2);
  });

  it('refuses bad queries with French messages (400)', async () => {
    for (const [query, message] of [
      ['?status=late', 'Statut inconnu : choisissez pending, completed, failed, cancelled ou expired.'],
      ['?refundDue=oui', 'refundDue doit valoir true ou false.'],
      ['?page=0', 'La page doit être un entier entre 1 et 10000'],
      ['?page=abc', 'La page doit être un entier entre 1 et 10000'],
      ['?page=10001', 'La page doit être un entier entre 1 et 10000'],
      ['?limit=0', 'Le nombre de paiements par page doit être un entier entre 1 et 100'],
      ['?limit=101', 'Le nombre de paiements par page doit être un entier entre 1 et 100'],
      ['?limit=2.5', 'Le nombre de paiements par page doit être un entier entre 1 et 100'],
      [`?search=${'a'.repeat(101)}`, 'La recherche doit contenir au plus 100 caractères'],
    ] as const) {
      const response = await list(query, admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', error: message });
    }
  });

  it("never shows another organisation's payments: their admin sees only theirs and gets 404 on ours", async () => {
    expect(await references('', otherAdmin)).toEqual(['JNG-TEST-AUTRE']);
    expect(await references('?search=JNG-TEST', otherAdmin)).toEqual(['JNG-TEST-AUTRE']);
    const ours = await refund(ids.get(ref.cohortFull)!, { note: 'OM-123' }, otherAdmin);
    expect(ours.statusCode).toBe(404);
    expect(ours.json().error).toBe('Paiement introuvable');
    // And ours cannot reach theirs either.
    expect((await refund(foreignPaymentId, { note: 'OM-123' }, admin)).statusCode).toBe(404);
    expect(await references('?search=AUTRE')).toEqual([]);
    const [row] = await world.app.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, foreignPaymentId));
    expect(row!.refundedAt).toBeNull();
  });

  it('refuses bad refund bodies and ids with French messages (400), unknown payments (404)', async () => {
    const paymentId = ids.get(ref.cohortFull)!;
    const noteRequired =
      'Indiquez une note sur le remboursement (par exemple la référence de la transaction mobile money).';
    for (const [body, message] of [
      [{}, noteRequired],
      [{ note: '' }, noteRequired],
      [{ note: '   ' }, noteRequired],
      [{ note: 42 }, noteRequired],
      [{ note: 'x'.repeat(501) }, 'Ce champ doit contenir au plus 500 caractères'],
    ] as const) {
      const response = await refund(paymentId, body, admin);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toBe(message);
    }
    const badId = await refund('pas-un-id', { note: 'OM-1' }, admin);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error).toBe('Identifiant invalide');
    const unknown = await refund(randomUUID(), { note: 'OM-1' }, admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Paiement introuvable');
    const [row] = await world.app.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row!.refundedAt).toBeNull();
  });

  it('refuses to record a refund of a payment that owes nothing back (409)', async () => {
    for (const reference of [ref.completed, ref.pending, ref.expired, ref.cancelled]) {
      const response = await refund(ids.get(reference)!, { note: 'OM-1' }, admin);
      expect(response.statusCode, reference).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'REFUND_NOT_DUE',
        error: "Ce paiement n'est pas à rembourser : aucun remboursement ne peut être enregistré.",
      });
    }
  });

  it('records a refund once: who, when and the note; the payment leaves "to refund"; again is 409', async () => {
    const paymentId = ids.get(ref.cohortFull)!;
    const response = await refund(paymentId, { note: '  Wave TX-88213 renvoyé le matin  ' }, admin);
    expect(response.statusCode).toBe(200);
    const refunded = response.json().data as TAdminPayment;
    expect(refunded).toMatchObject({
      id: paymentId,
      status: 'failed',
      refund_due: true,
      refunded_by: { id: admin.userId, name: 'Test' },
      refund_note: 'Wave TX-88213 renvoyé le matin',
    });
    expect(Date.now() - Date.parse(refunded.refunded_at!)).toBeLessThan(60_000);
    expect(await references('?refundDue=true')).toEqual([ref.alreadyEnrolled]);
    expect((await listOf(`?search=${ref.cohortFull}`)).payments[0]).toEqual(refunded);

    const again = await refund(paymentId, { note: 'une seconde fois' }, superadmin);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(
      /^Ce remboursement a déjà été enregistré le \d{1,2} \S+ \d{4} par Test\.$/,
    );
    const [row] = await world.app.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row!.refundNote).toBe('Wave TX-88213 renvoyé le matin');
    expect(row!.refundedBy).toBe(admin.userId);
  });

  it('two admins recording the same refund at once: recorded once, the other gets 409', async () => {
    const paymentId = ids.get(ref.alreadyEnrolled)!;
    const [first, second] = await Promise.all([
      refund(paymentId, { note: 'OM-PREMIER' }, admin),
      refund(paymentId, { note: 'OM-SECOND' }, superadmin),
    ]);
    const statuses = [first!.statusCode, second!.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = first!.statusCode === 200 ? first! : second!;
    const loser = first!.statusCode === 200 ? second! : first!;
    expect(loser.json().error).toMatch(/^Ce remboursement a déjà été enregistré le /);
    const [row] = await world.app.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row!.refundNote).toBe((winner.json().data as TAdminPayment).refund_note);
    expect(await references('?refundDue=true')).toEqual([]);
  });

  it("a superadmin works on its own organisation's payments, like an admin", async () => {
    expect(await references('', superadmin)).toEqual(await references(''));
    expect((await refund(foreignPaymentId, { note: 'OM-1' }, superadmin)).statusCode).toBe(404);
  });

  it('a payment the gateway collected but that could not enrol shows up as to refund', async () => {
    const api = paymentsApi(world.app);
    const learner = await world.learner('montant');
    const started = await api.initialize(initializeBody({ courseId: world.paidCourseId }), learner);
    const reference = started.json().data.reference as string;
    const notified = await api.webhook(
      'sandbox',
      world.signedNotification({ reference, status: 'completed', amount: 39_000 }),
    );
    expect(notified.statusCode).toBe(200);
    expect((await listOf('?refundDue=true')).payments).toEqual([
      expect.objectContaining({
        reference,
        status: 'failed',
        failure_reason: 'amount_mismatch',
        refund_due: true,
        amount: 40_000,
        gateway: 'sandbox',
        refunded_at: null,
      }),
    ]);
  });
});
