import { type NewUser, type NewUserOptions, newUser } from '../../db/factories/users.ts';
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
