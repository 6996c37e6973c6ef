import { type ReactElement, useState } from 'react';
import { type DefaultValues, useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { CURRENCIES } from '#shared/catalog/currency.ts';
import { t } from '#shared/messages/fr-platform-superadmin-web.ts';
import {
  PASSWORD_MIN_LENGTH_RANGE,
  SETTINGS_KINDS,
  type SettingsKind,
  type TAllSettings,
} from '#shared/platform/platform-settings.ts';
import { apiFieldErrors, errorMessage } from '#web/lib/api.ts';
import { formatLongDate } from '#web/lib/format.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { Form, FormTextareaField, FormTextField, setServerErrors, useAppForm } from '#web/ui/form.tsx';
import { Label } from '#web/ui/label.tsx';
import { LoadError } from '#web/ui/load-error.tsx';
import { Loading } from '#web/ui/loading.tsx';
import { FIELD_SELECT_CLASSES } from '#web/ui/select-classes.ts';
import { notify } from '#web/ui/toast.ts';
import { usePlatformSettings, useSavePlatformSettings } from '../api/platform-settings.ts';
import { FORM_SCHEMAS, type FormValuesOf, formValuesOf, type SavedOf } from './platform-settings-form.ts';

// /superadmin/settings (issue 18, decision 286): the four kinds of platform settings, one section
// each, saved on their own. Every field says in one line what it changes on the server.

type Field = {
  name: string;
  input: 'text' | 'email' | 'number' | 'textarea' | 'currency';
  /** Characters at most (text areas' counter). */
  max?: number;
  helpParams?: Record<string, number>;
};

const FIELDS: Record<SettingsKind, Field[]> = {
  platform: [
    { name: 'platformName', input: 'text' },
    { name: 'supportEmail', input: 'email' },
    { name: 'maintenanceMessage', input: 'textarea', max: 300 },
  ],
  billing: [
    { name: 'defaultInstructorShare', input: 'number' },
    { name: 'defaultCurrency', input: 'currency' },
  ],
  security: [
    {
      name: 'passwordMinLength',
      input: 'number',
      helpParams: { min: PASSWORD_MIN_LENGTH_RANGE[0], max: PASSWORD_MIN_LENGTH_RANGE[1] },
    },
    { name: 'signInMaxAttempts', input: 'number' },
    { name: 'signInPauseMinutes', input: 'number' },
    { name: 'sessionLifetimeHours', input: 'number' },
  ],
  email: [
    { name: 'senderName', input: 'text' },
    { name: 'senderAddress', input: 'email' },
    { name: 'footer', input: 'textarea', max: 500 },
  ],
};

type Key = Parameters<typeof t>[0];
const label = (name: string) => t(`superadmin.settings.${name}` as Key);
const help = (name: string, params?: Record<string, number>) =>
  t(`superadmin.settings.${name}Help` as Key, params);

export function PlatformSettingsPage(): ReactElement {
  usePageTitle(t('superadmin.settings.title'));
  const settings = usePlatformSettings();
  if (settings.isPending) return <Loading label={t('superadmin.settings.loading')} />;
  if (settings.isError)
    return (
      <LoadError
        error={settings.error}
        onRetry={() => void settings.refetch()}
        title={t('superadmin.settings.loadError')}
      />
    );
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold leading-tight">{t('superadmin.settings.title')}</h1>
        <p className="text-muted-foreground">{t('superadmin.settings.intro')}</p>
      </header>
      <nav aria-label={t('superadmin.settings.sections')} className="flex flex-wrap gap-2">
        {SETTINGS_KINDS.map((kind) => (
          <a
            key={kind}
            href={`#settings-${kind}`}
            className="rounded-full border border-border bg-surface px-3 py-1.5 text-sm font-medium hover:bg-muted"
          >
            {label(kind)}
          </a>
        ))}
      </nav>
      {SETTINGS_KINDS.map((kind) => (
        <SettingsSection key={kind} kind={kind} settings={settings.data} />
      ))}
    </div>
  );
}

