import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { t } from '#shared/messages/fr-courses-editor.ts';
import { Button } from '#web/ui/button.tsx';
import { Input } from '#web/ui/input.tsx';
import { Label } from '#web/ui/label.tsx';

type ItemErrors = Record<number, { message?: string } | undefined> & { message?: string };

/**
 * A list of short texts (objectives, prerequisites, expected results) bound to a string[] field. An
 * empty item is refused where it is typed, with the spec's message (`emptyMessage`); the contract
 * refuses it again on save.
 */
export function TextListField({
  name,
  label,
  placeholder,
  emptyMessage,
}: {
  name: 'objectives' | 'prerequisites' | 'expectedResults';
  label: string;
  placeholder: string;
  emptyMessage: string;
}) {
  const id = useId();
  const { control, clearErrors } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  const items: string[] = field.value ?? [];
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const errors = fieldState.error as ItemErrors | undefined;

  const update = (next: string[]) => {
    field.onChange(next);
    if (fieldState.error) clearErrors(name);
  };
  const add = () => {
    if (draft.trim() === '') {
      setDraftError(emptyMessage);
      return;
    }
    update([...items, draft.trim()]);
    setDraft('');
    setDraftError(null);
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{label}</legend>
      {items.length > 0 ? (
        <ul className="space-y-2">
          {items.map((item, index) => {
            const message = errors?.[index]?.message;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the items are plain texts that may repeat; their place is their identity.
              <li key={index}>
                <div className="flex items-center gap-2">
                  <Input
                    aria-label={`${label} ${index + 1}`}
                    value={item}
                    aria-invalid={message ? true : undefined}
                    onChange={(event) =>
                      update(items.map((current, at) => (at === index ? event.target.value : current)))
                    }
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('courses.field.removeItem', { item: item || String(index + 1) })}
                    onClick={() => update(items.filter((_, at) => at !== index))}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </Button>
                </div>
                {message ? <p className="mt-1 text-sm text-destructive">{message}</p> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <Label htmlFor={id} className="sr-only">
            {placeholder}
          </Label>
          <Input
            id={id}
            value={draft}
            placeholder={placeholder}
            aria-invalid={draftError ? true : undefined}
            aria-describedby={draftError ? `${id}-error` : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              setDraftError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          {draftError ? (
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-destructive">
              {draftError}
            </p>
          ) : null}
        </div>
        <Button variant="outline" onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
          {t('courses.field.addItem')}
        </Button>
      </div>
      {errors?.message ? <p className="text-sm text-destructive">{errors.message}</p> : null}
    </fieldset>
  );
}
