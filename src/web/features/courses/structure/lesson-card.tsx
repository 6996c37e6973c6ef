import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  ChevronDown,
  ChevronRight,
  ClipboardCheck,
  FileText,
  GripVertical,
  Headphones,
  ListChecks,
  Newspaper,
  PlayCircle,
  Trash2,
} from 'lucide-react';
import { useState } from 'react';
import type { LessonType } from '#shared/domain.ts';
import { t } from '#shared/messages/fr-courses-structure.ts';
import { cn } from '#web/lib/cn.ts';
import type { UploadFieldState } from '#web/lib/upload-field-slot.ts';
import { lessonDndId } from './dnd-ids.ts';
import { LessonEditor } from './lesson-editor.tsx';
import { lessonDurationMinutes } from './lesson-summary.ts';
import { type DraftLesson, hasContent } from './structure-draft.ts';

const TYPE_ICONS = {
  video: PlayCircle,
  article: Newspaper,
  document: FileText,
  audio: Headphones,
  quiz: ListChecks,
  exercise: ClipboardCheck,
} as const;

export const ICON_BUTTON =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50';

type Props = {
  lesson: DraftLesson;
  sectionKey: string;
  isExpanded: boolean;
  disabled: boolean;
  /** While a section is dragged, lessons are not drop targets. */
  isDropDisabled: boolean;
  onToggle: () => void;
  onChange: (change: (lesson: DraftLesson) => DraftLesson) => void;
  onTypeChange: (type: LessonType) => void;
  onDelete: () => void;
  onUploadState: (state: UploadFieldState) => void;
};

export function LessonCard(props: Props) {
  const { lesson, isExpanded, disabled } = props;
  const sortable = useSortable({
    id: lessonDndId(lesson.key),
    data: { kind: 'lesson', sectionKey: props.sectionKey },
    attributes: { roleDescription: t('structureBuilder.dnd.roleDescription') },
    disabled: { draggable: disabled, droppable: props.isDropDisabled },
  });
  const Icon = TYPE_ICONS[lesson.type];
  const title = lesson.title.trim() || t('structureBuilder.untitled');
  const minutes = hasContent(lesson) ? lessonDurationMinutes(lesson) : 0;
  const panelId = `lesson-panel-${lesson.key}`;
  // Once opened, the editor stays mounted (hidden when folded): an upload in it goes on.
  const [wasOpened, setWasOpened] = useState(isExpanded);
  if (isExpanded && !wasOpened) setWasOpened(true);

  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={cn(
        'rounded-lg border border-border bg-surface',
        sortable.isDragging && 'relative z-10 shadow-lg ring-2 ring-primary',
      )}
      data-lesson-key={lesson.key}
    >
      <div className="flex items-center gap-1 p-1">
        <button
          type="button"
          className={cn(ICON_BUTTON, 'cursor-grab touch-none')}
          aria-label={t('structureBuilder.dragLesson', { title })}
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
          <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium">{title}</span>
            <span className="block text-xs text-muted-foreground">
              {t(`structureBuilder.type.${lesson.type}`)}
              {minutes > 0 ? ` · ${minutes} min` : ''}
              {lesson.isPreview ? ` · ${t('structureBuilder.preview')}` : ''}
            </span>
          </span>
        </button>
        <button
          type="button"
          className={cn(ICON_BUTTON, 'hover:text-destructive')}
          aria-label={t('structureBuilder.deleteLesson', { title })}
          disabled={disabled}
          onClick={props.onDelete}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div id={panelId} hidden={!isExpanded} className="border-t border-border p-3 sm:p-4">
        {wasOpened ? (
          <LessonEditor
            lesson={lesson}
            disabled={disabled}
            onChange={props.onChange}
            onTypeChange={props.onTypeChange}
            onUploadState={props.onUploadState}
          />
        ) : null}
      </div>
    </li>
  );
}
