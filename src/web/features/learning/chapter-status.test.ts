import { CircleCheck, Contrast, Lock } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { LESSON_TYPES } from '#shared/domain.ts';
import { t } from '#shared/messages/fr-learning.ts';
import { CHAPTER_STATUS, isChapterOpen, LESSON_TYPE } from './chapter-status.ts';

describe('chapter status', () => {
  it('shows a tick, a half circle or a lock, with a French label', () => {
    expect(CHAPTER_STATUS.completed.icon).toBe(CircleCheck);
    expect(CHAPTER_STATUS['in-progress'].icon).toBe(Contrast);
    expect(CHAPTER_STATUS.locked.icon).toBe(Lock);
    expect(t(CHAPTER_STATUS.completed.labelKey)).toBe('Terminé');
    expect(t(CHAPTER_STATUS['in-progress'].labelKey)).toBe('En cours');
    expect(t(CHAPTER_STATUS.locked.labelKey)).toBe('Verrouillé');
    expect(t(CHAPTER_STATUS['not-started'].labelKey)).toBe('Non commencé');
  });

  it('has an icon and a label for every lesson type', () => {
    for (const type of LESSON_TYPES) {
      expect(LESSON_TYPE[type].icon).toBeTruthy();
      expect(t(LESSON_TYPE[type].labelKey)).not.toBe('');
    }
    expect(t(LESSON_TYPE.video.labelKey)).toBe('Vidéo');
  });

  it('opens every chapter except locked ones', () => {
    expect(isChapterOpen({ status: 'completed' })).toBe(true);
    expect(isChapterOpen({ status: 'in-progress' })).toBe(true);
    expect(isChapterOpen({ status: 'not-started' })).toBe(true);
    expect(isChapterOpen({ status: 'locked' })).toBe(false);
  });
});
