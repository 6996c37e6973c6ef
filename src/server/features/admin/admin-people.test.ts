import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  emailOutbox,
  enrollments,
  manualEnrollments,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import { enrol, newCohort, newCourse, newInstructor } from '../../test/factories/index.ts';
import {
  bearer,
  createTestApp,
  createUser,
  organizationId,
  type SignedIn,
  signIn,
  type TestApp,
} from '../../test/test-app.ts';

// The admin's people pages (issue 18 "Admin") through app.inject, on PGlite and on PostgreSQL
// (DATABASE_URL): organisation isolation (404), the last admin kept (also under two concurrent
// demotions), suspension ending open sessions, manual enrolments, the 1 000-row CSV import run twice,
// instructor profiles, and exactly one audit row per audited action (none for a refused one).

let app: TestApp;
let jangId: string;
let autreId: string;
let admin: SignedIn;
let otherAdmin: SignedIn;
let superadmin: SignedIn;
let student: SignedIn;
let instructor: SignedIn;
let courseId: string;
let n = 0;

const email = (prefix: string) => `${prefix}.${++n}@people.sn`;

async function person(roles: ('student' | 'instructor' | 'admin' | 'superadmin')[], organization = 'jang') {
  const address = email(roles[0] ?? 'x');
  const id = await createUser(app, { email: address, roles, organization });
  return { id, email: address };
}

async function auditRows(action: string, targetId?: string) {
  return app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), targetId ? eq(auditLog.targetId, targetId) : undefined));
}

const call = (
  session: SignedIn | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) =>
  app.inject({
    method,
    url,
    ...(session ? { headers: bearer(session) } : {}),
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  app = await createTestApp();
  jangId = await organizationId(app, 'jang');
  autreId = await organizationId(app, 'autre');
  admin = await signIn(app, (await person(['admin'])).email);
  otherAdmin = await signIn(app, (await person(['admin'], 'autre')).email);
  superadmin = await signIn(app, (await person(['superadmin'])).email);
  student = await signIn(app, (await person(['student'])).email);
  const teacher = await person(['instructor']);
  instructor = await signIn(app, teacher.email);
  const profile = await newInstructor(app.database.db, {
    organizationId: jangId,
    userId: teacher.id,
    name: 'Awa Diop',
  });
  courseId = (
    await newCourse(app.database.db, {
      organizationId: jangId,
      instructorId: profile.id,
      title: 'Comptabilité de base',
      slug: 'compta-base-people',
      sections: [],
    })
  ).id;
}, 120_000);
afterAll(async () => app?.close());

describe('who may call the people routes', () => {
  it('anonymous 401, learner and instructor 403, admin and superadmin 200', async () => {
    for (const url of ['/api/admin/users', '/api/admin/dashboard', '/api/admin/instructor-profiles']) {
      expect((await call(null, 'GET', url)).statusCode).toBe(401);
      expect((await call(student, 'GET', url)).statusCode).toBe(403);
      expect((await call(instructor, 'GET', url)).statusCode).toBe(403);
      expect((await call(admin, 'GET', url)).statusCode).toBe(200);
      expect((await call(superadmin, 'GET', url)).statusCode).toBe(200);
    }
  });

  it('an admin of another organisation reads and changes nothing of this one (404)', async () => {
    const target = await person(['student']);
    const urls: [method: 'GET' | 'POST' | 'PUT', url: string, body?: Record<string, unknown>][] = [
      ['GET', `/api/admin/users/${target.id}`],
      ['PUT', `/api/admin/users/${target.id}/roles`, { roles: ['student', 'admin'] }],
      ['POST', `/api/admin/users/${target.id}/suspend`, {}],
      ['POST', `/api/admin/users/${target.id}/reactivate`, {}],
      ['POST', `/api/admin/users/${target.id}/enrolments`, { courseId, method: 'free', reason: 'Bourse' }],
    ];
    for (const [method, url, body] of urls) {
      const response = await call(otherAdmin, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error).toMatch(/[a-zé]/);
    }
    const list = await call(otherAdmin, 'GET', `/api/admin/users?search=${encodeURIComponent(target.email)}`);
    expect(list.json().data.total).toBe(0);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, target.id));
    expect(row?.status).toBe('active');
    expect(await auditRows('user.roles.changed', target.id)).toHaveLength(0);
    // Their own enrolment targets name none of this organisation's courses.
    const targets = await call(otherAdmin, 'GET', '/api/admin/enrolment-targets');
    expect(targets.body).not.toContain(courseId);
  });
});

