import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('paths', () => {
  it('builds the auth pages, encoding their query', () => {
    expect(paths.auth.login()).toBe('/auth/login');
    expect(paths.auth.login('/dashboard/courses?tab=all')).toBe(
      '/auth/login?redirect=%2Fdashboard%2Fcourses%3Ftab%3Dall',
    );
    expect(paths.auth.verifyEmail('awa+1@jang.sn')).toBe('/auth/verify-email?email=awa%2B1%40jang.sn');
    expect(paths.auth.verifyEmail()).toBe('/auth/verify-email');
    expect(paths.auth.confirmEmail('t.o.k')).toBe('/auth/confirm-email?token=t.o.k');
  });

  it('carries the page to come back to through sign-up and confirmation, never an address elsewhere', () => {
    const checkout = '/marketplace/c1/payment?planType=installments';
    const encoded = encodeURIComponent(checkout);
    expect(paths.auth.signUp(checkout)).toBe(`/auth/sign-up?redirect=${encoded}`);
    expect(paths.auth.verifyEmail('a@b.sn', checkout)).toBe(
      `/auth/verify-email?email=a%40b.sn&redirect=${encoded}`,
    );
    expect(paths.auth.confirmEmail('tok', checkout)).toBe(
      `/auth/confirm-email?token=tok&redirect=${encoded}`,
    );
    for (const unsafe of ['https://evil.example', '//evil.example', '/\\evil.example', '/auth/login', '']) {
      expect(paths.auth.signUp(unsafe)).toBe('/auth/sign-up');
      expect(paths.auth.verifyEmail('a@b.sn', unsafe)).toBe('/auth/verify-email?email=a%40b.sn');
      expect(paths.auth.confirmEmail('tok', unsafe)).toBe('/auth/confirm-email?token=tok');
    }
    expect(paths.auth.signUp()).toBe('/auth/sign-up');
  });

  it('builds the student pages of spec/learner.md §2', () => {
    expect(paths.dashboard.home()).toBe('/dashboard');
    expect(paths.dashboard.learn('c 1', 'ch1')).toBe('/dashboard/courses/c%201/learn?chapterId=ch1');
    expect(paths.dashboard.certificate('c1')).toBe('/dashboard/certificates/c1');
    expect(paths.dashboard.exercise('l1')).toBe('/dashboard/exercises/l1');
    expect(paths.instructor.submissions()).toBe('/instructor/submissions');
    expect(paths.instructor.submissions('submitted')).toBe('/instructor/submissions');
    expect(paths.instructor.submissions('graded')).toBe('/instructor/submissions?status=graded');
    expect(paths.marketplace.cohortPayment('c1', 'k1', 'installments')).toBe(
      '/marketplace/c1/k1/payment?planType=installments',
    );
  });
});
