import { X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { t } from '#shared/messages/fr-cohorts-admin-web.ts';
import { errorMessage } from '#web/lib/api.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { CharacterCounter } from '#web/ui/character-counter.tsx';
import { Dialog, DialogContent } from '#web/ui/dialog.tsx';
import { Input } from '#web/ui/input.tsx';
import { Label } from '#web/ui/label.tsx';
import { TextField } from '#web/ui/text-field.tsx';
import { Textarea } from '#web/ui/textarea.tsx';
import { createCourseDraft } from './api/admin-cohorts.ts';

// The course draft of spec/cohorts.md §3/§5: a course created from the cohort form, through the
// course editor's own POST /api/courses (a draft, completed later in the editor).

export const SHORT_DESCRIPTION_MAX = 160;

type ListKey = 'objectives' | 'prerequisites' | 'expectedResults';

const LISTS: { key: ListKey; label: Parameters<typeof t>[0]; empty: Parameters<typeof t>[0] }[] = [
  { key: 'objectives', label: 'cohortsAdmin.draft.objectives', empty: 'cohortsAdmin.draft.objectiveEmpty' },
  {
    key: 'prerequisites',
    label: 'cohortsAdmin.draft.requirements',
    empty: 'cohortsAdmin.draft.requirementEmpty',
  },
  { key: 'expectedResults', label: 'cohortsAdmin.draft.results', empty: 'cohortsAdmin.draft.resultEmpty' },
];

function ListField({
  label,
  emptyMessage,
  items,
  onChange,
}: {
  label: string;
  emptyMessage: string;
  items: string[];
  onChange: (items: string[]) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    if (!draft.trim()) {
      setError(emptyMessage);
      return;
    }
    // The same item twice says nothing more: kept once (items are their own keys).
    if (!items.includes(draft.trim())) onChange([...items, draft.trim()]);
    setDraft('');
    setError(null);
  };
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-1.5 flex gap-2">
        <Input
          id={id}
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add}>
          {t('cohortsAdmin.draft.add')}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="mt-2 space-y-1">
          {items.map((item, index) => (
            <li
              key={item}
              className="flex items-center justify-between gap-2 rounded-md bg-muted px-3 py-1.5 text-sm"
            >
              <span className="min-w-0 break-words">{item}</span>
              <button
                type="button"
                className="shrink-0 rounded p-1 hover:bg-surface"
                aria-label={t('cohortsAdmin.draft.remove', { item })}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const EMPTY = {
  title: '',
  shortDescription: '',
  description: '',
  objectives: [],
  prerequisites: [],
  expectedResults: [],
};

export function CourseDraftDialog({
  isOpen,
  onOpenChange,
  onCreated,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onCreated: (course: { id: string; title: string }) => void;
}) {
  const [values, setValues] = useState<{
    title: string;
    shortDescription: string;
    description: string;
    objectives: string[];
    prerequisites: string[];
    expectedResults: string[];
  }>(EMPTY);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const counterId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!values.title.trim()) {
      setTitleError(t('cohortsAdmin.draft.nameRequired'));
      return;
    }
    setIsSaving(true);
    setFailure(null);
    try {
      const course = await createCourseDraft({
        title: values.title.trim(),
        shortDescription: values.shortDescription.trim() || null,
        description: values.description.trim(),
        objectives: values.objectives,
        prerequisites: values.prerequisites,
        expectedResults: values.expectedResults,
      });
      setValues(EMPTY);
      onCreated(course);
      onOpenChange(false);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent title={t('cohortsAdmin.draft.title')} description={t('cohortsAdmin.draft.intro')}>
        <form noValidate onSubmit={submit} className="space-y-4">
          {failure ? <Alert variant="destructive">{failure}</Alert> : null}
          <TextField
            label={t('cohortsAdmin.draft.name')}
            value={values.title}
            error={titleError ?? undefined}
            onChange={(event) => {
              setValues({ ...values, title: event.target.value });
              setTitleError(null);
            }}
          />
          <div>
            <Label htmlFor={`${counterId}-short`}>{t('cohortsAdmin.draft.short')}</Label>
            <Textarea
              id={`${counterId}-short`}
              className="mt-1.5"
              rows={2}
              maxLength={SHORT_DESCRIPTION_MAX}
              aria-describedby={counterId}
              value={values.shortDescription}
              onChange={(event) => setValues({ ...values, shortDescription: event.target.value })}
            />
            <CharacterCounter
              id={counterId}
              current={values.shortDescription.length}
              max={SHORT_DESCRIPTION_MAX}
            />
          </div>
          <div>
            <Label htmlFor={`${counterId}-description`}>{t('cohortsAdmin.draft.description')}</Label>
            <Textarea
              id={`${counterId}-description`}
              className="mt-1.5"
              rows={3}
              value={values.description}
              onChange={(event) => setValues({ ...values, description: event.target.value })}
            />
          </div>
          {LISTS.map((list) => (
            <ListField
              key={list.key}
              label={t(list.label)}
              emptyMessage={t(list.empty)}
              items={values[list.key]}
              onChange={(items) => setValues({ ...values, [list.key]: items })}
            />
          ))}
          <div className="flex justify-end">
            <Button type="submit" isLoading={isSaving}>
              {t('cohortsAdmin.draft.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
