import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChapterStatus } from './progress.ts';
import { completedPercent, type ResumeLesson, resumeCourse, resumeLesson } from './resume-point.ts';

const course = (id: string, values: Partial<Parameters<typeof resumeCourse>[0][number]> = {}) => ({
  id,
  progress: 10,
  isExpired: false,
  lastActivityAt: null,
  enrolledAt: 0,
  ...values,
});
const lesson = (id: string, status: ChapterStatus, touchedAt: number | null = null): ResumeLesson => ({
  id,
  status,
  touchedAt,
});

describe('the course to resume', () => {
  it('is the unfinished course worked on most recently', () => {
    const picked = resumeCourse([
      course('a', { lastActivityAt: 100 }),
      course('b', { lastActivityAt: 300 }),
      course('c', { lastActivityAt: 200 }),
    ]);
    expect(picked?.id).toBe('b');
  });

  it('skips finished and expired courses, even the latest ones', () => {
    const picked = resumeCourse([
      course('done', { lastActivityAt: 900, progress: 100 }),
      course('expired', { lastActivityAt: 800, isExpired: true }),
      course('open', { lastActivityAt: 100 }),
    ]);
    expect(picked?.id).toBe('open');
  });

  it('prefers an opened course to a never opened one, then the latest enrolment', () => {
    expect(resumeCourse([course('new', { enrolledAt: 999 }), course('old', { lastActivityAt: 1 })])?.id).toBe(
      'old',
    );
    expect(resumeCourse([course('first', { enrolledAt: 1 }), course('second', { enrolledAt: 2 })])?.id).toBe(
      'second',
    );
  });

  it('is null with nothing left to do', () => {
    expect(resumeCourse([])).toBeNull();
    expect(resumeCourse([course('done', { progress: 100 }), course('gone', { isExpired: true })])).toBeNull();
  });

  it('never picks a finished or expired course, and picks one whenever one is open', () => {
    const arbitrary = fc.array(
      fc.record({
        id: fc.string(),
        progress: fc.integer({ min: 0, max: 100 }),
        isExpired: fc.boolean(),
        lastActivityAt: fc.option(fc.nat(1000), { nil: null }),
        enrolledAt: fc.nat(1000),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(arbitrary, (courses) => {
        const picked = resumeCourse(courses);
        const open = courses.filter((c) => !c.isExpired && c.progress < 100);
        if (open.length === 0) {
          expect(picked).toBeNull();
          return;
        }
        expect(open).toContain(picked);
        // Nothing open was worked on later.
        const latest = Math.max(...open.map((c) => c.lastActivityAt ?? -1));
        expect(picked!.lastActivityAt ?? -1).toBe(latest);
      }),
    );
  });
});

describe('the lesson to resume', () => {
  it('is the lesson touched last while it is unfinished', () => {
    const lessons = [
      lesson('a', 'completed', 1),
      lesson('b', 'in-progress', 5),
      lesson('c', 'in-progress', 3),
    ];
    expect(resumeLesson(lessons)?.id).toBe('b');
  });

  it('moves on to the next unfinished lesson once the last one touched is completed', () => {
    const lessons = [
      lesson('a', 'not-started'),
      lesson('b', 'completed', 5),
      lesson('c', 'completed', 1),
      lesson('d', 'not-started'),
    ];
    expect(resumeLesson(lessons)?.id).toBe('d');
  });

  it('goes back to an earlier gap when everything after the last lesson is done', () => {
    const lessons = [lesson('a', 'not-started'), lesson('b', 'completed', 5)];
    expect(resumeLesson(lessons)?.id).toBe('a');
  });

  it('starts at the first lesson of a course never opened, and never opens a locked one', () => {
    expect(resumeLesson([lesson('a', 'not-started'), lesson('b', 'locked')])?.id).toBe('a');
    expect(resumeLesson([lesson('a', 'completed', 1), lesson('b', 'locked')])).toBeNull();
  });

  it('is null when every lesson is completed, or there is none', () => {
    expect(resumeLesson([lesson('a', 'completed', 1), lesson('b', 'completed', 2)])).toBeNull();
    expect(resumeLesson([])).toBeNull();
  });

  it('always picks an open unfinished lesson when one exists, and only then', () => {
    const statuses = fc.constantFrom<ChapterStatus>('completed', 'in-progress', 'locked', 'not-started');
    const arbitrary = fc.array(
      fc.record({ status: statuses, touchedAt: fc.option(fc.nat(100), { nil: null }) }),
      { maxLength: 15 },
    );
    fc.assert(
      fc.property(arbitrary, (rows) => {
        const lessons = rows.map((row, i) => ({ id: String(i), ...row }));
        const picked = resumeLesson(lessons);
        const candidates = lessons.filter((l) => l.status === 'in-progress' || l.status === 'not-started');
        if (candidates.length === 0) expect(picked).toBeNull();
        else expect(candidates).toContain(picked);
      }),
    );
  });
});

describe('completed percent', () => {
  it('rounds the share of completed lessons, 0 without lessons', () => {
    expect(completedPercent([])).toBe(0);
    expect(
      completedPercent([lesson('a', 'completed'), lesson('b', 'in-progress'), lesson('c', 'locked')]),
    ).toBe(33);
  });
});
