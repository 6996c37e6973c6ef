import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCohortDetail, TCohortListItem } from '#shared/cohorts/admin-cohorts.contract.ts';
import type { TCohortFormInput } from '#shared/cohorts/cohort-form.ts';
import { createMailer } from '../../plugins/mail.ts';
import {
  enrol,
  newCohort,
  newCourse,
  newInstructor,
  newSignedInUser,
  type SignedInUser,
} from '../../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type TestApp } from '../../test/test-app.ts';
import { listCohortPromoCodes } from '../payments/payments.repo.ts';
import { advanceCohortStatuses } from './cohort-status.ts';
import { findCohort } from './cohorts.repo.ts';

// The admin cohort form's API (issue 15, part admin): who may call each route, the whole-form save
// with its promo codes, bad input, locking by status, status moves and the scheduled job.

const CALLERS = [
  'anonymous',
  'learner',
  'notEnrolled',
  'otherOrgLearner',
  'cohortInstructor',
  'otherInstructor',
  'admin',
  'otherOrgAdmin',
] as const;
type CallerName = (typeof CALLERS)[number];

let app: TestApp;
let jang: string;
let courseId: string;
let otherCourseId: string;
let instructorProfileId: string;
const people = {} as Record<Exclude<CallerName, 'anonymous'>, SignedInUser>;

const headers = (caller: CallerName) => (caller === 'anonymous' ? {} : bearer(people[caller]));

