import { hashPassword } from 'better-auth/crypto';
import type { Role } from '#shared/domain.ts';
import { accounts, userRoles, users } from '../schema/index.ts';
import { type Executor, unique } from './support.ts';

/** The password of every account a factory creates. */
export const FACTORY_PASSWORD = 'Mot-de-passe-1';
// scrypt costs ~100 ms: hashed once per test file.
let factoryPasswordHash: Promise<string> | null = null;
function factoryPassword(): Promise<string> {
  factoryPasswordHash ??= hashPassword(FACTORY_PASSWORD);
  return factoryPasswordHash;
}

export type NewUserOptions = {
  organizationId: string;
  /** One role or several; omitted, a student; [] for an account without a role. */
  role?: Role | Role[];
  email?: string;
  firstName?: string;
  lastName?: string;
  /** Omitted: first and last name. */
  name?: string;
  status?: 'active' | 'suspended';
  /** The account's password hash; omitted, that of FACTORY_PASSWORD (the demo seed gives its own). */
  passwordHash?: string;
};

export type NewUser = { id: string; email: string; organizationId: string };

/** A confirmed account with a password (FACTORY_PASSWORD) and these roles. */
export async function newUser(db: Executor, options: NewUserOptions): Promise<NewUser> {
  const password = options.passwordHash ?? (await factoryPassword());
  const roles = options.role === undefined ? ['student' as const] : [options.role].flat();
  const email = options.email ?? `${unique(roles[0] ?? 'personne')}@exemple.sn`;
  const firstName = options.firstName ?? 'Test';
  const lastName = options.lastName ?? roles[0] ?? 'Personne';
  const [user] = await db
    .insert(users)
    .values({
      email,
      name: options.name ?? `${firstName} ${lastName}`,
      firstName,
      lastName,
      emailVerified: true,
      status: options.status ?? 'active',
      organizationId: options.organizationId,
    })
    .returning({ id: users.id });
  const userId = user!.id;
  await db.insert(accounts).values({ userId, accountId: userId, providerId: 'credential', password });
  if (roles.length > 0) await db.insert(userRoles).values(roles.map((role) => ({ userId, role })));
  return { id: userId, email, organizationId: options.organizationId };
}
