import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '#shared/messages/fr.ts';
import { ACTING_ORGANIZATION_HEADER } from '#shared/platform/acting-organization.ts';
import { auditLog, courses, emailOutbox, sessions } from '../../db/schema/index.ts';
import {
  enrol,
  newCourse,
  newOrganization,
  newPayment,
  newReview,
  newSignedInUser,
  newUser,
  type SignedInUser,
} from '../../test/factories/index.ts';
import {
  bearer,
  createTestApp,
  lastEmailTo,
  organizationId,
  signIn,
  type TestApp,
  tokenFromLink,
} from '../../test/test-app.ts';

// Platform console (issue 18): organisations, the acting organisation, suspension, the four
// settings obeyed by the server, organisation settings, review moderation and the audit log.

let app: TestApp;
let jangId: string;
let autreId: string;
let superadmin: SignedInUser;
let admin: SignedInUser;
let otherAdmin: SignedInUser;
let student: SignedInUser;
let instructor: SignedInUser;

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const auditRows = (action: string) =>
  app.database.db.select().from(auditLog).where(eq(auditLog.action, action));

async function call(
  who: { accessToken: string } | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url,
    headers: { ...(who ? bearer(who) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

function multipart(field: string, name: string, bytes: Buffer, type: string) {
  const boundary = '----jang-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

beforeAll(async () => {
  app = await createTestApp({ SIGN_IN_LIMIT_PER_IP: '100000', SIGN_IN_LIMIT_PER_EMAIL: '100000' });
  jangId = await organizationId(app, 'jang');
  autreId = await organizationId(app, 'autre');
  superadmin = await newSignedInUser(app, { organizationId: jangId, role: 'superadmin' });
  admin = await newSignedInUser(app, { organizationId: jangId, role: 'admin' });
  otherAdmin = await newSignedInUser(app, { organizationId: autreId, role: 'admin' });
  student = await newSignedInUser(app, { organizationId: jangId });
  instructor = await newSignedInUser(app, { organizationId: jangId, role: 'instructor' });
}, 120_000);
afterAll(async () => app?.close());

/** Hands every recorded event to its subscribers (the queue's job does it in production). */
async function deliverEvents() {
  for (let round = 0; round < 40; round++) if ((await app.events.dispatch()).delivered === 0) break;
}

describe('who may call the platform console routes', () => {
  const SUPERADMIN_ONLY: [string, string, unknown?][] = [
    ['GET', '/api/superadmin/organizations'],
    ['GET', '/api/superadmin/settings'],
    ['GET', '/api/superadmin/audit-log'],
    ['PUT', '/api/superadmin/settings/platform', { platformName: 'X', supportEmail: 'a@b.sn' }],
  ];
  it.each(SUPERADMIN_ONLY)(
    '%s %s: 401 anonymous, 403 student, instructor and admins',
    async (method, url, body) => {
      expect((await call(null, method as 'GET', url, body)).statusCode).toBe(401);
      for (const who of [student, instructor, admin, otherAdmin])
        expect((await call(who, method as 'GET', url, body)).statusCode).toBe(403);
    },
  );

  const ADMIN_READS = ['/api/admin/organization', '/api/admin/reviews', '/api/admin/audit-log'];
  it.each(ADMIN_READS)('GET %s: admins and superadmins only', async (url) => {
    expect((await call(null, 'GET', url)).statusCode).toBe(401);
    expect((await call(student, 'GET', url)).statusCode).toBe(403);
    expect((await call(instructor, 'GET', url)).statusCode).toBe(403);
    expect((await call(admin, 'GET', url)).statusCode).toBe(200);
    expect((await call(otherAdmin, 'GET', url)).statusCode).toBe(200);
    expect((await call(superadmin, 'GET', url)).statusCode).toBe(200);
  });

  it('the public platform settings answer everyone', async () => {
    const response = await call(null, 'GET', '/api/platform/settings');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ platformName: 'Jàng', maintenanceMessage: null });
  });

  it('no route edits or deletes an audit row (PUT, PATCH, DELETE are 404)', async () => {
    for (const url of ['/api/admin/audit-log', '/api/superadmin/audit-log']) {
      for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
        const response = await call(superadmin, method, url, method === 'DELETE' ? undefined : {});
        expect([404, 405], `${method} ${url}`).toContain(response.statusCode);
      }
      const one = await call(superadmin, 'DELETE', `${url}/00000000-0000-4000-8000-000000000000`);
      expect([404, 405]).toContain(one.statusCode);
    }
  });
});

describe('acting organisation (decision 284)', () => {
  it('a superadmin acting in another organisation reads and changes that one', async () => {
    const own = await call(superadmin, 'GET', '/api/admin/organization');
    expect(own.json().data).toMatchObject({ id: jangId, isActingAsSuperadmin: false });
    const acting = await call(superadmin, 'GET', '/api/admin/organization', undefined, {
      [ACTING_ORGANIZATION_HEADER]: autreId,
    });
    expect(acting.statusCode).toBe(200);
    expect(acting.json().data).toMatchObject({ id: autreId, isActingAsSuperadmin: true });
    // The existing admin routes follow: the members of 'autre', not of 'jang'.
    const users = await call(superadmin, 'GET', '/api/admin/users', undefined, {
      [ACTING_ORGANIZATION_HEADER]: autreId,
    });
    const ids = (users.json().data.users as { id: string }[]).map((u) => u.id);
    expect(ids).toContain(otherAdmin.id);
    expect(ids).not.toContain(admin.id);
  });

  it('a plain admin sending the header is refused, whatever organisation it names', async () => {
    for (const value of [jangId, autreId]) {
      const response = await call(admin, 'GET', '/api/admin/organization', undefined, {
        [ACTING_ORGANIZATION_HEADER]: value,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatch(/superadmin/);
    }
  });

  it('a malformed or unknown organisation is refused', async () => {
    const bad = await call(superadmin, 'GET', '/api/admin/organization', undefined, {
      [ACTING_ORGANIZATION_HEADER]: 'pas-un-uuid',
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await call(superadmin, 'GET', '/api/admin/organization', undefined, {
      [ACTING_ORGANIZATION_HEADER]: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('organisation settings (admin)', () => {
  it('an admin changes their own organisation only, one audit row, none when refused', async () => {
    const before = (await auditRows('organization.settings.updated')).length;
    const body = {
      name: 'Autre organisation',
      defaultCurrency: 'EUR',
      contactEmail: 'aide@autre.sn',
      contactPhone: '+221 33 111 22 33',
      contactWhatsapp: '',
      emailSenderName: 'Autre Académie',
    };
    const saved = await call(otherAdmin, 'PUT', '/api/admin/organization', body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ id: autreId, defaultCurrency: 'EUR', contactWhatsapp: null });
    expect((await auditRows('organization.settings.updated')).length).toBe(before + 1);
    const jang = await call(admin, 'GET', '/api/admin/organization');
    expect(jang.json().data.defaultCurrency).toBe('XOF');

    const refused = await call(otherAdmin, 'PUT', '/api/admin/organization', {
      ...body,
      defaultCurrency: 'GBP',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain('Devise');
    expect((await auditRows('organization.settings.updated')).length).toBe(before + 1);
  });

  it("/support shows the organisation's contacts to its members", async () => {
    const member = await newSignedInUser(app, { organizationId: autreId });
    const contact = (await call(member, 'GET', '/api/support/contact')).json().data;
    expect(contact).toMatchObject({ email: 'aide@autre.sn', phone: '+221 33 111 22 33' });
  });

  it("the organisation's sender name signs its members' emails", async () => {
    const email = `invite-${Date.now()}@exemple.sn`;
    const response = await call(otherAdmin, 'POST', '/api/admin/invitations', {
      email,
      firstName: 'Ada',
      lastName: 'Ndiaye',
      role: 'student',
    });
    expect(response.statusCode).toBe(201);
    const sent = await lastEmailTo(app, email);
    expect(sent?.sender).toContain('Autre Académie');
  });

  it('a logo is stored under public/logos with a public URL; SVG and oversize are refused', async () => {
    const before = (await auditRows('organization.logo.replaced')).length;
    const png = multipart('file', 'logo.png', PNG_1X1, 'image/png');
    const saved = await app.inject({
      method: 'POST',
      url: '/api/admin/organization/logo',
      headers: { ...bearer(admin), ...png.headers },
      payload: png.payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const url = saved.json().data.logoUrl as string;
    expect(url).toMatch(/\/files\/public\/logos\/jang-\d+\.png$/);
    const served = await app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    expect((await auditRows('organization.logo.replaced')).length).toBe(before + 1);

    const svg = multipart(
      'file',
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
    );
    const refused = await app.inject({
      method: 'POST',
      url: '/api/admin/organization/logo',
      headers: { ...bearer(admin), ...svg.headers },
      payload: svg.payload,
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error).toContain('SVG');
    const big = multipart('file', 'f.png', Buffer.concat([PNG_1X1, Buffer.alloc(600 * 1024)]), 'image/png');
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/api/admin/organization/favicon',
      headers: { ...bearer(admin), ...big.headers },
      payload: big.payload,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect((await auditRows('organization.logo.replaced')).length).toBe(before + 1);
    const still = await call(admin, 'GET', '/api/admin/organization');
    expect(still.json().data.logoUrl).toBe(url);
  });
});

describe('organisations (superadmin)', () => {
  it('creates an organisation whose invited admin activates the account and lands as admin', async () => {
    const before = (await auditRows('organization.created')).length;
    const created = await call(superadmin, 'POST', '/api/superadmin/organizations', {
      name: 'Institut de Thiès',
      slug: 'institut-thies',
      admin: { email: 'Directrice@Thies.sn', firstName: 'Khady', lastName: 'Fall' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ slug: 'institut-thies', status: 'active', userCount: 1 });
    expect((await auditRows('organization.created')).length).toBe(before + 1);
    // superadmin (decision 305): the invitation leaves through the account.invited event, once.
    await deliverEvents();
    await deliverEvents();
    const sent = await app.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'directrice@thies.sn'));
    expect(sent).toHaveLength(1);
    const invitation = await lastEmailTo(app, 'directrice@thies.sn');
    const token = tokenFromLink(invitation?.link);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/activate',
          payload: { token, password: 'Thies-2026-ok' },
        })
      ).statusCode,
    ).toBe(200);
    const session = await signIn(app, 'directrice@thies.sn', 'Thies-2026-ok');
    const me = await call(session, 'GET', '/api/auth/me');
    expect(me.json().data.roles).toContain('admin');
    const settings = await call(session, 'GET', '/api/admin/organization');
    expect(settings.json().data.slug).toBe('institut-thies');

    const again = await call(superadmin, 'POST', '/api/superadmin/organizations', {
      name: 'Doublon',
      slug: 'institut-thies',
      admin: { email: 'autre.directrice@thies.sn', firstName: 'A', lastName: 'B' },
    });
    expect(again.statusCode).toBe(409);
    const taken = await call(superadmin, 'POST', '/api/superadmin/organizations', {
      name: 'Doublon',
      slug: 'doublon',
      admin: { email: admin.email, firstName: 'A', lastName: 'B' },
    });
    expect(taken.statusCode).toBe(409);
    expect((await auditRows('organization.created')).length).toBe(before + 1);
  });

  // superadmin (issue 18, decision 305): the organisation and its admin's invitation in one transaction.
  it('a failure while inviting the first admin leaves no organisation, account, audit row or email', async () => {
    const slug = 'panne-invitation';
    const address = 'directeur@panne-invitation.sn';
    const body = { name: 'Panne', slug, admin: { email: address, firstName: 'Modou', lastName: 'Sarr' } };
    const count = async () => {
      const [row] = (
        await app.database.db.execute(sql`
          select
            (select count(*)::int from organizations where slug = ${slug}) as organizations,
            (select count(*)::int from users where email = ${address}) as users,
            (select count(*)::int from audit_log where details->>'slug' = ${slug}
               or details->>'email' = ${address}) as audits,
            (select count(*)::int from email_outbox where "to" = ${address}) as emails`)
      ).rows as { organizations: number; users: number; audits: number; emails: number }[];
      return row;
    };
    // The event (the invitation's outbox) of this organisation cannot be written.
    await app.database.db.execute(
      sql.raw(`create function refuse_panne_event() returns trigger language plpgsql as $$
        begin
          if exists (select 1 from organizations where id = new.organization_id and slug = '${slug}') then
            raise exception 'outbox indisponible';
          end if;
          return new;
        end $$`),
    );
    await app.database.db.execute(
      sql.raw(`create trigger refuse_panne_event before insert on domain_events
        for each row execute function refuse_panne_event()`),
    );
    try {
      const failed = await call(superadmin, 'POST', '/api/superadmin/organizations', body);
      expect(failed.statusCode).toBe(500);
    } finally {
      await app.database.db.execute(sql.raw('drop trigger refuse_panne_event on domain_events'));
      await app.database.db.execute(sql.raw('drop function refuse_panne_event()'));
    }
    await deliverEvents();
    expect(await count()).toEqual({ organizations: 0, users: 0, audits: 0, emails: 0 });

    // Nothing half-created: the same slug and address then go through, with one invitation.
    const created = await call(superadmin, 'POST', '/api/superadmin/organizations', body);
    expect(created.statusCode, created.body).toBe(201);
    await deliverEvents();
    expect(await count()).toEqual({ organizations: 1, users: 1, audits: 2, emails: 1 });
    expect((await lastEmailTo(app, address))?.kind).toBe('invitation');
  });

  it('lists organisations with members, learners, courses and revenue', async () => {
    const org = await newOrganization(app.database.db);
    const learner = await newUser(app.database.db, { organizationId: org.id });
    const course = await newCourse(app.database.db, { organizationId: org.id, pricing: { oneTime: 10_000 } });
    await newPayment(app.database.db, {
      userId: learner.id,
      courseId: course.id,
      status: 'completed',
      completedAt: new Date(),
      amount: 7_500,
    });
    const list = (await call(superadmin, 'GET', '/api/superadmin/organizations')).json().data as {
      id: string;
      userCount: number;
      learnerCount: number;
      courseCount: number;
      revenue: number;
    }[];
    expect(list.find((row) => row.id === org.id)).toMatchObject({
      userCount: 1,
      learnerCount: 1,
      courseCount: 1,
      revenue: 7_500,
    });
  });

  it('renames with one audit row', async () => {
    const org = await newOrganization(app.database.db);
    const renamed = await call(superadmin, 'PATCH', `/api/superadmin/organizations/${org.id}`, {
      name: 'Nouveau nom',
    });
    expect(renamed.json().data.name).toBe('Nouveau nom');
    const rows = (await auditRows('organization.renamed')).filter((row) => row.targetId === org.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.details).toMatchObject({ to: 'Nouveau nom' });
  });

  it("suspension stops members' open sessions on their next request, refuses sign-in and hides courses", async () => {
    const org = await newOrganization(app.database.db);
    const member = await newSignedInUser(app, { organizationId: org.id, role: 'admin' });
    const course = await newCourse(app.database.db, { organizationId: org.id });
    const acting = { [ACTING_ORGANIZATION_HEADER]: org.id };
    expect((await call(member, 'GET', '/api/admin/organization')).statusCode).toBe(200);
    expect(
      (await call(superadmin, 'GET', `/api/marketplace/courses/${course.id}`, undefined, acting)).statusCode,
    ).toBe(200);

    const suspended = await call(superadmin, 'POST', `/api/superadmin/organizations/${org.id}/suspend`, {
      reason: 'Impayés',
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data.status).toBe('suspended');
    expect((await call(member, 'GET', '/api/admin/organization')).statusCode).toBe(401);
    const signInAgain = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: member.email, password: 'Mot-de-passe-1' },
    });
    expect(signInAgain.statusCode).toBe(403);
    expect(signInAgain.json().error).toContain('suspendue');
    expect(
      (await call(superadmin, 'GET', `/api/marketplace/courses/${course.id}`, undefined, acting)).statusCode,
    ).toBe(404);
    expect((await auditRows('organization.suspended')).filter((r) => r.targetId === org.id)).toHaveLength(1);

    const twice = await call(superadmin, 'POST', `/api/superadmin/organizations/${org.id}/suspend`, {
      reason: 'Encore',
    });
    expect(twice.statusCode).toBe(409);
    expect((await auditRows('organization.suspended')).filter((r) => r.targetId === org.id)).toHaveLength(1);

    expect(
      (await call(superadmin, 'POST', `/api/superadmin/organizations/${org.id}/reactivate`)).statusCode,
    ).toBe(200);
    expect((await signIn(app, member.email)).accessToken).toBeTruthy();
    expect(
      (await call(superadmin, 'GET', `/api/marketplace/courses/${course.id}`, undefined, acting)).statusCode,
    ).toBe(200);
  });

  it('a superadmin cannot suspend their own organisation', async () => {
    const response = await call(superadmin, 'POST', `/api/superadmin/organizations/${jangId}/suspend`, {
      reason: 'Essai',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('platform settings obeyed by the server', () => {
  it('reads defaults, saves one kind (insert then update) with one audit row each', async () => {
    const read = await call(superadmin, 'GET', '/api/superadmin/settings');
    expect(read.statusCode, read.body).toBe(200);
    const all = read.json().data;
    expect(all.security).toMatchObject({ passwordMinLength: 8, updatedAt: null });
    const first = await call(superadmin, 'PUT', '/api/superadmin/settings/platform', {
      platformName: 'Jàng Pro',
      supportEmail: 'aide@jang.sn',
      maintenanceMessage: 'Maintenance dimanche à 22 h',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.updatedAt).not.toBeNull();
    const second = await call(superadmin, 'PUT', '/api/superadmin/settings/platform', {
      platformName: 'Jàng',
      supportEmail: 'aide@jang.sn',
      maintenanceMessage: '',
    });
    expect(second.json().data.maintenanceMessage).toBeNull();
    expect(await auditRows('settings.platform.updated')).toHaveLength(2);
    const refused = await call(superadmin, 'PUT', '/api/superadmin/settings/security', {
      passwordMinLength: 4,
      signInMaxAttempts: 5,
      signInPauseMinutes: 1,
      sessionLifetimeHours: 1,
    });
    expect(refused.statusCode).toBe(400);
    expect(await auditRows('settings.security.updated')).toHaveLength(0);
  });

  // superadmin (issue 18): the support address of the platform settings reaches /support.
  it("/support shows the platform's support address to an organisation that gives none", async () => {
    const org = await newOrganization(app.database.db);
    const member = await newSignedInUser(app, { organizationId: org.id });
    const before = (await call(superadmin, 'GET', '/api/superadmin/settings')).json().data.platform;
    const save = (supportEmail: string) =>
      call(superadmin, 'PUT', '/api/superadmin/settings/platform', {
        platformName: before.platformName,
        supportEmail,
        maintenanceMessage: before.maintenanceMessage,
      });
    try {
      expect((await save('assistance@plateforme.sn')).statusCode).toBe(200);
      const contact = await call(member, 'GET', '/api/support/contact');
      expect(contact.json().data.email).toBe('assistance@plateforme.sn');
      // An organisation's own address still wins for its members.
      const own = await newOrganization(app.database.db, { contactEmail: 'aide@ecole.sn' });
      const ownMember = await newSignedInUser(app, { organizationId: own.id });
      expect((await call(ownMember, 'GET', '/api/support/contact')).json().data.email).toBe('aide@ecole.sn');
    } finally {
      await save(before.supportEmail);
    }
  });

  it('minimum password length on sign-up and activation', async () => {
    await call(superadmin, 'PUT', '/api/superadmin/settings/security', {
      passwordMinLength: 12,
      signInMaxAttempts: 3,
      signInPauseMinutes: 5,
      sessionLifetimeHours: 720,
    });
    const short = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'court@exemple.sn', password: 'Abcdef-123', firstName: 'A', lastName: 'B' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toContain('12');
    const long = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'long@exemple.sn', password: 'Abcdef-123456', firstName: 'A', lastName: 'B' },
    });
    expect(long.statusCode).toBe(201);
  });

  it('wrong passwords up to the limit, then the account pauses even with the right one', async () => {
    const user = await newUser(app.database.db, { organizationId: jangId });
    const attempt = (password: string) =>
      app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: user.email, password } });
    for (let i = 0; i < 3; i++) expect((await attempt('Mauvais-mot-1')).statusCode).toBe(401);
    const paused = await attempt('Mot-de-passe-1');
    expect(paused.statusCode).toBe(429);
    expect(paused.json().error).toContain('5 minute');
  });

  it('a session older than the lifetime stops on its next request', async () => {
    const user = await newSignedInUser(app, { organizationId: jangId });
    expect((await call(user, 'GET', '/api/auth/me')).statusCode).toBe(200);
    await call(superadmin, 'PUT', '/api/superadmin/settings/security', {
      passwordMinLength: 8,
      signInMaxAttempts: 10,
      signInPauseMinutes: 15,
      sessionLifetimeHours: 1,
    });
    await app.database.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(sessions.userId, user.id));
    expect((await call(user, 'GET', '/api/auth/me')).statusCode).toBe(401);
    // A fresh sign-in is within the lifetime.
    const again = await signIn(app, user.email);
    expect((await call(again, 'GET', '/api/auth/me')).statusCode).toBe(200);
    await call(superadmin, 'PUT', '/api/superadmin/settings/security', {
      passwordMinLength: 8,
      signInMaxAttempts: 10,
      signInPauseMinutes: 15,
      sessionLifetimeHours: 720,
    });
  });

  it("the email settings' sender and footer go into the outbox", async () => {
    await call(superadmin, 'PUT', '/api/superadmin/settings/email', {
      senderName: 'Équipe Jàng',
      senderAddress: 'bonjour@jang.sn',
      footer: 'Jàng, Dakar',
    });
    const email = `reset-${Date.now()}@exemple.sn`;
    await newUser(app.database.db, { organizationId: jangId, email });
    await app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email } });
    const sent = await lastEmailTo(app, email);
    expect(sent?.sender).toBe('"Équipe Jàng" <bonjour@jang.sn>');
    expect(sent?.text).toMatch(/Jàng, Dakar$/);
  });
});

describe('review moderation', () => {
  it('hides a review (rating and count follow, course page without it), restores it; another organisation gets 404', async () => {
    const db = app.database.db;
    const course = await newCourse(db, { organizationId: jangId });
    const reviewers = [
      await newUser(db, { organizationId: jangId }),
      await newUser(db, { organizationId: jangId }),
    ];
    for (const r of reviewers) await enrol(db, r.id, course.id);
    const { id: low } = await newReview(db, {
      courseId: course.id,
      userId: reviewers[0]!.id,
      rating: 1,
      comment: 'Nul',
    });
    await newReview(db, { courseId: course.id, userId: reviewers[1]!.id, rating: 5, comment: 'Super' });
    const row = async () => (await db.select().from(courses).where(eq(courses.id, course.id)))[0]!;
    expect((await row()).reviewCount).toBe(2);

    const foreign = await call(otherAdmin, 'POST', `/api/admin/reviews/${low}/hide`, { reason: 'Insultant' });
    expect(foreign.statusCode).toBe(404);
    const hidden = await call(admin, 'POST', `/api/admin/reviews/${low}/hide`, { reason: 'Insultant' });
    expect(hidden.statusCode).toBe(204);
    expect(await row()).toMatchObject({ reviewCount: 1 });
    expect(Number((await row()).rating)).toBe(5);
    const page = (await call(null, 'GET', `/api/marketplace/courses/${course.id}/reviews`)).json().data;
    expect(page.reviews.map((r: { id: string }) => r.id)).not.toContain(low);
    const list = (await call(admin, 'GET', '/api/admin/reviews?filter=hidden')).json().data;
    expect(list.reviews.map((r: { id: string }) => r.id)).toContain(low);
    expect((await call(otherAdmin, 'GET', '/api/admin/reviews')).json().data.reviews).toHaveLength(0);
    expect(
      (await call(admin, 'POST', `/api/admin/reviews/${low}/hide`, { reason: 'Encore' })).statusCode,
    ).toBe(409);
    expect(await auditRows('review.hidden')).toHaveLength(1);

    expect(
      (await call(admin, 'POST', `/api/admin/reviews/${low}/restore`, { reason: 'Erreur' })).statusCode,
    ).toBe(204);
    expect((await row()).reviewCount).toBe(2);
    expect(await auditRows('review.restored')).toHaveLength(1);
  });
});

describe('audit log', () => {
  it('a refund leaves exactly one row; the refused second refund none', async () => {
    const db = app.database.db;
    const course = await newCourse(db, { organizationId: jangId, pricing: { oneTime: 10_000 } });
    const payer = await newUser(db, { organizationId: jangId });
    const payment = await newPayment(db, {
      userId: payer.id,
      courseId: course.id,
      status: 'failed',
      refundDue: true,
    });
    const url = `/api/admin/payments/${payment.id}/refund`;
    expect((await call(otherAdmin, 'POST', url, { note: 'Wave TX-1' })).statusCode).toBe(404);
    expect((await call(admin, 'POST', url, { note: 'Wave TX-1' })).statusCode).toBe(200);
    expect((await call(admin, 'POST', url, { note: 'Wave TX-2' })).statusCode).toBe(409);
    const rows = (await auditRows('payment.refunded')).filter((r) => r.targetId === payment.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ organizationId: jangId, actorId: admin.id, actorLabel: admin.email });
  });

  it('a note carrying a lone surrogate is refused with a 400 and leaves no row (jsonb refuses it)', async () => {
    const db = app.database.db;
    const course = await newCourse(db, { organizationId: jangId, pricing: { oneTime: 10_000 } });
    const payer = await newUser(db, { organizationId: jangId });
    const payment = await newPayment(db, {
      userId: payer.id,
      courseId: course.id,
      status: 'failed',
      refundDue: true,
    });
    const response = await call(admin, 'POST', `/api/admin/payments/${payment.id}/refund`, {
      note: 'Wave \ud800',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(t('error.loneSurrogate'));
    expect((await auditRows('payment.refunded')).filter((r) => r.targetId === payment.id)).toHaveLength(0);
  });

  it("an admin reads their organisation's rows only; the superadmin all, or one organisation", async () => {
    const mine = (await call(admin, 'GET', '/api/admin/audit-log?limit=100')).json().data;
    expect(mine.entries.length).toBeGreaterThan(0);
    expect(mine.entries.every((e: { organizationId: string }) => e.organizationId === jangId)).toBe(true);
    const theirs = (await call(otherAdmin, 'GET', '/api/admin/audit-log?limit=100')).json().data;
    expect(theirs.entries.every((e: { organizationId: string }) => e.organizationId === autreId)).toBe(true);
    const all = (await call(superadmin, 'GET', '/api/superadmin/audit-log?limit=100')).json().data;
    expect(all.total).toBeGreaterThan(mine.total);
    const filtered = (
      await call(superadmin, 'GET', `/api/superadmin/audit-log?organizationId=${autreId}&action=organization`)
    ).json().data;
    expect(filtered.entries.length).toBeGreaterThan(0);
    expect(
      filtered.entries.every(
        (e: { organizationId: string; action: string }) =>
          e.organizationId === autreId && e.action.startsWith('organization.'),
      ),
    ).toBe(true);
    const byActor = (
      await call(superadmin, 'GET', `/api/superadmin/audit-log?actor=${encodeURIComponent(admin.email)}`)
    ).json().data;
    expect(byActor.entries.every((e: { actorLabel: string }) => e.actorLabel === admin.email)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const dated = (await call(admin, 'GET', `/api/admin/audit-log?from=${today}&to=${today}`)).json().data;
    expect(dated.total).toBe(mine.total);
    expect((await call(admin, 'GET', '/api/admin/audit-log?from=2026-13-01')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/admin/audit-log?from=2026-05-02&to=2026-05-01')).statusCode).toBe(
      400,
    );
    // An admin cannot widen their log to another organisation.
    const widened = await call(admin, 'GET', `/api/admin/audit-log?organizationId=${autreId}`);
    expect([200, 400]).toContain(widened.statusCode);
    if (widened.statusCode === 200)
      expect(
        widened.json().data.entries.every((e: { organizationId: string }) => e.organizationId === jangId),
      ).toBe(true);
  });

  it('a superadmin acting in an organisation leaves rows in that organisation', async () => {
    const response = await call(
      superadmin,
      'PUT',
      '/api/admin/organization',
      {
        name: 'Autre organisation',
        defaultCurrency: 'USD',
        contactEmail: null,
        contactPhone: null,
        contactWhatsapp: null,
        emailSenderName: 'Autre Académie',
      },
      { [ACTING_ORGANIZATION_HEADER]: autreId },
    );
    expect(response.statusCode).toBe(200);
    const rows = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'organization.settings.updated'), eq(auditLog.actorId, superadmin.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.organizationId).toBe(autreId);
  });

  it('emails are left alone by the outbox sender column for rows of other kinds', async () => {
    const rows = await app.database.db.select().from(emailOutbox).limit(1);
    expect(rows.length).toBeGreaterThan(0);
  });
});
