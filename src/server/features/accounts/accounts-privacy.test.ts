import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETION_GRACE_DAYS, exportFileName } from '#shared/accounts/privacy.ts';
import { createMailer } from '../../plugins/mail.ts';
import { createLocalDiskStorage } from '../../storage/local-disk-storage.ts';
import {
  newCourse,
  newInstructor,
  newLearnerRows,
  newManyProgressRows,
  newSignedInUser,
  newUser,
} from '../../test/factories/index.ts';
import { bearer, createTestApp, lastEmailTo, organizationId, type TestApp } from '../../test/test-app.ts';
import { exportAccountData } from './data-export.ts';
import { type ErasureDeps, eraseDueAccounts } from './erase-account.ts';

// 'Données et compte' (issue 17, accounts-data) through app.inject, on PGlite or DATABASE_URL: the
// export's content and streaming, the deletion request's life, the erasure and what it keeps.
// Who may call which route is in src/server/test/permission-matrix.ts.

const EXPORT = '/api/v1/student/settings/data-export';
const DELETION = '/api/v1/student/settings/account-deletion';
const DAY_MS = 86_400_000;

let app: TestApp;
let orgId: string;
let otherOrgId: string;
let deps: ErasureDeps;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'jang-privacy-'));
  app = await createTestApp({ DATA_DIR: dataDir, SIGN_IN_LIMIT_PER_IP: '100000' });
  orgId = await organizationId(app, 'jang');
  otherOrgId = await organizationId(app, 'autre');
  deps = {
    db: app.database.db,
    mailer: createMailer(app.database.db, { smtpUrl: null, from: 'test@jang.sn' }),
    storage: createLocalDiskStorage({
      rootDir: path.join(dataDir, 'uploads'),
      publicBaseUrl: 'http://localhost:3000',
    }),
    log: { warn: () => {}, info: () => {} },
  };
}, 120_000);
afterAll(async () => app?.close());

let counter = 0;
async function learnerWithRows(organization = orgId) {
  counter += 1;
  const firstName = 'Aminata';
  const lastName = `Sowunique${counter}x${Date.now()}`;
  const email = `aminata.${lastName.toLowerCase()}@exemple.sn`;
  const user = await newSignedInUser(app, { organizationId: organization, email, firstName, lastName });
  const rows = await newLearnerRows(app.database.db, deps.storage, {
    userId: user.id,
    organizationId: organization,
    fullName: `${firstName} ${lastName}`,
    email,
  });
  return { ...user, lastName, fullName: `${firstName} ${lastName}`, rows };
}

async function publicTables(): Promise<string[]> {
  const result = await app.database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  return result.rows.map((row) => row.tablename).filter((name) => !name.startsWith('__'));
}

