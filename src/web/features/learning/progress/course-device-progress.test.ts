import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TCourseDetails } from '#shared/learning/course-details.contract.ts';
import type { Chapter, ChapterStatus } from '../chapter-status.ts';
import {
  type DeviceLessonProgress,
  deviceLessonProgress,
  withCoursePercentFrom,
  withDeviceProgress,
} from './course-device-progress.ts';

const chapter = (
  id: string,
  status: ChapterStatus,
  progress = status === 'completed' ? 100 : 0,
): Chapter => ({
  id,
  title: id,
  type: 'article',
  duration: '5 min',
  durationMinutes: 5,
  status,
  progress,
});

/** Course details as the server builds them: module and course figures follow the chapters. */
function details(modules: Chapter[][]): TCourseDetails {
  const all = modules.flat();
  const completed = all.filter((c) => c.status === 'completed').length;
  return {
    id: 'course',
    title: 'Cours',
    description: '',
    image_url: null,
    total_duration: 0,
    enrolled_students: 0,
    access_end_date: null,
    isExpired: false,
    progress: all.length ? Math.round((completed / all.length) * 100) : 0,
    last_activity_date: null,
    instructor: { name: '', avatar_url: null, specialization: null, bio: null },
    userStats: {
      modulesCompleted: modules.filter((m) => m.length > 0 && m.every((c) => c.status === 'completed'))
        .length,
      modulesTotal: modules.length,
      timeSpent: 0,
      averageScore: null,
      points: 0,
    },
    modules: modules.map((chapters, i) => {
      const done = chapters.filter((c) => c.status === 'completed').length;
      return {
        id: `m${i}`,
        title: `m${i}`,
        description: null,
        progress: chapters.length ? Math.round((done / chapters.length) * 100) : 0,
        isLocked: chapters.length > 0 && chapters.every((c) => c.status === 'locked'),
        completedLessons: done,
        totalLessons: chapters.length,
        chapters,
      };
    }),
  };
}

const device = (entries: Record<string, DeviceLessonProgress>) => new Map(Object.entries(entries));
const statusOf = (course: TCourseDetails, id: string) =>
  course.modules.flatMap((m) => m.chapters).find((c) => c.id === id);

describe('withDeviceProgress', () => {
  it('counts an article finished offline: tick, module, course percent and completed modules', () => {
    const course = details([
      [chapter('a1', 'completed'), chapter('a2', 'not-started')],
      [chapter('b1', 'not-started'), chapter('b2', 'not-started')],
    ]);
    const merged = withDeviceProgress(course, device({ a2: { percentage: 100, isCompleted: true } }));
    expect(statusOf(merged, 'a2')).toMatchObject({ status: 'completed', progress: 100 });
    expect(merged.modules[0]).toMatchObject({ completedLessons: 2, progress: 100 });
    expect(merged.progress).toBe(50);
    expect(merged.userStats.modulesCompleted).toBe(1);
  });

  it('shows a lesson started offline as in progress with its percentage, the course percent unchanged', () => {
    const course = details([[chapter('a1', 'not-started'), chapter('a2', 'not-started')]]);
    const merged = withDeviceProgress(course, device({ a1: { percentage: 40, isCompleted: false } }));
    expect(statusOf(merged, 'a1')).toMatchObject({ status: 'in-progress', progress: 40 });
    expect(merged.progress).toBe(0);
  });

  it('unlocks the next lesson of a sequential course once the earlier one is done here', () => {
    const course = details([[chapter('a1', 'in-progress', 30), chapter('a2', 'locked')]]);
    const merged = withDeviceProgress(course, device({ a1: { percentage: 96, isCompleted: true } }));
    expect(statusOf(merged, 'a2')?.status).toBe('not-started');
  });

  it('leaves the server answer alone when the device knows less', () => {
    const course = details([[chapter('a1', 'in-progress', 70), chapter('a2', 'completed')]]);
    const merged = withDeviceProgress(
      course,
      device({ a1: { percentage: 20, isCompleted: false }, a2: { percentage: 10, isCompleted: false } }),
    );
    expect(merged).toBe(course);
  });

  it('never lowers a figure, and merging twice changes nothing more', () => {
    const status = fc.constantFrom<ChapterStatus>('completed', 'in-progress', 'not-started', 'locked');
    const chapterArb = fc
      .tuple(status, fc.integer({ min: 0, max: 100 }))
      .map(([s, p]) => ({ s, p: s === 'completed' ? 100 : s === 'in-progress' ? p : 0 }));
    const local = fc.record({ percentage: fc.integer({ min: 0, max: 100 }), isCompleted: fc.boolean() });
    fc.assert(
      fc.property(
        fc.array(fc.array(chapterArb, { maxLength: 4 }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.option(local, { nil: undefined }), { maxLength: 16 }),
        (shape, locals) => {
          let n = 0;
          const course = details(shape.map((m) => m.map(({ s, p }) => chapter(`c${n++}`, s, p))));
          const map = new Map<string, DeviceLessonProgress>();
          locals.forEach((l, i) => {
            if (l) map.set(`c${i}`, l);
          });
          const merged = withDeviceProgress(course, map);
          expect(merged.progress).toBeGreaterThanOrEqual(course.progress);
          expect(merged.userStats.modulesCompleted).toBeGreaterThanOrEqual(course.userStats.modulesCompleted);
          course.modules.forEach((module, i) => {
            module.chapters.forEach((c, j) => {
              const after = merged.modules[i]!.chapters[j]!;
              expect(after.progress).toBeGreaterThanOrEqual(c.progress);
              if (c.status === 'completed') expect(after.status).toBe('completed');
              if (map.get(c.id)?.isCompleted) expect(after.status).toBe('completed');
            });
          });
          expect(withDeviceProgress(merged, map)).toEqual(merged);
        },
      ),
    );
  });
});

describe('deviceLessonProgress', () => {
  it('reads a record reported at 95 % or more as completed, as the store does', () => {
    const update = { percentage: 96, isCompleted: false } as never;
    expect(deviceLessonProgress({ completedAt: '2026-11-25T10:00:00Z', update })).toEqual({
      percentage: 96,
      isCompleted: true,
    });
    expect(deviceLessonProgress({ completedAt: null, update })).toEqual({
      percentage: 96,
      isCompleted: false,
    });
  });
});

describe('withCoursePercentFrom', () => {
  const card = {
    id: 'course',
    title: 'Cours',
    image_url: null,
    progress: 20,
    last_activity_date: null,
    access_end_date: null,
    isExpired: false,
    format: 'auto-formation',
  };

  it("takes the course page's percent when it knows more, never less", () => {
    expect(withCoursePercentFrom(card, { progress: 30 }).progress).toBe(30);
    expect(withCoursePercentFrom(card, { progress: 10 })).toBe(card);
    expect(withCoursePercentFrom(card, null)).toBe(card);
  });
});
