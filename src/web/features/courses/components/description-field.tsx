import { lazy, Suspense, useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { t } from '#shared/messages/fr-courses-editor.ts';
import { FieldError } from './form-controls.tsx';

// The description in TipTap, downloaded only when the editor opens (a separate chunk).
const RichTextEditor = lazy(() =>
  import('./rich-text-editor.tsx').then((module) => ({ default: module.RichTextEditor })),
);

export function DescriptionField({ disabled }: { disabled?: boolean }) {
  const id = useId();
  const { control, clearErrors } = useFormContext();
  const { field, fieldState } = useController({ control, name: 'description' });
  const message = fieldState.error?.message;
  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-medium">
        {t('courses.field.description')}
      </p>
      <Suspense
        fallback={
          <div
            role="status"
            className="flex h-[300px] items-center justify-center rounded-md border border-input text-sm text-muted-foreground"
          >
            {t('courses.field.descriptionLoading')}
          </div>
        }
      >
        <RichTextEditor
          id={`${id}-editor`}
          value={field.value ?? ''}
          labelledBy={`${id}-label`}
          describedBy={message ? `${id}-error` : undefined}
          isInvalid={Boolean(message)}
          disabled={disabled}
          onChange={(html) => {
            field.onChange(html);
            if (fieldState.error) clearErrors('description');
          }}
        />
      </Suspense>
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
