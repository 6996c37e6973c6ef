import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/domain.ts';
import { instructors } from '../../db/schema/index.ts';
import {
  bearer,
  createTestApp,
  createUser,
  organizationId,
  type SignedIn,
  signIn,
  type TestApp,
} from '../../test/test-app.ts';

// Every role against every protected API prefix, through a real route of each area.
const AREAS: Array<{ url: string; allowed: Role[]; unauthenticated?: string }> = [
  { url: '/api/superadmin/organizations', allowed: ['superadmin'] },
  { url: '/api/admin/users', allowed: ['superadmin', 'admin'] },
  { url: '/api/instructor/profile', allowed: ['superadmin', 'instructor'] },
  // Its own wording for a missing session (spec §5 "Profile update": 'Utilisateur non connecté').
  {
    url: '/api/v1/student/profile/info',
    allowed: ['superadmin', 'admin', 'instructor', 'student'],
    unauthenticated: 'Utilisateur non connecté',
  },
];
const ROLES: Role[] = ['superadmin', 'admin', 'instructor', 'student'];

describe('role matrix on /api', () => {
  let app: TestApp;
  const sessions = new Map<Role, SignedIn>();
  let roleless: SignedIn;

  beforeAll(async () => {
    app = await createTestApp();
    for (const role of ROLES) {
      const userId = await createUser(app, { email: `${role}@example.sn`, roles: [role] });
      if (role === 'instructor' || role === 'superadmin') {
        await app.database.db.insert(instructors).values({
          organizationId: await organizationId(app, 'jang'),
          userId,
          name: `Instructeur ${role}`,
          status: 'active',
        });
      }
      sessions.set(role, await signIn(app, `${role}@example.sn`));
    }
    await createUser(app, { email: 'sans-role@example.sn', roles: [] });
    roleless = await signIn(app, 'sans-role@example.sn');
  });
  afterAll(async () => app.close());

  for (const area of AREAS) {
    it(`${area.url}: 401 without a token, in French`, async () => {
      const response = await app.inject(area.url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error:
          area.unauthenticated ?? 'Session expirée ou non authentifiée (401). Veuillez vous reconnecter.',
        code: 'UNAUTHENTICATED',
      });
    });

    it(`${area.url}: 401 with a forged token`, async () => {
      const response = await app.inject({ url: area.url, headers: { authorization: 'Bearer abc.def.ghi' } });
      expect(response.statusCode).toBe(401);
    });

    for (const role of ROLES) {
      const isAllowed = area.allowed.includes(role);
      it(`${area.url}: ${role} → ${isAllowed ? 200 : 403}`, async () => {
        const response = await app.inject({ url: area.url, headers: bearer(sessions.get(role)!) });
        expect(response.statusCode).toBe(isAllowed ? 200 : 403);
        if (!isAllowed) {
          expect(response.json().error).toBe("Accès refusé (403). Vous n'avez pas les droits nécessaires.");
        }
      });
    }

    it(`${area.url}: a user without any role → 403`, async () => {
      const response = await app.inject({ url: area.url, headers: bearer(roleless) });
      expect(response.statusCode).toBe(403);
    });
  }

  it('cannot be bypassed with an encoded path', async () => {
    const student = bearer(sessions.get('student')!);
    for (const url of ['/api/%61dmin/users', '/api/admin/users/', '/api/%73uperadmin/organizations']) {
      const response = await app.inject({ url, headers: student });
      expect(response.statusCode, url).toBe(403);
    }
    expect((await app.inject('/api/%61dmin/users')).statusCode).toBe(401);
  });

  it('guards a prefix even where no route exists yet', async () => {
    expect((await app.inject('/api/admin/not-built-yet')).statusCode).toBe(401);
    const student = await app.inject({
      url: '/api/admin/not-built-yet',
      headers: bearer(sessions.get('student')!),
    });
    expect(student.statusCode).toBe(403);
  });
});

describe('organisation scoping', () => {
  let app: TestApp;
  let jangAdmin: SignedIn;
  let otherAdmin: SignedIn;

  beforeAll(async () => {
    app = await createTestApp();
    await createUser(app, { email: 'admin@jang.sn', roles: ['admin'] });
    await createUser(app, { email: 'eleve@jang.sn', roles: ['student'] });
    await createUser(app, { email: 'admin@autre.sn', roles: ['admin'], organization: 'autre' });
    jangAdmin = await signIn(app, 'admin@jang.sn');
    otherAdmin = await signIn(app, 'admin@autre.sn');
  });
  afterAll(async () => app.close());

  it("an admin lists only their own organisation's members", async () => {
    const jang = await app.inject({ url: '/api/admin/users', headers: bearer(jangAdmin) });
    expect(
      jang
        .json()
        .data.users.map((u: { email: string }) => u.email)
        .sort(),
    ).toEqual(['admin@jang.sn', 'eleve@jang.sn']);
    const other = await app.inject({ url: '/api/admin/users', headers: bearer(otherAdmin) });
    expect(other.json().data.users.map((u: { email: string }) => u.email)).toEqual(['admin@autre.sn']);
  });

  it("an instructor profile of another organisation is not the caller's", async () => {
    const userId = await createUser(app, {
      email: 'prof@autre.sn',
      roles: ['instructor'],
      organization: 'autre',
    });
    // A profile row pointing at this user but filed under another organisation is not served.
    await app.database.db.insert(instructors).values({
      organizationId: await organizationId(app, 'jang'),
      userId,
      name: 'Mal classé',
      status: 'active',
    });
    const session = await signIn(app, 'prof@autre.sn');
    const response = await app.inject({ url: '/api/instructor/profile', headers: bearer(session) });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Profil instructeur non trouvé');
  });

  it('an inactive instructor profile is refused', async () => {
    const userId = await createUser(app, { email: 'inactif@jang.sn', roles: ['instructor'] });
    await app.database.db.insert(instructors).values({
      organizationId: await organizationId(app, 'jang'),
      userId,
      name: 'Inactif',
      status: 'active',
    });
    const session = await signIn(app, 'inactif@jang.sn');
    await app.database.db
      .update(instructors)
      .set({ status: 'inactive' })
      .where(eq(instructors.userId, userId));
    const response = await app.inject({ url: '/api/instructor/profile', headers: bearer(session) });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('Compte instructeur inactif');
  });
});
