import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatTotalDuration,
  lessonCountLabels,
  plainTextOf,
  safeHttpUrl,
} from './course-format.ts';

describe('course page formatting', () => {
  it('writes the total duration as "Xh Ymin", or "Non définie"', () => {
    expect(formatTotalDuration(0)).toBe('Non définie');
    expect(formatTotalDuration(135)).toBe('2h 15min');
    expect(formatTotalDuration(45)).toBe('0h 45min');
    expect(formatTotalDuration(120)).toBe('2h 0min');
  });

  it('counts lessons by type, singular and plural, in the platform order', () => {
    expect(lessonCountLabels(['quiz', 'video', 'video', 'article', 'exercise', 'exercise', 'audio'])).toEqual(
      ['2 vidéos', '1 article', '1 audio', '1 quiz', '2 exercices'],
    );
    expect(lessonCountLabels(['quiz', 'quiz', 'document'])).toEqual(['1 document', '2 quiz']);
    expect(lessonCountLabels([])).toEqual([]);
  });

  it('writes dates in French and keeps calendar dates on their day', () => {
    expect(formatDate('2026-01-12')).toBe('12 janvier 2026');
    expect(formatDate('2026-03-01T10:00:00Z')).toMatch(/mars 2026$/);
    expect(formatDate('pas une date')).toBe('Date non disponible');
    expect(formatDate(null)).toBe('Date non disponible');
  });

  it('turns article HTML into plain text', () => {
    expect(
      plainTextOf(
        '<h2>Intro</h2><p>Bonjour&nbsp;&amp; bienvenue<br>ligne 2</p><script>alert(1)</script><p>&#233;t&#xE9;</p>',
      ),
    ).toBe('Intro\nBonjour\u00a0& bienvenue\nligne 2\nété');
    expect(plainTextOf('&unknown; &#99999999;')).toBe('&unknown; &#99999999;');
  });

  it('keeps only web links from course data', () => {
    expect(safeHttpUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://youtu.be/dQw4w9WgXcQ');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,hi')).toBeNull();
    expect(safeHttpUrl('/relative')).toBeNull();
    expect(safeHttpUrl(42)).toBeNull();
  });
});