/** Tables where some row's text holds `needle` (case-insensitive), with their counts. */
async function tablesHolding(needle: string): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of await publicTables()) {
    const result = await app.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} t where strpos(lower(t::text), lower(${needle})) > 0`,
    );
    const n = Number(result.rows[0]?.n ?? 0);
    if (n > 0) found[table] = n;
  }
  return found;
}

async function completedRevenue(organization: string): Promise<number> {
  const result = await app.database.db.execute<{ total: number }>(
    sql`select coalesce(sum(amount), 0)::int as total from payments where organization_id = ${organization} and status = 'completed'`,
  );
  return Number(result.rows[0]?.total ?? 0);
}

describe('POST /api/v1/student/settings/data-export', () => {
  it('answers a JSON file named with the day, holding rows of every kind of the learner and nothing of another', async () => {
    const learner = await learnerWithRows();
    const other = await learnerWithRows();
    await app.inject({
      method: 'POST',
      url: DELETION,
      headers: bearer(learner),
      payload: { reason: 'Test' },
    });

    const response = await app.inject({ method: 'POST', url: EXPORT, headers: bearer(learner) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${exportFileName(new Date())}"`,
    );
    expect(response.headers['content-disposition']).toMatch(/jang-donnees-\d{4}-\d{2}-\d{2}\.json/);
    const body = JSON.parse(response.body) as Record<string, unknown> & { profile: Record<string, unknown> };
    expect(body.profile.email).toBe(learner.email);
    expect(body.profile.last_name).toBe(learner.lastName);
    for (const section of [
      'enrollments',
      'lesson_progress',
      // Progress and achievements (issue 17)
      'learner_daily_activity',
      'quiz_attempts',
      'quiz_answers',
      'exercise_submissions',
      'payments',
      'payment_schedules',
      'reviews',
      'cohort_messages',
      'certificates',
      'sessions',
      'notifications',
      'account_deletion_requests',
    ]) {
      expect((body[section] as unknown[]).length, section).toBeGreaterThan(0);
    }
    const submission = (body.exercise_submissions as { file: unknown; file_path?: unknown }[])[0]!;
    expect(submission.file).toEqual({ name: 'travail.txt', type: 'text/plain', size: 11 });
    expect(response.body).not.toContain(learner.rows.submissionFileKey);

    // Nothing of the other learner: not their id, address, name, nor the id of any row of theirs.
    const theirIds = await app.database.db.execute<{ id: string }>(sql`
      select id::text from enrollments where user_id = ${other.id}
      union all select id::text from lesson_progress where user_id = ${other.id}
      union all select id::text from quiz_attempts where user_id = ${other.id}
      union all select a.id::text from quiz_answers a join quiz_attempts q on q.id = a.attempt_id where q.user_id = ${other.id}
      union all select id::text from exercise_submissions where user_id = ${other.id}
      union all select id::text from payments where user_id = ${other.id}
      union all select id::text from payment_schedules where user_id = ${other.id}
      union all select id::text from course_reviews where user_id = ${other.id}
      union all select id::text from cohort_messages where author_id = ${other.id}
      union all select id::text from certificates where user_id = ${other.id}
      union all select id::text from sessions where user_id = ${other.id}
      union all select id::text from notifications where user_id = ${other.id}`);
    expect(theirIds.rows.length).toBeGreaterThanOrEqual(12);
    for (const needle of [other.id, other.email, other.lastName, ...theirIds.rows.map((row) => row.id)]) {
      expect(response.body, needle).not.toContain(needle);
    }
    // Never a secret: no password hash, no session token, no gateway token.
    const secrets = await app.database.db.execute<{ value: string }>(sql`
      select password as value from accounts where user_id = ${learner.id} and password is not null
      union all select token from sessions where user_id = ${learner.id}
      union all select gateway_token from payments where user_id = ${learner.id} and gateway_token is not null`);
    expect(secrets.rows.length).toBeGreaterThan(1);
    for (const { value } of secrets.rows) expect(response.body).not.toContain(value);
    expect(response.body).not.toMatch(/"(password|token|gateway_token|idempotency_key)"/);
  });

  it('refuses a second export within the cooldown with a French 429, and anonymous callers with 401', async () => {
    const user = await newSignedInUser(app, { organizationId: orgId });
    expect((await app.inject({ method: 'POST', url: EXPORT, headers: bearer(user) })).statusCode).toBe(200);
    const again = await app.inject({ method: 'POST', url: EXPORT, headers: bearer(user) });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(again.json().error).toMatch(/réessayez dans \d+ minute/);
    expect(again.headers['retry-after']).toBeDefined();
    // Another user is not held back by the first one's export.
    const second = await newSignedInUser(app, { organizationId: otherOrgId });
    expect((await app.inject({ method: 'POST', url: EXPORT, headers: bearer(second) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: EXPORT })).statusCode).toBe(401);
  });

  it('streams 20 000 progress rows page by page: reading follows the consumer, chunks stay small', async () => {
    const learner = await learnerWithRows();
    await newManyProgressRows(app.database.db, {
      userId: learner.id,
      courseId: learner.rows.courseId,
      organizationId: orgId,
      count: 20_000,
    });
    const pages: number[] = [];
    const stream = await exportAccountData(app.database.db, learner.id, {
      pageSize: 500,
      onPage: (section, rows) => {
        if (section === 'lesson_progress') pages.push(rows);
      },
    });
    const chunks: string[] = [];
    let largest = 0;
    let pagesWhenHalfway = -1;
    for await (const chunk of stream) {
      const text = String(chunk);
      chunks.push(text);
      largest = Math.max(largest, Buffer.byteLength(text));
      // Halfway through the progress pages, the reader has not run ahead of what was consumed.
      if (pages.length === 20 && pagesWhenHalfway < 0) {
        const consumedProgressChunks = chunks.filter((c) => c.includes('"lesson_id"')).length;
        pagesWhenHalfway = pages.length - consumedProgressChunks;
      }
    }
    expect(pages.reduce((sum, n) => sum + n, 0)).toBe(20_001);
    expect(pages.length).toBeGreaterThanOrEqual(41);
    expect(pagesWhenHalfway).toBeGreaterThanOrEqual(0);
    expect(pagesWhenHalfway).toBeLessThanOrEqual(2);
    expect(chunks.length).toBeGreaterThan(41);
    // One page of 500 rows per chunk at most: the memory held, whatever the years of progress.
    expect(largest).toBeLessThan(200_000);
    const parsed = JSON.parse(chunks.join('')) as { lesson_progress: unknown[] };
    expect(parsed.lesson_progress).toHaveLength(20_001);
  }, 120_000);
});

