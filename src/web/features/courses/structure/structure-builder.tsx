import type { ReactElement } from 'react';
import type {
  TCourseEditor,
  TLessonInput,
  TSectionInput,
  TStructureSave,
} from '#shared/courses/course-editor.contract.ts';
import type { CourseFormat } from '#shared/domain.ts';

// TEMPORARY stand-in for the structure builder another helper writes (issue 14): the same exports,
// a plain list of titles, so the editor compiles and runs. Replaced at merge.

export type DraftLesson = TLessonInput & { key: string };
export type DraftSection = Omit<TSectionInput, 'lessons'> & { key: string; lessons: DraftLesson[] };
export type UploadsState = { pending: number; failed: number };

let keys = 0;
const newKey = () => `k${++keys}`;

export function draftFromStructure(
  sections: TCourseEditor['sections'],
  format: CourseFormat,
): DraftSection[] {
  if (sections.length === 0)
    return [
      { key: newKey(), title: format === 'session' ? 'Semaine 1' : 'Section 1', position: 0, lessons: [] },
    ];
  return sections.map((section) => ({
    key: newKey(),
    id: section.id,
    title: section.title,
    position: section.position,
    lessons: section.lessons.map(
      (lesson) =>
        ({
          key: newKey(),
          id: lesson.id,
          title: lesson.title,
          type: lesson.type,
          content: lesson.content,
          position: lesson.position,
          isPreview: lesson.isPreview,
        }) as DraftLesson,
    ),
  }));
}

export function structureToSave(draft: DraftSection[]): TStructureSave['sections'] {
  return draft.map(({ key: _key, lessons, ...section }, position) => ({
    ...section,
    position,
    lessons: lessons.map(({ key: _lessonKey, ...lesson }, lessonPosition) => ({
      ...lesson,
      position: lessonPosition,
    })),
  }));
}

export function StructureBuilder(props: {
  format: CourseFormat;
  sections: DraftSection[];
  onChange: (next: DraftSection[]) => void;
  onUploadsChange?: (state: UploadsState) => void;
  disabled?: boolean;
}): ReactElement {
  const addArticle = (sectionKey: string) =>
    props.onChange(
      props.sections.map((section) =>
        section.key === sectionKey
          ? {
              ...section,
              lessons: [
                ...section.lessons,
                {
                  key: newKey(),
                  title: `Leçon ${section.lessons.length + 1}`,
                  type: 'article',
                  content: { text: '<p>Texte de la leçon.</p>' },
                  position: section.lessons.length,
                  isPreview: false,
                },
              ],
            }
          : section,
      ),
    );
  return (
    <ol className="space-y-3" data-testid="structure-stand-in">
      {props.sections.map((section) => (
        <li key={section.key} className="rounded-md border border-border p-3">
          <p className="font-medium">{section.title}</p>
          <ul className="ml-4 list-disc text-sm">
            {section.lessons.map((lesson) => (
              <li key={lesson.key}>{lesson.title}</li>
            ))}
          </ul>
          <button
            type="button"
            className="mt-2 text-sm text-primary underline"
            disabled={props.disabled}
            onClick={() => addArticle(section.key)}
          >
            Ajouter une leçon
          </button>
        </li>
      ))}
    </ol>
  );
}
