import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createUser,
  lastEmailTo,
  signIn,
  type TestApp,
  tokenFromLink,
} from '../../test/test-app.ts';

// Setting a password through one emailed link withdraws every other reset or invitation link of the
// same account: an old link found later in a mailbox or a forwarded email opens nothing.

describe('a password set through one link withdraws the others', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    await createUser(app, { email: 'deux-liens@example.sn', roles: ['student'] });
    await createUser(app, { email: 'voisin@example.sn', roles: ['student'] });
    await createUser(app, { email: 'admin@example.sn', roles: ['admin'] });
  });
  afterAll(async () => app.close());

  async function resetLinkFor(email: string) {
    const asked = await app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email } });
    expect(asked.statusCode).toBe(200);
    return tokenFromLink((await lastEmailTo(app, email))?.link);
  }

  const setPassword = (url: string, token: string, password: string) =>
    app.inject({ method: 'POST', url, payload: { token, password } });

  it('refuses the second of two reset links once the first was used', async () => {
    const first = await resetLinkFor('deux-liens@example.sn');
    const second = await resetLinkFor('deux-liens@example.sn');
    expect(second).not.toBe(first);
    expect((await setPassword('/api/auth/password/reset', first, 'premier-secret')).statusCode).toBe(200);

    const late = await setPassword('/api/auth/password/reset', second, 'second-secret');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'INVALID_TOKEN', error: 'Ce lien est invalide ou a expiré.' });
    await signIn(app, 'deux-liens@example.sn', 'premier-secret');
    await expect(signIn(app, 'deux-liens@example.sn', 'second-secret')).rejects.toThrow();
  });

  it('refuses the first link too when the second was used, and leaves other accounts alone', async () => {
    const first = await resetLinkFor('deux-liens@example.sn');
    const neighbour = await resetLinkFor('voisin@example.sn');
    const second = await resetLinkFor('deux-liens@example.sn');
    expect((await setPassword('/api/auth/password/reset', second, 'troisieme-secret')).statusCode).toBe(200);
    expect((await setPassword('/api/auth/password/reset', first, 'quatrieme-secret')).statusCode).toBe(400);
    // Another person's link is theirs: still good.
    expect((await setPassword('/api/auth/password/reset', neighbour, 'secret-du-voisin')).statusCode).toBe(
      200,
    );
  });

  it('refuses a pending invitation link once the password was set through a reset link', async () => {
    const admin = await signIn(app, 'admin@example.sn');
    const invited = await app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      headers: bearer(admin),
      payload: { email: 'invitee@example.sn', firstName: 'Ndeye', lastName: 'Sow', role: 'student' },
    });
    expect(invited.statusCode).toBe(201);
    const invitation = tokenFromLink((await lastEmailTo(app, 'invitee@example.sn'))?.link);
    const reset = await resetLinkFor('invitee@example.sn');
    expect((await setPassword('/api/auth/password/reset', reset, 'choisi-par-moi')).statusCode).toBe(200);

    const activate = await setPassword('/api/auth/activate', invitation, 'choisi-par-un-autre');
    expect(activate.statusCode).toBe(400);
    expect(activate.json().error).toBe('Ce lien est invalide ou a expiré.');
    await signIn(app, 'invitee@example.sn', 'choisi-par-moi');
  });

  it('refuses a reset link asked before the invitation was accepted', async () => {
    const admin = await signIn(app, 'admin@example.sn');
    await app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      headers: bearer(admin),
      payload: { email: 'recrue@example.sn', firstName: 'Modou', lastName: 'Ba', role: 'instructor' },
    });
    const invitation = tokenFromLink((await lastEmailTo(app, 'recrue@example.sn'))?.link);
    const reset = await resetLinkFor('recrue@example.sn');
    expect((await setPassword('/api/auth/activate', invitation, 'mon-secret-1')).statusCode).toBe(200);
    const late = await setPassword('/api/auth/password/reset', reset, 'autre-secret');
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe('Ce lien est invalide ou a expiré.');
  });

  it('lets at most one of two links used at the same moment set the password', async () => {
    const links = [await resetLinkFor('voisin@example.sn'), await resetLinkFor('voisin@example.sn')];
    const answers = await Promise.all(
      links.map((token, i) => setPassword('/api/auth/password/reset', token, `course-${i}-secret`)),
    );
    expect(answers.filter((a) => a.statusCode === 200).length).toBeLessThanOrEqual(1);
    for (const answer of answers) expect([200, 400]).toContain(answer.statusCode);
  });

  it('withdraws nothing when the link used is not valid', async () => {
    const good = await resetLinkFor('voisin@example.sn');
    expect((await setPassword('/api/auth/password/reset', 'faux-jeton', 'peu-importe')).statusCode).toBe(400);
    expect((await setPassword('/api/auth/password/reset', good, 'voisin-secret-2')).statusCode).toBe(200);
  });
});
