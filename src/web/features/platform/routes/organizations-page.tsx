import { type FormEvent, type ReactElement, useState } from 'react';
import { t } from '#shared/messages/fr-platform-console-web.ts';
import { slugFromName, type TOrganizationSummary } from '#shared/platform/platform.contract.ts';
import { errorMessage } from '#web/lib/api.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { Button } from '#web/ui/button.tsx';
import { useOrganizationAction, useOrganizations } from '../api/organizations.ts';

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
        <p role="status" className="rounded-md border bg-muted/40 p-3 text-sm">
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
        <p role="alert" className="py-10 text-center">
          {t('platform.orgs.loadError')}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {organizations.data.map((organization) => (
            <OrganizationCard
              key={organization.id}
              organization={organization}
              isPending={action.isPending}
              onSuspend={(reason) => run({ kind: 'suspend', id: organization.id, reason })}
              onReactivate={() => run({ kind: 'reactivate', id: organization.id })}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function OrganizationCard(props: {
  organization: TOrganizationSummary;
  isPending: boolean;
  onSuspend: (reason: string) => void;
  onReactivate: () => void;
}): ReactElement {
  const { organization } = props;
  const [reason, setReason] = useState('');
  const isSuspended = organization.status === 'suspended';
  return (
    <li className="space-y-2 rounded-lg border p-4" data-organization={organization.slug}>
      <div className="flex items-start justify-between gap-2">
        <div>
          <p className="font-semibold">{organization.name}</p>
          <p className="text-sm text-muted-foreground">{organization.slug}</p>
        </div>
        <span
          className={`rounded-full px-2 py-0.5 text-xs ${isSuspended ? 'bg-red-100 text-red-800' : 'bg-green-100 text-green-800'}`}
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
      {isSuspended ? (
        <Button variant="outline" disabled={props.isPending} onClick={props.onReactivate}>
          {t('platform.orgs.reactivate')}
        </Button>
      ) : (
        <form
          className="flex flex-wrap gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            props.onSuspend(reason);
          }}
        >
          <input
            aria-label={t('platform.orgs.suspendReason')}
            placeholder={t('platform.orgs.suspendReason')}
            className="min-w-0 flex-1 rounded-md border px-3 py-2 text-sm"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button type="submit" variant="outline" disabled={props.isPending || reason.trim().length < 3}>
            {t('platform.orgs.suspend')}
          </Button>
        </form>
      )}
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
        className="w-full rounded-md border px-3 py-2"
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
    <details className="rounded-lg border p-4">
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
