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
