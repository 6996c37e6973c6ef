import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { t } from '#shared/messages/fr-courses-structure.ts';
import { lessonKeyOf, sectionKeyOf } from './dnd-ids.ts';
import type { DraftSection } from './structure-draft.ts';
import { findLesson } from './structure-moves.ts';

// What a screen reader hears while a section or a lesson is moved (pointer or keyboard), in French:
// the item's title and its place, read from the structure as it stands at that moment.

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable: t('structureBuilder.dnd.instructions'),
};

type Place = { title: string; position: number; total: number; section?: string };

function placeOf(sections: DraftSection[], id: string | number): Place | null {
  const sectionKey = sectionKeyOf(id);
  if (sectionKey) {
    const index = sections.findIndex((section) => section.key === sectionKey);
    const section = sections[index];
    return section ? { title: section.title, position: index + 1, total: sections.length } : null;
  }
  const lessonKey = lessonKeyOf(id);
  const place = lessonKey ? findLesson(sections, lessonKey) : null;
  const section = place ? sections.find((item) => item.key === place.sectionKey) : undefined;
  const lesson = place && section ? section.lessons[place.index] : undefined;
  if (!place || !section || !lesson) return null;
  return {
    title: lesson.title,
    position: place.index + 1,
    total: section.lessons.length,
    section: section.title,
  };
}

/**
 * Announcements over the structure `current()` returns (it changes while a lesson crosses sections).
 * The title is the moved item's; the place is the one under it (where it lands, as the sortable
 * list shows it while moving).
 */
export function frenchAnnouncements(current: () => DraftSection[]): Announcements {
  const say = (activeId: string | number, overId: string | number, end: boolean) => {
    const sections = current();
    const moved = placeOf(sections, activeId);
    const place = placeOf(sections, overId);
    if (!moved || !place) return undefined;
    // Over a section while moving a lesson: it goes into that section.
    const isLessonInSection = moved.section !== undefined && place.section === undefined;
    const at = isLessonInSection
      ? { title: moved.title, position: 1, total: 1, section: place.title }
      : { ...place, title: moved.title };
    if (at.section)
      return t(end ? 'structureBuilder.dnd.endLesson' : 'structureBuilder.dnd.overLesson', {
        ...at,
        section: at.section,
      });
    return t(end ? 'structureBuilder.dnd.end' : 'structureBuilder.dnd.overSection', at);
  };
  return {
    onDragStart({ active }) {
      const place = placeOf(current(), active.id);
      return place ? t('structureBuilder.dnd.start', place) : undefined;
    },
    onDragOver({ active, over }) {
      if (!over) {
        const place = placeOf(current(), active.id);
        return place ? t('structureBuilder.dnd.outside', place) : undefined;
      }
      // Picked up, it is over its own place: the pick-up announcement says enough.
      return over.id === active.id ? undefined : say(active.id, over.id, false);
    },
    onDragEnd({ active, over }) {
      return over ? say(active.id, over.id, true) : undefined;
    },
    onDragCancel({ active }) {
      const place = placeOf(current(), active.id);
      return place ? t('structureBuilder.dnd.cancel', place) : undefined;
    },
  };
}
