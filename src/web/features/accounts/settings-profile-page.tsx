import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Camera, Trash2 } from 'lucide-react';
import { type ReactElement, useEffect, useRef } from 'react';
import { Controller } from 'react-hook-form';
import {
  DEFAULT_PREFERENCES,
  type TPreferences,
  type TProfileUpdate,
  type TProfileUpdateInput,
  ZPreferences,
  ZProfileUpdate,
} from '#shared/accounts/settings.contract.ts';
import type { TStudentProfile } from '#shared/accounts/settings-profile.ts';
import { MAX_AVATAR_BYTES } from '#shared/accounts/settings-rules.ts';
import { t } from '#shared/messages/fr-accounts-settings-web.ts';
import { apiFieldErrors, errorMessage } from '#web/lib/api.ts';
import { useSessionStore } from '#web/lib/session/session-context.tsx';
import { Avatar } from '#web/ui/avatar.tsx';
import { Button } from '#web/ui/button.tsx';
import { Form, FormTextField, setServerErrors, useAppForm } from '#web/ui/form.tsx';
import { Label } from '#web/ui/label.tsx';
import { LoadError } from '#web/ui/load-error.tsx';
import { Loading } from '#web/ui/loading.tsx';
import { FIELD_SELECT_CLASSES } from '#web/ui/select-classes.ts';
import { Switch } from '#web/ui/switch.tsx';
import { notify } from '#web/ui/toast.ts';
import {
  confirmEmailChange,
  profileKey,
  useAvatar,
  useOwnProfile,
  usePreferences,
  useSavePreferences,
  useUpdateProfile,
} from './settings-api.ts';
import { SettingsCard, SettingsLayout } from './settings-layout.tsx';

const ROLE_WORDS: Record<string, string> = {
  student: t('accountsWeb.role.student'),
  instructor: t('accountsWeb.role.instructor'),
  admin: t('accountsWeb.role.admin'),
  superadmin: t('accountsWeb.role.superadmin'),
};

/** /dashboard/settings: the picture, the personal information and the preferences (issue 17). */
export function SettingsProfilePage(): ReactElement {
  const profile = useOwnProfile();
  useEmailConfirmation();
  return (
    <SettingsLayout section={t('accountsWeb.tab.profile')}>
      {profile.isPending ? (
        <Loading label={t('accountsWeb.loading')} />
      ) : profile.isError ? (
        <LoadError
          error={profile.error}
          onRetry={() => void profile.refetch()}
          title={t('accountsWeb.loadError')}
        />
      ) : (
        <>
          <AvatarCard profile={profile.data} />
          <ProfileCard profile={profile.data} />
          <PreferencesCard />
        </>
      )}
    </SettingsLayout>
  );
}

/** The link mailed to a new address lands here with ?confirmEmail=…: confirmed once, then the query goes. */
function useEmailConfirmation() {
  const { confirmEmail } = useSearch({ strict: false }) as { confirmEmail?: string };
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const store = useSessionStore();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!confirmEmail || handled.current === confirmEmail) return;
    handled.current = confirmEmail;
    notify.info(t('accountsWeb.confirmingEmail'));
    confirmEmailChange(confirmEmail)
      .then((answer) => {
        notify.success(answer.message);
        void queryClient.invalidateQueries({ queryKey: profileKey });
        void store.reloadUser();
      })
      .catch((error: unknown) => notify.error(t('accountsWeb.saveError'), errorMessage(error)))
      .finally(
        () =>
          void navigate({ to: '/dashboard/settings', search: { confirmEmail: undefined }, replace: true }),
      );
  }, [confirmEmail, navigate, queryClient, store]);
}

