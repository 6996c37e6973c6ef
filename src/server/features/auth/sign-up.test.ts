import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, lastEmailTo, type TestApp, tokenFromLink } from '../../test/test-app.ts';

const valid = {
  email: 'awa.ndiaye@example.sn',
  password: 'un-mot-de-passe',
  firstName: 'Awa',
  lastName: 'Ndiaye',
};

describe('sign-up and email confirmation', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  const countUsers = async () => {
    const [row] = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    return row?.n ?? 0;
  };

  it.each([
    [{ ...valid, email: 'pas-un-email' }, 'email', "Format d'email invalide"],
    [{ ...valid, password: 'court' }, 'password', 'Le mot de passe doit contenir au moins 8 caractères'],
    [{ ...valid, firstName: '  ' }, 'firstName', 'Le prénom est requis'],
    [{ email: valid.email, password: valid.password, firstName: 'Awa' }, 'lastName', 'Le nom est requis'],
  ])('refuses %j with a French message and writes nothing', async (payload, field, message) => {
    const before = await countUsers();
    const response = await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.details.fields[field]).toBe(message);
    expect(await countUsers()).toBe(before);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Le corps de la requête n'est pas un JSON valide.");
  });

  it('creates a student who must confirm the address before signing in', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: valid });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      data: { message: 'Vérifiez votre email pour confirmer votre compte.' },
    });

    const refused = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: valid.email, password: valid.password },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EMAIL_NOT_VERIFIED');

    const email = await lastEmailTo(app, valid.email);
    expect(email?.kind).toBe('confirm-email');
    expect(email?.link).toMatch(/^http:\/\/localhost:3000\/auth\/confirm-email\?token=/);

    const confirmed = await app.inject(`/api/auth/confirm-email?token=${tokenFromLink(email?.link)}`);
    expect(confirmed.statusCode).toBe(200);

    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'AWA.Ndiaye@example.sn', password: valid.password },
    });
    expect(signedIn.statusCode).toBe(200);
    const me = signedIn.json().data.me;
    expect(me.roles).toEqual(['student']);
    expect(me.currentRole).toBe('student');
    expect(me.user).toMatchObject({
      firstName: 'Awa',
      lastName: 'Ndiaye',
      organization: { name: 'Jàng Démo' },
    });
  });

  it('answers a duplicate email, whatever its case, with 409 and writes nothing', async () => {
    const before = await countUsers();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { ...valid, email: 'Awa.Ndiaye@Example.sn' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Utilisateur déjà existant. Essayez de vous connecter.',
      code: 'USER_EXISTS',
    });
    expect(await countUsers()).toBe(before);
  });

  it('keeps emails unique in the database itself, ignoring case', async () => {
    const [org] = await app.database.db
      .execute<{ id: string }>(sql`select id from organizations limit 1`)
      .then((r) => r.rows);
    await expect(
      app.database.db.execute(
        sql`insert into users (name, email, organization_id) values ('X', 'AWA.NDIAYE@EXAMPLE.SN', ${org!.id})`,
      ),
    ).rejects.toThrow();
  });

  it('refuses an invalid confirmation link', async () => {
    const response = await app.inject('/api/auth/confirm-email?token=nimportequoi-123');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Ce lien est invalide ou a expiré.', code: 'INVALID_TOKEN' });
  });
});

describe('resending the confirmation email', () => {
  let app: TestApp;
  const email = 'moussa@example.sn';
  beforeAll(async () => {
    app = await createTestApp();
    await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: 'un-mot-de-passe', firstName: 'Moussa', lastName: 'Fall' },
    });
  });
  afterAll(async () => app.close());

  const resend = () =>
    app.inject({ method: 'POST', url: '/api/auth/resend-confirmation', payload: { email } });

  const emailsTo = async (to: string) =>
    (await app.database.db.execute(sql`select count(*)::int as n from email_outbox where "to" = ${to}`))
      .rows[0] as { n: number };

  it('sends nothing inside the minute after the sign-up email, and answers like any other time', async () => {
    const before = await emailsTo(email);
    const response = await resend();
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ message: 'Email de confirmation renvoyé', cooldownSeconds: 60 });
    expect(await emailsTo(email)).toEqual(before);
  });

  it('answers a waiting account, an unknown address and a confirmed account alike (no enumeration)', async () => {
    await app.database.db.execute(sql`update users set confirmation_sent_at = now() where email = ${email}`);
    const confirmed = 'confirme@example.sn';
    await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: confirmed, password: 'un-mot-de-passe', firstName: 'Ada', lastName: 'Sy' },
    });
    await app.database.db.execute(sql`update users set email_verified = true where email = ${confirmed}`);
    const answers = await Promise.all(
      [email, 'inconnu@example.sn', confirmed].map((address) =>
        app.inject({ method: 'POST', url: '/api/auth/resend-confirmation', payload: { email: address } }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['retry-after']).toBeUndefined();
    }
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('sends again once the minute has passed, and only once under concurrent clicks', async () => {
    await app.database.db.execute(sql`update users set confirmation_sent_at = now() - interval '61 seconds'`);
    const before = await emailsTo(email);
    const answers = await Promise.all([resend(), resend(), resend()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    for (const answer of answers) {
      expect(answer.json().data).toEqual({ message: 'Email de confirmation renvoyé', cooldownSeconds: 60 });
    }
    expect((await emailsTo(email)).n).toBe(before.n + 1);
  });

  it('answers an unknown address the same way, without sending anything', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/resend-confirmation',
      payload: { email: 'personne@example.sn' },
    });
    expect(response.statusCode).toBe(200);
    expect(await lastEmailTo(app, 'personne@example.sn')).toBeNull();
  });

  it('requires an email', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/resend-confirmation', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields.email).toBe('Ce champ est obligatoire');
  });
});
