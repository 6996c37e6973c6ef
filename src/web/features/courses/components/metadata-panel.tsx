import {
  SHORT_DESCRIPTION_MAX,
  type TEditorOptions,
  TITLE_MAX,
} from '#shared/courses/course-editor.contract.ts';
import { COURSE_LANGUAGES, COURSE_LEVELS } from '#shared/domain.ts';
import { t } from '#shared/messages/fr-courses-editor.ts';
import { FormTextareaField, FormTextField } from '#web/ui/form.tsx';
import { DescriptionField } from './description-field.tsx';
import { EditorPanel } from './editor-panel.tsx';
import { FormSelectField } from './form-controls.tsx';
import { TagsField } from './tags-field.tsx';
import { TextListField } from './text-list-field.tsx';
import { ThumbnailField } from './thumbnail-field.tsx';

export type MetadataPanelProps = {
  options: TEditorOptions;
  /** Admins choose who teaches; an instructor teaches what they write. */
  canAssignInstructor: boolean;
  instructorName: string | null;
  onThumbnailStateChange: (state: 'idle' | 'uploading' | 'failed' | 'done') => void;
  disabled: boolean;
};

/** Spec §2 panel 1: what the course is, for whom, by whom, with its picture and trailer. */
export function MetadataPanel({
  options,
  canAssignInstructor,
  instructorName,
  onThumbnailStateChange,
  disabled,
}: MetadataPanelProps) {
  return (
    <EditorPanel id="metadata" title={t('courses.panel.metadata')}>
      <FormTextField name="title" label={t('courses.field.title')} maxLength={TITLE_MAX} required />
      <FormTextareaField
        name="shortDescription"
        label={t('courses.field.shortDescription')}
        max={SHORT_DESCRIPTION_MAX}
        rows={2}
      />
      <DescriptionField disabled={disabled} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField
          name="categoryId"
          label={t('courses.field.category')}
          emptyLabel={t('courses.field.noCategory')}
          options={options.categories.map((category) => ({ value: category.id, label: category.name }))}
        />
        {canAssignInstructor ? (
          <FormSelectField
            name="instructorId"
            label={t('courses.field.instructor')}
            emptyLabel={t('courses.field.noInstructor')}
            options={options.instructors.map((instructor) => ({
              value: instructor.id,
              label: instructor.name,
            }))}
          />
        ) : (
          <div>
            <p className="text-sm font-medium">{t('courses.field.instructor')}</p>
            <p className="mt-1.5 flex h-11 items-center text-base">
              {instructorName ?? t('courses.field.noInstructor')}
            </p>
          </div>
        )}
        <FormSelectField
          name="language"
          label={t('courses.field.language')}
          options={COURSE_LANGUAGES.map((language) => ({
            value: language,
            label: t(`courses.field.language.${language}`),
          }))}
        />
        <FormSelectField
          name="level"
          label={t('courses.field.level')}
          options={COURSE_LEVELS.map((level) => ({ value: level, label: t(`courses.field.level.${level}`) }))}
        />
      </div>
      <TagsField tags={options.tags} />
      <TextListField
        name="objectives"
        label={t('courses.field.objectives')}
        placeholder={t('courses.field.newObjective')}
        emptyMessage={t('courses.objectiveEmpty')}
      />
      <TextListField
        name="prerequisites"
        label={t('courses.field.prerequisites')}
        placeholder={t('courses.field.newPrerequisite')}
        emptyMessage={t('courses.prerequisiteEmpty')}
      />
      <TextListField
        name="expectedResults"
        label={t('courses.field.expectedResults')}
        placeholder={t('courses.field.newExpectedResult')}
        emptyMessage={t('courses.expectedResultEmpty')}
      />
      <ThumbnailField onUploadStateChange={onThumbnailStateChange} />
      <FormTextField
        name="previewVideoUrl"
        type="url"
        inputMode="url"
        label={t('courses.field.previewVideo')}
        hint={t('courses.field.previewVideoHint')}
        placeholder="https://www.youtube.com/watch?v=…"
      />
    </EditorPanel>
  );
}
