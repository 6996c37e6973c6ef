import { describe, expect, it } from 'vitest';
import { durationText, lessonDuration } from './lesson-duration.ts';

const words = (n: number) => `<p>${Array.from({ length: n }, () => 'mot').join(' ')}</p>`;
const article = { id: 'a', type: 'article' as const, durationMinutes: 12 };

describe('lessonDuration', () => {
  it("gives an article its reading time (words / 250, rounded up), not the outline's minutes", () => {
    const duration = lessonDuration(article, { id: 'a', content: { html: words(501) } });
    expect(duration).toEqual({ kind: 'reading', minutes: 3 });
    expect(durationText(duration)).toBe('3 min de lecture');
    expect(durationText(duration, true)).toBe('3 min');
  });

  it("takes the article's own readingTime when it has one", () => {
    expect(lessonDuration(article, { id: 'a', content: { html: '<p>x</p>', readingTime: 7 } })).toEqual({
      kind: 'reading',
      minutes: 7,
    });
  });

  it('shows no figure while the article loads, or when it has no text', () => {
    expect(lessonDuration(article, undefined)).toBeNull();
    expect(lessonDuration(article, { id: 'other', content: { html: words(10) } })).toBeNull();
    expect(lessonDuration(article, { id: 'a', content: { readingTime: 2 } })).toBeNull();
    expect(durationText(null)).toBeNull();
  });

  it('keeps the duration of every other type', () => {
    const video = { id: 'v', type: 'video' as const, durationMinutes: 7 };
    expect(lessonDuration(video, undefined)).toEqual({ kind: 'duration', minutes: 7 });
    expect(durationText(lessonDuration(video, undefined))).toBe('7 min');
  });
});
