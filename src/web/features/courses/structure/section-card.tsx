import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronDown, ChevronRight, GripVertical, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { CourseFormat } from '#shared/domain.ts';
import { t } from '#shared/messages/fr-courses-structure.ts';
import { cn } from '#web/lib/cn.ts';
import { Button } from '#web/ui/button.tsx';
import { Input } from '#web/ui/input.tsx';
import { lessonDndId, sectionDndId } from './dnd-ids.ts';
import { ICON_BUTTON } from './lesson-card.tsx';
import type { DraftSection } from './structure-draft.ts';

// A section (a week in the session format): its handle, title and lessons; the lessons themselves
// are drawn by the builder (`children`), inside this section's sortable list.

type Props = {
  section: DraftSection;
  format: CourseFormat;
  isExpanded: boolean;
  disabled: boolean;
  onToggle: () => void;
  onRename: (title: string) => void;
  onDelete: () => void;
  onAddLesson: () => void;
  children: ReactNode;
};

export function SectionCard({ section, format, isExpanded, disabled, ...props }: Props) {
  const id = useId();
  const sortable = useSortable({
    id: sectionDndId(section.key),
    data: { kind: 'section' },
    attributes: { roleDescription: t('structureBuilder.dnd.roleDescription') },
    disabled: { draggable: disabled, droppable: false },
  });
  const title = section.title.trim() || t('structureBuilder.untitled');
  const panelId = `section-panel-${section.key}`;
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={cn(
        'rounded-xl border border-border bg-muted/40',
        sortable.isDragging && 'relative z-20 shadow-xl ring-2 ring-primary',
      )}
      data-section-key={section.key}
    >
      <div className="flex items-center gap-1 p-1 sm:p-2">
        <button
          type="button"
          className={cn(ICON_BUTTON, 'cursor-grab touch-none')}
          aria-label={t('structureBuilder.dragSection', { title })}
          disabled={disabled}
          {...sortable.attributes}
          {...sortable.listeners}
          ref={sortable.setActivatorNodeRef}
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-md px-1 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          aria-expanded={isExpanded}
          aria-controls={panelId}
          onClick={props.onToggle}
        >
          {isExpanded ? (
            <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
          )}
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold">{title}</span>
            <span className="block text-xs text-muted-foreground">
              {t('structureBuilder.lessonCount', { n: section.lessons.length })}
            </span>
          </span>
        </button>
        <button
          type="button"
          className={cn(ICON_BUTTON, 'hover:text-destructive')}
          aria-label={t(`structureBuilder.deleteSection.${format}`, { title })}
          disabled={disabled}
          onClick={props.onDelete}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div id={panelId} hidden={!isExpanded} className="space-y-3 px-2 pb-3 sm:px-4 sm:pb-4">
        <div>
          <label htmlFor={`${id}-title`} className="text-sm font-medium">
            {t(`structureBuilder.sectionTitle.${format}`)}
          </label>
          <Input
            id={`${id}-title`}
            className="mt-1.5"
            value={section.title}
            disabled={disabled}
            onChange={(event) => props.onRename(event.target.value)}
          />
        </div>
        <SortableContext
          items={section.lessons.map((lesson) => lessonDndId(lesson.key))}
          strategy={verticalListSortingStrategy}
        >
          <ol className="space-y-2" aria-label={title}>
            {props.children}
          </ol>
        </SortableContext>
        {section.lessons.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border px-3 py-4 text-center text-sm text-muted-foreground">
            {t('structureBuilder.emptySection')}
          </p>
        ) : null}
        <Button variant="outline" size="sm" onClick={props.onAddLesson} disabled={disabled}>
          <Plus aria-hidden="true" className="size-4" />
          {t('structureBuilder.addLesson')}
        </Button>
      </div>
    </li>
  );
}
