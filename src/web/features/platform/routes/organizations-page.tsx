import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, type ReactElement, useState } from 'react';
// superadmin (issue 18): the console's own words (rename, suspend, enter) beside the page's.
import { t } from '#shared/messages/fr-platform-superadmin-web.ts';
import { slugFromName, type TOrganizationSummary } from '#shared/platform/platform.contract.ts';
import { enterOrganization } from '#web/lib/acting-organization.ts';
import { errorMessage } from '#web/lib/api.ts';
import { formatLongDate } from '#web/lib/format.ts';
import { clearOfflineUserCaches } from '#web/lib/offline-cache.ts';
import { useSession } from '#web/lib/session/use-session.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { paths } from '#web/paths.ts';
import { Button } from '#web/ui/button.tsx';
import { LoadError } from '#web/ui/load-error.tsx';
import { useOrganizationAction, useOrganizations } from '../api/organizations.ts';
import { RenameDialog, SuspendDialog } from './organization-dialogs.tsx';

const amount = (value: number) => new Intl.NumberFormat('fr-FR').format(value);

/** /superadmin (issue 18): the platform's organisations as cards, a creation form, suspension. */
export function OrganizationsPage(): ReactElement {
  usePageTitle(t('platform.orgs.title'));
  const organizations = useOrganizations();
  const action = useOrganizationAction();
  const [message, setMessage] = useState<string | null>(null);

  const run = (input: Parameters<typeof action.mutate>[0], done?: string) =>
    action.mutate(input, {
      onSuccess: () => setMessage(done ?? null),
      onError: (error) => setMessage(errorMessage(error)),
    });

  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold leading-tight">{t('platform.orgs.title')}</h1>
        <p className="max-w-3xl text-muted-foreground">{t('platform.orgs.intro')}</p>
      </header>
      {message ? (
        <p role="status" className="rounded-md border border-border bg-muted/40 p-3 text-sm">
          {message}
        </p>
      ) : null}
      <CreateForm
        isPending={action.isPending}
        onCreate={(body) => run({ kind: 'create', body }, t('platform.orgs.created'))}
      />
      {organizations.isPending ? (
        <p role="status" className="py-10 text-center text-muted-foreground">
          {t('platform.orgs.loading')}
        </p>
      ) : organizations.isError ? (
        <LoadError
          error={organizations.error}
          onRetry={() => void organizations.refetch()}
          title={t('platform.orgs.loadError')}
        />
      ) : (
        <OrganizationList organizations={organizations.data} onMessage={setMessage} />
      )}
    </div>
  );
}

/** The cards, and the dialogs their actions open (superadmin, issue 18). */
function OrganizationList(props: {
  organizations: TOrganizationSummary[];
  onMessage: (message: string | null) => void;
}): ReactElement {
  const action = useOrganizationAction();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState<TOrganizationSummary | null>(null);
  const [suspending, setSuspending] = useState<TOrganizationSummary | null>(null);
  // The server refuses to suspend the superadmin's own organisation: the button is not offered there.
  const session = useSession();
  const ownOrganizationId = session.me?.user.organization.id ?? null;
  if (props.organizations.length === 0)
    return <p className="py-10 text-center text-muted-foreground">{t('superadmin.orgs.empty')}</p>;
  const enter = (organization: TOrganizationSummary) => {
    enterOrganization({ id: organization.id, name: organization.name });
    // The admin screens read the entered organisation from now on: nothing cached may show instead.
    queryClient.clear();
    void clearOfflineUserCaches();
    void navigate({ to: paths.admin.home() });
  };
  const reactivate = (organization: TOrganizationSummary) =>
    action.mutate(
      { kind: 'reactivate', id: organization.id },
      {
        onSuccess: () => props.onMessage(t('superadmin.orgs.reactivated')),
        onError: (error) => props.onMessage(errorMessage(error)),
      },
    );
  return (
    <>
      <ul className="grid gap-3 md:grid-cols-2">
        {props.organizations.map((organization) => (
          <OrganizationCard
            key={organization.id}
            organization={organization}
            isPending={action.isPending}
            canSuspend={organization.id !== ownOrganizationId}
            onEnter={() => enter(organization)}
            onRename={() => setRenaming(organization)}
            onSuspend={() => setSuspending(organization)}
            onReactivate={() => reactivate(organization)}
          />
        ))}
      </ul>
      <RenameDialog
        organization={renaming}
        onClose={() => setRenaming(null)}
        onDone={() => props.onMessage(t('superadmin.orgs.renamed'))}
      />
      <SuspendDialog
        organization={suspending}
        onClose={() => setSuspending(null)}
        onDone={() => props.onMessage(t('superadmin.orgs.suspended'))}
      />
    </>
  );
}

