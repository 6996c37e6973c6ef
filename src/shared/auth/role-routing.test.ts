import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../domain.ts';
import {
  apiRolesFor,
  canEnter,
  currentRole,
  decideNavigation,
  isAuthPage,
  landingPathFor,
  safeReturnPath,
} from './role-routing.ts';

describe('landing page', () => {
  it.each<[Role[], string]>([
    [['superadmin', 'admin', 'instructor', 'student'], '/superadmin'],
    [['admin', 'instructor', 'student'], '/admin'],
    [['instructor', 'student'], '/instructor'],
    [['student'], '/dashboard'],
  ])('%j lands on %s', (roles, path) => {
    expect(landingPathFor(roles)).toBe(path);
  });
});

describe('current role', () => {
  it('prefers instructor over admin, as the spec orders it', () => {
    expect(currentRole(['admin', 'instructor'])).toBe('instructor');
    expect(currentRole(['student', 'superadmin'])).toBe('superadmin');
    expect(currentRole(['student'])).toBe('student');
    expect(currentRole([])).toBeNull();
  });
});

describe('path prefix table', () => {
  const cases: Array<[string, Role, boolean]> = [
    ['/superadmin', 'superadmin', true],
    ['/superadmin/organisations', 'admin', false],
    ['/admin', 'superadmin', true],
    ['/admin/cohorts/1/edit', 'admin', true],
    ['/admin', 'instructor', false],
    ['/admin', 'student', false],
    ['/instructor', 'superadmin', true],
    ['/instructor', 'instructor', true],
    ['/instructor', 'admin', false],
    ['/dashboard/courses', 'student', true],
    ['/course/abc', 'student', true],
    ['/administration', 'student', true],
    ['/marketplace', 'student', true],
    ['/', 'student', true],
  ];
  it.each(cases)('%s for %s → %s', (path, role, allowed) => {
    expect(canEnter(path, [role])).toBe(allowed);
  });
});

describe('navigation decision', () => {
  it('sends anonymous visitors of protected pages to sign in, with the way back', () => {
    expect(decideNavigation('/dashboard/courses?x=1', null)).toEqual({
      kind: 'redirect',
      to: '/auth/login?redirect=%2Fdashboard%2Fcourses%3Fx%3D1',
    });
  });
  it('keeps public and auth pages', () => {
    expect(decideNavigation('/marketplace', null)).toEqual({ kind: 'stay' });
    expect(decideNavigation('/auth/login', ['admin'])).toEqual({ kind: 'stay' });
    expect(isAuthPage('/auth/update-password?token=x')).toBe(true);
  });
  it('sends a student typing /admin to the dashboard', () => {
    expect(decideNavigation('/admin', ['student'])).toEqual({ kind: 'redirect', to: '/dashboard' });
  });
  it('keeps a permitted path', () => {
    expect(decideNavigation('/dashboard', ['admin', 'student'])).toEqual({ kind: 'stay' });
  });
  it('never redirects a signed-in user to a page they cannot enter', () => {
    const roleSet = fc.subarray([...ROLES]);
    const path = fc.constantFrom(
      '/',
      '/admin',
      '/superadmin/x',
      '/instructor',
      '/dashboard',
      '/course/1',
      '/marketplace',
    );
    fc.assert(
      fc.property(path, roleSet, (p, roles) => {
        const decision = decideNavigation(p, roles);
        const target = decision.kind === 'stay' ? p : decision.to;
        expect(canEnter(target, roles)).toBe(true);
      }),
    );
  });
});

describe('API prefixes', () => {
  it('mirror the page table', () => {
    expect(apiRolesFor('/api/superadmin/organizations')).toEqual(['superadmin']);
    expect(apiRolesFor('/api/admin/cohorts')).toEqual(['superadmin', 'admin']);
    // The builders serve the course's instructor too (issue 14); other admin routes do not.
    expect(apiRolesFor('/api/admin/quizzes/abc/import')).toContain('instructor');
    expect(apiRolesFor('/api/admin/exercises')).toContain('instructor');
    expect(apiRolesFor('/api/admin/quizzes-export')).toEqual(['superadmin', 'admin']);
    // Cohorts: live sessions (issue 15, part sessions): the sessions' route patterns only (decision 196).
    expect(apiRolesFor('/api/admin/cohorts/:id/sessions')).toContain('instructor');
    expect(apiRolesFor('/api/admin/cohorts/:id/sessions/:sessionId')).toContain('instructor');
    expect(apiRolesFor('/api/admin/cohorts/:id')).toEqual(['superadmin', 'admin']);
    // A real address is not a route pattern: the rest of /api/admin stays admin-only.
    expect(apiRolesFor('/api/admin/cohorts/abc/sessions')).toEqual(['superadmin', 'admin']);
    // instructor's desk (issue 17): admins read an instructor's figures of their organisation too.
    expect(apiRolesFor('/api/instructor/analytics?period=30d')).toEqual([
      'superadmin',
      'admin',
      'instructor',
    ]);
    expect(apiRolesFor('/api/instructor/commissions.csv')).toEqual(['superadmin', 'admin', 'instructor']);
    expect(apiRolesFor('/api/instructor/profile')).toEqual(['superadmin', 'instructor']);
    expect(apiRolesFor('/api/v1/student/profile/info')).toHaveLength(4);
    expect(apiRolesFor('/api/health')).toBeNull();
  });

  // Certificates: the template designer (issue 16): instructors read templates, nothing else of it.
  it('opens the certificate templates to instructors, not the directors nor the pictures', () => {
    expect(apiRolesFor('/api/admin/certificate-templates')).toContain('instructor');
    expect(apiRolesFor('/api/admin/certificate-templates/:id/settings')).toContain('instructor');
    expect(apiRolesFor('/api/admin/certificate-directors')).toEqual(['superadmin', 'admin']);
    expect(apiRolesFor('/api/admin/certificate-assets')).toEqual(['superadmin', 'admin']);
    expect(apiRolesFor('/api/admin/certificate-templates')).not.toContain('student');
  });
});

describe('return path after sign-in', () => {
  it('accepts only same-site paths', () => {
    expect(safeReturnPath('/dashboard/courses')).toBe('/dashboard/courses');
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});