describe('users list', () => {
  it('searches by name or email, filters by role and status, pages', async () => {
    const db = app.database.db;
    for (let i = 0; i < 3; i++)
      await createUser(app, {
        email: `recherche.${i}@people.sn`,
        roles: ['student'],
        status: i === 0 ? 'suspended' : 'active',
      });
    await db
      .update(users)
      .set({ firstName: 'Mariama', lastName: 'Ndiaye' })
      .where(eq(users.email, 'recherche.1@people.sn'));
    const bySearch = await call(admin, 'GET', '/api/admin/users?search=RECHERCHE');
    expect(bySearch.json().data.total).toBe(3);
    const byName = await call(admin, 'GET', '/api/admin/users?search=mariama%20ndiaye');
    expect(byName.json().data.users.map((u: { email: string }) => u.email)).toEqual([
      'recherche.1@people.sn',
    ]);
    const suspended = await call(admin, 'GET', '/api/admin/users?search=recherche&status=suspended');
    expect(suspended.json().data.users).toHaveLength(1);
    const instructors = await call(admin, 'GET', '/api/admin/users?role=instructor');
    expect(
      instructors.json().data.users.every((u: { roles: string[] }) => u.roles.includes('instructor')),
    ).toBe(true);
    const page2 = await call(admin, 'GET', '/api/admin/users?search=recherche&limit=2&page=2');
    expect(page2.json().data).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page2.json().data.users).toHaveLength(1);
    const wildcard = await call(admin, 'GET', '/api/admin/users?search=%25');
    expect(wildcard.json().data.total).toBe(0);
    // Columns of the subqueries are qualified: the signed-in admin has a last sign-in, a new member none.
    const me = await call(admin, 'GET', '/api/admin/users?role=admin');
    const mine = me.json().data.users.find((u: { id: string }) => u.id === admin.userId);
    expect(mine.lastSignInAt).not.toBeNull();
    expect(mine.roles).toEqual(['admin']);
    expect(
      bySearch.json().data.users.every((u: { lastSignInAt: string | null }) => u.lastSignInAt === null),
    ).toBe(true);
    const bad = await call(admin, 'GET', '/api/admin/users?status=banni');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Statut invalide');
  });
});

