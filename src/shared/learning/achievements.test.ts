import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_IDS, achievementsOf, LESSONS_GOAL } from './achievements.ts';

const none = { current: 0, best: 0, isActiveToday: false, goalReachedOn: null };
const at = (iso: string) => new Date(iso);

describe('achievements', () => {
  it('are all listed, none earned, for a learner who did nothing yet', () => {
    const states = achievementsOf({
      lessonCompletions: [],
      firstCourseCompletedAt: null,
      firstPerfectQuizAt: null,
      streak: none,
    });
    expect(states.map((s) => s.id)).toEqual([...ACHIEVEMENT_IDS]);
    expect(states.every((s) => s.earnedAt === null && s.current === 0)).toBe(true);
  });

  it('carry the date of the event that earned them', () => {
    const lessons = Array.from({ length: LESSONS_GOAL }, (_, i) =>
      at(`2026-11-${String(i + 1).padStart(2, '0')}T10:00:00Z`),
    );
    const byId = Object.fromEntries(
      achievementsOf({
        lessonCompletions: lessons,
        firstCourseCompletedAt: at('2026-11-12T08:00:00Z'),
        firstPerfectQuizAt: at('2026-11-05T09:30:00Z'),
        streak: { current: 2, best: 9, isActiveToday: true, goalReachedOn: '2026-11-08' },
      }).map((s) => [s.id, s]),
    );
    expect(byId['first-lesson']).toEqual({
      id: 'first-lesson',
      earnedAt: '2026-11-01T10:00:00.000Z',
      current: 1,
      target: 1,
    });
    expect(byId['ten-lessons']!.earnedAt).toBe('2026-11-10T10:00:00.000Z');
    expect(byId['first-course']!.earnedAt).toBe('2026-11-12T08:00:00.000Z');
    expect(byId['perfect-quiz']!.earnedAt).toBe('2026-11-05T09:30:00.000Z');
    // Earned once, kept: the streak broke since, the achievement stays with its day.
    expect(byId['streak-7']).toEqual({ id: 'streak-7', earnedAt: '2026-11-08', current: 7, target: 7 });
  });

  it('show the way towards the ones not earned yet', () => {
    const states = achievementsOf({
      lessonCompletions: [at('2026-11-01T10:00:00Z'), at('2026-11-02T10:00:00Z'), at('2026-11-03T10:00:00Z')],
      firstCourseCompletedAt: null,
      firstPerfectQuizAt: null,
      streak: { current: 4, best: 4, isActiveToday: false, goalReachedOn: null },
    });
    expect(states.find((s) => s.id === 'ten-lessons')).toMatchObject({
      earnedAt: null,
      current: 3,
      target: 10,
    });
    expect(states.find((s) => s.id === 'streak-7')).toMatchObject({ earnedAt: null, current: 4, target: 7 });
  });

  it('progress never exceeds the target and is full when earned (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.date({ noInvalidDate: true, min: new Date(0), max: new Date('2100-01-01') }), {
          maxLength: 12,
        }),
        fc.integer({ min: 0, max: 30 }),
        (dates, current) => {
          const states = achievementsOf({
            lessonCompletions: dates.sort((a, b) => a.getTime() - b.getTime()),
            firstCourseCompletedAt: null,
            firstPerfectQuizAt: null,
            streak: {
              current,
              best: current,
              isActiveToday: false,
              goalReachedOn: current >= 7 ? '2026-11-01' : null,
            },
          });
          for (const s of states) {
            expect(s.current).toBeLessThanOrEqual(s.target);
            if (s.earnedAt) expect(s.current).toBe(s.target);
          }
        },
      ),
    );
  });
});
