import type { Role } from '../domain.ts';
import { ORGANIZATION_ROLES, type OrganizationRole } from './people.contract.ts';

// Role changes made by an organisation's admin (issue 18 "Admin", decision 275): the admin sets the
// user's organisation roles; a superadmin role is the platform's and is never given or taken here.

/** The roles the user holds after the change, in the order of ROLES' organisation part. */
export function rolesAfterChange(current: readonly Role[], requested: readonly OrganizationRole[]): Role[] {
  const wanted = new Set<Role>(requested);
  const kept: Role[] = current.includes('superadmin') ? ['superadmin'] : [];
  return [...kept, ...ORGANIZATION_ROLES.filter((role) => wanted.has(role))];
}

/** What the change adds and removes, for the audit row and the repository. */
export function roleDifference(current: readonly Role[], next: readonly Role[]) {
  return {
    added: next.filter((role) => !current.includes(role)),
    removed: current.filter((role) => !next.includes(role)),
  };
}

/** Whether the organisation keeps an active admin: `activeAdmins` counted with their rows locked. */
export function leavesAnAdmin(activeAdmins: number, isTargetAnActiveAdmin: boolean, losesAdmin: boolean) {
  return !(isTargetAnActiveAdmin && losesAdmin && activeAdmins <= 1);
}
