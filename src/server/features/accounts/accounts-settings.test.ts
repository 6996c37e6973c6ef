import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTIONAL_EMAIL_KINDS } from '#shared/notifications/email-preferences.ts';
import { emailOutbox, sessions, users } from '../../db/schema/index.ts';
import type { Email } from '../../plugins/mail.ts';
import {
  enrol,
  newCohort,
  newCourse,
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
  TEST_PASSWORD,
  type TestApp,
} from '../../test/test-app.ts';
import { createAppMailer } from '../notifications/app-mailer.ts';
import { multipartBody, pngPicture as png } from './settings-fixtures.ts';

// Accounts, part settings (issue 17): every route × anonymous, the learner, another learner, an
// instructor, an admin and an admin of another organisation — each acts on their own account only —
// and the bad input the spec words (§5 "Profile update").

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';

let app: TestApp;
let dataDir: string;
let jang: string;
let autre: string;
let learner: SignedInUser;
let otherLearner: SignedInUser;
let instructor: SignedInUser;
let admin: SignedInUser;
let otherOrgAdmin: SignedInUser;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'jang-settings-'));
  app = await createTestApp({ DATA_DIR: dataDir });
  jang = await organizationId(app, 'jang');
  autre = await organizationId(app, 'autre');
  learner = await newSignedInUser(app, { organizationId: jang, firstName: 'Awa', lastName: 'Ndiaye' });
  otherLearner = await newSignedInUser(app, { organizationId: jang, firstName: 'Ibou', lastName: 'Fall' });
  instructor = await newSignedInUser(app, { organizationId: jang, role: 'instructor' });
  admin = await newSignedInUser(app, { organizationId: jang, role: 'admin' });
  otherOrgAdmin = await newSignedInUser(app, { organizationId: autre, role: 'admin' });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const userRow = async (id: string) =>
  (await app.database.db.select().from(users).where(eq(users.id, id)))[0]!;

const put = (url: string, who: { accessToken: string } | null, payload: unknown) =>
  app.inject({ method: 'PUT', url, headers: who ? bearer(who) : {}, payload: payload as object });

const profileBody = {
  first_name: 'Awa',
  last_name: 'Ndiaye',
  phone: '+221 77 123 45 67',
  gender: 'female',
};

describe('anonymous callers', () => {
  it.each([
    ['GET', '/api/v1/student/profile/info'],
    ['PUT', '/api/v1/student/profile/info'],
    ['POST', '/api/v1/student/profile/email/confirm'],
    ['POST', '/api/v1/student/profile/avatar'],
    ['DELETE', '/api/v1/student/profile/avatar'],
    ['GET', '/api/v1/student/settings/preferences'],
    ['PUT', '/api/v1/student/settings/preferences'],
    ['PUT', '/api/v1/student/settings/account/password'],
    ['GET', '/api/v1/student/settings/login-history'],
    ['POST', '/api/v1/student/settings/logout-session'],
  ])('%s %s answers 401 « Utilisateur non connecté »', async (method, url) => {
    const response = await app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Utilisateur non connecté', code: 'UNAUTHENTICATED' });
  });
});

