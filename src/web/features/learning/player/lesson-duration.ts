import { t } from '#shared/messages/fr-learning.ts';
import type { Chapter } from '../chapter-status.ts';

// One duration per lesson (decision 044, which replaces 033): the course outline's `durationMinutes`,
// which the server gives an article as its reading time (shared/learning/lesson-duration.ts). The
// player's header and mobile bar, the side navigation and the course page show the same figure.

export type LessonDuration =
  | { kind: 'reading'; minutes: number }
  | { kind: 'duration'; minutes: number }
  | null;

export function lessonDuration(chapter: Pick<Chapter, 'type' | 'durationMinutes'>): LessonDuration {
  return chapter.type === 'article'
    ? { kind: 'reading', minutes: chapter.durationMinutes }
    : { kind: 'duration', minutes: chapter.durationMinutes };
}

/** 'N min de lecture' for an article ('N min' where space is short, the mobile bar), 'N min' for the rest. */
export function durationText(duration: LessonDuration, isShort = false): string | null {
  if (!duration) return null;
  return duration.kind === 'reading' && !isShort
    ? t('learning.player.article.readingTime', { n: duration.minutes })
    : t('learning.minutes', { n: duration.minutes });
}
