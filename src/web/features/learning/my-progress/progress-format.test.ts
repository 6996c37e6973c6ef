import { describe, expect, it } from 'vitest';
import { continuePath, isStarted, weekFigures, weekLabel } from './progress-format.ts';

describe('the progress page figures', () => {
  it('labels a week by its Monday in French', () => {
    expect(weekLabel('2026-11-23')).toBe('23 nov.');
    expect(weekLabel('2026-08-03')).toBe('3 août');
    expect(weekLabel('pas une date')).toBe('pas une date');
  });

  it('sums the weeks and tells the current one', () => {
    expect(
      weekFigures([
        { weekStart: '2026-11-16', minutes: 30 },
        { weekStart: '2026-11-23', minutes: 12 },
      ]),
    ).toEqual({ thisWeek: 12, total: 42, hasAny: true });
    expect(weekFigures([]).hasAny).toBe(false);
  });

  it('continues a cohort course in its cohort space', () => {
    expect(continuePath({ courseId: 'c1', cohortId: null })).toBe('/dashboard/courses/c1');
    expect(continuePath({ courseId: 'c1', cohortId: 'k1' })).toBe('/dashboard/cohorts/k1');
  });

  it("says 'Commencer' for a course never opened", () => {
    expect(isStarted({ lessonsDone: 0, lastActivityAt: null })).toBe(false);
    expect(isStarted({ lessonsDone: 0, lastActivityAt: '2026-11-26T10:00:00Z' })).toBe(true);
    expect(isStarted({ lessonsDone: 2, lastActivityAt: null })).toBe(true);
  });
});
