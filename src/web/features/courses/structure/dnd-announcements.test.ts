import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { frenchAnnouncements, screenReaderInstructions } from './dnd-announcements.ts';
import { lessonDndId, sectionDndId } from './dnd-ids.ts';
import { type DraftSection, newLesson, newSection } from './structure-draft.ts';

const sections: DraftSection[] = [
  { ...newSection('session', 1), lessons: [newLesson('video', 'Accueil'), newLesson('quiz', 'Test')] },
  { ...newSection('session', 2), lessons: [] },
];
const item = (id: string) => ({ id }) as Active & Over;
const say = frenchAnnouncements(() => sections);

describe('French drag-and-drop announcements', () => {
  it('tells how to move with the keyboard', () => {
    expect(screenReaderInstructions.draggable).toContain('Espace');
  });

  it('names the item and its place', () => {
    const lesson = item(lessonDndId(sections[0]!.lessons[0]!.key));
    expect(say.onDragStart({ active: lesson })).toBe('« Accueil » saisi, position 1 sur 2.');
    expect(say.onDragOver({ active: lesson, over: item(lessonDndId(sections[0]!.lessons[1]!.key)) })).toBe(
      '« Accueil » est maintenant en position 2 sur 2 dans « Semaine 1 ».',
    );
    expect(say.onDragEnd({ active: lesson, over: item(sectionDndId(sections[1]!.key)) })).toBe(
      '« Accueil » déposé en position 1 sur 1 dans « Semaine 2 ».',
    );
    expect(say.onDragCancel({ active: lesson, over: null })).toBe(
      'Déplacement annulé : « Accueil » est revenu à sa place.',
    );
  });

  it('gives a section its place among the sections', () => {
    const week = item(sectionDndId(sections[0]!.key));
    expect(say.onDragEnd({ active: week, over: item(sectionDndId(sections[1]!.key)) })).toBe(
      '« Semaine 1 » déposé en position 2 sur 2.',
    );
  });
});
