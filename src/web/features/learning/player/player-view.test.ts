import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TCourseDetails } from '#shared/learning/course-details.contract.ts';
import type { Chapter, ChapterStatus } from '../chapter-status.ts';
import {
  focusOnShow,
  lessonAreaState,
  missingLessonTarget,
  playerLesson,
  playerTitle,
} from './player-view.ts';

const chapter = (
  id: string,
  status: ChapterStatus = 'not-started',
  type: Chapter['type'] = 'video',
): Chapter => ({
  id,
  title: `Leçon ${id}`,
  type,
  duration: '5 min',
  durationMinutes: 5,
  status,
  progress: 0,
});

const modules = (...sections: Chapter[][]) =>
  sections.map((chapters, index) => ({
    id: `m${index}`,
    title: `Module ${index}`,
    chapters,
  })) as unknown as TCourseDetails['modules'];

const lessonAnswer = (id: string, percentage: number, isCompleted = false) => ({
  id,
  progress: { percentage, isCompleted },
});

describe('the current lesson', () => {
  const chapters = [
    chapter('a', 'completed'),
    chapter('b', 'locked'),
    chapter('c', 'in-progress', 'article'),
    chapter('d'),
  ];

  it('is the one the URL names, with the open lessons around it', () => {
    const shown = playerLesson({ chapters, chapterId: 'c', lesson: undefined });
    expect(shown.current?.id).toBe('c');
    expect(shown.previous?.id).toBe('a');
    expect(shown.next?.id).toBe('d');
  });

  it('the header: type, reading time for an article, and the lesson’s own percent when it is this lesson’s', () => {
    const shown = playerLesson({ chapters, chapterId: 'c', lesson: lessonAnswer('c', 42.7) });
    expect(shown.typeLabel).toBe('Article');
    expect(shown.durationLabel).toBe('5 min de lecture');
    expect(shown.percentAtLeast).toBe(42);
    // Another lesson's answer, still in the cache while this one loads: not this lesson's figure.
    expect(playerLesson({ chapters, chapterId: 'd', lesson: lessonAnswer('c', 42) }).percentAtLeast).toBe(0);
    expect(
      playerLesson({ chapters, chapterId: 'd', lesson: lessonAnswer('d', 10, true) }).percentAtLeast,
    ).toBe(100);
  });

  it('an exercise keeps its title for screen readers only', () => {
    const withExercise = [...chapters, chapter('e', 'not-started', 'exercise')];
    expect(playerLesson({ chapters: withExercise, chapterId: 'e', lesson: undefined }).isTitleHidden).toBe(
      true,
    );
    expect(playerLesson({ chapters, chapterId: 'a', lesson: undefined }).isTitleHidden).toBe(false);
  });

  it('a lesson the course does not have: none current, no header', () => {
    const shown = playerLesson({ chapters, chapterId: 'zz', lesson: undefined });
    expect(shown.current).toBeUndefined();
    expect(shown.typeLabel).toBeNull();
    expect(shown.durationLabel).toBeNull();
    expect(shown.percentAtLeast).toBe(0);
  });

  const arbitraryChapters = fc
    .array(fc.constantFrom<ChapterStatus>('locked', 'not-started', 'in-progress', 'completed'), {
      minLength: 1,
      maxLength: 12,
    })
    .map((statuses) => statuses.map((status, index) => chapter(`l${index}`, status)));

  it('Précédent and Suivant never lead to a locked lesson nor to the current one, and keep the course’s order', () => {
    fc.assert(
      fc.property(arbitraryChapters, fc.nat(), (all, pick) => {
        const current = all[pick % all.length]!;
        const shown = playerLesson({ chapters: all, chapterId: current.id, lesson: undefined });
        const at = (c: Chapter | null) => (c ? all.indexOf(c) : -1);
        for (const target of [shown.previous, shown.next]) {
          if (!target) continue;
          expect(target.status).not.toBe('locked');
          expect(target.id).not.toBe(current.id);
        }
        if (shown.previous) expect(at(shown.previous)).toBeLessThan(all.indexOf(current));
        if (shown.next) expect(at(shown.next)).toBeGreaterThan(all.indexOf(current));
        // Nothing open is skipped between the current lesson and its neighbours.
        const openBetween = (from: number, to: number) =>
          all.slice(from + 1, to).filter((c) => c.status !== 'locked').length;
        if (shown.next) expect(openBetween(all.indexOf(current), at(shown.next))).toBe(0);
        if (shown.previous) expect(openBetween(at(shown.previous), all.indexOf(current))).toBe(0);
      }),
    );
  });
});

describe('the player page', () => {
  it('the tab’s title: the lesson, else the course, else the page', () => {
    expect(playerTitle(chapter('a'), 'Wolof 1')).toBe('Leçon a');
    expect(playerTitle(undefined, 'Wolof 1')).toBe('Wolof 1');
    expect(playerTitle(undefined, undefined)).toBeTruthy();
  });

  it('no lesson in the URL: the one Continuer le cours would open; none when the URL names one', () => {
    const course = modules([chapter('a', 'completed'), chapter('b', 'locked')], [chapter('c')]);
    expect(missingLessonTarget(course, undefined)).toBe('c');
    expect(missingLessonTarget(course, 'a')).toBeNull();
    expect(missingLessonTarget(undefined, undefined)).toBeNull();
  });

  it('the title takes the focus on each new lesson, not on the first one nor again on the same', () => {
    expect(focusOnShow(undefined, 'a')).toEqual({ shownId: 'a', isFocused: false });
    expect(focusOnShow('a', 'a')).toEqual({ shownId: 'a', isFocused: false });
    expect(focusOnShow('a', 'b')).toEqual({ shownId: 'b', isFocused: true });
    expect(focusOnShow('a', undefined)).toEqual({ shownId: 'a', isFocused: false });
  });

  it('the lesson area: loading, offline, refused with the server’s reason, or the lesson', () => {
    const isOffline = (error: unknown) => error === 'offline';
    const query = { isPending: false, isError: false, error: null, data: undefined as string | undefined };
    expect(lessonAreaState({ ...query, isPending: true }, isOffline)).toEqual({ kind: 'loading' });
    expect(lessonAreaState({ ...query, isError: true, error: 'offline' }, isOffline)).toEqual({
      kind: 'offline',
    });
    expect(lessonAreaState({ ...query, isError: true, error: 'forbidden' }, isOffline)).toEqual({
      kind: 'refused',
      error: 'forbidden',
    });
    expect(lessonAreaState({ ...query, data: 'lesson' }, isOffline)).toEqual({
      kind: 'ready',
      lesson: 'lesson',
    });
  });
});
