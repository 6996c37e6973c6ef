import { describe, expect, it } from 'vitest';
import { durationText, lessonDuration } from './lesson-duration.ts';

describe('lessonDuration', () => {
  it("reads an article's minutes as its reading time, the figure the course page shows", () => {
    const duration = lessonDuration({ type: 'article', durationMinutes: 3 });
    expect(duration).toEqual({ kind: 'reading', minutes: 3 });
    expect(durationText(duration)).toBe('3 min de lecture');
    expect(durationText(duration, true)).toBe('3 min');
  });

  it('keeps the duration of every other type', () => {
    const duration = lessonDuration({ type: 'video', durationMinutes: 7 });
    expect(duration).toEqual({ kind: 'duration', minutes: 7 });
    expect(durationText(duration)).toBe('7 min');
    expect(durationText(null)).toBeNull();
  });
});
