import type { Role } from '#shared/domain.ts';

/** Who is calling: resolved from the bearer token, its session still alive. */
export type Caller = {
  userId: string;
  sessionId: string;
  organizationId: string;
  email: string;
  roles: Role[];
  /**
   * Platform console (issue 18, decision 284): set when a superadmin administers another organisation
   * (X-Acting-Organization): `organizationId` is then that organisation and this their own.
   */
  homeOrganizationId?: string;
};
