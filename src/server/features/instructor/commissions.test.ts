import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCommissionsSummary } from '#shared/instructor/commissions.contract.ts';
import { monthStarts } from '#shared/instructor/commissions.ts';
import {
  enrol,
  newCommission,
  newCourse,
  newInstructor,
  newPayment,
  newPaymentSchedule,
  newSignedInUser,
  newUser,
  type SignedInUser,
} from '../../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type TestApp } from '../../test/test-app.ts';

// The instructor's commissions (issue 17; spec §3, §8): received, this month and last month from the
// commissions checkout records, pending from the installments still due, the rate, the history, the CSV.

describe('instructor commissions', () => {
  let app: TestApp;
  let jang: string;
  let autre: string;
  const people: Record<string, SignedInUser> = {};
  const profiles: Record<string, string> = {};
  const now = new Date();
  const months = monthStarts(now);

  const get = (who: SignedInUser | null, url: string) =>
    app.inject({ method: 'GET', url, headers: who ? bearer(who) : {} });
  const summary = async (who: SignedInUser, query = '') => {
    const response = await get(who, `/api/instructor/commissions${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as TCommissionsSummary;
  };

  beforeAll(async () => {
    app = await createTestApp();
    const db = app.database.db;
    jang = await organizationId(app, 'jang');
    autre = await organizationId(app, 'autre');
    for (const [name, org, role] of [
      ['instructor', jang, 'instructor'],
      ['fresh', jang, 'instructor'],
      ['inactive', jang, 'instructor'],
      ['noProfile', jang, 'instructor'],
      ['learner', jang, 'student'],
      ['admin', jang, 'admin'],
      ['otherAdmin', autre, 'admin'],
    ] as const) {
      people[name] = await newSignedInUser(app, { organizationId: org, role });
    }
    profiles.instructor = (
      await newInstructor(db, {
        organizationId: jang,
        name: 'Awa =Diop',
        userId: people.instructor!.id,
        commissionRate: 60,
      })
    ).id;
    profiles.fresh = (
      await newInstructor(db, { organizationId: jang, name: 'Nouveau', userId: people.fresh!.id })
    ).id;
    profiles.inactive = (
      await newInstructor(db, {
        organizationId: jang,
        name: 'Inactif',
        userId: people.inactive!.id,
        status: 'inactive',
      })
    ).id;
    const course = await newCourse(db, {
      organizationId: jang,
      instructorId: profiles.instructor,
      title: 'Comptabilité éco',
    });
    const formula = await newCourse(db, {
      organizationId: jang,
      instructorId: profiles.instructor,
      title: '=SOMME(A1)',
    });
    const sell = async (courseId: string, amount: number, createdAt: Date) => {
      const learner = await newUser(db, { organizationId: jang });
      await enrol(db, learner.id, courseId);
      const payment = await newPayment(db, {
        userId: learner.id,
        courseId,
        amount,
        status: 'completed',
        completedAt: createdAt,
      });
      await newCommission(db, {
        paymentId: payment.id,
        instructorId: profiles.instructor!,
        courseId,
        saleAmount: amount,
        rate: 60,
        createdAt,
      });
      return { learner, payment };
    };
    await sell(course.id, 10_000, new Date(months.thisMonth.getTime() + 1000)); // 6 000
    await sell(course.id, 25_001, now); // 15 000
    await sell(formula.id, 5_000, new Date(months.lastMonth.getTime())); // 3 000, last month's first instant
    await sell(course.id, 40_000, new Date(months.lastMonth.getTime() - 1000)); // 24 000, the month before
    // An installment plan: 9 000 paid, two of 4 000 still due (the instructor's share to come: 2 × 2 400).
    const plan = await sell(course.id, 9_000, new Date(months.thisMonth.getTime() + 2000));
    await newPaymentSchedule(db, {
      ...plan.payment,
      schedule: [
        { amount: 4000, dueDate: new Date(now.getTime() + 30 * 86400_000).toISOString() },
        { amount: 4000, dueDate: new Date(now.getTime() + 60 * 86400_000).toISOString() },
      ],
    });
  });
  afterAll(() => app.close());

  it('sums what checkout recorded: received, this month, last month, growth, pending on installments due, the rate', async () => {
    const data = await summary(people.instructor!);
    const thisMonth = 6000 + 15_000 + 5400;
    expect(data).toMatchObject({ received: 6000 + 15_000 + 3000 + 24_000 + 5400, rate: 60, lastMonth: 3000 });
    expect(data.thisMonth).toBe(thisMonth);
    expect(data.growth).toBe(Math.round(((thisMonth - 3000) * 1000) / 3000) / 10);
    expect(data.pending).toBe(4800);
    expect(data.history).toHaveLength(5);
    expect(data.history[0]!.amount).toBe(15_000);
    expect(data.history.map((line) => line.createdAt)).toEqual(
      [...data.history.map((line) => line.createdAt)].sort().reverse(),
    );
    // The same sums straight from the table.
    const result = await app.database.db.execute<{ total: number }>(
      sql`select sum(amount)::int as total from instructor_commissions where instructor_id = ${profiles.instructor}`,
    );
    expect(data.received).toBe(Number(result.rows[0]!.total));
  });

  it('an instructor without sales has zeros at their rate (70 by default); an admin sees the organisation or one instructor', async () => {
    expect(await summary(people.fresh!)).toEqual({
      pending: 0,
      received: 0,
      rate: 70,
      thisMonth: 0,
      lastMonth: 0,
      growth: 0,
      history: [],
    });
    const organisation = await summary(people.admin!);
    expect(organisation.received).toBe((await summary(people.instructor!)).received);
    expect(organisation.rate).toBe(70);
    expect((await summary(people.admin!, `?instructorId=${profiles.instructor}`)).rate).toBe(60);
    expect((await summary(people.admin!, `?instructorId=${profiles.fresh}`)).received).toBe(0);
    expect((await summary(people.otherAdmin!)).received).toBe(0);
  });

  it('exports every line as CSV: UTF-8 BOM, French headers, FCFA, formulas neutralised', async () => {
    for (const url of ['/api/instructor/commissions.csv', '/api/instructor/commissions?format=csv']) {
      const response = await get(people.instructor!, url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="commissions-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const text = response.rawPayload.toString('utf8');
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const lines = text.slice(1).trim().split('\r\n');
      expect(lines[0]).toBe(
        'Date;Formation;Référence du paiement;Montant de la vente (FCFA);Taux (%);Commission (FCFA)',
      );
      expect(lines).toHaveLength(6);
      expect(
        lines.some((line) => line.includes(';Comptabilité éco;') && line.endsWith(';25001;60;15000')),
      ).toBe(true);
      expect(lines.some((line) => line.includes(";'=SOMME(A1);"))).toBe(true);
    }
  });

  it('who may ask, for every route', async () => {
    for (const url of [
      '/api/instructor/commissions',
      '/api/instructor/commissions.csv',
      '/api/instructor/commissions?format=csv',
    ]) {
      const status = async (who: SignedInUser | null, query = '') => {
        const separator = url.includes('?') ? '&' : '?';
        const response = await get(who, query ? `${url}${separator}${query}` : url);
        return response.statusCode === 200 ? 200 : [response.statusCode, response.json().error];
      };
      expect(await status(null)).toEqual([401, expect.any(String)]);
      expect(await status(people.learner!)).toEqual([403, expect.any(String)]);
      expect(await status(people.instructor!)).toBe(200);
      expect(await status(people.inactive!)).toEqual([403, 'Compte instructeur inactif']);
      expect(await status(people.noProfile!)).toEqual([404, 'Profil instructeur non trouvé']);
      expect(await status(people.fresh!, `instructorId=${profiles.instructor}`)).toEqual([
        404,
        'Instructeur introuvable',
      ]);
      expect(await status(people.admin!, `instructorId=${profiles.instructor}`)).toBe(200);
      expect(await status(people.otherAdmin!, `instructorId=${profiles.instructor}`)).toEqual([
        404,
        'Instructeur introuvable',
      ]);
    }
  });

  it('refuses a bad format or instructor id in French (400)', async () => {
    for (const [url, message] of [
      ['/api/instructor/commissions?format=xlsx', 'Le format doit être json ou csv.'],
      ['/api/instructor/commissions?instructorId=abc', 'Identifiant invalide'],
      ['/api/instructor/commissions.csv?instructorId=abc', 'Identifiant invalide'],
    ] as const) {
      const response = await get(people.admin!, url);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
  });
});
