// The ids drag-and-drop sees: sections and lessons share one DndContext, so each id says its kind.

export const sectionDndId = (key: string) => `section:${key}`;
export const lessonDndId = (key: string) => `lesson:${key}`;

export function sectionKeyOf(id: string | number): string | null {
  const text = String(id);
  return text.startsWith('section:') ? text.slice('section:'.length) : null;
}

export function lessonKeyOf(id: string | number): string | null {
  const text = String(id);
  return text.startsWith('lesson:') ? text.slice('lesson:'.length) : null;
}

export type DndKind = 'section' | 'lesson';
export type DndData = { kind: DndKind };
