import { type ReactElement, useRef } from 'react';
import { CURRENCIES } from '#shared/catalog/currency.ts';
import { t } from '#shared/messages/fr-platform-settings-web.ts';
import type {
  OrganizationAsset,
  TOrganizationSettings,
  TUpdateOrganizationSettings,
} from '#shared/platform/organization-settings.contract.ts';
import { apiFieldErrors, errorMessage } from '#web/lib/api.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { Button } from '#web/ui/button.tsx';
import { Form, FormTextField, setServerErrors, useAppForm } from '#web/ui/form.tsx';
import { Label } from '#web/ui/label.tsx';
import { LoadError } from '#web/ui/load-error.tsx';
import { Loading } from '#web/ui/loading.tsx';
import { FIELD_SELECT_CLASSES } from '#web/ui/select-classes.ts';
import { notify } from '#web/ui/toast.ts';
import { useOrganizationSettings, useOrganizationSettingsAction } from '../api/organization-settings.ts';
import { type FormValues, formValues, schema } from './settings-form.ts';

// /admin/settings (issue 18, decisions 287–288, 291–292): the organisation's name, default currency,
// contacts shown on /support, email sender name, logo and favicon. One form for the fields (checked
// by the shared contract), and each image sent or removed on its own.

export function OrganizationSettingsPage(): ReactElement {
  usePageTitle(t('platform.orgSettings.title'));
  const settings = useOrganizationSettings();
  if (settings.isPending) return <Loading label={t('platform.orgSettings.loading')} />;
  if (settings.isError)
    return (
      <LoadError
        error={settings.error}
        onRetry={() => void settings.refetch()}
        title={t('platform.orgSettings.loadError')}
      />
    );
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold leading-tight">{t('platform.orgSettings.title')}</h1>
        <p className="text-muted-foreground">{t('platform.orgSettings.intro')}</p>
      </header>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <SettingsForm settings={settings.data} />
        <div className="space-y-3">
          <section
            className="space-y-4 rounded-lg border border-border bg-surface p-4 shadow-sm"
            aria-labelledby="org-images"
          >
            <h2 id="org-images" className="text-lg font-semibold">
              {t('platform.orgSettings.images')}
            </h2>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
              <AssetCard asset="logo" url={settings.data.logoUrl} />
              <AssetCard asset="favicon" url={settings.data.faviconUrl} />
            </div>
          </section>
          <p className="text-sm text-muted-foreground">{t('platform.orgSettings.gatewayKeys')}</p>
        </div>
      </div>
    </div>
  );
}

function SettingsForm({ settings }: { settings: TOrganizationSettings }): ReactElement {
  const action = useOrganizationSettingsAction();
  const form = useAppForm<FormValues, TUpdateOrganizationSettings>({
    schema,
    defaultValues: formValues(settings),
  });
  const save = (body: TUpdateOrganizationSettings) =>
    action.mutate(
      { kind: 'save', body },
      {
        onSuccess: (saved) => {
          form.reset(formValues(saved));
          notify.success(t('platform.orgSettings.saved'));
        },
        onError: (error) => {
          setServerErrors(form, apiFieldErrors(error));
          notify.error(t('platform.orgSettings.saveError'), errorMessage(error));
        },
      },
    );
  const section = 'space-y-4 rounded-lg border border-border bg-surface p-4 shadow-sm';
  return (
    <Form form={form} onSubmit={save} className="space-y-5">
      <section className={section} aria-labelledby="org-general">
        <h2 id="org-general" className="text-lg font-semibold">
          {t('platform.orgSettings.general')}
        </h2>
        <FormTextField name="name" label={t('platform.orgSettings.name')} autoComplete="organization" />
        <div>
          <Label htmlFor="org-currency">{t('platform.orgSettings.currency')}</Label>
          <select id="org-currency" className={FIELD_SELECT_CLASSES} {...form.register('defaultCurrency')}>
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {t(`platform.orgSettings.currency.${currency}`)}
              </option>
            ))}
          </select>
        </div>
      </section>
      <section className={section} aria-labelledby="org-contacts">
        <div>
          <h2 id="org-contacts" className="text-lg font-semibold">
            {t('platform.orgSettings.contacts')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('platform.orgSettings.contactsHint')}</p>
        </div>
        <FormTextField
          name="contactEmail"
          type="email"
          inputMode="email"
          autoComplete="email"
          label={t('platform.orgSettings.contactEmail')}
        />
        <FormTextField
          name="contactPhone"
          type="tel"
          autoComplete="tel"
          label={t('platform.orgSettings.contactPhone')}
          hint={t('platform.orgSettings.phoneHint')}
        />
        <FormTextField
          name="contactWhatsapp"
          type="tel"
          label={t('platform.orgSettings.contactWhatsapp')}
          hint={t('platform.orgSettings.phoneHint')}
        />
      </section>
      <section className={section} aria-labelledby="org-emails">
        <h2 id="org-emails" className="text-lg font-semibold">
          {t('platform.orgSettings.emails')}
        </h2>
        <FormTextField
          name="emailSenderName"
          label={t('platform.orgSettings.senderName')}
          hint={t('platform.orgSettings.senderHint')}
        />
      </section>
      <Button type="submit" disabled={action.isPending} className="w-full sm:w-auto">
        {action.isPending ? t('platform.orgSettings.saving') : t('platform.orgSettings.save')}
      </Button>
    </Form>
  );
}

const ACCEPT: Record<OrganizationAsset, string> = {
  logo: 'image/png,image/jpeg,image/webp',
  favicon: 'image/png,image/x-icon,image/vnd.microsoft.icon,image/webp,.ico',
};

function AssetCard({ asset, url }: { asset: OrganizationAsset; url: string | null }): ReactElement {
  const action = useOrganizationSettingsAction();
  const input = useRef<HTMLInputElement>(null);
  const label = t(`platform.orgSettings.${asset}`);
  const done = (message: string) => ({
    onSuccess: () => notify.success(message),
    onError: (error: unknown) => notify.error(t('platform.orgSettings.uploadError'), errorMessage(error)),
  });
  return (
    <div className="space-y-2" data-asset={asset}>
      <p className="font-medium">{label}</p>
      <div className="flex h-24 items-center justify-center rounded-md border border-border bg-muted/40 p-2">
        {url ? (
          <img
            src={url}
            alt={t('platform.orgSettings.preview', { asset: label })}
            className={asset === 'logo' ? 'max-h-full max-w-full object-contain' : 'size-12 object-contain'}
          />
        ) : (
          <span className="text-sm text-muted-foreground">{t('platform.orgSettings.none')}</span>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{t(`platform.orgSettings.${asset}Hint`)}</p>
      <input
        ref={input}
        type="file"
        accept={ACCEPT[asset]}
        className="sr-only"
        tabIndex={-1}
        aria-label={`${label} : ${t('platform.orgSettings.upload')}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) action.mutate({ kind: 'upload', asset, file }, done(t('platform.orgSettings.uploaded')));
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={action.isPending}
          onClick={() => input.current?.click()}
        >
          {action.isPending
            ? t('platform.orgSettings.uploading')
            : url
              ? t('platform.orgSettings.replace')
              : t('platform.orgSettings.upload')}
        </Button>
        {url ? (
          <Button
            type="button"
            variant="ghost"
            disabled={action.isPending}
            aria-label={`${t('platform.orgSettings.remove')} : ${label}`}
            onClick={() => action.mutate({ kind: 'remove', asset }, done(t('platform.orgSettings.removed')))}
          >
            {t('platform.orgSettings.remove')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