function AvatarCard({ profile }: { profile: TStudentProfile }) {
  const { upload, remove } = useAvatar();
  const store = useSessionStore();
  const input = useRef<HTMLInputElement>(null);
  const name = `${profile.first_name} ${profile.last_name}`.trim() || profile.email;
  const isBusy = upload.isPending || remove.isPending;

  function onPick(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_AVATAR_BYTES) {
      notify.error(t('accountsWeb.saveError'), t('accountsWeb.avatar.tooLarge'));
      return;
    }
    upload.mutate(file, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        void store.reloadUser();
      },
      onError: (error) => notify.error(t('accountsWeb.saveError'), errorMessage(error)),
    });
  }

  return (
    <SettingsCard id="avatar-heading" title={t('accountsWeb.avatar.title')}>
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <Avatar src={profile.avatar_url} name={name} size={96} />
        <div className="space-y-3">
          <p className="text-sm text-muted-foreground">{t('accountsWeb.avatar.hint')}</p>
          <div className="flex flex-wrap gap-2">
            <input
              ref={input}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              className="sr-only"
              tabIndex={-1}
              aria-label={t('accountsWeb.avatar.choose')}
              data-testid="avatar-input"
              onChange={(event) => {
                onPick(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            <Button
              type="button"
              variant="outline"
              onClick={() => input.current?.click()}
              isLoading={upload.isPending}
              disabled={isBusy}
            >
              {upload.isPending ? null : <Camera aria-hidden="true" className="size-4" />}
              {upload.isPending ? t('accountsWeb.avatar.uploading') : t('accountsWeb.avatar.choose')}
            </Button>
            {profile.avatar_url ? (
              <Button
                type="button"
                variant="ghost-destructive"
                disabled={isBusy}
                isLoading={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: (answer) => {
                      notify.success(answer.message);
                      void store.reloadUser();
                    },
                    onError: (error) => notify.error(t('accountsWeb.saveError'), errorMessage(error)),
                  })
                }
              >
                {remove.isPending ? null : <Trash2 aria-hidden="true" className="size-4" />}
                {t('accountsWeb.avatar.remove')}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </SettingsCard>
  );
}

function ProfileCard({ profile }: { profile: TStudentProfile }) {
  const update = useUpdateProfile();
  const store = useSessionStore();
  const form = useAppForm<TProfileUpdateInput, TProfileUpdate>({
    schema: ZProfileUpdate,
    defaultValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      email: profile.email,
      phone: profile.phone ?? '',
      gender: (profile.gender as TProfileUpdateInput['gender']) ?? null,
    },
  });

  async function onSubmit(values: TProfileUpdate) {
    try {
      const answer = await update.mutateAsync({
        first_name: values.first_name,
        last_name: values.last_name,
        phone: values.phone ?? '',
        gender: values.gender ?? null,
        ...(values.email ? { email: values.email } : {}),
      });
      notify.success(answer.message);
      form.reset({
        first_name: answer.profile.first_name,
        last_name: answer.profile.last_name,
        email: answer.profile.email,
        phone: answer.profile.phone ?? '',
        gender: (answer.profile.gender as TProfileUpdateInput['gender']) ?? null,
      });
      void store.reloadUser();
    } catch (error) {
      setServerErrors(form, apiFieldErrors(error));
      notify.error(t('accountsWeb.saveError'), errorMessage(error));
    }
  }

  return (
    <SettingsCard id="profile-heading" title={t('accountsWeb.profile.title')}>
      <Form form={form} onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            name="first_name"
            label={t('accountsWeb.profile.firstName')}
            autoComplete="given-name"
          />
          <FormTextField
            name="last_name"
            label={t('accountsWeb.profile.lastName')}
            autoComplete="family-name"
          />
        </div>
        <FormTextField
          name="email"
          type="email"
          label={t('accountsWeb.profile.email')}
          autoComplete="email"
          hint={t('accountsWeb.profile.emailHint')}
        />
        {profile.pending_email ? (
          <p role="status" className="rounded-md bg-primary-soft px-3 py-2 text-sm text-primary-strong">
            {t('accountsWeb.profile.pendingEmail', { email: profile.pending_email })}
          </p>
        ) : null}
        <FormTextField
          name="phone"
          type="tel"
          inputMode="tel"
          label={t('accountsWeb.profile.phone')}
          autoComplete="tel"
          hint={t('accountsWeb.profile.phoneHint')}
        />
        <Controller
          control={form.control}
          name="gender"
          render={({ field, fieldState }) => (
            <div>
              <Label htmlFor="profile-gender">{t('accountsWeb.profile.gender')}</Label>
              <select
                id="profile-gender"
                className={FIELD_SELECT_CLASSES}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
                aria-invalid={fieldState.error ? true : undefined}
              >
                <option value="">{t('accountsWeb.profile.gender.none')}</option>
                <option value="female">{t('accountsWeb.profile.gender.female')}</option>
                <option value="male">{t('accountsWeb.profile.gender.male')}</option>
                <option value="other">{t('accountsWeb.profile.gender.other')}</option>
              </select>
              {fieldState.error ? (
                <p className="mt-1 text-sm text-destructive">{fieldState.error.message}</p>
              ) : null}
            </div>
          )}
        />
        <div>
          <p className="text-sm font-medium">{t('accountsWeb.profile.role')}</p>
          <p className="mt-1 text-sm">{ROLE_WORDS[profile.role ?? ''] ?? '—'}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t('accountsWeb.profile.roleHint')}</p>
        </div>
        <Button type="submit" isLoading={update.isPending} className="w-full sm:w-auto">
          {update.isPending ? t('accountsWeb.saving') : t('accountsWeb.save')}
        </Button>
      </Form>
    </SettingsCard>
  );
}

