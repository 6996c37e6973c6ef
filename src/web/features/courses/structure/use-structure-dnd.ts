import {
  type CollisionDetection,
  closestCenter,
  closestCorners,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useMemo, useRef, useState } from 'react';
import { frenchAnnouncements, screenReaderInstructions } from './dnd-announcements.ts';
import { type DndKind, lessonKeyOf, sectionKeyOf } from './dnd-ids.ts';
import type { DraftSection } from './structure-draft.ts';
import { findLesson, type LessonPlace, moveLesson, moveSection } from './structure-moves.ts';

// Drag-and-drop of the structure builder (@dnd-kit): a pointer drag starts after 5 px (spec §9), so
// clicks on the handle stay clicks; the keyboard picks up with Space/Enter and moves with the arrows.
// Lessons cross sections while dragged (onDragOver), and land in order on drop.

/** The 5 px of spec §9 before a pointer drag starts. */
export const DRAG_ACTIVATION_DISTANCE = 5;

const kindOf = (data: unknown): DndKind | undefined => (data as { kind?: DndKind } | undefined)?.kind;

/** Sections collide only with sections; a lesson with the lessons of the section under the pointer, or that section. */
export const structureCollisions: CollisionDetection = (args) => {
  const sections = args.droppableContainers.filter((entry) => kindOf(entry.data.current) === 'section');
  if (kindOf(args.active.data.current) === 'section')
    return closestCenter({ ...args, droppableContainers: sections });
  const lessons = args.droppableContainers.filter((entry) => kindOf(entry.data.current) === 'lesson');
  if (!args.pointerCoordinates)
    // The keyboard moved the item onto a target's corner: the closest corner is that target.
    return closestCorners({ ...args, droppableContainers: [...lessons, ...sections] });
  const [section] = pointerWithin({ ...args, droppableContainers: sections });
  if (section) {
    const key = sectionKeyOf(section.id);
    const inSection = lessons.filter(
      (entry) => (entry.data.current as { sectionKey?: string } | undefined)?.sectionKey === key,
    );
    return inSection.length > 0 ? closestCenter({ ...args, droppableContainers: inSection }) : [section];
  }
  return closestCenter({ ...args, droppableContainers: [...lessons, ...sections] });
};

/** Where a lesson dropped over `overId` goes: a lesson's place, or the start (coming from above) or end of a section. */
export function dropPlace(
  sections: DraftSection[],
  lessonKey: string,
  overId: string | number,
): LessonPlace | null {
  const overLesson = lessonKeyOf(overId);
  if (overLesson) return findLesson(sections, overLesson);
  const overSection = sectionKeyOf(overId);
  const targetIndex = sections.findIndex((section) => section.key === overSection);
  const from = findLesson(sections, lessonKey);
  const target = sections[targetIndex];
  if (!target || !from) return null;
  if (from.sectionKey === target.key) return null;
  const fromIndex = sections.findIndex((section) => section.key === from.sectionKey);
  return { sectionKey: target.key, index: fromIndex < targetIndex ? 0 : target.lessons.length };
}

export function useStructureDnd(
  sections: DraftSection[],
  onChange: (next: DraftSection[]) => void,
  /** A lesson landed in this section (to unfold it, so the moved lesson stays in view). */
  onLessonLanded: (sectionKey: string) => void,
) {
  const latest = useRef(sections);
  latest.current = sections;
  const [activeKind, setActiveKind] = useState<DndKind | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useMemo(
    () => ({ announcements: frenchAnnouncements(() => latest.current), screenReaderInstructions }),
    [],
  );

  function onDragStart(event: DragStartEvent) {
    setActiveKind(kindOf(event.active.data.current) ?? null);
  }

  /** A lesson over another section moves there now, so the list under it makes room. */
  function onDragOver({ active, over }: DragOverEvent) {
    const lessonKey = lessonKeyOf(active.id);
    if (!lessonKey || !over) return;
    const current = latest.current;
    const from = findLesson(current, lessonKey);
    const target = dropPlace(current, lessonKey, over.id);
    if (!from || !target || target.sectionKey === from.sectionKey) return;
    const next = moveLesson(current, lessonKey, target);
    latest.current = next;
    onChange(next);
    onLessonLanded(target.sectionKey);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    setActiveKind(null);
    if (!over || active.id === over.id) return;
    const current = latest.current;
    const sectionKey = sectionKeyOf(active.id);
    const overSection = sectionKeyOf(over.id);
    if (sectionKey && overSection) return onChange(moveSection(current, sectionKey, overSection));
    const lessonKey = lessonKeyOf(active.id);
    const target = lessonKey ? dropPlace(current, lessonKey, over.id) : null;
    if (!lessonKey || !target) return;
    onChange(moveLesson(current, lessonKey, target));
    onLessonLanded(target.sectionKey);
  }

  return {
    activeKind,
    contextProps: {
      sensors,
      collisionDetection: structureCollisions,
      accessibility,
      onDragStart,
      onDragOver,
      onDragEnd,
      onDragCancel: () => setActiveKind(null),
    },
  };
}
