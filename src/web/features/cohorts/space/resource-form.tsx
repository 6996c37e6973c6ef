import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ZResourceFields, ZResourceLink } from '#shared/cohorts/space.ts';
import {
  MAX_RESOURCE_FILE_BYTES,
  MAX_RESOURCE_FILE_MB,
  RESOURCE_CATEGORIES,
  type TResourceCategory,
} from '#shared/cohorts/space-values.ts';
import { t } from '#shared/messages/fr-cohorts-space-web.ts';
import { apiFieldErrors, errorMessage } from '#web/lib/api.ts';
import { cn } from '#web/lib/cn.ts';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { Form, FormTextField, setServerErrors, useAppForm } from '#web/ui/form.tsx';
import { Label } from '#web/ui/label.tsx';
import { FIELD_SELECT_CLASSES } from '#web/ui/select-classes.ts';
import { notify } from '#web/ui/toast.ts';
import { useAddCohortResource } from './api/add-cohort-resource.ts';

type Values = { title: string; description: string; category: TResourceCategory; url: string };

/** The staff's 'Ajouter une ressource': a link, or a file of at most 20 MB. Checked by the shared contract. */
export function ResourceForm({ cohortId }: { cohortId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [kind, setKind] = useState<'link' | 'file'>('link');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const add = useAddCohortResource(cohortId);
  const form = useAppForm<Values>({
    defaultValues: { title: '', description: '', category: 'general', url: '' },
  });

  if (!isOpen) {
    return (
      <button type="button" onClick={() => setIsOpen(true)} className={buttonClasses('default', 'sm')}>
        <Plus aria-hidden="true" className="size-4" />
        {t('cohortSpace.resources.add')}
      </button>
    );
  }

  const onSubmit = (values: Values) => {
    const fields = ZResourceFields.safeParse(values);
    if (!fields.success) {
      setServerErrors(form, {
        title: fields.error.issues[0]?.message ?? t('cohortSpace.resources.titleRequired'),
      });
      return;
    }
    if (kind === 'link') {
      const link = ZResourceLink.safeParse(values);
      if (!link.success) {
        form.setError('url', { type: 'client', message: t('cohortSpace.resources.urlInvalid') });
        return;
      }
      return submit({ kind: 'link', ...link.data });
    }
    if (!file) return setFileError(t('cohortSpace.resources.fileRequired'));
    if (file.size > MAX_RESOURCE_FILE_BYTES) {
      return setFileError(t('cohortSpace.resources.fileTooLarge', { max: MAX_RESOURCE_FILE_MB }));
    }
    return submit({ kind: 'file', ...fields.data, file });
  };
  const submit = (resource: Parameters<typeof add.mutate>[0]) =>
    add.mutate(resource, {
      onSuccess: () => {
        notify.success(t('cohortSpace.resources.added'));
        form.reset();
        setFile(null);
        setIsOpen(false);
      },
      onError: (error) => {
        if (!setServerErrors(form, apiFieldErrors(error))) {
          notify.error(t('cohortSpace.resources.addFailed'), errorMessage(error));
        }
      },
    });

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      className="space-y-3 rounded-lg border border-border bg-surface p-4 shadow-sm"
    >
      <fieldset className="flex gap-2">
        <legend className="sr-only">{t('cohortSpace.resources.add')}</legend>
        {(['link', 'file'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={kind === value}
            onClick={() => setKind(value)}
            className={cn(buttonClasses(kind === value ? 'default' : 'outline', 'sm'))}
          >
            {t(value === 'link' ? 'cohortSpace.resources.kindLink' : 'cohortSpace.resources.kindFile')}
          </button>
        ))}
      </fieldset>
      <FormTextField name="title" label={t('cohortSpace.resources.title')} maxLength={200} />
      <FormTextField name="description" label={t('cohortSpace.resources.description')} maxLength={1000} />
      <div>
        <Label htmlFor="resource-category">{t('cohortSpace.resources.filter')}</Label>
        <select id="resource-category" {...form.register('category')} className={FIELD_SELECT_CLASSES}>
          {RESOURCE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`cohortSpace.resources.category.${category}`)}
            </option>
          ))}
        </select>
      </div>
      {kind === 'link' ? (
        <FormTextField name="url" type="url" inputMode="url" label={t('cohortSpace.resources.url')} />
      ) : (
        <div>
          <Label htmlFor="resource-file">{t('cohortSpace.resources.file')}</Label>
          <input
            id="resource-file"
            type="file"
            accept=".pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.csv,.png,.jpg,.jpeg"
            aria-describedby="resource-file-hint"
            aria-invalid={fileError ? true : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setFileError(null);
            }}
            className="mt-1.5 block w-full text-sm"
          />
          <p
            id="resource-file-hint"
            className={cn('mt-1 text-xs', fileError ? 'text-destructive' : 'text-muted-foreground')}
          >
            {fileError ?? t('cohortSpace.resources.fileHint', { max: MAX_RESOURCE_FILE_MB })}
          </p>
        </div>
      )}
      <button type="submit" disabled={add.isPending} className={buttonClasses('default', 'sm')}>
        {add.isPending ? t('cohortSpace.resources.saving') : t('cohortSpace.resources.save')}
      </button>
    </Form>
  );
}
