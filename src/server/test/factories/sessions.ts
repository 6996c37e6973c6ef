import { randomBytes } from 'node:crypto';
import { DAY_MS, type Executor } from '../../db/factories/support.ts';
import { type NewUser, type NewUserOptions, newUser } from '../../db/factories/users.ts';
import { sessions } from '../../db/schema/index.ts';
import { type SignedIn, signIn, type TestApp } from '../test-app.ts';

export type SignedInUser = SignedIn & NewUser;

/**
 * A new account signed in through the real sign-in route: what a test sends as `bearer(user)` or
 * as `cookie`, with the user's id, email and organisation.
 */
export async function newSignedInUser(app: TestApp, options: NewUserOptions): Promise<SignedInUser> {
  const user = await newUser(app.database.db, options);
  return { ...user, ...(await signIn(app, user.email)) };
}

/**
 * An open session of the user, written as the sign-in route writes it but without the password
 * check (scrypt costs ~100 ms): its token, valid a week, for a caller to sign as better-auth does.
 */
export async function newSessionRow(db: Executor, options: { userId: string }) {
  const [row] = await db
    .insert(sessions)
    .values({
      token: randomBytes(24).toString('base64url'),
      userId: options.userId,
      expiresAt: new Date(Date.now() + 7 * DAY_MS),
    })
    .returning({ id: sessions.id, token: sessions.token });
  return row!;
}
