import { describe, expect, it } from 'vitest';
import type { TCourseDetails } from '#shared/learning/course-details.contract.ts';
import type { Chapter, ChapterStatus } from '../chapter-status.ts';
import { withLocalCompletions } from './local-completion.ts';

const chapter = (id: string, status: ChapterStatus): Chapter => ({
  id,
  title: id,
  type: 'article',
  duration: '5 min',
  durationMinutes: 5,
  status,
  progress: status === 'completed' ? 100 : 0,
});

function details(modules: Chapter[][]): TCourseDetails {
  return {
    id: 'course',
    title: 'Cours',
    description: '',
    image_url: null,
    total_duration: 0,
    enrolled_students: 0,
    access_end_date: null,
    isExpired: false,
    progress: 0,
    last_activity_date: null,
    instructor: { name: '', avatar_url: null, specialization: null, bio: null },
    userStats: { modulesCompleted: 0, modulesTotal: 0, timeSpent: 0, averageScore: null, points: 0 },
    modules: modules.map((chapters, i) => ({
      id: `m${i}`,
      title: `m${i}`,
      description: null,
      progress: 0,
      isLocked: chapters.every((c) => c.status === 'locked'),
      completedLessons: chapters.filter((c) => c.status === 'completed').length,
      totalLessons: chapters.length,
      chapters,
    })),
  };
}

describe('withLocalCompletions', () => {
  const sequential = details([
    [chapter('a', 'completed'), chapter('b', 'not-started')],
    [chapter('c', 'locked'), chapter('d', 'locked')],
  ]);

  it('ticks the lesson, counts it and unlocks only the next lesson of a sequential course', () => {
    const after = withLocalCompletions(sequential, new Set(['b']));
    const statuses = after.modules.flatMap((m) => m.chapters.map((c) => c.status));
    expect(statuses).toEqual(['completed', 'completed', 'not-started', 'locked']);
    expect(after.modules.map((m) => [m.completedLessons, m.progress, m.isLocked])).toEqual([
      [2, 100, false],
      [0, 0, false],
    ]);
    expect(after.progress).toBe(50);
    expect(after.modules[0]!.chapters[1]!.progress).toBe(100);
  });

  it('changes nothing without local completions', () => {
    expect(withLocalCompletions(sequential, new Set())).toBe(sequential);
  });

  it('keeps later lessons locked when an earlier one is still to do', () => {
    const after = withLocalCompletions(sequential, new Set(['d']));
    expect(after.modules[1]!.chapters.map((c) => c.status)).toEqual(['locked', 'completed']);
  });
});
