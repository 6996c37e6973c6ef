import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_IDS } from '#shared/learning/achievements.ts';
import { t } from '#shared/messages/fr-learning-progress.ts';
import { ACHIEVEMENT_DISPLAY, dayCountKey, streakAdvice } from './achievement-display.ts';

describe("the 'Succès' cards", () => {
  it('give every achievement a title and the way to earn it', () => {
    for (const id of ACHIEVEMENT_IDS) {
      expect(t(ACHIEVEMENT_DISPLAY[id].title)).not.toBe('');
      expect(t(ACHIEVEMENT_DISPLAY[id].how)).toMatch(/\.$/);
    }
  });

  it('count days in French (0 and 1 singular)', () => {
    expect(t(dayCountKey(0), { n: 0 })).toBe('0 jour');
    expect(t(dayCountKey(1), { n: 1 })).toBe('1 jour');
    expect(t(dayCountKey(9), { n: 9 })).toBe('9 jours');
  });

  it('advise on the streak by where it stands today', () => {
    expect(streakAdvice({ current: 3, isActiveToday: true })).toBe('achievements.streak.safe');
    expect(streakAdvice({ current: 3, isActiveToday: false })).toBe('achievements.streak.keep');
    expect(streakAdvice({ current: 0, isActiveToday: false })).toBe('achievements.streak.start');
  });
});
