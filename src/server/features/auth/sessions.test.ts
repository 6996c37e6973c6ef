import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import {
  bearer,
  createTestApp,
  createUser,
  lastEmailTo,
  signIn,
  TEST_PASSWORD,
  type TestApp,
  tokenFromLink,
} from '../../test/test-app.ts';

describe('sessions and access tokens', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    await createUser(app, { email: 'awa@example.sn', roles: ['student'] });
    await createUser(app, { email: 'ibou@example.sn', roles: ['student', 'instructor'] });
  });
  afterAll(async () => app.close());

  it('signs in with a session cookie and a bearer token that /me accepts', async () => {
    const session = await signIn(app, 'awa@example.sn');
    expect(session.cookie).toMatch(/session_token=/);
    const me = await app.inject({ url: '/api/auth/me', headers: bearer(session) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ roles: ['student'], user: { email: 'awa@example.sn' } });
  });

  it('makes the session cookie httpOnly', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'awa@example.sn', password: TEST_PASSWORD },
    });
    expect(String(response.headers['set-cookie'])).toMatch(/HttpOnly/i);
  });

  it('answers wrong credentials with one French message, whichever part is wrong', async () => {
    for (const payload of [
      { email: 'awa@example.sn', password: 'mauvais-mot' },
      { email: 'inconnu@example.sn', password: TEST_PASSWORD },
    ]) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'Email ou mot de passe incorrect.',
        code: 'INVALID_CREDENTIALS',
      });
    }
  });

  it('gives current role by the spec priority', async () => {
    const session = await signIn(app, 'ibou@example.sn');
    const me = await app.inject({ url: '/api/auth/me', headers: bearer(session) });
    expect(me.json().data.currentRole).toBe('instructor');
  });

  it('refreshes the access token silently from the cookie, and not without it', async () => {
    const session = await signIn(app, 'awa@example.sn');
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { cookie: session.cookie },
    });
    expect(refreshed.statusCode).toBe(200);
    const { accessToken, me } = refreshed.json().data;
    // The user comes with the token, as GET /api/auth/me gives it.
    const meAnswer = await app.inject({ url: '/api/auth/me', headers: bearer({ accessToken }) });
    expect(me).toEqual(meAnswer.json().data);
    expect(me.user.email).toBe('awa@example.sn');
    expect((await app.inject({ url: '/api/auth/me', headers: bearer({ accessToken }) })).statusCode).toBe(
      200,
    );
    const anonymous = await app.inject({ method: 'POST', url: '/api/auth/token' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists the sessions, marks the current one, and revokes another: its token stops working', async () => {
    const first = await signIn(app, 'awa@example.sn');
    const second = await signIn(app, 'awa@example.sn');
    const list = await app.inject({ url: '/api/auth/sessions', headers: bearer(second) });
    const items = list.json().data as Array<{ id: string; isCurrent: boolean }>;
    expect(items.filter((item) => item.isCurrent)).toHaveLength(1);
    const [row] = await app.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.token, decodeURIComponent(first.cookie.split('=')[1]!).split('.')[0]!));
    expect(row).toBeDefined();
    const revoke = await app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${row!.id}`,
      headers: bearer(second),
    });
    expect(revoke.statusCode).toBe(200);
    const after = await app.inject({ url: '/api/auth/me', headers: bearer(first) });
    expect(after.statusCode).toBe(401);
    expect((await app.inject({ url: '/api/auth/me', headers: bearer(second) })).statusCode).toBe(200);
  });

  it("cannot revoke someone else's session", async () => {
    const awa = await signIn(app, 'awa@example.sn');
    const ibou = await signIn(app, 'ibou@example.sn');
    const ibouSessions = await app.inject({ url: '/api/auth/sessions', headers: bearer(ibou) });
    const target = (ibouSessions.json().data as Array<{ id: string }>)[0]!.id;
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${target}`,
      headers: bearer(awa),
    });
    expect(response.statusCode).toBe(404);
    expect((await app.inject({ url: '/api/auth/me', headers: bearer(ibou) })).statusCode).toBe(200);
    const badId = await app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions/pas-un-uuid',
      headers: bearer(awa),
    });
    expect(badId.statusCode).toBe(400);
  });

  it('signs out: the session is gone, its token and cookie no longer work', async () => {
    const session = await signIn(app, 'awa@example.sn');
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...bearer(session), cookie: session.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().data.message).toBe('Déconnexion réussie');
    expect((await app.inject({ url: '/api/auth/me', headers: bearer(session) })).statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { cookie: session.cookie },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('answers many requests at once each with its own caller, and refuses the closed and suspended ones', async () => {
    const [awa, ibou, closed] = await Promise.all(
      ['awa@example.sn', 'ibou@example.sn', 'awa@example.sn'].map((email) => signIn(app, email)),
    );
    const blockedId = await createUser(app, { email: 'bloque@example.sn', roles: ['student'] });
    const blocked = await signIn(app, 'bloque@example.sn');
    await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...bearer(closed!), cookie: closed!.cookie },
    });
    await app.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, blockedId));
    // The session lookups of requests made together go to the database together (decision 032).
    const callers = [awa, ibou, closed, blocked, ibou, awa, ibou];
    const answers = await Promise.all(
      callers.map((session) => app.inject({ url: '/api/auth/me', headers: bearer(session!) })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 401, 401, 200, 200, 200]);
    const seen = answers.filter((a) => a.statusCode === 200).map((a) => a.json().data);
    expect(seen.map((me) => me.user.email)).toEqual([
      'awa@example.sn',
      'ibou@example.sn',
      'ibou@example.sn',
      'awa@example.sn',
      'ibou@example.sn',
    ]);
    for (const me of seen.filter((me) => me.user.email === 'ibou@example.sn')) {
      expect([...me.roles].sort()).toEqual(['instructor', 'student']);
    }
  });

  it('refuses a forged copy of a token it has just accepted (verified tokens are kept whole)', async () => {
    const session = await signIn(app, 'awa@example.sn');
    expect((await app.inject({ url: '/api/auth/me', headers: bearer(session) })).statusCode).toBe(200);
    const [header, payload, signature] = session.accessToken.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    const forged = { ...session, accessToken: `${header}.${payload}.${flipped}` };
    expect((await app.inject({ url: '/api/auth/me', headers: bearer(forged) })).statusCode).toBe(401);
  });

  it('refuses a token whose session has expired', async () => {
    const session = await signIn(app, 'ibou@example.sn');
    await app.database.db.execute(sql`update sessions set expires_at = now() - interval '1 minute'`);
    expect((await app.inject({ url: '/api/auth/me', headers: bearer(session) })).statusCode).toBe(401);
  });

  it('refuses a suspended account, even with a live token', async () => {
    const userId = await createUser(app, { email: 'suspendu@example.sn', roles: ['student'] });
    const session = await signIn(app, 'suspendu@example.sn');
    await app.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, userId));
    expect((await app.inject({ url: '/api/auth/me', headers: bearer(session) })).statusCode).toBe(401);
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'suspendu@example.sn', password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toBe("Ce compte est désactivé. Contactez l'administrateur.");
  });
});