describe('account deletion request', () => {
  it('creates a pending request due in 14 days, emails the date and how to cancel, refuses a second one', async () => {
    const user = await newSignedInUser(app, { organizationId: orgId, firstName: 'Fatou' });
    const none = await app.inject({ method: 'GET', url: DELETION, headers: bearer(user) });
    expect(none.json()).toEqual({ data: { request: null } });

    const before = Date.now();
    const created = await app.inject({
      method: 'POST',
      url: DELETION,
      headers: bearer(user),
      payload: { reason: '  Je change de plateforme.\u0007  ' },
    });
    expect(created.statusCode).toBe(201);
    const request = created.json().data;
    expect(request).toMatchObject({
      status: 'pending',
      reason: 'Je change de plateforme.',
      cancelledAt: null,
    });
    const due = new Date(request.dueAt).getTime() - new Date(request.requestedAt).getTime();
    expect(due).toBe(DELETION_GRACE_DAYS * DAY_MS);
    expect(new Date(request.requestedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const email = await lastEmailTo(app, user.email);
    expect(email?.kind).toBe('account-deletion-requested');
    expect(email?.text).toContain('Bonjour Fatou');
    expect(email?.text).toContain('/dashboard/settings/privacy');
    const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Africa/Dakar' }).format(
      new Date(request.dueAt),
    );
    expect(email?.text).toContain(day);

    const shown = await app.inject({ method: 'GET', url: DELETION, headers: bearer(user) });
    expect(shown.json().data.request).toMatchObject({ id: request.id, dueAt: request.dueAt });

    const second = await app.inject({ method: 'POST', url: DELETION, headers: bearer(user), payload: {} });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'ACCOUNT_DELETION_PENDING' });
    expect(second.json().error).toContain(day);

    // Another learner sees none of it, and cannot withdraw it.
    const other = await newSignedInUser(app, { organizationId: orgId });
    expect((await app.inject({ method: 'GET', url: DELETION, headers: bearer(other) })).json()).toEqual({
      data: { request: null },
    });
    expect((await app.inject({ method: 'DELETE', url: DELETION, headers: bearer(other) })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ method: 'GET', url: DELETION, headers: bearer(user) })).json().data.request,
    ).not.toBeNull();
  });

  it('keeps one pending request when two arrive at once: one 201, the other 409', async () => {
    const user = await newSignedInUser(app, { organizationId: orgId });
    const send = () => app.inject({ method: 'POST', url: DELETION, headers: bearer(user), payload: {} });
    const statuses = (await Promise.all([send(), send(), send()]))
      .map((response) => response.statusCode)
      .sort();
    expect(statuses).toEqual([201, 409, 409]);
    const rows = await app.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from account_deletion_requests where user_id = ${user.id}`,
    );
    expect(Number(rows.rows[0]!.n)).toBe(1);
  });

  it('refuses a reason over 1000 characters or not a text, in French, and writes nothing', async () => {
    const user = await newSignedInUser(app, { organizationId: orgId });
    for (const payload of [{ reason: 'é'.repeat(1001) }, { reason: 42 }, []]) {
      const response = await app.inject({ method: 'POST', url: DELETION, headers: bearer(user), payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
      expect(response.json().error).toMatch(/raison|données|JSON/i);
    }
    const ok = await app.inject({
      method: 'POST',
      url: DELETION,
      headers: bearer(user),
      payload: { reason: 'é'.repeat(1000) },
    });
    expect(ok.statusCode).toBe(201);
  });

  it('is withdrawn by DELETE (email sent), then none is pending and a withdrawn request is never carried out', async () => {
    const learner = await learnerWithRows();
    await app.inject({ method: 'POST', url: DELETION, headers: bearer(learner), payload: {} });
    const cancelled = await app.inject({ method: 'DELETE', url: DELETION, headers: bearer(learner) });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled' });
    expect((await lastEmailTo(app, learner.email))?.kind).toBe('account-deletion-cancelled');
    const again = await app.inject({ method: 'DELETE', url: DELETION, headers: bearer(learner) });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('Aucune demande de suppression en cours.');

    await eraseDueAccounts(deps, new Date(Date.now() + (DELETION_GRACE_DAYS + 1) * DAY_MS));
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/student/profile/info',
      headers: bearer(learner),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().profile.email).toBe(learner.email);
  });

  it('is refused to the last admin, to an instructor who teaches, to a superadmin; allowed to an admin who is not the last', async () => {
    const org = orgId;
    const admin = await newSignedInUser(app, { organizationId: otherOrgId, role: 'admin' });
    // 'autre' may hold admins made by other tests: make sure this one is the last active one.
    await app.database.db.execute(
      sql`update users set status = 'suspended' where organization_id = ${otherOrgId} and id <> ${admin.id} and id in (select user_id from user_roles where role = 'admin')`,
    );
    const refused = await app.inject({ method: 'POST', url: DELETION, headers: bearer(admin), payload: {} });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_DELETION_REFUSED' });
    expect(refused.json().error).toContain('dernier administrateur');

    await newUser(app.database.db, { organizationId: otherOrgId, role: 'admin' });
    expect(
      (await app.inject({ method: 'POST', url: DELETION, headers: bearer(admin), payload: {} })).statusCode,
    ).toBe(201);

    const superadmin = await newSignedInUser(app, { organizationId: org, role: 'superadmin' });
    const refusedSuper = await app.inject({
      method: 'POST',
      url: DELETION,
      headers: bearer(superadmin),
      payload: {},
    });
    expect(refusedSuper.json().code).toBe('ACCOUNT_DELETION_REFUSED');

    const instructor = await newSignedInUser(app, { organizationId: org, role: 'instructor' });
    const profile = await newInstructor(app.database.db, {
      organizationId: org,
      userId: instructor.id,
      name: 'Awa Ba',
    });
    await newCourse(app.database.db, {
      organizationId: org,
      instructorId: profile.id,
      slug: `c-${instructor.id}`,
    });
    const refusedInstructor = await app.inject({
      method: 'POST',
      url: DELETION,
      headers: bearer(instructor),
      payload: {},
    });
    expect(refusedInstructor.json()).toMatchObject({ code: 'ACCOUNT_DELETION_REFUSED' });
    expect(refusedInstructor.json().error).toContain('formateur de 1 cours');
  });
});

describe('erasure after the grace period', () => {
  it('erases the learner everywhere but payments and certificates, keeps the revenue, and ends their sign-in', async () => {
    const learner = await learnerWithRows();
    const other = await learnerWithRows();
    const created = await app.inject({
      method: 'POST',
      url: DELETION,
      headers: bearer(learner),
      payload: { reason: `Raison de ${learner.fullName}` },
    });
    expect(created.statusCode).toBe(201);
    const revenueBefore = await completedRevenue(orgId);
    expect(await deps.storage.get(learner.rows.submissionFileKey)).not.toBeNull();

    // Not due yet: nothing happens.
    expect(await eraseDueAccounts(deps, new Date(Date.now() + (DELETION_GRACE_DAYS - 1) * DAY_MS))).toEqual({
      erased: 0,
      postponed: 0,
    });
    expect((await tablesHolding(learner.email)).users).toBe(1);

    const later = new Date(Date.now() + (DELETION_GRACE_DAYS + 1) * DAY_MS);
    const run = await eraseDueAccounts(deps, later);
    expect(run.erased).toBeGreaterThanOrEqual(1);

    // Sign-in refused, the old access token too.
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: learner.email, password: 'Mot-de-passe-1' },
    });
    expect(signIn.statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/student/profile/info', headers: bearer(learner) }))
        .statusCode,
    ).toBe(401);

    // The address: only in the farewell email (undelivered here: no SMTP, the outbox is the mailbox).
    expect(await tablesHolding(learner.email)).toEqual({ email_outbox: 1 });
    const farewell = await lastEmailTo(app, learner.email);
    expect(farewell?.kind).toBe('account-erased');
    expect(farewell?.userId).toBeNull();
    expect(farewell?.text).not.toContain(learner.lastName);
    // The name: only on the certificate issued to them (its public verification prints it), and in the
    // farewell email's address (this test's addresses carry the last name).
    expect(await tablesHolding(learner.lastName)).toEqual({ certificates: 1, email_outbox: 1 });

    const counts = await app.database.db.execute<Record<string, number>>(sql`select
      (select count(*)::int from lesson_progress where user_id = ${learner.id}) as progress,
      (select count(*)::int from lesson_openings where user_id = ${learner.id}) as openings,
      (select count(*)::int from learner_daily_activity where user_id = ${learner.id}) as activity,
      (select count(*)::int from enrollments where user_id = ${learner.id}) as enrollments,
      (select count(*)::int from quiz_attempts where user_id = ${learner.id}) as attempts,
      (select count(*)::int from exercise_submissions where user_id = ${learner.id}) as submissions,
      (select count(*)::int from course_reviews where user_id = ${learner.id}) as reviews,
      (select count(*)::int from cohort_messages where author_id = ${learner.id}) as messages,
      (select count(*)::int from notifications where user_id = ${learner.id}) as notifications,
      (select count(*)::int from sessions where user_id = ${learner.id}) as sessions,
      (select count(*)::int from accounts where user_id = ${learner.id}) as credentials,
      (select count(*)::int from user_roles where user_id = ${learner.id}) as roles,
      (select count(*)::int from payments where user_id = ${learner.id}) as payments,
      (select count(*)::int from payments where user_id = ${learner.id} and phone is not null) as phones,
      (select count(*)::int from payment_schedules where user_id = ${learner.id} and status = 'due') as due,
      (select count(*)::int from certificates where user_id = ${learner.id}) as certificates,
      (select count(*)::int from account_deletion_requests where user_id = ${learner.id} and status = 'completed' and reason is null) as completed`);
    expect(counts.rows[0]).toEqual({
      progress: 0,
      openings: 0,
      activity: 0,
      enrollments: 0,
      attempts: 0,
      submissions: 0,
      reviews: 0,
      messages: 0,
      notifications: 0,
      sessions: 0,
      credentials: 0,
      roles: 0,
      payments: 1,
      phones: 0,
      due: 0,
      certificates: 1,
      completed: 1,
    });
    const user = await app.database.db.execute<{
      name: string;
      email: string;
      phone: string | null;
      image: string | null;
    }>(sql`select name, email, phone, image, status from users where id = ${learner.id}`);
    expect(user.rows[0]).toMatchObject({
      name: 'Compte supprimé',
      phone: null,
      image: null,
      status: 'inactive',
    });
    expect(user.rows[0]!.email).toBe(`compte-supprime-${learner.id}@supprime.invalid`);
    // The submission's file is gone from the store; the revenue is what it was.
    expect(await deps.storage.get(learner.rows.submissionFileKey)).toBeNull();
    expect(await completedRevenue(orgId)).toBe(revenueBefore);
    // The audit log says it happened, without naming them.
    const audit = await app.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'account.erased' and target_id = ${learner.id}`,
    );
    expect(Number(audit.rows[0]!.n)).toBe(1);

    // The other learner keeps everything and can still sign in.
    expect(Object.keys(await tablesHolding(other.email))).toEqual(
      expect.arrayContaining(['users', 'audit_log']),
    );
    expect((await tablesHolding(other.lastName)).cohort_messages).toBe(1);
    expect(await deps.storage.get(other.rows.submissionFileKey)).not.toBeNull();
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/student/profile/info', headers: bearer(other) }))
        .statusCode,
    ).toBe(200);

    // A second run finds nothing more to do for them.
    expect((await eraseDueAccounts(deps, later)).erased).toBe(0);
  });
});