describe('roles', () => {
  it('adds the instructor role with a profile; one audit row', async () => {
    const target = await person(['student']);
    const response = await call(admin, 'PUT', `/api/admin/users/${target.id}/roles`, {
      roles: ['student', 'instructor'],
    });
    expect(response.statusCode).toBe(200);
    expect([...response.json().data.user.roles].sort()).toEqual(['instructor', 'student']);
    const profiles = await call(admin, 'GET', '/api/admin/instructor-profiles');
    expect(profiles.json().data.some((p: { userId: string }) => p.userId === target.id)).toBe(true);
    const rows = await auditRows('user.roles.changed', target.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.details).toMatchObject({ added: ['instructor'], removed: [] });
    expect(rows[0]?.actorId).toBe(admin.userId);
  });

  it('never removes the last active admin of an organisation (409, nothing written)', async () => {
    const db = app.database.db;
    const lone = await person(['admin'], 'autre');
    // 'autre' has two admins: otherAdmin and lone. Suspend… no: demote lone, then otherAdmin is the last.
    const first = await call(otherAdmin, 'PUT', `/api/admin/users/${lone.id}/roles`, { roles: ['student'] });
    expect(first.statusCode).toBe(200);
    const self = await call(otherAdmin, 'PUT', `/api/admin/users/${otherAdmin.userId}/roles`, {
      roles: ['student'],
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('LAST_ADMIN');
    expect(self.json().error).toContain('dernier administrateur');
    expect(await auditRows('user.roles.changed', otherAdmin.userId)).toHaveLength(0);
    const roles = await db.select().from(userRoles).where(eq(userRoles.userId, otherAdmin.userId));
    expect(roles.map((r) => r.role)).toContain('admin');
    // Restore 'autre' for the other tests.
    await call(otherAdmin, 'PUT', `/api/admin/users/${lone.id}/roles`, { roles: ['admin'] });
  });

  it('two admins demoting each other at once leave one admin', async () => {
    const org = await app.database.db.execute(
      sql`insert into organizations (slug, name) values ('duel', 'Duel') returning id`,
    );
    const duelId = (org.rows[0] as { id: string }).id;
    const a = await person(['admin'], 'duel');
    const b = await person(['admin'], 'duel');
    const [sa, sb] = [await signIn(app, a.email), await signIn(app, b.email)];
    const results = await Promise.all([
      call(sa, 'PUT', `/api/admin/users/${b.id}/roles`, { roles: ['student'] }),
      call(sb, 'PUT', `/api/admin/users/${a.id}/roles`, { roles: ['student'] }),
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    // The second one either sees the first committed (409) or was refused because its caller lost the role (403).
    expect(statuses[0]).toBe(200);
    expect([401, 403, 409]).toContain(statuses[1]);
    const admins = await app.database.db.execute(
      sql`select count(*)::int as n from user_roles r join users u on u.id = r.user_id where u.organization_id = ${duelId} and r.role = 'admin'`,
    );
    expect(Number((admins.rows[0] as { n: number }).n)).toBe(1);
  });

  it('refuses an unknown role and the superadmin role (400)', async () => {
    const target = await person(['student']);
    for (const roles of [['superadmin'], [], ['chef']]) {
      const response = await call(admin, 'PUT', `/api/admin/users/${target.id}/roles`, { roles });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('suspension', () => {
  it("ends the learner's open session at their next request, then reactivation lets them sign in again", async () => {
    const learner = await person(['student']);
    const session = await signIn(app, learner.email);
    expect((await call(session, 'GET', '/api/auth/me')).statusCode).toBe(200);
    const response = await call(admin, 'POST', `/api/admin/users/${learner.id}/suspend`, {
      reason: 'Fraude au paiement',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.status).toBe('suspended');
    expect((await call(session, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await call(session, 'GET', '/api/v1/student/courses')).statusCode).toBe(401);
    const signInAgain = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: learner.email, password: 'Mot-de-passe-1' },
    });
    expect(signInAgain.statusCode).not.toBe(200);
    expect(await auditRows('user.suspended', learner.id)).toHaveLength(1);
    const again = await call(admin, 'POST', `/api/admin/users/${learner.id}/suspend`, {});
    expect(again.statusCode).toBe(409);
    expect(await auditRows('user.suspended', learner.id)).toHaveLength(1);
    const back = await call(admin, 'POST', `/api/admin/users/${learner.id}/reactivate`, {});
    expect(back.statusCode).toBe(200);
    expect(await auditRows('user.reactivated', learner.id)).toHaveLength(1);
    expect((await call(await signIn(app, learner.email), 'GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('an admin cannot suspend themselves, nor anyone the last active admin (409, no audit row)', async () => {
    const self = await call(admin, 'POST', `/api/admin/users/${admin.userId}/suspend`, {});
    expect(self.statusCode).toBe(409);
    await app.database.db.execute(sql`insert into organizations (slug, name) values ('solo', 'Solo')`);
    const only = await person(['admin'], 'solo');
    // The superadmin of 'jang' acts in 'jang': the admin of 'solo' is not found from there.
    expect((await call(superadmin, 'POST', `/api/admin/users/${only.id}/suspend`, {})).statusCode).toBe(404);
    const soloSuperadmin = await signIn(app, (await person(['superadmin'], 'solo')).email);
    const last = await call(soloSuperadmin, 'POST', `/api/admin/users/${only.id}/suspend`, {});
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('LAST_ADMIN');
    expect(await auditRows('user.suspended', only.id)).toHaveLength(0);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, only.id));
    expect(row?.status).toBe('active');
  });
});

describe('manual enrolment', () => {
  it('records a cash enrolment (who, why, amount) with one audit row; a second one is refused', async () => {
    const learner = await person(['student']);
    const body = { courseId, method: 'cash', reason: 'Payé en espèces à l’accueil', amountReceived: 15000 };
    const response = await call(admin, 'POST', `/api/admin/users/${learner.id}/enrolments`, body);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.status).toBe('active');
    const [enrollment] = await app.database.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.userId, learner.id));
    expect(enrollment).toMatchObject({ courseId, status: 'active', paymentStatus: 'paid' });
    const [manual] = await app.database.db
      .select()
      .from(manualEnrollments)
      .where(eq(manualEnrollments.userId, learner.id));
    expect(manual).toMatchObject({ method: 'cash', amountReceived: 15000, recordedBy: admin.userId });
    expect(await auditRows('enrollment.manual', learner.id)).toHaveLength(1);
    const twice = await call(admin, 'POST', `/api/admin/users/${learner.id}/enrolments`, body);
    expect(twice.statusCode).toBe(409);
    expect(await auditRows('enrollment.manual', learner.id)).toHaveLength(1);
    const detail = await call(admin, 'GET', `/api/admin/users/${learner.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.enrolments[0]).toMatchObject({
      course: { id: courseId, title: 'Comptabilité de base' },
      manual: { method: 'cash', amountReceived: 15000, reason: 'Payé en espèces à l’accueil' },
    });
    expect(detail.json().data.signIns).toEqual([]);
  });

  it('goes through the cohort rules: a full cohort puts the learner on its waitlist', async () => {
    const db = app.database.db;
    const course = await newCourse(db, {
      organizationId: jangId,
      title: 'Session pleine',
      slug: 'session-pleine-people',
      sections: [],
    });
    const cohort = await newCohort(db, { courseId: course.id, maxParticipants: 1, enableWaitlist: true });
    const first = await person(['student']);
    await enrol(db, first.id, course.id, { cohortId: cohort.id });
    const learner = await person(['student']);
    const response = await call(admin, 'POST', `/api/admin/users/${learner.id}/enrolments`, {
      cohortId: cohort.id,
      method: 'free',
      reason: 'Bourse',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.status).toBe('waitlisted');
    const other = await newCourse(db, { organizationId: jangId, slug: 'pleine-2', sections: [] });
    const full = await newCohort(db, { courseId: other.id, maxParticipants: 1, enableWaitlist: false });
    await enrol(db, first.id, other.id, { cohortId: full.id });
    const refused = await call(admin, 'POST', `/api/admin/users/${learner.id}/enrolments`, {
      cohortId: full.id,
      method: 'free',
      reason: 'Bourse',
    });
    expect(refused.statusCode).toBe(409);
    expect(await auditRows('enrollment.manual', learner.id)).toHaveLength(1);
  });

  it('refuses bad input in French and changes nothing', async () => {
    const learner = await person(['student']);
    const cases = [
      { method: 'free', reason: 'x' },
      { courseId, method: 'cash', reason: 'Espèces' },
      { courseId, method: 'free', reason: '' },
      { courseId, method: 'troc', reason: 'x' },
      { courseId, method: 'cash', reason: 'x', amountReceived: -5 },
    ];
    for (const body of cases) {
      const response = await call(admin, 'POST', `/api/admin/users/${learner.id}/enrolments`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await call(admin, 'POST', `/api/admin/users/${learner.id}/enrolments`, {
      courseId: '00000000-0000-4000-8000-000000000000',
      method: 'free',
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      await app.database.db.select().from(enrollments).where(eq(enrollments.userId, learner.id)),
    ).toHaveLength(0);
  });
});

describe('CSV import', () => {
  const BAD_LINES = [12, 100, 101, 250, 400, 555, 700, 801, 950, 1001];
  function thousandRows() {
    const lines = ['prenom;nom;email;telephone;formation'];
    const bad = new Map<number, string>([
      [12, 'Awa;;awa.sans.nom@import.sn;;'],
      [100, 'Bad;Email;pas-un-email;;'],
      [101, 'Dup;Licate;apprenant.5@import.sn;;'],
      [250, 'Tel;Faux;tel.faux@import.sn;77 12;'],
      [400, 'Cours;Inconnu;cours.inconnu@import.sn;;Cuisine moléculaire'],
      [555, ';Sans prénom;sans.prenom@import.sn;;'],
      [700, 'Autre;Orga;autre.orga@people.sn;;'],
      [801, 'Deux;Fois;apprenant.9@import.sn;;'],
      [950, 'Vide;Email;;;'],
      [1001, 'Arobase;Double;a@@import.sn;;'],
    ]);
    for (let line = 2; line <= 1001; line++) {
      lines.push(
        bad.get(line) ??
          `Prénom${line};Nom${line};apprenant.${line}@import.sn;+221 77 000 ${String(line).padStart(4, '0')};${line % 2 === 0 ? 'Comptabilité de base' : ''}`,
      );
    }
    return `${lines.join('\n')}\n`;
  }

  it('imports 990 of 1 000 rows, reports the 10 others with line and reason; a second import creates nothing', async () => {
    await createUser(app, { email: 'autre.orga@people.sn', roles: ['student'], organization: 'autre' });
    // Rows 5 and 9 are valid first: their emails come back later (lines 101 and 801) as duplicates.
    const csv = thousandRows();
    const preview = await call(admin, 'POST', '/api/admin/imports/learners/preview', { csv });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ total: 1000, valid: 990, invalid: 10 });
    const invalidLines = preview
      .json()
      .data.rows.filter((r: { outcome: string }) => r.outcome === 'invalid')
      .map((r: { line: number }) => r.line);
    expect(invalidLines).toEqual(BAD_LINES);
    expect(
      await app.database.db.select().from(users).where(sql`${users.email} like '%@import.sn'`),
    ).toHaveLength(0);

    const first = await call(admin, 'POST', '/api/admin/imports/learners', { csv });
    expect(first.statusCode).toBe(200);
    const result = first.json().data;
    expect(result).toMatchObject({ created: 990, matched: 0, enrolled: 494 });
    expect(result.rejected.map((r: { line: number }) => r.line)).toEqual(BAD_LINES);
    const reasons = Object.fromEntries(
      result.rejected.map((r: { line: number; errors: string[] }) => [r.line, r.errors.join(' ')]),
    );
    expect(reasons[12]).toContain('nom manquant');
    expect(reasons[100]).toContain('email invalide');
    expect(reasons[101]).toContain('en double');
    expect(reasons[101]).toContain('ligne 5');
    expect(reasons[250]).toContain('téléphone invalide');
    expect(reasons[400]).toContain('inconnue');
    expect(reasons[700]).toContain('autre organisation');
    expect(reasons[950]).toContain('email manquant');
    const imported = await app.database.db.select().from(users).where(sql`${users.email} like '%@import.sn'`);
    expect(imported).toHaveLength(990);
    expect(imported.every((u) => u.status === 'invited' && u.organizationId === jangId)).toBe(true);
    expect(imported.find((u) => u.email === 'apprenant.2@import.sn')?.phone).toBe('+221770000002');
    expect(await auditRows('learners.imported')).toHaveLength(1);

    const second = await call(admin, 'POST', '/api/admin/imports/learners', { csv });
    expect(second.json().data).toMatchObject({ created: 0, matched: 990, enrolled: 0 });
    expect(
      await app.database.db.select().from(users).where(sql`${users.email} like '%@import.sn'`),
    ).toHaveLength(990);
    const enrolled = await app.database.db
      .select()
      .from(enrollments)
      .where(
        and(
          eq(enrollments.courseId, courseId),
          sql`${enrollments.userId} in (select id from users where email like '%@import.sn')`,
        ),
      );
    expect(enrolled).toHaveLength(494);
    expect(await auditRows('learners.imported')).toHaveLength(2);

    // The new accounts are invited once the import committed (an email with the activation link).
    for (let round = 0; round < 40; round++) if ((await app.events.dispatch()).delivered === 0) break;
    const [mail] = await app.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'apprenant.2@import.sn'));
    expect(mail?.kind).toBe('invitation');
    expect(mail?.link).toContain('/auth/activate?token=');
  }, 120_000);

  it('refuses a file without the required columns or too large, in French, writing nothing', async () => {
    const missing = await call(admin, 'POST', '/api/admin/imports/learners', {
      csv: 'nom,email\nSow,a@b.sn\n',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toContain('Colonnes manquantes : prenom');
    const unreadable = await call(admin, 'POST', '/api/admin/imports/learners', {
      csv: 'prenom,nom,email\n"Awa,Sow,a@b.sn\n',
    });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().error).toContain('illisible');
    const empty = await call(admin, 'POST', '/api/admin/imports/learners/preview', {
      csv: 'prenom,nom,email\n',
    });
    expect(empty.statusCode).toBe(400);
    expect(await auditRows('learners.imported')).toHaveLength(2);
  });
});

describe('instructor profiles', () => {
  it('an admin edits a profile; the marketplace shows it; one audit row; another organisation 404', async () => {
    const profiles = (await call(admin, 'GET', '/api/admin/instructor-profiles')).json().data as {
      id: string;
      name: string;
    }[];
    const awa = profiles.find((p) => p.name === 'Awa Diop')!;
    const body = {
      name: 'Awa Diop',
      specialization: 'Comptabilité OHADA',
      bio: 'Expert-comptable à Dakar.',
      avatarUrl: 'https://images.example.org/awa.webp',
      status: 'active',
      commissionRate: 65,
    };
    const response = await call(admin, 'PUT', `/api/admin/instructor-profiles/${awa.id}`, body);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ specialization: 'Comptabilité OHADA', commissionRate: 65 });
    expect(await auditRows('instructor.profile.updated', awa.id)).toHaveLength(1);
    const page = await app.inject({ url: `/api/marketplace/instructors/${awa.id}` });
    expect(page.body).toContain('Comptabilité OHADA');
    for (const bad of [
      { commissionRate: 101 },
      { commissionRate: -1 },
      { status: 'banni' },
      { avatarUrl: 'javascript:alert(1)' },
    ]) {
      const refused = await call(admin, 'PUT', `/api/admin/instructor-profiles/${awa.id}`, {
        ...body,
        ...bad,
      });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await call(otherAdmin, 'PUT', `/api/admin/instructor-profiles/${awa.id}`, body)).statusCode).toBe(
      404,
    );
    expect(await auditRows('instructor.profile.updated', awa.id)).toHaveLength(1);
    const inactive = await call(admin, 'PUT', `/api/admin/instructor-profiles/${awa.id}`, {
      ...body,
      status: 'inactive',
    });
    expect(inactive.statusCode).toBe(200);
    expect((await app.inject({ url: `/api/marketplace/instructors/${awa.id}` })).statusCode).toBe(404);
  });
});

describe('invitations and dashboard', () => {
  it('an invitation leaves one audit row; a refused one (address taken here) none', async () => {
    const address = email('invite');
    const invite = () =>
      call(admin, 'POST', '/api/admin/invitations', {
        email: address,
        firstName: 'Moussa',
        lastName: 'Ba',
        role: 'instructor',
      });
    expect((await invite()).statusCode).toBe(201);
    expect((await invite()).statusCode).toBe(409);
    const rows = (await auditRows('user.invited')).filter(
      (row) => (row.details as { email: string }).email === address,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.organizationId).toBe(jangId);
  });

  it("counts the organisation's figures, never another's", async () => {
    const mine = (await call(admin, 'GET', '/api/admin/dashboard')).json().data;
    expect(mine.learners).toBeGreaterThan(990);
    expect(mine.coursesPublished).toBeGreaterThanOrEqual(1);
    const theirs = (await call(otherAdmin, 'GET', '/api/admin/dashboard')).json().data;
    expect(theirs.learners).toBeLessThan(10);
    expect(theirs.coursesPublished).toBe(0);
    expect(autreId).not.toBe(jangId);
  });
});