function OrganizationCard(props: {
  organization: TOrganizationSummary;
  isPending: boolean;
  canSuspend: boolean;
  onEnter: () => void;
  onRename: () => void;
  onSuspend: () => void;
  onReactivate: () => void;
}): ReactElement {
  const { organization } = props;
  const isSuspended = organization.status === 'suspended';
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
      data-organization={organization.slug}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-words font-semibold">{organization.name}</p>
          <p className="text-sm text-muted-foreground">{organization.slug}</p>
        </div>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-xs ${isSuspended ? 'bg-red-100 text-red-800' : 'bg-green-100 text-green-800'}`}
        >
          {isSuspended ? t('platform.orgs.suspended') : t('platform.orgs.active')}
        </span>
      </div>
      <p className="text-sm">
        {t('platform.orgs.members', { count: organization.userCount })} ·{' '}
        {t('platform.orgs.learners', { count: organization.learnerCount })} ·{' '}
        {t('platform.orgs.courses', { count: organization.courseCount })} ·{' '}
        {t('platform.orgs.revenue', { amount: amount(organization.revenue) })}
      </p>
      {isSuspended && organization.suspensionReason ? (
        <p className="text-sm text-destructive">
          {t('superadmin.orgs.suspendedSince', {
            date: formatLongDate(organization.suspendedAt) ?? '',
            reason: organization.suspensionReason,
          })}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={props.onEnter}
          aria-label={t('superadmin.orgs.enterLabel', { name: organization.name })}
        >
          {t('superadmin.orgs.enter')}
        </Button>
        <Button size="sm" variant="outline" disabled={props.isPending} onClick={props.onRename}>
          {t('superadmin.orgs.rename')}
        </Button>
        {isSuspended ? (
          <Button size="sm" variant="outline" disabled={props.isPending} onClick={props.onReactivate}>
            {t('platform.orgs.reactivate')}
          </Button>
        ) : props.canSuspend ? (
          <Button size="sm" variant="ghost-destructive" disabled={props.isPending} onClick={props.onSuspend}>
            {t('platform.orgs.suspend')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function CreateForm(props: {
  isPending: boolean;
  onCreate: (body: {
    name: string;
    slug: string;
    admin: { email: string; firstName: string; lastName: string };
  }) => void;
}): ReactElement {
  const [fields, setFields] = useState({ name: '', slug: '', email: '', firstName: '', lastName: '' });
  const field = (key: keyof typeof fields, label: string, type = 'text') => (
    <label className="block space-y-1 text-sm">
      <span>{label}</span>
      <input
        type={type}
        required
        className="w-full rounded-md border border-input px-3 py-2"
        value={fields[key]}
        onChange={(event) => {
          const value = event.target.value;
          setFields((current) => ({
            ...current,
            [key]: value,
            ...(key === 'name' && current.slug === slugFromName(current.name)
              ? { slug: slugFromName(value) }
              : {}),
          }));
        }}
      />
    </label>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onCreate({
      name: fields.name,
      slug: fields.slug,
      admin: { email: fields.email, firstName: fields.firstName, lastName: fields.lastName },
    });
  };
  return (
    <details className="rounded-lg border border-border bg-surface p-4">
      <summary className="cursor-pointer font-medium">{t('platform.orgs.create')}</summary>
      <form className="mt-3 grid gap-3 md:grid-cols-2" onSubmit={submit}>
        {field('name', t('platform.orgs.name'))}
        {field('slug', t('platform.orgs.slug'))}
        {field('email', t('platform.orgs.adminEmail'), 'email')}
        {field('firstName', t('platform.orgs.adminFirstName'))}
        {field('lastName', t('platform.orgs.adminLastName'))}
        <div className="md:col-span-2">
          <Button type="submit" disabled={props.isPending}>
            {t('platform.orgs.submit')}
          </Button>
        </div>
      </form>
    </details>
  );
}
