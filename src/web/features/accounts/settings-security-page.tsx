import { useRouter } from '@tanstack/react-router';
import { Check, LogOut, MonitorSmartphone } from 'lucide-react';
import type { ReactElement } from 'react';
import { type TPasswordChange, ZPasswordChange } from '#shared/accounts/settings.contract.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '#shared/auth/password-rules.ts';
import { t } from '#shared/messages/fr-accounts-settings-web.ts';
import { apiFieldErrors, errorMessage } from '#web/lib/api.ts';
import { useSessionStore } from '#web/lib/session/session-context.tsx';
import { paths } from '#web/paths.ts';
import { Button } from '#web/ui/button.tsx';
import { Form, FormTextField, setServerErrors, useAppForm } from '#web/ui/form.tsx';
import { LoadError } from '#web/ui/load-error.tsx';
import { Loading } from '#web/ui/loading.tsx';
import { notify } from '#web/ui/toast.ts';
import { useChangePassword, useLoginHistory, useLogoutSession } from './settings-api.ts';
import { approximateDate } from './settings-dates.ts';
import { SettingsCard, SettingsLayout } from './settings-layout.tsx';

/** /dashboard/settings/security: the password (rules beside it) and the open sessions (issue 17). */
export function SettingsSecurityPage(): ReactElement {
  return (
    <SettingsLayout section={t('accountsWeb.tab.security')}>
      <PasswordCard />
      <LoginHistoryCard />
    </SettingsLayout>
  );
}

const RULES = [
  t('accountsWeb.password.ruleMin', { min: PASSWORD_MIN }),
  t('accountsWeb.password.ruleMax', { max: PASSWORD_MAX }),
  t('accountsWeb.password.ruleDifferent'),
  t('accountsWeb.password.ruleSame'),
];

const EMPTY: TPasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };

function PasswordCard() {
  const change = useChangePassword();
  const form = useAppForm<TPasswordChange>({ schema: ZPasswordChange, defaultValues: EMPTY });

  async function onSubmit(values: TPasswordChange) {
    try {
      const answer = await change.mutateAsync(values);
      notify.success(answer.message);
      form.reset(EMPTY);
    } catch (error) {
      setServerErrors(form, apiFieldErrors(error));
      notify.error(t('accountsWeb.saveError'), errorMessage(error));
    }
  }

  return (
    <SettingsCard id="password-heading" title={t('accountsWeb.password.title')}>
      <div className="grid gap-6 md:grid-cols-[1fr_14rem]">
        <Form form={form} onSubmit={onSubmit} className="space-y-4">
          <FormTextField
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            label={t('accountsWeb.password.current')}
          />
          <FormTextField
            name="newPassword"
            type="password"
            autoComplete="new-password"
            label={t('accountsWeb.password.new')}
            aria-describedby="password-rules"
          />
          <FormTextField
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            label={t('accountsWeb.password.confirm')}
          />
          <Button type="submit" isLoading={change.isPending} className="w-full sm:w-auto">
            {change.isPending ? t('accountsWeb.saving') : t('accountsWeb.password.submit')}
          </Button>
        </Form>
        <aside
          id="password-rules"
          aria-label={t('accountsWeb.password.rules')}
          className="order-first self-start rounded-md bg-muted p-4 text-sm md:order-last"
        >
          <p className="mb-2 font-medium">{t('accountsWeb.password.rules')}</p>
          <ul className="space-y-1.5">
            {RULES.map((rule) => (
              <li key={rule} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                {rule}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-muted-foreground">{t('accountsWeb.password.ruleOthers')}</p>
        </aside>
      </div>
    </SettingsCard>
  );
}

function LoginHistoryCard() {
  const history = useLoginHistory();
  const logout = useLogoutSession();
  const store = useSessionStore();
  const router = useRouter();
  const now = new Date();

  function end(sessionId: string) {
    logout.mutate(sessionId, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        // The current session ended: this browser signs out.
        if (answer.was_current) void store.signOut(() => router.navigate({ to: paths.auth.login() }));
      },
      onError: (error) => notify.error(t('accountsWeb.saveError'), errorMessage(error)),
    });
  }

  return (
    <SettingsCard id="history-heading" title={t('accountsWeb.history.title')}>
      <p className="mb-4 text-sm text-muted-foreground">{t('accountsWeb.history.intro')}</p>
      {history.isPending ? (
        <Loading label={t('accountsWeb.loading')} />
      ) : history.isError ? (
        <LoadError
          error={history.error}
          onRetry={() => void history.refetch()}
          title={t('accountsWeb.loadError')}
        />
      ) : history.data.length === 0 ? (
        <p>{t('accountsWeb.history.empty')}</p>
      ) : (
        <ul className="divide-y divide-border" data-testid="login-history">
          {history.data.map((entry) => (
            <li
              key={entry.id}
              data-session-id={entry.id}
              className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center"
            >
              <MonitorSmartphone
                aria-hidden="true"
                className="hidden size-6 shrink-0 text-muted-foreground sm:block"
              />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {entry.device}
                  {entry.is_current ? (
                    <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium text-success">
                      {t('accountsWeb.history.current')}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-muted-foreground">
                  {entry.ip_address
                    ? t('accountsWeb.history.ip', { ip: entry.ip_address })
                    : t('accountsWeb.history.ipUnknown')}
                </p>
                <p className="text-sm text-muted-foreground">
                  {t('accountsWeb.history.signedIn', { when: approximateDate(entry.created_at, now) })}
                  {' · '}
                  {t('accountsWeb.history.lastActive', { when: approximateDate(entry.last_active_at, now) })}
                </p>
              </div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="self-start sm:self-center"
                aria-label={t('accountsWeb.history.logoutLabel', { device: entry.device })}
                isLoading={logout.isPending && logout.variables === entry.id}
                disabled={logout.isPending}
                onClick={() => end(entry.id)}
              >
                {logout.isPending && logout.variables === entry.id ? null : (
                  <LogOut aria-hidden="true" className="size-4" />
                )}
                {t('accountsWeb.history.logout')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SettingsCard>
  );
}
