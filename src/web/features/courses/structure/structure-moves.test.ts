import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { positionCollisions } from '#shared/courses/course-editor.contract.ts';
import { lessonDndId, sectionDndId } from './dnd-ids.ts';
import { type DraftSection, newLesson, newSection, structureToSave } from './structure-draft.ts';
import { arrayMove, findLesson, moveLesson, moveSection } from './structure-moves.ts';
import { dropPlace } from './use-structure-dnd.ts';

function structure(lessonsPerSection: number[]): DraftSection[] {
  return lessonsPerSection.map((count, index) => ({
    ...newSection('auto-formation', index + 1),
    lessons: Array.from({ length: count }, (_, n) => newLesson('article', `Leçon ${index + 1}.${n + 1}`)),
  }));
}

const lessonKeys = (sections: DraftSection[]) => sections.flatMap((s) => s.lessons.map((l) => l.key));

type Move =
  | { kind: 'section'; from: number; to: number }
  | { kind: 'lesson'; lesson: number; section: number; index: number }
  | { kind: 'drop'; lesson: number; over: number; onSection: boolean };

const move: fc.Arbitrary<Move> = fc.oneof(
  fc.record({ kind: fc.constant('section' as const), from: fc.nat(20), to: fc.nat(20) }),
  fc.record({
    kind: fc.constant('lesson' as const),
    lesson: fc.nat(60),
    section: fc.nat(20),
    index: fc.nat(30),
  }),
  fc.record({
    kind: fc.constant('drop' as const),
    lesson: fc.nat(60),
    over: fc.nat(60),
    onSection: fc.boolean(),
  }),
);

function apply(sections: DraftSection[], step: Move): DraftSection[] {
  const keys = lessonKeys(sections);
  if (step.kind === 'section') {
    const from = sections[step.from % sections.length];
    const to = sections[step.to % sections.length];
    return from && to ? moveSection(sections, from.key, to.key) : sections;
  }
  if (keys.length === 0) return sections;
  const lessonKey = keys[step.lesson % keys.length]!;
  if (step.kind === 'lesson') {
    const section = sections[step.section % sections.length]!;
    return moveLesson(sections, lessonKey, { sectionKey: section.key, index: step.index });
  }
  const overId = step.onSection
    ? sectionDndId(sections[step.over % sections.length]!.key)
    : lessonDndId(keys[step.over % keys.length]!);
  const target = dropPlace(sections, lessonKey, overId);
  return target ? moveLesson(sections, lessonKey, target) : sections;
}

describe('reordering the structure', () => {
  it('arrayMove moves one element and keeps the others in order', () => {
    expect(arrayMove(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(arrayMove(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('moves a lesson to another section at an index, and back', () => {
    const sections = structure([2, 1]);
    const moving = sections[0]!.lessons[1]!.key;
    const moved = moveLesson(sections, moving, { sectionKey: sections[1]!.key, index: 0 });
    expect(moved[0]!.lessons).toHaveLength(1);
    expect(moved[1]!.lessons.map((lesson) => lesson.key)[0]).toBe(moving);
    expect(findLesson(moved, moving)).toEqual({ sectionKey: sections[1]!.key, index: 0 });
  });

  it('drops a lesson over a section at its start when coming from above, at its end from below', () => {
    const sections = structure([1, 2, 1]);
    const fromAbove = sections[0]!.lessons[0]!.key;
    expect(dropPlace(sections, fromAbove, sectionDndId(sections[1]!.key))).toEqual({
      sectionKey: sections[1]!.key,
      index: 0,
    });
    const fromBelow = sections[2]!.lessons[0]!.key;
    expect(dropPlace(sections, fromBelow, sectionDndId(sections[1]!.key))).toEqual({
      sectionKey: sections[1]!.key,
      index: 2,
    });
    expect(dropPlace(sections, fromAbove, sectionDndId(sections[0]!.key))).toBeNull();
  });

  it('any sequence of moves keeps every section and lesson exactly once, and saves positions 0..n', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(6), { minLength: 1, maxLength: 6 }),
        fc.array(move, { maxLength: 25 }),
        (counts, moves) => {
          const start = structure(counts);
          const end = moves.reduce(apply, start);
          expect(end.map((s) => s.key).sort()).toEqual(start.map((s) => s.key).sort());
          expect(lessonKeys(end).sort()).toEqual(lessonKeys(start).sort());
          const saved = structureToSave(end);
          expect(saved.map((s) => s.position)).toEqual(saved.map((_, index) => index));
          for (const section of saved)
            expect(section.lessons.map((l) => l.position)).toEqual(section.lessons.map((_, index) => index));
          expect(positionCollisions(saved)).toEqual([]);
        },
      ),
    );
  });

  it('a section moved onto another lands at its index, the others keeping their order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 8 }), fc.nat(7), fc.nat(7), (count, a, b) => {
        const sections = structure(Array.from({ length: count }, () => 1));
        const from = sections[a % count]!;
        const to = sections[b % count]!;
        const moved = moveSection(sections, from.key, to.key);
        expect(moved.findIndex((s) => s.key === from.key)).toBe(b % count);
        const others = (list: DraftSection[]) => list.filter((s) => s.key !== from.key).map((s) => s.key);
        expect(others(moved)).toEqual(others(sections));
      }),
    );
  });
});
