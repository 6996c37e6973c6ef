import { lessonMinutes } from '#shared/courses/duration.ts';
import type { DraftLesson } from './structure-draft.ts';

// What a lesson's row shows besides its title: its duration by the rules of §9.

/** "3 min 05 s" for a media duration in seconds. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return minutes > 0 ? `${minutes} min ${String(rest).padStart(2, '0')} s` : `${rest} s`;
}

/** The lesson's minutes as the server will store them (quiz and exercise: the minutes they carry). */
export function lessonDurationMinutes(lesson: DraftLesson): number {
  return lessonMinutes(lesson.type, lesson.content as Record<string, unknown>);
}
