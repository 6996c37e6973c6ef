import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { AccessTokens } from '../../plugins/access-tokens.ts';
import type { Auth } from '../../plugins/better-auth.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { SignInPause } from '../platform/security-rules.ts';
import type { SignInLimiter } from './sign-in-limiter.ts';

/** What the auth use cases need, handed in by app.ts. */
export type AuthContext = {
  db: Db;
  auth: Auth;
  tokens: AccessTokens;
  limiter: SignInLimiter;
  mailer: Mailer;
  config: Config;
  /** Platform console (issue 18): the security settings' account pause (decision 286). */
  signInPause: SignInPause;
};
