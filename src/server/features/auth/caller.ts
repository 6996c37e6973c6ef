import type { Role } from '#shared/domain.ts';

/** Who is calling: resolved from the bearer token, its session still alive. */
export type Caller = {
  userId: string;
  sessionId: string;
  organizationId: string;
  email: string;
  roles: Role[];
};
