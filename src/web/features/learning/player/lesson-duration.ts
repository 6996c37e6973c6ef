import type { TLessonContent } from '#shared/learning/course-details.contract.ts';
import { t } from '#shared/messages/fr-learning.ts';
import type { Chapter } from '../chapter-status.ts';
import { articleBody, articleTiming, readContent } from './lesson-content.ts';

// One duration per lesson on the player's header and mobile bar. An article's is its reading time,
// computed from the text the learner is about to read ('N min de lecture'), not the minutes the
// course outline carries: showing both gave two different figures for one lesson (decision 033).

export type LessonDuration =
  | { kind: 'reading'; minutes: number }
  | { kind: 'duration'; minutes: number }
  /** An article whose text is still loading, or has none: no figure rather than a wrong one. */
  | null;

export function lessonDuration(
  chapter: Pick<Chapter, 'id' | 'type' | 'durationMinutes'>,
  lesson: Pick<TLessonContent, 'id' | 'content'> | undefined,
): LessonDuration {
  if (chapter.type !== 'article') return { kind: 'duration', minutes: chapter.durationMinutes };
  if (lesson?.id !== chapter.id) return null;
  const content = readContent(lesson.content);
  const body = content ? articleBody(content) : null;
  return content && body ? { kind: 'reading', minutes: articleTiming(content, body).minutes } : null;
}

/** 'N min de lecture' for an article ('N min' where space is short, the mobile bar), 'N min' for the rest. */
export function durationText(duration: LessonDuration, isShort = false): string | null {
  if (!duration) return null;
  return duration.kind === 'reading' && !isShort
    ? t('learning.player.article.readingTime', { n: duration.minutes })
    : t('learning.minutes', { n: duration.minutes });
}