describe('access token lifetime', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Two seconds, not one: `exp` is in whole seconds, so a one-second token issued late in a second
    // could already be expired when sign-in checks it (a flaky 403 under load).
    app = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '2' });
    await createUser(app, { email: 'court@example.sn', roles: ['student'] });
  });
  afterAll(async () => app.close());

  it('refuses an expired access token while the session still refreshes it', async () => {
    const session = await signIn(app, 'court@example.sn');
    expect((await app.inject({ url: '/api/auth/me', headers: bearer(session) })).statusCode).toBe(200);
    await sleep(3100);
    expect((await app.inject({ url: '/api/auth/me', headers: bearer(session) })).statusCode).toBe(401);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { cookie: session.cookie },
    });
    expect(refreshed.statusCode).toBe(200);
  });
});

describe('password reset and invitations', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    await createUser(app, { email: 'oubli@example.sn', roles: ['student'] });
    await createUser(app, { email: 'admin@example.sn', roles: ['admin'] });
    await createUser(app, { email: 'eleve@example.sn', roles: ['student'] });
    await createUser(app, { email: 'admin@autre.sn', roles: ['admin'], organization: 'autre' });
  });
  afterAll(async () => app.close());

  it('resets a forgotten password through the emailed link, once', async () => {
    const old = await signIn(app, 'oubli@example.sn');
    const asked = await app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: 'oubli@example.sn' },
    });
    expect(asked.statusCode).toBe(200);
    const email = await lastEmailTo(app, 'oubli@example.sn');
    expect(email?.link).toMatch(/\/auth\/update-password\?token=/);
    const token = tokenFromLink(email?.link);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token, password: 'nouveau-secret' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.message).toBe(
      'Votre mot de passe a été mis à jour. Vous pouvez vous connecter.',
    );
    // Sessions opened with the old password are closed.
    expect((await app.inject({ url: '/api/auth/me', headers: bearer(old) })).statusCode).toBe(401);
    await expect(signIn(app, 'oubli@example.sn')).rejects.toThrow();
    await signIn(app, 'oubli@example.sn', 'nouveau-secret');
    const replay = await app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token, password: 'encore-autre' },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('Ce lien est invalide ou a expiré.');
  });

  it('answers an unknown address like a known one', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: 'fantome@example.sn' },
    });
    expect(response.statusCode).toBe(200);
    expect(await lastEmailTo(app, 'fantome@example.sn')).toBeNull();
  });

  it('lets an admin invite an instructor into their organisation, who activates the account', async () => {
    const admin = await signIn(app, 'admin@example.sn');
    const invited = await app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      headers: bearer(admin),
      payload: { email: 'Prof@Example.sn', firstName: 'Khady', lastName: 'Gaye', role: 'instructor' },
    });
    expect(invited.statusCode).toBe(201);
    const email = await lastEmailTo(app, 'prof@example.sn');
    expect(email?.link).toMatch(/\/auth\/instructor-activate\?token=/);
    await expect(signIn(app, 'prof@example.sn', 'mon-secret-1')).rejects.toThrow();
    const activated = await app.inject({
      method: 'POST',
      url: '/api/auth/activate',
      payload: { token: tokenFromLink(email?.link), password: 'mon-secret-1' },
    });
    expect(activated.statusCode).toBe(200);
    const session = await signIn(app, 'prof@example.sn', 'mon-secret-1');
    const me = await app.inject({ url: '/api/auth/me', headers: bearer(session) });
    expect(me.json().data.roles.sort()).toEqual(['instructor', 'student']);
    expect(me.json().data.user.organization.name).toBe('Jàng Démo');
    // Decision 160: the invitation gave them an active instructor profile, so they can author at once.
    const options = await app.inject({ url: '/api/courses/editor-options', headers: bearer(session) });
    expect(options.json().data.instructors.map((item: { name: string }) => item.name)).toEqual([
      'Khady Gaye',
    ]);
    const created = await app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: bearer(session),
      payload: { title: 'Mon premier cours' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.instructor.name).toBe('Khady Gaye');
  });

  it('keeps invitations inside the inviting organisation', async () => {
    const other = await signIn(app, 'admin@autre.sn');
    await app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      headers: bearer(other),
      payload: { email: 'recrue@autre.sn', firstName: 'Lamine', lastName: 'Faye', role: 'student' },
    });
    const jangAdmin = await signIn(app, 'admin@example.sn');
    const jangUsers = await app.inject({ url: '/api/admin/users', headers: bearer(jangAdmin) });
    expect(jangUsers.json().data.users.map((u: { email: string }) => u.email)).not.toContain(
      'recrue@autre.sn',
    );
  });

  it('refuses invitations from students and anonymous callers, bad roles and duplicates', async () => {
    const payload = { email: 'x@example.sn', firstName: 'X', lastName: 'Y', role: 'student' };
    expect((await app.inject({ method: 'POST', url: '/api/admin/invitations', payload })).statusCode).toBe(
      401,
    );
    const student = await signIn(app, 'eleve@example.sn');
    const forbidden = await app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      headers: bearer(student),
      payload,
    });
    expect(forbidden.statusCode).toBe(403);
    const admin = await signIn(app, 'admin@example.sn');
    const superadmin = await app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      headers: bearer(admin),
      payload: { ...payload, role: 'superadmin' },
    });
    expect(superadmin.statusCode).toBe(400);
    expect(superadmin.json().details.fields.role).toBe('Rôle invalide');
    const duplicate = await app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      headers: bearer(admin),
      payload: { ...payload, email: 'eleve@example.sn' },
    });
    expect(duplicate.statusCode).toBe(409);
  });
});
