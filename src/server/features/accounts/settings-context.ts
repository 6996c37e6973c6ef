import type { Db } from '../../db/client.ts';
import type { Auth } from '../../plugins/better-auth.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { Storage } from '../../storage/storage.ts';
import type { SignInLimiter } from '../auth/sign-in-limiter.ts';

/** What the settings use cases need (accounts, part settings; issue 17), handed in by app.ts. */
export type SettingsContext = {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  appUrl: string;
  /** The sign-in limits: a wrong current password counts as a failed sign-in (decision 249). */
  limiter: SignInLimiter;
};
