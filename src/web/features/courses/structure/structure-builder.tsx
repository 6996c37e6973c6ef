import { DndContext } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { CourseFormat, LessonType } from '#shared/domain.ts';
import { t } from '#shared/messages/fr-courses-structure.ts';
import type { UploadFieldState } from '#web/lib/upload-field-slot.ts';
import { Button } from '#web/ui/button.tsx';
import { type Confirmation, ConfirmDialog } from './confirm-dialog.tsx';
import { sectionDndId } from './dnd-ids.ts';
import { LessonCard } from './lesson-card.tsx';
import { SectionCard } from './section-card.tsx';
import {
  type DraftLesson,
  type DraftSection,
  hasContent,
  newLesson,
  newSection,
  nextSectionNumber,
  withLessonType,
} from './structure-draft.ts';
import { useStructureDnd } from './use-structure-dnd.ts';

// The course structure builder (spec/authoring-and-shell.md §3–§5): sections ('Semaine N' in the
// session format) and lessons of six types with their content, reordered by drag-and-drop (pointer
// after 5 px, or keyboard) also across sections. Controlled: the editor page holds the draft, saves
// it (structureToSave) and waits for the uploads this reports.

export type { DraftLesson, DraftSection } from './structure-draft.ts';
export { draftFromStructure, structureToSave } from './structure-draft.ts';

export type UploadsState = { pending: number; failed: number };

type Props = {
  format: CourseFormat;
  sections: DraftSection[];
  onChange: (next: DraftSection[]) => void;
  onUploadsChange?: (state: UploadsState) => void;
  disabled?: boolean;
};

/** §4 "First load": the first section and its first lesson unfolded. */
function initiallyExpanded(sections: DraftSection[]): Set<string> {
  const first = sections[0];
  return new Set([first?.key, first?.lessons[0]?.key].filter((key): key is string => key !== undefined));
}

