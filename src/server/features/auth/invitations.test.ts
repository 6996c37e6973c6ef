import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, userRoles, users, verifications } from '../../db/schema/index.ts';
import {
  bearer,
  createTestApp,
  createUser,
  organizationId,
  type SignedIn,
  signIn,
  type TestApp,
} from '../../test/test-app.ts';

// Decision 059: an admin's invitation never tells whether an address has an account in another
// organisation. The admin gets the answer a new address gets; the address's owner gets a notice.

describe('inviting an address that has an account in another organisation', () => {
  let app: TestApp;
  let otherAdmin: SignedIn;
  let jangAdmin: SignedIn;
  let existingId: string;
  beforeAll(async () => {
    app = await createTestApp();
    existingId = await createUser(app, { email: 'deja.inscrite@example.sn', roles: ['student'] });
    await createUser(app, { email: 'admin@example.sn', roles: ['admin'] });
    await createUser(app, { email: 'admin@autre.sn', roles: ['admin'], organization: 'autre' });
    otherAdmin = await signIn(app, 'admin@autre.sn');
    jangAdmin = await signIn(app, 'admin@example.sn');
  });
  afterAll(async () => app.close());

  const invite = (admin: SignedIn, email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      headers: bearer(admin),
      payload: { email, firstName: 'Fatou', lastName: 'Diop', role: 'instructor' },
    });

  it('answers exactly as for a new address', async () => {
    const taken = await invite(otherAdmin, 'Deja.Inscrite@example.sn');
    const fresh = await invite(otherAdmin, 'toute.nouvelle@example.sn');
    expect(fresh.statusCode).toBe(201);
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual({
      data: { email: 'deja.inscrite@example.sn', message: 'Invitation envoyée à deja.inscrite@example.sn' },
    });
    expect(fresh.json()).toEqual({
      data: { email: 'toute.nouvelle@example.sn', message: 'Invitation envoyée à toute.nouvelle@example.sn' },
    });
  });

  it('changes nothing on the existing account and gives no link that could set its password', async () => {
    const [account] = await app.database.db.select().from(users).where(eq(users.id, existingId));
    expect(account?.organizationId).toBe(await organizationId(app, 'jang'));
    const roles = await app.database.db.select().from(userRoles).where(eq(userRoles.userId, existingId));
    expect(roles.map((r) => r.role)).toEqual(['student']);
    expect(account?.status).toBe('active');
    const links = await app.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.value, existingId));
    expect(links).toEqual([]);
    await signIn(app, 'deja.inscrite@example.sn');
  });

  it("tells the address's owner, without a token, and keeps the address out of the inviter's members", async () => {
    const mails = await app.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'deja.inscrite@example.sn'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Autre organisation');
    expect(mails[0]?.text).toContain('déjà');
    expect(mails[0]?.link).toBe('http://localhost:3000/auth/login');
    const members = await app.inject({ url: '/api/admin/users', headers: bearer(otherAdmin) });
    expect(members.json().data.users.map((u: { email: string }) => u.email)).not.toContain(
      'deja.inscrite@example.sn',
    );
  });

  it('still says 409 to an admin inviting a member of their own organisation (they can see them)', async () => {
    const duplicate = await invite(jangAdmin, 'deja.inscrite@example.sn');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('USER_EXISTS');
  });
});
