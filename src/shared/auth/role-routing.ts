import type { Role } from '../domain.ts';

// spec/authoring-and-shell.md §2 "Routes and access by path prefix". Used by the web router and,
// through apiRolesFor, by the server on /api: one table, two enforcers.

const ANY_ROLE: readonly Role[] = ['superadmin', 'admin', 'instructor', 'student'];

const PROTECTED_PREFIXES: ReadonlyArray<readonly [prefix: string, roles: readonly Role[]]> = [
  ['/superadmin', ['superadmin']],
  ['/admin', ['superadmin', 'admin']],
  ['/instructor', ['superadmin', 'instructor']],
  ['/dashboard', ANY_ROLE],
  ['/course', ANY_ROLE],
];

const API_PREFIXES: ReadonlyArray<readonly [prefix: string, roles: readonly Role[]]> = [
  ['/api/superadmin', ['superadmin']],
  // The quiz and exercise builders serve instructors too (their own courses' only: issue 14).
  ['/api/admin/quizzes', ['superadmin', 'admin', 'instructor']],
  ['/api/admin/exercises', ['superadmin', 'admin', 'instructor']],
  // Cohorts: live sessions (issue 15, part sessions): a cohort's instructors plan its sessions too
  // (decision 196). Matched against the route's own pattern, so only these routes are opened.
  ['/api/admin/cohorts/:id/sessions', ['superadmin', 'admin', 'instructor']],
  // Cohorts, part enrolment (issue 15): a cohort's instructors read its participants and act on them,
  // the organisation's admins too (the use cases decide per cohort: cohort-access.ts).
  ['/api/admin/cohorts/:cohortId/participants', ['superadmin', 'admin', 'instructor']],
  ['/api/instructor/cohorts/:cohortId/participants', ['superadmin', 'admin', 'instructor']],
  // Certificates: the template designer (issue 16): instructors read the organisation's templates
  // (the course editor lists them); only admins write (the use cases decide, decision 224).
  ['/api/admin/certificate-templates', ['superadmin', 'admin', 'instructor']],
  // instructor's desk (issue 17): admins read any instructor's figures of their organisation too.
  ['/api/instructor/analytics', ['superadmin', 'admin', 'instructor']],
  ['/api/instructor/commissions', ['superadmin', 'admin', 'instructor']],
  ['/api/instructor/commissions.csv', ['superadmin', 'admin', 'instructor']],
  ['/api/admin', ['superadmin', 'admin']],
  ['/api/instructor', ['superadmin', 'instructor']],
  ['/api/v1/student', ANY_ROLE],
];

export const LOGIN_PATH = '/auth/login';

function hasPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

function rolesFor(table: typeof PROTECTED_PREFIXES, path: string): readonly Role[] | null {
  const pathname = path.split(/[?#]/, 1)[0] ?? '/';
  for (const [prefix, roles] of table) if (hasPrefix(pathname, prefix)) return roles;
  return null;
}

/** Roles allowed on a page path, or null when the page is public. */
export function pageRolesFor(path: string): readonly Role[] | null {
  return rolesFor(PROTECTED_PREFIXES, path);
}

/** Roles allowed on an API path, or null when the route decides for itself. */
export function apiRolesFor(path: string): readonly Role[] | null {
  return rolesFor(API_PREFIXES, path);
}

/** Auth pages never redirect by role and skip the current-user call. */
export function isAuthPage(path: string): boolean {
  return hasPrefix(path.split(/[?#]/, 1)[0] ?? '/', '/auth');
}

/** Landing page after sign-in: superadmin, else admin, else instructor, else the dashboard. */
export function landingPathFor(roles: readonly Role[]): string {
  if (roles.includes('superadmin')) return '/superadmin';
  if (roles.includes('admin')) return '/admin';
  if (roles.includes('instructor')) return '/instructor';
  return '/dashboard';
}

/** The role the interface acts as: superadmin, instructor, admin, student, in that order. */
export function currentRole(roles: readonly Role[]): Role | null {
  for (const role of ['superadmin', 'instructor', 'admin', 'student'] as const) {
    if (roles.includes(role)) return role;
  }
  return null;
}

export function canEnter(path: string, roles: readonly Role[]): boolean {
  const allowed = pageRolesFor(path);
  return allowed === null || roles.some((role) => allowed.includes(role));
}

export function loginPathFor(returnTo: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(returnTo)}`;
}

export type NavigationDecision = { kind: 'stay' } | { kind: 'redirect'; to: string };

/**
 * Where a user asking for `path` should be. `roles` is null for an anonymous visitor.
 * A permitted path is kept; a protected one sends anonymous users to sign in (and back);
 * a forbidden one sends signed-in users to their landing page.
 */
export function decideNavigation(path: string, roles: readonly Role[] | null): NavigationDecision {
  if (isAuthPage(path)) return { kind: 'stay' };
  const allowed = pageRolesFor(path);
  if (allowed === null) return { kind: 'stay' };
  if (roles === null) return { kind: 'redirect', to: loginPathFor(path) };
  if (roles.some((role) => allowed.includes(role))) return { kind: 'stay' };
  const landing = roles.length > 0 ? landingPathFor(roles) : '/';
  return { kind: 'redirect', to: canEnter(landing, roles) ? landing : '/' };
}

/** A post-sign-in return path is honoured only when it stays on this site. */
export function safeReturnPath(redirect: string | null | undefined): string | null {
  const isSameSite = redirect?.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/\\');
  return isSameSite ? (redirect ?? null) : null;
}
