import { useController, useFormContext } from 'react-hook-form';
import type { TEditorOptions } from '#shared/courses/course-editor.contract.ts';
import { t } from '#shared/messages/fr-courses-editor.ts';
import { cn } from '#web/lib/cn.ts';

/** The organisation's tags as toggles (a course carries at most 20, the contract says). */
export function TagsField({ tags }: { tags: TEditorOptions['tags'] }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name: 'tagIds' });
  const chosen: string[] = field.value ?? [];
  return (
    <fieldset>
      <legend className="text-sm font-medium">{t('courses.field.tags')}</legend>
      {tags.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">{t('courses.field.noTags')}</p>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          {tags.map((tag) => {
            const isOn = chosen.includes(tag.id);
            return (
              <label
                key={tag.id}
                className={cn(
                  'cursor-pointer rounded-full border px-3 py-1 text-sm has-focus-visible:outline-2 has-focus-visible:outline-ring',
                  isOn ? 'border-primary bg-primary-soft text-primary-strong' : 'border-border',
                )}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={isOn}
                  onChange={() =>
                    field.onChange(isOn ? chosen.filter((id) => id !== tag.id) : [...chosen, tag.id])
                  }
                />
                {tag.name}
              </label>
            );
          })}
        </div>
      )}
      {fieldState.error?.message ? (
        <p className="mt-1 text-sm text-destructive">{fieldState.error.message}</p>
      ) : null}
    </fieldset>
  );
}