export function StructureBuilder({ format, sections, onChange, onUploadsChange, disabled = false }: Props) {
  const [expanded, setExpanded] = useState(() => initiallyExpanded(sections));
  // Sections given later (loaded after the first render) or redrawn with new keys (a reload after a
  // save): none of them seen before, so the first ones unfold again, as on a first load.
  const seenSections = useRef(new Set(sections.map((section) => section.key)));
  if (sections.length > 0 && !sections.some((section) => seenSections.current.has(section.key)))
    setExpanded(initiallyExpanded(sections));
  for (const section of sections) seenSections.current.add(section.key);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  // The draft as last changed here, so changes made before the next render (an upload's answer,
  // a drag crossing sections) build on each other.
  const latest = useRef(sections);
  latest.current = sections;
  const change = (next: DraftSection[]) => {
    latest.current = next;
    onChange(next);
  };
  const expand = (key: string) => setExpanded((keys) => (keys.has(key) ? keys : new Set(keys).add(key)));
  const toggle = (key: string) =>
    setExpanded((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const dnd = useStructureDnd(sections, change, expand);

  const uploads = useUploadsReport(onUploadsChange);

  function updateLesson(lessonKey: string, update: (lesson: DraftLesson) => DraftLesson) {
    change(
      latest.current.map((section) =>
        section.lessons.some((lesson) => lesson.key === lessonKey)
          ? {
              ...section,
              lessons: section.lessons.map((lesson) => (lesson.key === lessonKey ? update(lesson) : lesson)),
            }
          : section,
      ),
    );
  }

  function addSection() {
    const section = newSection(format, nextSectionNumber(latest.current));
    change([...latest.current, section]);
    expand(section.key);
  }

  function addLesson(sectionKey: string) {
    const lesson = newLesson();
    change(
      latest.current.map((section) =>
        section.key === sectionKey ? { ...section, lessons: [...section.lessons, lesson] } : section,
      ),
    );
    expand(lesson.key);
  }

  function askDeleteSection(section: DraftSection) {
    setConfirmation({
      title: t('structureBuilder.confirmDeleteTitle'),
      text: t('structureBuilder.confirmDeleteSection'),
      confirmLabel: t('structureBuilder.confirmDelete'),
      onConfirm: () => {
        for (const lesson of section.lessons) uploads.forget(lesson.key);
        change(latest.current.filter((item) => item.key !== section.key));
      },
    });
  }

  function askDeleteLesson(lessonKey: string) {
    setConfirmation({
      title: t('structureBuilder.confirmDeleteTitle'),
      text: t('structureBuilder.confirmDeleteLesson'),
      confirmLabel: t('structureBuilder.confirmDelete'),
      onConfirm: () => {
        uploads.forget(lessonKey);
        change(
          latest.current.map((section) => ({
            ...section,
            lessons: section.lessons.filter((lesson) => lesson.key !== lessonKey),
          })),
        );
      },
    });
  }

  function changeType(lesson: DraftLesson, type: LessonType) {
    if (type === lesson.type) return;
    const apply = () => {
      uploads.forget(lesson.key);
      updateLesson(lesson.key, (current) => withLessonType(current, type));
    };
    if (!hasContent(lesson)) return apply();
    setConfirmation({
      title: t('structureBuilder.typeChangeTitle'),
      text: t('structureBuilder.typeChangeText', { type: t(`structureBuilder.type.${type}`) }),
      confirmLabel: t('structureBuilder.typeChangeConfirm'),
      onConfirm: apply,
    });
  }

  return (
    <section aria-labelledby="structure-builder-heading" className="space-y-4">
      <div>
        <h2 id="structure-builder-heading" className="text-lg font-semibold">
          {t('structureBuilder.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('structureBuilder.intro', { sections: t(`structureBuilder.sectionsWord.${format}`) })}
        </p>
      </div>
      <DndContext {...dnd.contextProps}>
        <SortableContext
          items={sections.map((section) => sectionDndId(section.key))}
          strategy={verticalListSortingStrategy}
        >
          <ol className="space-y-3">
            {sections.map((section) => (
              <SectionCard
                key={section.key}
                section={section}
                format={format}
                isExpanded={expanded.has(section.key)}
                disabled={disabled}
                onToggle={() => toggle(section.key)}
                onRename={(title) =>
                  change(latest.current.map((item) => (item.key === section.key ? { ...item, title } : item)))
                }
                onDelete={() => askDeleteSection(section)}
                onAddLesson={() => addLesson(section.key)}
              >
                {section.lessons.map((lesson) => (
                  <LessonCard
                    key={lesson.key}
                    lesson={lesson}
                    sectionKey={section.key}
                    isExpanded={expanded.has(lesson.key)}
                    disabled={disabled}
                    isDropDisabled={dnd.activeKind === 'section' || !expanded.has(section.key)}
                    onToggle={() => toggle(lesson.key)}
                    onChange={(update) => updateLesson(lesson.key, update)}
                    onTypeChange={(type) => changeType(lesson, type)}
                    onDelete={() => askDeleteLesson(lesson.key)}
                    onUploadState={(state) => uploads.report(lesson.key, state)}
                  />
                ))}
              </SectionCard>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <Button variant="outline" onClick={addSection} disabled={disabled} className="w-full sm:w-auto">
        <Plus aria-hidden="true" className="size-4" />
        {t(`structureBuilder.addSection.${format}`)}
      </Button>
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </section>
  );
}

/** The file fields' states by lesson, reported as counts whenever they change. */
function useUploadsReport(onUploadsChange: ((state: UploadsState) => void) | undefined) {
  const states = useRef(new Map<string, UploadFieldState>());
  const [counts, setCounts] = useState<UploadsState>({ pending: 0, failed: 0 });
  const reported = useRef(onUploadsChange);
  reported.current = onUploadsChange;
  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current && counts.pending === 0 && counts.failed === 0) {
      isFirst.current = false;
      return;
    }
    isFirst.current = false;
    reported.current?.(counts);
  }, [counts]);

  function recount() {
    let pending = 0;
    let failed = 0;
    for (const state of states.current.values()) {
      if (state === 'uploading') pending += 1;
      if (state === 'failed') failed += 1;
    }
    setCounts((current) =>
      current.pending === pending && current.failed === failed ? current : { pending, failed },
    );
  }
  return {
    report(lessonKey: string, state: UploadFieldState) {
      states.current.set(lessonKey, state);
      recount();
    },
    forget(lessonKey: string) {
      states.current.delete(lessonKey);
      recount();
    },
  };
}
