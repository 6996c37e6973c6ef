import { describe, expect, it } from 'vitest';
import { carriedReturnPath } from '#shared/auth/return-path.ts';
import { postSignInPath } from './post-sign-in-path.ts';

describe('postSignInPath', () => {
  it('goes back to a permitted return path, query string included', () => {
    expect(postSignInPath('/dashboard/courses?tab=all', ['student'])).toBe('/dashboard/courses?tab=all');
    expect(postSignInPath('/admin/users', ['admin'])).toBe('/admin/users');
    expect(postSignInPath('/marketplace', ['student'])).toBe('/marketplace');
  });

  it('falls back to the landing page for a forbidden return path', () => {
    expect(postSignInPath('/admin', ['student'])).toBe('/dashboard');
    expect(postSignInPath('/superadmin', ['instructor'])).toBe('/instructor');
  });

  it('uses the landing page by role priority when there is no return path', () => {
    expect(postSignInPath(undefined, ['student'])).toBe('/dashboard');
    expect(postSignInPath(null, ['student', 'instructor'])).toBe('/instructor');
    expect(postSignInPath('', ['admin', 'instructor'])).toBe('/admin');
    expect(postSignInPath(undefined, ['superadmin', 'student'])).toBe('/superadmin');
  });

  it('a return path carried through the confirmation email leads a new learner back to the checkout', () => {
    const checkout = '/marketplace/c1/payment?planType=installments';
    expect(postSignInPath(carriedReturnPath(checkout), ['student'])).toBe(checkout);
    expect(postSignInPath(carriedReturnPath('https://evil.example'), ['student'])).toBe('/dashboard');
  });

  it('never leaves the site nor returns to an auth page', () => {
    expect(postSignInPath('https://evil.example/phish', ['student'])).toBe('/dashboard');
    expect(postSignInPath('//evil.example', ['student'])).toBe('/dashboard');
    expect(postSignInPath('/\\evil.example', ['student'])).toBe('/dashboard');
    expect(postSignInPath('/auth/login', ['student'])).toBe('/dashboard');
  });
});