function SettingsSection<K extends SettingsKind>({
  kind,
  settings,
}: {
  kind: K;
  settings: TAllSettings;
}): ReactElement {
  const save = useSavePlatformSettings(kind);
  const form = useAppForm<FormValuesOf<K>, SavedOf<K>>({
    schema: FORM_SCHEMAS[kind] as unknown as z.ZodType<SavedOf<K>, FormValuesOf<K>>,
    defaultValues: formValuesOf(kind, settings) as DefaultValues<FormValuesOf<K>>,
  });
  const [outcome, setOutcome] = useState<{ isSaved: true } | { isSaved: false; error: string } | null>(null);
  const title = label(kind);
  const headingId = `settings-${kind}-title`;
  const updatedAt = formatLongDate(settings[kind].updatedAt);

  const submit = (body: SavedOf<K>) => {
    setOutcome(null);
    save.mutate(body, {
      onSuccess: (section) => {
        form.reset(formValuesOf(kind, { ...settings, [kind]: section }) as DefaultValues<FormValuesOf<K>>);
        setOutcome({ isSaved: true });
        notify.success(
          t('superadmin.settings.saved'),
          t('superadmin.settings.savedDetail', { section: title }),
        );
      },
      onError: (error) => {
        setServerErrors(form, apiFieldErrors(error));
        setOutcome({ isSaved: false, error: errorMessage(error) });
        notify.error(t('superadmin.settings.saveError'), errorMessage(error));
      },
    });
  };

  return (
    <section
      id={`settings-${kind}`}
      aria-labelledby={headingId}
      className="scroll-mt-20 rounded-lg border border-border bg-surface p-4 shadow-sm sm:p-5"
    >
      <div className="mb-4">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">
          {updatedAt
            ? t('superadmin.settings.updatedAt', { date: updatedAt })
            : t('superadmin.settings.defaults')}
        </p>
      </div>
      <Form form={form} onSubmit={submit} onInvalid={() => setOutcome(null)} className="space-y-4">
        {FIELDS[kind].map((field) => (
          <SettingsField key={field.name} field={field} />
        ))}
        {outcome && !outcome.isSaved ? <Alert variant="destructive">{outcome.error}</Alert> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
            {save.isPending ? t('superadmin.settings.saving') : t('superadmin.settings.save')}
          </Button>
          {outcome?.isSaved ? (
            <p role="status" className="text-sm font-medium text-success">
              {t('superadmin.settings.saved')} : {t('superadmin.settings.savedDetail', { section: title })}
            </p>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

/** One field of a section's form (read from the form around it), with its one-line help. */
function SettingsField({ field }: { field: Field }): ReactElement {
  const { register } = useFormContext();
  const text = label(field.name);
  const hint = help(field.name, field.helpParams);
  if (field.input === 'textarea')
    return (
      <div>
        <FormTextareaField name={field.name} label={text} max={field.max ?? 500} rows={3} />
        <p className="mt-1 text-sm text-muted-foreground">{hint}</p>
      </div>
    );
  if (field.input === 'currency') {
    const id = `settings-${field.name}`;
    return (
      <div>
        <Label htmlFor={id}>{text}</Label>
        <select
          id={id}
          className={FIELD_SELECT_CLASSES}
          aria-describedby={`${id}-hint`}
          {...register(field.name)}
        >
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {t(`superadmin.settings.currency.${currency}`)}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
    );
  }
  return (
    <FormTextField
      name={field.name}
      label={text}
      hint={hint}
      {...(field.input === 'number'
        ? { type: 'text', inputMode: 'numeric' as const }
        : field.input === 'email'
          ? { type: 'email', inputMode: 'email' as const, autoComplete: 'off' }
          : { type: 'text' })}
    />
  );
}
