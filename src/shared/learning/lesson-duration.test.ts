import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  articleBody,
  articleTiming,
  lessonDurationMinutes,
  mediaMinutes,
  plainText,
} from './lesson-duration.ts';

describe('articleBody', () => {
  // The article is read from html, content, body or text, and markdown as text.
  it.each([
    [{ text: '<p>a</p>' }, { kind: 'html', html: '<p>a</p>' }],
    [
      { html: '<p>h</p>', text: '<p>t</p>' },
      { kind: 'html', html: '<p>h</p>' },
    ],
    [{ markdown: '# Titre' }, { kind: 'text', text: '# Titre' }],
    [{ html: '   ' }, null],
  ])('%j → %j', (content, body) => {
    expect(articleBody(content)).toEqual(body);
  });
});

describe('articleTiming', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `mot${i}`).join(' ');

  it('counts words without the markup: 250 words a minute, rounded up', () => {
    expect(plainText('<p>un <strong>deux</strong></p><script>x y z</script>trois')).toMatch(
      /^\s*un\s+deux\s+trois$/,
    );
    const body = { kind: 'html' as const, html: `<p>${words(250)}</p>` };
    expect(articleTiming({}, body)).toEqual({ minutes: 1, delayMs: 10_000 });
    expect(articleTiming({}, { kind: 'html', html: `<p>${words(251)}</p>` })).toEqual({
      minutes: 2,
      delayMs: 20_000,
    });
  });

  it('shows the banner after max(5 s, 10 s per reading minute)', () => {
    expect(articleTiming({}, { kind: 'text', text: 'court' })).toEqual({ minutes: 1, delayMs: 10_000 });
    expect(articleTiming({ readingTime: 3 }, { kind: 'text', text: 'court' })).toEqual({
      minutes: 3,
      delayMs: 30_000,
    });
    expect(articleTiming({ estimated_duration: '7' }, { kind: 'text', text: 'x' }).delayMs).toBe(70_000);
    // A stated time of half a minute still counts one minute, and the floor of 5 s holds.
    expect(articleTiming({ readingTime: 0.4 }, { kind: 'text', text: 'x' })).toEqual({
      minutes: 1,
      delayMs: 10_000,
    });
    expect(articleTiming({ readingTime: 0 }, { kind: 'text', text: words(600) }).minutes).toBe(3);
  });
});

describe('lessonDurationMinutes', () => {
  const text = (words: number) => `<p>${'mot '.repeat(words)}</p>`;

  it("gives an article its reading time, whatever minutes were stored (the '8 min' / '1 min' of issue 10)", () => {
    expect(lessonDurationMinutes({ type: 'article', content: { text: text(120) }, durationMinutes: 8 })).toBe(
      1,
    );
    expect(lessonDurationMinutes({ type: 'article', content: { text: text(600) }, durationMinutes: 1 })).toBe(
      3,
    );
    expect(
      lessonDurationMinutes({ type: 'article', content: { text: 'x', readingTime: 4 }, durationMinutes: 9 }),
    ).toBe(4);
  });

  it('keeps the stored minutes for the other types, and for an article without text', () => {
    for (const type of ['video', 'audio', 'document', 'quiz', 'exercise'] as const)
      expect(lessonDurationMinutes({ type, content: { text: text(900) }, durationMinutes: 7 })).toBe(7);
    expect(lessonDurationMinutes({ type: 'article', content: {}, durationMinutes: 6 })).toBe(6);
    expect(lessonDurationMinutes({ type: 'article', content: null, durationMinutes: 6 })).toBe(6);
  });

  it("agrees with the article's completion delay for any text", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (words) => {
        const content = { text: text(words) };
        const minutes = lessonDurationMinutes({ type: 'article', content, durationMinutes: 0 });
        const timing = articleTiming(content, articleBody(content)!);
        expect(minutes).toBe(timing.minutes);
        expect(timing.delayMs).toBe(Math.max(5_000, 10_000 * minutes));
      }),
    );
  });
});

describe('mediaMinutes', () => {
  it('rounds a recording up to whole minutes, never to 0', () => {
    expect(mediaMinutes(16)).toBe(1);
    expect(mediaMinutes(60)).toBe(1);
    expect(mediaMinutes(61)).toBe(2);
    expect(mediaMinutes(0)).toBe(1);
  });

  it('never says less than the recording lasts', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 86_400 }), (s) => mediaMinutes(s) * 60 >= s));
  });
});
