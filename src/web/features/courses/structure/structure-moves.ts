import type { DraftLesson, DraftSection } from './structure-draft.ts';

// Reordering, pure (property-tested): sections among themselves, lessons within a section or across
// sections. The builder's drag-and-drop (pointer or keyboard) calls these; nothing is ever lost or
// duplicated, and saving renumbers positions 0..n.

/** Moves the element at `from` to `to` (indexes of the same array). */
export function arrayMove<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

export function moveSection(sections: DraftSection[], fromKey: string, toKey: string): DraftSection[] {
  const from = sections.findIndex((section) => section.key === fromKey);
  const to = sections.findIndex((section) => section.key === toKey);
  if (from < 0 || to < 0 || from === to) return sections;
  return arrayMove(sections, from, to);
}

export type LessonPlace = { sectionKey: string; index: number };

/** Where a lesson is: its section's key and its index there. */
export function findLesson(sections: DraftSection[], lessonKey: string): LessonPlace | null {
  for (const section of sections) {
    const index = section.lessons.findIndex((lesson) => lesson.key === lessonKey);
    if (index >= 0) return { sectionKey: section.key, index };
  }
  return null;
}

/** Moves a lesson to `target` (its section and index there, counted without the lesson itself). */
export function moveLesson(sections: DraftSection[], lessonKey: string, target: LessonPlace): DraftSection[] {
  const from = findLesson(sections, lessonKey);
  if (!from || !sections.some((section) => section.key === target.sectionKey)) return sections;
  if (from.sectionKey === target.sectionKey && from.index === target.index) return sections;
  let moved: DraftLesson | undefined;
  const without = sections.map((section) => {
    if (section.key !== from.sectionKey) return section;
    moved = section.lessons[from.index];
    return { ...section, lessons: section.lessons.filter((_, index) => index !== from.index) };
  });
  if (!moved) return sections;
  const lesson = moved;
  return without.map((section) => {
    if (section.key !== target.sectionKey) return section;
    const lessons = [...section.lessons];
    lessons.splice(Math.max(0, Math.min(target.index, lessons.length)), 0, lesson);
    return { ...section, lessons };
  });
}

/**
 * Where a dragged lesson lands when over `overId`: another lesson (its place) or a section's list
 * (its end). Null when `overId` is neither.
 */
export function lessonTarget(
  sections: DraftSection[],
  overId: string,
  ids: { lessonKey: (id: string) => string | null; sectionKey: (id: string) => string | null },
): LessonPlace | null {
  const overLesson = ids.lessonKey(overId);
  if (overLesson) return findLesson(sections, overLesson);
  const overSection = ids.sectionKey(overId);
  const section = overSection ? sections.find((item) => item.key === overSection) : undefined;
  return section ? { sectionKey: section.key, index: section.lessons.length } : null;
}