describe('profile', () => {
  it('each caller edits their own profile: names, cleaned phone, gender', async () => {
    for (const who of [learner, otherLearner, instructor, admin, otherOrgAdmin]) {
      const response = await put('/api/v1/student/profile/info', who, {
        ...profileBody,
        first_name: `Prénom ${who.id.slice(0, 4)}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        success: true,
        message: 'Profil mis à jour',
        email_change_pending: null,
        profile: { id: who.id, phone: '+221771234567', gender: 'female', email: who.email },
      });
      const row = await userRow(who.id);
      expect(row).toMatchObject({
        phone: '+221771234567',
        gender: 'female',
        firstName: `Prénom ${who.id.slice(0, 4)}`,
      });
      expect(row.name).toBe(`Prénom ${who.id.slice(0, 4)} Ndiaye`);
    }
    // Nobody touched another's row: the learner's profile is the learner's.
    const mine = await app.inject({ url: '/api/v1/student/profile/info', headers: bearer(learner) });
    expect(mine.json().profile).toMatchObject({
      id: learner.id,
      first_name: `Prénom ${learner.id.slice(0, 4)}`,
    });
  });

  it.each([
    [
      { phone: '12' },
      'Format de numéro de téléphone invalide. Le numéro doit commencer par + suivi du code pays et du numéro (ex: +221771234567)',
    ],
    [
      { phone: '221771234567' },
      'Format de numéro de téléphone invalide. Le numéro doit commencer par + suivi du code pays et du numéro (ex: +221771234567)',
    ],
    [{ gender: 'x' }, 'Genre invalide'],
    [{ email: 'pas-une-adresse' }, "Format d'email invalide"],
    [{ role: 'chef' }, 'Rôle invalide'],
    [{ status: 'banni' }, 'Statut invalide'],
    [{ first_name: '' }, 'Le prénom est requis'],
  ])('refuses %j with the spec’s words, changing nothing', async (change, message) => {
    const before = await userRow(learner.id);
    const response = await put('/api/v1/student/profile/info', learner, { ...profileBody, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
    expect(JSON.stringify(response.json())).toContain(message);
    expect(await userRow(learner.id)).toEqual(before);
  });

  it('a learner cannot raise their own role or status (403); the same values pass', async () => {
    const before = await userRow(learner.id);
    for (const change of [{ role: 'admin' }, { role: 'superadmin' }, { status: 'suspended' }]) {
      const response = await put('/api/v1/student/profile/info', learner, {
        ...profileBody,
        first_name: 'Pirate',
        ...change,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatch(/ne pouvez pas changer vous-même votre rôle/);
    }
    expect(await userRow(learner.id)).toEqual(before);
    const same = await put('/api/v1/student/profile/info', learner, {
      ...profileBody,
      role: 'learner',
      status: 'active',
    });
    expect(same.statusCode).toBe(200);
    const roles = await app.inject({ url: '/api/auth/me', headers: bearer(learner) });
    expect(roles.json().data.roles).toEqual(['student']);
  });

  it('a new email waits for its confirmation link; the old one is told once it is confirmed', async () => {
    const user = await newSignedInUser(app, { organizationId: jang, email: 'ancienne@exemple.sn' });
    const response = await put('/api/v1/student/profile/info', user, {
      ...profileBody,
      email: 'Nouvelle@Exemple.sn',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email_change_pending: 'nouvelle@exemple.sn',
      profile: { email: 'ancienne@exemple.sn', pending_email: 'nouvelle@exemple.sn' },
    });
    expect((await userRow(user.id)).email).toBe('ancienne@exemple.sn');
    const mail = await lastEmailTo(app, 'nouvelle@exemple.sn');
    expect(mail?.kind).toBe('accounts-email-change');
    const token = new URL(mail!.link!).searchParams.get('confirmEmail')!;
    expect(token.length).toBeGreaterThan(20);

    // Another signed-in account cannot use the link; a made-up token neither.
    const stolen = await app.inject({
      method: 'POST',
      url: '/api/v1/student/profile/email/confirm',
      headers: bearer(otherLearner),
      payload: { token },
    });
    expect(stolen.statusCode).toBe(400);
    expect((await userRow(otherLearner.id)).email).not.toBe('nouvelle@exemple.sn');

    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/v1/student/profile/email/confirm',
      headers: bearer(user),
      payload: { token },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe('Votre adresse email est maintenant nouvelle@exemple.sn.');
    expect((await userRow(user.id)).email).toBe('nouvelle@exemple.sn');
    expect((await lastEmailTo(app, 'ancienne@exemple.sn'))?.kind).toBe('accounts-email-changed');
    // Used up.
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/student/profile/email/confirm',
      headers: bearer(user),
      payload: { token },
    });
    expect(again.statusCode).toBe(400);
    // The new address signs in.
    await expect(signIn(app, 'nouvelle@exemple.sn')).resolves.toMatchObject({ userId: user.id });
  });

  it('refuses an address another account uses (409), changing nothing', async () => {
    const before = await userRow(learner.id);
    const response = await put('/api/v1/student/profile/info', learner, {
      ...profileBody,
      email: otherLearner.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('Cette adresse email est déjà utilisée par un autre compte.');
    expect(await userRow(learner.id)).toEqual(before);
  });
});

describe('avatar', () => {
  const upload = (who: { accessToken: string }, body: ReturnType<typeof multipartBody>) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/student/profile/avatar',
      headers: { ...bearer(who), ...body.headers },
      payload: body.payload,
    });

  it('stores the picture resized, under a slugified name, and replaces the previous one', async () => {
    const first = await upload(
      learner,
      multipartBody('avatar', 'Photo Été Dakar.PNG', 'image/png', await png()),
    );
    expect(first.statusCode, first.body).toBe(200);
    const address = first.json().avatarUrl as string;
    expect(address).toMatch(
      new RegExp(`/files/public/avatars/${learner.id}/photo-ete-dakar-\\d{13}\\.192x128\\.webp$`),
    );
    expect((await userRow(learner.id)).image).toBe(address);
    const served = await app.inject({ url: new URL(address).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/image\/webp/);

    const second = await upload(
      learner,
      multipartBody(
        'avatar',
        'autre.jpg',
        'image/jpeg',
        await sharp(await png(100, 100))
          .jpeg()
          .toBuffer(),
      ),
    );
    expect(second.statusCode).toBe(200);
    expect((await app.inject({ url: new URL(address).pathname })).statusCode).toBe(404);
    // The profile and the shells read it.
    const me = await app.inject({ url: '/api/auth/me', headers: bearer(learner) });
    expect(me.json().data.user.image).toBe(second.json().avatarUrl);
  });

  it('refuses a renamed PDF (400) and a 30 MB picture (413), keeping the current one', async () => {
    const before = (await userRow(learner.id)).image;
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
    const renamed = await upload(learner, multipartBody('avatar', 'photo.jpg', 'image/jpeg', pdf));
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error).toMatch(/n'est pas une image/);
    const huge = Buffer.concat([await png(10, 10), Buffer.alloc(30 * 1024 * 1024)]);
    const tooLarge = await upload(learner, multipartBody('avatar', 'grande.png', 'image/png', huge));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toBe('Image trop volumineuse : 5 Mo maximum.');
    const wrongField = await upload(learner, multipartBody('photo', 'a.png', 'image/png', await png()));
    expect(wrongField.statusCode).toBe(400);
    const notMultipart = await app.inject({
      method: 'POST',
      url: '/api/v1/student/profile/avatar',
      headers: bearer(learner),
      payload: { avatar: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect((await userRow(learner.id)).image).toBe(before);
  });

  it('the cohort participants show the picture of whoever has one, nothing for the others', async () => {
    const db = app.database.db;
    const course = await newCourse(db, { organizationId: jang, pricing: 'free' });
    const cohort = await newCohort(db, { courseId: course.id });
    const withPicture = await newSignedInUser(app, { organizationId: jang, firstName: 'Mariama' });
    const without = await newSignedInUser(app, { organizationId: jang, firstName: 'Ousmane' });
    for (const who of [withPicture, without]) await enrol(db, who.id, course.id, { cohortId: cohort.id });
    const sent = await upload(withPicture, multipartBody('avatar', 'moi.png', 'image/png', await png()));
    const response = await app.inject({
      url: `/api/v1/student/cohorts/${cohort.id}/participants`,
      headers: bearer(without),
    });
    expect(response.statusCode, response.body).toBe(200);
    const people = response.json().data.participants as { id: string; avatar: string | null }[];
    expect(people.find((person) => person.id === withPicture.id)?.avatar).toBe(sent.json().avatarUrl);
    expect(people.find((person) => person.id === without.id)?.avatar).toBeNull();
  });

  it('DELETE goes back to initials, for each caller their own picture only', async () => {
    await upload(otherLearner, multipartBody('avatar', 'moi.png', 'image/png', await png()));
    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/v1/student/profile/avatar',
      headers: bearer(learner),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ success: true, avatarUrl: null });
    expect((await userRow(learner.id)).image).toBeNull();
    expect((await userRow(otherLearner.id)).image).not.toBeNull();
    for (const who of [instructor, admin, otherOrgAdmin]) {
      const response = await app.inject({
        method: 'DELETE',
        url: '/api/v1/student/profile/avatar',
        headers: bearer(who),
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('preferences', () => {
  it('has defaults, stores each caller’s own set, refuses another language', async () => {
    const initial = await app.inject({ url: '/api/v1/student/settings/preferences', headers: bearer(admin) });
    expect(initial.json()).toEqual({
      success: true,
      preferences: {
        language: 'fr',
        email_notifications: true,
        whatsapp_notifications: false,
        data_saver: false,
      },
    });
    const wanted = {
      language: 'fr',
      email_notifications: false,
      whatsapp_notifications: true,
      data_saver: true,
    };
    const saved = await put('/api/v1/student/settings/preferences', learner, wanted);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Préférences enregistrées');
    const read = await app.inject({ url: '/api/v1/student/settings/preferences', headers: bearer(learner) });
    expect(read.json().preferences).toEqual(wanted);
    const other = await app.inject({
      url: '/api/v1/student/settings/preferences',
      headers: bearer(otherLearner),
    });
    expect(other.json().preferences.data_saver).toBe(false);
    const english = await put('/api/v1/student/settings/preferences', learner, { ...wanted, language: 'en' });
    expect(english.statusCode).toBe(400);
    expect(JSON.stringify(english.json())).toContain('seul le français');
    const notBoolean = await put('/api/v1/student/settings/preferences', learner, {
      ...wanted,
      data_saver: 'oui',
    });
    expect(notBoolean.statusCode).toBe(400);
    expect(
      (await app.inject({ url: '/api/v1/student/settings/preferences', headers: bearer(learner) })).json()
        .preferences,
    ).toEqual(wanted);
  });
});

describe("'Notifications par email' off (decision 310)", () => {
  it('stops the optional emails only: reminders and news, never security or money', async () => {
    const person = await newSignedInUser(app, { organizationId: jang });
    const mailer = createAppMailer(app.database.db, { smtpUrl: null, from: 'Jàng <a@b.sn>' });
    const email = (kind: Email['kind']) => ({
      to: person.email,
      subject: kind,
      text: '…',
      kind,
      userId: person.id,
    });
    expect(await mailer.send(email('cohort-session-reminder-day'))).toBe(true);
    const off = await put('/api/v1/student/settings/preferences', person, {
      language: 'fr',
      email_notifications: false,
      whatsapp_notifications: false,
      data_saver: false,
    });
    expect(off.statusCode).toBe(200);
    for (const kind of OPTIONAL_EMAIL_KINDS) expect(await mailer.send(email(kind))).toBe(false);
    for (const kind of ['reset-password', 'payment-receipt', 'installment-overdue'] as const) {
      expect(await mailer.send(email(kind))).toBe(true);
    }
    const written = await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.userId, person.id));
    expect(written.map((row) => row.kind).sort()).toEqual(
      ['cohort-session-reminder-day', 'installment-overdue', 'payment-receipt', 'reset-password'].sort(),
    );
  });
});

describe('password', () => {
  it('checks the rules, the confirmation and the current password', async () => {
    const user = await newSignedInUser(app, { organizationId: jang });
    const url = '/api/v1/student/settings/account/password';
    const short = await put(url, user, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'court',
      confirmPassword: 'court',
    });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain('au moins 8 caractères');
    const mismatch = await put(url, user, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Nouveau-mot-1',
      confirmPassword: 'Nouveau-mot-2',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(JSON.stringify(mismatch.json())).toContain('Les deux mots de passe ne correspondent pas');
    const wrong = await put(url, user, {
      currentPassword: 'Pas-le-bon-1',
      newPassword: 'Nouveau-mot-1',
      confirmPassword: 'Nouveau-mot-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: 'Le mot de passe actuel est incorrect.',
      details: { fields: { currentPassword: 'Le mot de passe actuel est incorrect.' } },
    });
    // Nothing changed: the old password still signs in.
    await expect(signIn(app, user.email)).resolves.toBeTruthy();
  });

  it('changes it and signs out every OTHER session of the user, not the current one nor another user’s', async () => {
    const user = await newSignedInUser(app, { organizationId: jang });
    const phone = await signIn(app, user.email);
    const other = await newSignedInUser(app, { organizationId: jang });
    const response = await put('/api/v1/student/settings/account/password', user, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Teranga-2027',
      confirmPassword: 'Teranga-2027',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Mot de passe modifié. Vos autres sessions ont été déconnectées.');
    expect((await app.inject({ url: '/api/auth/me', headers: bearer(phone) })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/auth/me', headers: bearer(user) })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/auth/me', headers: bearer(other) })).statusCode).toBe(200);
    await expect(signIn(app, user.email)).rejects.toThrow();
    await expect(signIn(app, user.email, 'Teranga-2027')).resolves.toMatchObject({ userId: user.id });
  });
});

describe('login history and logout-session', () => {
  const signInAs = async (email: string, headers: Record<string, string>, remoteAddress = '198.51.100.7') => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers,
      payload: { email, password: TEST_PASSWORD },
      remoteAddress,
    });
    expect(response.statusCode).toBe(200);
    return { accessToken: response.json().data.accessToken as string };
  };

  it('lists each session with its device in words, its IP and the current one marked', async () => {
    const user = await newUser(app.database.db, { organizationId: jang });
    const phone = await signInAs(user.email, {
      'user-agent': CHROME_ANDROID,
      'x-forwarded-for': '41.82.1.1',
    });
    const laptop = await signInAs(
      user.email,
      { 'user-agent': FIREFOX_WINDOWS, 'x-jang-client-ip': '1.2.3.4' },
      '198.51.100.8',
    );
    const response = await app.inject({
      url: '/api/v1/student/settings/login-history',
      headers: bearer(phone),
    });
    expect(response.statusCode).toBe(200);
    const history = response.json().loginHistory as {
      id: string;
      device: string;
      ip_address: string;
      is_current: boolean;
    }[];
    expect(history).toHaveLength(2);
    const current = history.find((entry) => entry.is_current)!;
    // Without a trusted proxy, X-Forwarded-For is ignored, and a client cannot set the IP header itself.
    expect(current).toMatchObject({ device: 'Chrome sur Android', ip_address: '198.51.100.7' });
    expect(history.find((entry) => !entry.is_current)).toMatchObject({
      device: 'Firefox sur Windows',
      ip_address: '198.51.100.8',
    });
    expect(laptop.accessToken).toBeTruthy();
    // Another user sees only their own sessions.
    const others = await app.inject({
      url: '/api/v1/student/settings/login-history',
      headers: bearer(otherLearner),
    });
    expect(
      others
        .json()
        .loginHistory.every((entry: { id: string }) => !history.some((mine) => mine.id === entry.id)),
    ).toBe(true);
  });

  it('ends one of my sessions (its next request is 401); another user’s session is not found', async () => {
    const user = await newSignedInUser(app, { organizationId: jang });
    const second = await signIn(app, user.email);
    const [secondRow] = await app.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(secondRow).toBeDefined();
    const history = await app.inject({
      url: '/api/v1/student/settings/login-history',
      headers: bearer(user),
    });
    const target = (history.json().loginHistory as { id: string; is_current: boolean }[]).find(
      (entry) => !entry.is_current,
    )!;

    for (const who of [otherLearner, instructor, admin, otherOrgAdmin]) {
      const stranger = await app.inject({
        method: 'POST',
        url: '/api/v1/student/settings/logout-session',
        headers: bearer(who),
        payload: { sessionId: target.id },
      });
      expect(stranger.statusCode).toBe(404);
    }
    expect((await app.inject({ url: '/api/auth/me', headers: bearer(second) })).statusCode).toBe(200);

    const ended = await app.inject({
      method: 'POST',
      url: '/api/v1/student/settings/logout-session',
      headers: bearer(user),
      payload: { sessionId: target.id },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ success: true, was_current: false });
    expect((await app.inject({ url: '/api/auth/me', headers: bearer(second) })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/auth/me', headers: bearer(user) })).statusCode).toBe(200);
  });

  it('may end the current session too', async () => {
    const user = await newSignedInUser(app, { organizationId: jang });
    const history = await app.inject({
      url: '/api/v1/student/settings/login-history',
      headers: bearer(user),
    });
    const current = (history.json().loginHistory as { id: string; is_current: boolean }[]).find(
      (entry) => entry.is_current,
    )!;
    const ended = await app.inject({
      method: 'POST',
      url: '/api/v1/student/settings/logout-session',
      headers: bearer(user),
      payload: { sessionId: current.id },
    });
    expect(ended.json()).toMatchObject({ was_current: true });
    expect((await app.inject({ url: '/api/auth/me', headers: bearer(user) })).statusCode).toBe(401);
  });
});
