import type {
  TCourseEditor,
  TLessonInput,
  TSectionInput,
  TStructureSave,
} from '#shared/courses/course-editor.contract.ts';
import type { CourseFormat, LessonType } from '#shared/domain.ts';

// The structure as the builder holds it (spec/authoring-and-shell.md §3–§5): sections ('Section N',
// 'Semaine N' in the session format) holding lessons, each with a stable client key for React and
// drag-and-drop. Pure: the builder edits it, the editor saves it with structureToSave.

export type DraftLesson = TLessonInput & { key: string };
export type DraftSection = Omit<TSectionInput, 'lessons'> & { key: string; lessons: DraftLesson[] };

export const NEW_LESSON_TITLE = 'Nouvelle leçon';

let counter = 0;
/** A key unique in this page (never sent to the server). */
export function newKey(prefix: 's' | 'l'): string {
  counter += 1;
  return `${prefix}${counter.toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** 'Section N' or, in the session format, 'Semaine N'. */
export function sectionTitle(format: CourseFormat, number: number): string {
  return `${format === 'session' ? 'Semaine' : 'Section'} ${number}`;
}

/** The empty content of each type (§4: a type change resets the content to it). */
export function emptyContent(type: LessonType): DraftLesson['content'] {
  switch (type) {
    case 'article':
      return { text: '' };
    default:
      return {};
  }
}

export function newLesson(type: LessonType = 'video', title = NEW_LESSON_TITLE): DraftLesson {
  return {
    key: newKey('l'),
    title,
    type,
    content: emptyContent(type),
    position: 0,
    isPreview: false,
  } as DraftLesson;
}

export function newSection(format: CourseFormat, number: number): DraftSection {
  return { key: newKey('s'), title: sectionTitle(format, number), position: 0, lessons: [] };
}

/** The next section's title: one past the highest 'Section N' / 'Semaine N' already there. */
export function nextSectionNumber(sections: Pick<DraftSection, 'title'>[]): number {
  let highest = sections.length;
  for (const section of sections) {
    const match = /^(?:section|semaine)\s+(\d{1,4})$/i.exec(section.title.trim());
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return highest + 1;
}

/** The course's stored structure as a draft, ordered; 'Section 1' / 'Semaine 1' when it has none (§4 "First load"). */
export function draftFromStructure(
  sections: TCourseEditor['sections'],
  format: CourseFormat,
): DraftSection[] {
  if (sections.length === 0) return [newSection(format, 1)];
  return [...sections]
    .sort((a, b) => a.position - b.position)
    .map((section, sectionIndex) => ({
      key: newKey('s'),
      id: section.id,
      title: section.title,
      position: sectionIndex,
      lessons: [...section.lessons]
        .sort((a, b) => a.position - b.position)
        .map(
          (lesson, lessonIndex) =>
            ({
              key: newKey('l'),
              id: lesson.id,
              title: lesson.title,
              type: lesson.type,
              content: lesson.content,
              position: lessonIndex,
              isPreview: lesson.isPreview,
            }) as DraftLesson,
        ),
    }));
}

/** What PUT …/structure takes: the draft in its order, positions renumbered 0..n, keys dropped. */
export function structureToSave(draft: DraftSection[]): TStructureSave['sections'] {
  return draft.map((section, sectionIndex) => ({
    ...(section.id ? { id: section.id } : {}),
    title: section.title.trim(),
    position: sectionIndex,
    lessons: section.lessons.map(({ key: _key, ...lesson }, lessonIndex) => ({
      ...lesson,
      title: lesson.title.trim(),
      position: lessonIndex,
    })) as TLessonInput[],
  }));
}

/** A lesson of another type: its content discarded for the new type's empty shape (§4). */
export function withLessonType(lesson: DraftLesson, type: LessonType): DraftLesson {
  return { ...lesson, type, content: emptyContent(type) } as DraftLesson;
}

/** Whether a lesson holds content a type change would discard (to ask first). */
export function hasContent(lesson: DraftLesson): boolean {
  return Object.values(lesson.content).some((value) => value !== undefined && value !== '' && value !== null);
}

/** The name without its extension: a document lesson's title when it has none (§5). */
export function nameWithoutExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).trim();
}
