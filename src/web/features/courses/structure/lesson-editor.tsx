import { useId } from 'react';
import { articleMinutes } from '#shared/courses/duration.ts';
import { isPlaceholderTitle } from '#shared/courses/video-title.ts';
import { LESSON_TYPES, type LessonType } from '#shared/domain.ts';
import { t } from '#shared/messages/fr-courses-structure.ts';
import type { UploadFieldState } from '#web/lib/upload-field-slot.ts';
import { Input } from '#web/ui/input.tsx';
import { Switch } from '#web/ui/switch.tsx';
import { Textarea } from '#web/ui/textarea.tsx';
import { FileContentEditor, fileContentFrom } from './file-content.tsx';
import { ExerciseContentEditor, QuizContentEditor } from './picker-content.tsx';
import { type DraftLesson, nameWithoutExtension } from './structure-draft.ts';
import { VideoContentEditor } from './video-content.tsx';

// One lesson opened in the builder: title, type, free preview, and the content of its type (§3).

type Props = {
  lesson: DraftLesson;
  disabled: boolean;
  /** A change of the lesson as it stands when applied (uploads and lookups answer later). */
  onChange: (change: (lesson: DraftLesson) => DraftLesson) => void;
  /** Asks before discarding the content (the builder's confirmation, §4). */
  onTypeChange: (type: LessonType) => void;
  onUploadState: (state: UploadFieldState) => void;
};

const FIELD = 'text-sm font-medium';

export function LessonEditor({ lesson, disabled, onChange, onTypeChange, onUploadState }: Props) {
  const id = useId();
  const content = lesson.content as Record<string, unknown>;
  const update = (patch: Partial<DraftLesson>) =>
    onChange((current) => ({ ...current, ...patch }) as DraftLesson);
  const updateContent = (patch: Record<string, unknown>) =>
    onChange((current) => ({ ...current, content: { ...current.content, ...patch } }) as DraftLesson);
  const isTitleFromItem = lesson.type === 'quiz';

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <div className="min-w-0">
          <label htmlFor={`${id}-title`} className={FIELD}>
            {t('structureBuilder.lessonTitle')}
          </label>
          <Input
            id={`${id}-title`}
            className="mt-1.5"
            value={lesson.title}
            readOnly={isTitleFromItem}
            disabled={disabled}
            aria-describedby={isTitleFromItem ? `${id}-title-hint` : undefined}
            onChange={(event) => update({ title: event.target.value })}
          />
          {isTitleFromItem ? (
            <p id={`${id}-title-hint`} className="mt-1 text-sm text-muted-foreground">
              {t('structureBuilder.quizTitleHint')}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-type`} className={FIELD}>
            {t('structureBuilder.lessonType')}
          </label>
          <select
            id={`${id}-type`}
            value={lesson.type}
            disabled={disabled}
            onChange={(event) => onTypeChange(event.target.value as LessonType)}
            className="mt-1.5 h-11 w-full rounded-md border border-input bg-surface px-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-60"
          >
            {LESSON_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`structureBuilder.type.${type}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="flex items-start gap-3">
        <Switch
          id={`${id}-preview`}
          checked={lesson.isPreview}
          disabled={disabled}
          aria-describedby={`${id}-preview-hint`}
          onCheckedChange={(checked) => update({ isPreview: checked })}
        />
        <div>
          <label htmlFor={`${id}-preview`} className={FIELD}>
            {t('structureBuilder.preview')}
          </label>
          <p id={`${id}-preview-hint`} className="text-sm text-muted-foreground">
            {t('structureBuilder.previewHint')}
          </p>
        </div>
      </div>

      {lesson.type === 'video' ? (
        <VideoContentEditor
          title={lesson.title}
          content={lesson.content}
          disabled={disabled}
          onChange={(next) =>
            onChange(
              (current) =>
                ({
                  ...current,
                  content: next.content,
                  // The looked-up title applies to the title as it is when the answer comes (§5).
                  ...(next.title === undefined ? {} : { title: next.title(current.title) }),
                }) as DraftLesson,
            )
          }
        />
      ) : null}
      {lesson.type === 'article' ? (
        <div>
          <label htmlFor={`${id}-text`} className={FIELD}>
            {t('structureBuilder.articleText')}
          </label>
          <Textarea
            id={`${id}-text`}
            className="mt-1.5 min-h-40"
            value={lesson.content.text ?? ''}
            disabled={disabled}
            aria-describedby={`${id}-text-minutes`}
            onChange={(event) => update({ content: { text: event.target.value } })}
          />
          <p id={`${id}-text-minutes`} className="mt-1 text-sm text-muted-foreground">
            {t('structureBuilder.articleMinutes', { n: articleMinutes(lesson.content.text ?? '') })}
          </p>
        </div>
      ) : null}
      {lesson.type === 'document' || lesson.type === 'audio' ? (
        <FileContentEditor
          kind={lesson.type}
          content={lesson.content}
          disabled={disabled}
          onStateChange={onUploadState}
          onCleared={() => update({ content: {} })}
          onUploaded={(result) =>
            update({
              content: fileContentFrom(lesson.type as 'document' | 'audio', result),
              // §5: a document takes its file's name when it has no title of its own.
              ...(lesson.type === 'document' && isPlaceholderTitle(lesson.title)
                ? { title: nameWithoutExtension(result.originalName) }
                : {}),
            })
          }
          onAudioSeconds={(seconds) => updateContent({ duration: seconds })}
        />
      ) : null}
      {lesson.type === 'quiz' ? (
        <QuizContentEditor
          quizId={typeof content.quiz_id === 'string' ? content.quiz_id : undefined}
          disabled={disabled}
          onPicked={(quiz) =>
            update({ title: quiz.title, content: { quiz_id: quiz.id, duration: quiz.duration } })
          }
        />
      ) : null}
      {lesson.type === 'exercise' ? (
        <ExerciseContentEditor
          exerciseId={typeof content.exercise_id === 'string' ? content.exercise_id : undefined}
          estimatedMinutes={
            typeof content.estimated_duration === 'number' ? content.estimated_duration : undefined
          }
          disabled={disabled}
          onPicked={(exercise) =>
            update({
              title: exercise.title,
              content: { exercise_id: exercise.id, estimated_duration: exercise.estimated_duration },
            })
          }
          onMinutes={(minutes) => updateContent({ estimated_duration: minutes })}
        />
      ) : null}
    </div>
  );
}