function PreferencesCard() {
  const preferences = usePreferences();
  if (preferences.isPending) return <Loading label={t('accountsWeb.loading')} />;
  if (preferences.isError)
    return (
      <LoadError
        error={preferences.error}
        onRetry={() => void preferences.refetch()}
        title={t('accountsWeb.loadError')}
      />
    );
  return <PreferencesForm initial={preferences.data ?? DEFAULT_PREFERENCES} />;
}

type SwitchRow = {
  name: 'email_notifications' | 'whatsapp_notifications' | 'data_saver';
  label: string;
  hint: string;
  isSoon?: boolean;
};

const SWITCHES: SwitchRow[] = [
  {
    name: 'email_notifications',
    label: t('accountsWeb.preferences.email'),
    hint: t('accountsWeb.preferences.emailHint'),
  },
  {
    name: 'whatsapp_notifications',
    label: t('accountsWeb.preferences.whatsapp'),
    hint: t('accountsWeb.preferences.whatsappHint'),
    isSoon: true,
  },
  {
    name: 'data_saver',
    label: t('accountsWeb.preferences.dataSaver'),
    hint: t('accountsWeb.preferences.dataSaverHint'),
  },
];

function PreferencesForm({ initial }: { initial: TPreferences }) {
  const save = useSavePreferences();
  const form = useAppForm<TPreferences>({ schema: ZPreferences, defaultValues: initial });

  async function onSubmit(values: TPreferences) {
    try {
      const answer = await save.mutateAsync(values);
      notify.success(answer.message ?? t('accountsWeb.save'));
      form.reset(answer.preferences);
    } catch (error) {
      notify.error(t('accountsWeb.saveError'), errorMessage(error));
    }
  }

  return (
    <SettingsCard id="preferences-heading" title={t('accountsWeb.preferences.title')}>
      <Form form={form} onSubmit={onSubmit} className="space-y-5">
        <div>
          <Label htmlFor="preferences-language">{t('accountsWeb.preferences.language')}</Label>
          <select id="preferences-language" className={FIELD_SELECT_CLASSES} {...form.register('language')}>
            <option value="fr">{t('accountsWeb.preferences.languageFr')}</option>
          </select>
          <p className="mt-1 text-sm text-muted-foreground">{t('accountsWeb.preferences.languageHint')}</p>
        </div>
        <ul className="space-y-4">
          {SWITCHES.map((row) => (
            <li key={row.name} className="flex items-start justify-between gap-4">
              <div className="min-w-0">
                <label htmlFor={`pref-${row.name}`} className="flex flex-wrap items-center gap-2 font-medium">
                  {row.label}
                  {row.isSoon ? (
                    <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
                      {t('accountsWeb.preferences.soon')}
                    </span>
                  ) : null}
                </label>
                <p id={`pref-${row.name}-hint`} className="mt-0.5 text-sm text-muted-foreground">
                  {row.hint}
                </p>
              </div>
              <Controller
                control={form.control}
                name={row.name}
                render={({ field }) => (
                  <Switch
                    id={`pref-${row.name}`}
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    disabled={row.isSoon}
                    aria-describedby={`pref-${row.name}-hint`}
                    className="mt-1"
                  />
                )}
              />
            </li>
          ))}
        </ul>
        <Button type="submit" isLoading={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? t('accountsWeb.saving') : t('accountsWeb.save')}
        </Button>
      </Form>
    </SettingsCard>
  );
}