async function call(caller: CallerName, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const response = await app.inject({
    method,
    url,
    headers: headers(caller),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return {
    status: response.statusCode,
    body: response.json() as {
      data: unknown;
      error?: string;
      code?: string;
      details?: { fields?: Record<string, string> };
    },
  };
}

const form = (patch: Partial<TCohortFormInput> = {}): TCohortFormInput => ({
  courseId,
  autoGenerateTitle: true,
  title: 'Bootcamp - Session janvier 2030',
  description: 'Douze semaines en groupe',
  instructors: [instructorProfileId],
  certificate_template_id: null,
  startDate: '2030-01-06',
  endDate: '2030-03-29',
  liveLinks: [{ url: 'https://meet.example.org/jang', description: 'Salle principale' }],
  useCoursePrice: false,
  price: 10000,
  oneTimeDiscount: 10,
  pricingModes: { oneTime: true, installments: true, subscription: false, registrationMonthly: false },
  installments: [
    { amount: 5000, days: 0 },
    { amount: 5000, days: 30 },
  ],
  monthlyPrice: 0,
  registrationFee: 0,
  monthlyFee: 0,
  discounts: [],
  minParticipants: 2,
  maxParticipants: 25,
  registrationDeadline: 'custom',
  customEnrollmentDeadline: '2030-01-03',
  enableWaitlist: true,
  approvalProcess: 'manual',
  immediateAccess: false,
  accessStartDate: '2030-01-06',
  accessEndDate: '2030-06-30',
  userIds: [],
  welcome_message: 'Bienvenue !',
  end_message: 'Bravo, la session est finie.',
  communicationChannel: 'whatsapp',
  groupLink: 'https://chat.whatsapp.com/jang',
  ...patch,
});

const outbox = async (kind: string) =>
  (
    await app.database.db.execute<{ to: string }>(
      sql`select "to" from email_outbox where kind = ${kind} order by "to"`,
    )
  ).rows.map((row) => row.to);

async function draftCohort(patch: Partial<TCohortFormInput> = {}) {
  const created = await call('admin', 'POST', '/api/admin/cohorts', form(patch));
  expect(created.status).toBe(201);
  return created.body.data as TCohortDetail;
}

beforeAll(async () => {
  app = await createTestApp();
  const db = app.database.db;
  jang = await organizationId(app, 'jang');
  const autre = await organizationId(app, 'autre');
  people.learner = await newSignedInUser(app, {
    organizationId: jang,
    role: 'student',
    firstName: 'Awa',
    lastName: 'Diop',
  });
  people.notEnrolled = await newSignedInUser(app, { organizationId: jang, role: 'student' });
  people.otherOrgLearner = await newSignedInUser(app, { organizationId: autre, role: 'student' });
  people.cohortInstructor = await newSignedInUser(app, {
    organizationId: jang,
    role: 'instructor',
    firstName: 'Moussa',
    lastName: 'Sarr',
  });
  people.otherInstructor = await newSignedInUser(app, { organizationId: jang, role: 'instructor' });
  people.admin = await newSignedInUser(app, { organizationId: jang, role: 'admin' });
  people.otherOrgAdmin = await newSignedInUser(app, { organizationId: autre, role: 'admin' });
  const author = await newInstructor(db, { organizationId: jang, name: 'Auteur du cours' });
  instructorProfileId = (
    await newInstructor(db, { organizationId: jang, name: 'Moussa Sarr', userId: people.cohortInstructor.id })
  ).id;
  await newInstructor(db, {
    organizationId: jang,
    name: 'Autre Formateur',
    userId: people.otherInstructor.id,
  });
  courseId = (await newCourse(db, { organizationId: jang, instructorId: author.id, title: 'Bootcamp' })).id;
  otherCourseId = (await newCourse(db, { organizationId: autre, title: "Cours d'ailleurs" })).id;
}, 60_000);
afterAll(() => app.close());

describe('who may call the admin cohort routes (eight callers)', () => {
  let cohortId: string;
  beforeAll(async () => {
    cohortId = (await draftCohort()).id;
    await enrol(app.database.db, people.learner.id, courseId, { cohortId });
  });

  const expectStatuses = async (
    request: (caller: CallerName) => Promise<{ status: number }>,
    expected: Record<CallerName, number>,
  ) => {
    const seen = {} as Record<CallerName, number>;
    for (const caller of CALLERS) seen[caller] = (await request(caller)).status;
    expect(seen).toEqual(expected);
  };
  const adminsOnly = (ok: number, otherOrgAdmin: number) =>
    ({
      anonymous: 401,
      learner: 403,
      notEnrolled: 403,
      otherOrgLearner: 403,
      cohortInstructor: 403,
      otherInstructor: 403,
      admin: ok,
      otherOrgAdmin,
    }) as const;

  it('lists, options and the form: admins of the organisation only; another organisation gets 404', async () => {
    for (const url of [
      '/api/admin/cohorts',
      '/api/admin/cohorts/available-courses',
      '/api/admin/instructors',
      '/api/admin/students',
    ]) {
      await expectStatuses((caller) => call(caller, 'GET', url), adminsOnly(200, 200));
    }
    await expectStatuses(
      (caller) => call(caller, 'GET', `/api/admin/cohorts/${cohortId}`),
      adminsOnly(200, 404),
    );
    await expectStatuses(
      (caller) => call(caller, 'PUT', `/api/admin/cohorts/${cohortId}`, form()),
      adminsOnly(200, 404),
    );
    await expectStatuses(
      (caller) => call(caller, 'POST', '/api/admin/cohorts', form({ title: `Nouvelle ${caller}` })),
      adminsOnly(201, 400),
    );
  });

  it('moves a status for an admin only', async () => {
    await expectStatuses(
      async (caller) => {
        const fresh = (await draftCohort()).id;
        return call(caller, 'POST', `/api/admin/cohorts/${fresh}/status`, { status: 'active' });
      },
      adminsOnly(200, 404),
    );
  });

  it("lists an instructor's own cohorts only", async () => {
    await expectStatuses((caller) => call(caller, 'GET', '/api/instructor/cohorts'), {
      anonymous: 401,
      learner: 403,
      notEnrolled: 403,
      otherOrgLearner: 403,
      cohortInstructor: 200,
      otherInstructor: 200,
      admin: 403,
      otherOrgAdmin: 403,
    });
    const mine = (await call('cohortInstructor', 'GET', '/api/instructor/cohorts')).body
      .data as TCohortListItem[];
    expect(mine.map((row) => row.id)).toContain(cohortId);
    const theirs = (await call('otherInstructor', 'GET', '/api/instructor/cohorts')).body
      .data as TCohortListItem[];
    expect(theirs.map((row) => row.id)).not.toContain(cohortId);
    const otherOrg = (await call('otherOrgAdmin', 'GET', '/api/admin/cohorts')).body
      .data as TCohortListItem[];
    expect(otherOrg.map((row) => row.id)).not.toContain(cohortId);
  });
});

describe('saving the whole form', () => {
  it('creates a draft with every field, its instructors and promo codes; reads it back', async () => {
    const created = await draftCohort({
      discounts: [
        { code: 'ab' },
        { code: ' NOEL2030 ', percent: 15 },
        { code: 'FIXE2030', is_percentage: false, amount: 2500.4 },
      ],
    });
    expect(created.status).toBe('draft');
    const read = await call('admin', 'GET', `/api/admin/cohorts/${created.id}`);
    const detail = read.body.data as TCohortDetail;
    expect(detail.form).toMatchObject({
      courseId,
      title: 'Bootcamp - Session janvier 2030',
      instructors: [instructorProfileId],
      startDate: '2030-01-06',
      endDate: '2030-03-29',
      price: 10000,
      oneTimeDiscount: 10,
      pricingModes: { oneTime: true, installments: true, subscription: false, registrationMonthly: false },
      maxParticipants: 25,
      registrationDeadline: 'custom',
      customEnrollmentDeadline: '2030-01-03',
      approvalProcess: 'manual',
      communicationChannel: 'whatsapp',
      groupLink: 'https://chat.whatsapp.com/jang',
      end_message: 'Bravo, la session est finie.',
    });
    expect(detail.course).toEqual({ id: courseId, title: 'Bootcamp', access_type: 'free' });
    expect(
      detail.form.discounts.map((code) => [code.code, code.percent, code.amount, code.max_uses]),
    ).toEqual([
      ['NOEL2030', 15, 0, 100],
      ['FIXE2030', 0, 2500, 100],
    ]);
    const stored = await listCohortPromoCodes(app.database.db, created.id);
    expect(stored.map((row) => row.cohortId)).toEqual([created.id, created.id]);
    const list = (await call('admin', 'GET', `/api/admin/cohorts?status=draft&courseId=${courseId}`)).body
      .data as TCohortListItem[];
    expect(list.find((row) => row.id === created.id)).toMatchObject({
      course: { id: courseId, title: 'Bootcamp' },
      seatsTaken: 0,
      capacity: 25,
      instructors: [{ id: instructorProfileId, first_name: 'Moussa', last_name: 'Sarr' }],
    });
  });

  it('updates, adds and removes promo codes; a code another cohort holds is refused (409)', async () => {
    const cohort = await draftCohort({ discounts: [{ code: 'GARDE2030' }, { code: 'RETIRE2030' }] });
    const [kept] = cohort.form.discounts;
    const saved = await call('admin', 'PUT', `/api/admin/cohorts/${cohort.id}`, {
      ...form(),
      discounts: [{ ...kept, percent: 30 }, { code: 'NOUVEAU2030' }],
    });
    expect(saved.status).toBe(200);
    const codes = (saved.body.data as TCohortDetail).form.discounts;
    expect(codes.map((code) => [code.code, code.percent])).toEqual([
      ['GARDE2030', 30],
      ['NOUVEAU2030', 0],
    ]);
    expect(codes[0]!.id).toBe(kept!.id);
    const other = await draftCohort();
    const taken = await call('admin', 'PUT', `/api/admin/cohorts/${other.id}`, {
      ...form(),
      discounts: [{ code: 'garde2030' }],
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: 'PROMO_CODE_TAKEN',
      error: 'Le code promo garde2030 existe déjà dans votre organisation',
    });
    expect(await listCohortPromoCodes(app.database.db, other.id)).toEqual([]);
  });

  it('refuses bad input with the French message under its field, and writes nothing', async () => {
    const cohort = await draftCohort();
    const before = await findCohort(app.database.db, jang, cohort.id);
    const cases: [Partial<TCohortFormInput>, string, string][] = [
      [{ startDate: '' }, 'startDate', 'La date de début est requise'],
      [{ endDate: '' }, 'endDate', 'La date de fin est requise'],
      [
        { endDate: '2029-12-31' },
        'endDate',
        'La date de fin doit être postérieure ou égale à la date de début',
      ],
      [{ maxParticipants: 0 }, 'maxParticipants', 'Le nombre de participants doit être au moins 1'],
      [
        { minParticipants: 30 },
        'minParticipants',
        'Le minimum de participants ne peut pas dépasser le maximum',
      ],
      [{ liveLinks: [{ url: 'meet', description: 'Salle' }] }, 'liveLinks.0.url', "L'URL est invalide"],
      [
        { liveLinks: [{ url: 'https://a.org/x', description: '' }] },
        'liveLinks.0.description',
        'La description est requise',
      ],
      [{ price: -5 }, 'price', 'Le montant doit être un nombre positif ou nul'],
      [{ oneTimeDiscount: 150 }, 'oneTimeDiscount', 'La réduction doit être comprise entre 0 et 100'],
      [
        { discounts: [{ code: 'TROP', percent: 101 }] },
        'discounts.0.percent',
        'Le pourcentage doit être compris entre 0 et 100',
      ],
      [{ courseId: otherCourseId }, 'courseId', "Ce cours n'existe pas dans votre organisation"],
    ];
    for (const [patch, field, message] of cases) {
      const response = await call(
        'admin',
        'PUT',
        `/api/admin/cohorts/${cohort.id}`,
        form({ ...patch, title: 'Changé' }),
      );
      expect(response.status, field).toBe(400);
      expect(response.body.details?.fields?.[field], field).toBe(message);
    }
    expect(await findCohort(app.database.db, jang, cohort.id)).toEqual(before);
    const unknown = await call('admin', 'GET', '/api/admin/cohorts/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    const notAnId = await call('admin', 'GET', '/api/admin/cohorts/pas-un-id');
    expect(notAnId.status).toBe(400);
  });
});

describe('locking by status (spec §4, decision 190)', () => {
  it('refuses a locked field of an active cohort (409, nothing written) and saves the others', async () => {
    const cohort = await draftCohort();
    expect(
      (await call('admin', 'POST', `/api/admin/cohorts/${cohort.id}/status`, { status: 'active' })).status,
    ).toBe(200);
    const before = await findCohort(app.database.db, jang, cohort.id);
    for (const patch of [
      { title: 'Nouveau titre' },
      { startDate: '2030-01-07' },
      { endDate: '2030-04-01' },
      { instructors: [] },
      { autoGenerateTitle: false },
    ] as Partial<TCohortFormInput>[]) {
      const refused = await call(
        'admin',
        'PUT',
        `/api/admin/cohorts/${cohort.id}`,
        form({ ...patch, price: 20000 }),
      );
      expect(refused.status, JSON.stringify(patch)).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'COHORT_LOCKED',
        error: 'Certains champs ne sont pas modifiables car la session est active.',
      });
    }
    expect(await findCohort(app.database.db, jang, cohort.id)).toEqual(before);
    const saved = await call(
      'admin',
      'PUT',
      `/api/admin/cohorts/${cohort.id}`,
      form({ price: 20000, maxParticipants: 40 }),
    );
    expect(saved.status).toBe(200);
    expect((saved.body.data as TCohortDetail).form).toMatchObject({ price: 20000, maxParticipants: 40 });
  });

  it('refuses any save of a completed cohort', async () => {
    const cohort = await draftCohort();
    await call('admin', 'POST', `/api/admin/cohorts/${cohort.id}/status`, { status: 'active' });
    await call('admin', 'POST', `/api/admin/cohorts/${cohort.id}/status`, { status: 'completed' });
    const refused = await call('admin', 'PUT', `/api/admin/cohorts/${cohort.id}`, form({ price: 5 }));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Cette section est en lecture seule car la session est clôturée.');
  });
});

describe('status moves', () => {
  it('moves only draft → active → completed, with a French 409 otherwise', async () => {
    const cohort = await draftCohort();
    const url = `/api/admin/cohorts/${cohort.id}/status`;
    const skip = await call('admin', 'POST', url, { status: 'completed' });
    expect(skip.status).toBe(409);
    expect(skip.body).toMatchObject({
      code: 'COHORT_STATUS_REFUSED',
      error:
        'Une session brouillon ne peut pas passer à clôturée : seuls brouillon → active → clôturée sont possibles.',
    });
    expect((await call('admin', 'POST', url, { status: 'active' })).status).toBe(200);
    expect((await call('admin', 'POST', url, { status: 'draft' })).status).toBe(409);
    expect((await call('admin', 'POST', url, { status: 'active' })).status).toBe(409);
    expect((await call('admin', 'POST', url, { status: 'archived' })).status).toBe(400);
  });

  it('emails the end message to each live learner when an admin completes the cohort', async () => {
    const db = app.database.db;
    const course = await newCourse(db, { organizationId: jang });
    const cohort = await newCohort(db, {
      courseId: course.id,
      status: 'active',
      endMessage: 'Au revoir et merci.',
    });
    const live = await newSignedInUser(app, {
      organizationId: jang,
      role: 'student',
      email: 'fin-manuelle@example.org',
    });
    const waiting = await newSignedInUser(app, {
      organizationId: jang,
      role: 'student',
      email: 'attente-manuelle@example.org',
    });
    await enrol(db, live.id, course.id, { cohortId: cohort.id });
    await enrol(db, waiting.id, course.id, { cohortId: cohort.id, status: 'waitlisted' });
    const before = (await outbox('cohort-end-message')).length;
    expect(
      (await call('admin', 'POST', `/api/admin/cohorts/${cohort.id}/status`, { status: 'completed' })).status,
    ).toBe(200);
    const sent = await outbox('cohort-end-message');
    expect(sent.length - before).toBe(1);
    expect(sent).toContain('fin-manuelle@example.org');
    expect(sent).not.toContain('attente-manuelle@example.org');
  });
});

describe('the scheduled job (cohorts.advance-status)', () => {
  it('activates due drafts, completes ended cohorts and emails their learners once, whatever the runs', async () => {
    const db = app.database.db;
    const now = new Date('2031-05-10T08:00:00.000Z');
    const course = await newCourse(db, { organizationId: jang });
    const due = await newCohort(db, {
      courseId: course.id,
      status: 'draft',
      startDate: new Date('2031-05-10T00:00:00Z'),
    });
    const later = await newCohort(db, {
      courseId: course.id,
      status: 'draft',
      startDate: new Date('2031-05-11T00:00:00Z'),
    });
    const ended = await newCohort(db, {
      courseId: course.id,
      status: 'active',
      startDate: new Date('2031-02-01T00:00:00Z'),
      endDate: new Date('2031-05-09T23:59:59.999Z'),
      endMessage: 'Merci à toutes et à tous.',
    });
    const running = await newCohort(db, {
      courseId: course.id,
      status: 'active',
      startDate: new Date('2031-02-01T00:00:00Z'),
      endDate: new Date('2031-05-10T23:59:59.999Z'),
    });
    const learner = await newSignedInUser(app, {
      organizationId: jang,
      role: 'student',
      email: 'fin-job@example.org',
    });
    await enrol(db, learner.id, course.id, { cohortId: ended.id });
    const deps = {
      db,
      mailer: createMailer(db, { smtpUrl: null, from: 'test@jang.sn' }),
      appUrl: 'http://localhost:3000',
    };
    // Two processes at once, then a later run: each cohort moves once, one email.
    const runs = await Promise.all([advanceCohortStatuses(deps, now), advanceCohortStatuses(deps, now)]);
    const again = await advanceCohortStatuses(deps, now);
    const activated = runs.flatMap((run) => run.activated).filter((id) => [due.id, later.id].includes(id));
    const completed = runs
      .flatMap((run) => run.completed)
      .filter((id) => [ended.id, running.id].includes(id));
    expect(activated).toEqual([due.id]);
    expect(completed).toEqual([ended.id]);
    expect(again).toEqual({ activated: [], completed: [] });
    const status = async (id: string) => (await findCohort(db, jang, id))?.status;
    expect([
      await status(due.id),
      await status(later.id),
      await status(ended.id),
      await status(running.id),
    ]).toEqual(['active', 'draft', 'completed', 'active']);
    expect((await outbox('cohort-end-message')).filter((to) => to === 'fin-job@example.org')).toHaveLength(1);
  });
});
