import { useController, useFormContext } from 'react-hook-form';
import { COURSE_FORMATS } from '#shared/domain.ts';
import { t } from '#shared/messages/fr-courses-editor.ts';
import { cn } from '#web/lib/cn.ts';
import { EditorPanel } from './editor-panel.tsx';

const HINTS = {
  'auto-formation': 'courses.panel.formatHintAuto',
  session: 'courses.panel.formatHintSession',
} as const;

/** Spec §2 panel 1, first half: auto-formation or 'Session/Cohorte' (weeks instead of sections). */
export function FormatPanel() {
  const { control } = useFormContext();
  const { field } = useController({ control, name: 'format' });
  return (
    <EditorPanel id="format" title={t('courses.panel.format')}>
      <div role="radiogroup" aria-labelledby="format-title" className="grid gap-3 sm:grid-cols-2">
        {COURSE_FORMATS.map((format) => {
          const isChecked = field.value === format;
          return (
            <label
              key={format}
              className={cn(
                'flex cursor-pointer gap-3 rounded-md border p-3 has-focus-visible:outline-2 has-focus-visible:outline-ring',
                isChecked ? 'border-primary bg-primary-soft' : 'border-border',
              )}
            >
              <input
                type="radio"
                name="format"
                value={format}
                checked={isChecked}
                onChange={() => field.onChange(format)}
                className="mt-1 size-4 accent-primary"
              />
              <span>
                <span className="block font-medium">{t(`courses.format.${format}`)}</span>
                <span className="block text-sm text-muted-foreground">{t(HINTS[format])}</span>
              </span>
            </label>
          );
        })}
      </div>
    </EditorPanel>
  );
}
