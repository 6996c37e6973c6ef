import { decideNavigation, isAuthPage, landingPathFor, safeReturnPath } from '#shared/auth/role-routing.ts';
import type { Role } from '#shared/domain.ts';

/**
 * Where to go after signing in: back to `redirect` when it is a path on this site the user may enter,
 * otherwise the landing page of their highest role.
 */
export function postSignInPath(redirect: string | null | undefined, roles: readonly Role[]): string {
  const target = safeReturnPath(redirect);
  if (target && !isAuthPage(target) && decideNavigation(target, roles).kind === 'stay') return target;
  return landingPathFor(roles);
}
