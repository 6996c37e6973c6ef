import { Link, useParams } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { type ReactElement, type ReactNode, useEffect, useId, useState } from 'react';
import {
  ORGANIZATION_ROLES,
  type OrganizationRole,
  type TAdminUserDetail,
} from '#shared/admin/people.contract.ts';
import { t } from '#shared/messages/fr-admin-people-web.ts';
import { errorMessage } from '#web/lib/api.ts';
import { cn } from '#web/lib/cn.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { paths } from '#web/paths.ts';
import { Button } from '#web/ui/button.tsx';
import { Input } from '#web/ui/input.tsx';
import { Label } from '#web/ui/label.tsx';
import { notify } from '#web/ui/toast.ts';
import { useAdminUser, useChangeRoles, useChangeStatus } from '../api/people.ts';
import { fcfa, formatDateTime, roleLabel, statusLabel, statusTone } from '../components/labels.ts';
import { ManualEnrolmentForm } from '../components/manual-enrolment-form.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-lg border border-border bg-surface p-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

const None = () => <p className="text-sm text-muted-foreground">{t('admin.user.none')}</p>;

function RolesCard({ user }: { user: TAdminUserDetail['user'] }) {
  const current = user.roles.filter((role): role is OrganizationRole => role !== 'superadmin');
  const [roles, setRoles] = useState<OrganizationRole[]>(current);
  useEffect(
    () => setRoles(user.roles.filter((role): role is OrganizationRole => role !== 'superadmin')),
    [user.roles],
  );
  const change = useChangeRoles(user.id);
  const toggle = (role: OrganizationRole) =>
    setRoles((list) => (list.includes(role) ? list.filter((r) => r !== role) : [...list, role]));
  return (
    <Section title={t('admin.user.roles')}>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">{t('admin.user.roles')}</legend>
        {ORGANIZATION_ROLES.map((role) => (
          <label key={role} className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-5"
              checked={roles.includes(role)}
              onChange={() => toggle(role)}
            />
            {roleLabel(role)}
          </label>
        ))}
      </fieldset>
      <Button
        variant="outline"
        disabled={change.isPending || roles.length === 0}
        onClick={() =>
          change.mutate(roles, {
            onSuccess: (answer) => notify.success(answer.message),
            onError: (error) => notify.error(errorMessage(error)),
          })
        }
      >
        {t('admin.user.saveRoles')}
      </Button>
    </Section>
  );
}

function StatusCard({ user }: { user: TAdminUserDetail['user'] }) {
  const change = useChangeStatus(user.id);
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const isBlocked = ['suspended', 'inactive', 'expired'].includes(user.status);
  const act = (action: 'suspend' | 'reactivate') =>
    change.mutate(
      { action, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          setReason('');
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  return (
    <Section title={t('admin.instructors.status')}>
      <p>
        <span className={cn('rounded-full px-2 py-0.5 text-sm font-medium', statusTone(user.status))}>
          {statusLabel(user.status)}
        </span>
      </p>
      {isBlocked ? (
        <Button onClick={() => act('reactivate')} disabled={change.isPending}>
          {t('admin.user.reactivate')}
        </Button>
      ) : (
        <div className="space-y-2">
          <Label htmlFor={reasonId}>{t('admin.user.suspendReason')}</Label>
          <Input
            id={reasonId}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button variant="destructive" onClick={() => act('suspend')} disabled={change.isPending}>
            {t('admin.user.suspend')}
          </Button>
        </div>
      )}
    </Section>
  );
}

/** /admin/users/{id}: a member's roles, status, enrolments, payments and activity; a manual enrolment. */
export function AdminUserPage(): ReactElement {
  const { userId } = useParams({ from: '/admin/users/$userId' });
  const detail = useAdminUser(userId);
  const user = detail.data?.user;
  usePageTitle(user ? `${user.firstName} ${user.lastName}`.trim() || user.email : t('admin.users.title'));
  const back = (
    <Link
      to={paths.admin.users()}
      className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('admin.user.back')}
    </Link>
  );
  if (detail.isPending)
    return (
      <div className="space-y-4">
        {back}
        <p role="status" className="py-12 text-center text-muted-foreground">
          {t('admin.users.loading')}
        </p>
      </div>
    );
  if (detail.isError)
    return (
      <div className="space-y-4">
        {back}
        <div role="alert" className="space-y-3 py-12 text-center">
          <p className="font-semibold">{errorMessage(detail.error)}</p>
          <Button onClick={() => void detail.refetch()}>{t('shell.retry')}</Button>
        </div>
      </div>
    );
  const { enrolments, payments, signIns, progress } = detail.data;
  const member = detail.data.user;
  return (
    <div className="space-y-5">
      {back}
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold leading-tight break-words">
          {`${member.firstName} ${member.lastName}`.trim() || member.email}
        </h1>
        <p className="break-all text-muted-foreground">
          {member.email}
          {member.phone ? ` · ${member.phone}` : ''}
        </p>
      </header>
      <div className="grid gap-4 lg:grid-cols-2">
        <RolesCard user={member} />
        <StatusCard user={member} />
      </div>
      <Section title={t('admin.user.enrol')}>
        <ManualEnrolmentForm userId={member.id} />
      </Section>
      <Section title={t('admin.user.enrolments')}>
        {enrolments.length === 0 ? (
          <None />
        ) : (
          <ul className="divide-y divide-border">
            {enrolments.map((enrolment) => (
              <li key={enrolment.id} className="py-2">
                <p className="font-medium">
                  {enrolment.course.title}
                  {enrolment.cohort ? ` — ${enrolment.cohort.name}` : ''}
                </p>
                <p className="text-sm text-muted-foreground">
                  {t('admin.user.progressPercent', { percent: enrolment.progress, status: enrolment.status })}{' '}
                  · {formatDateTime(enrolment.enrolledAt)}
                </p>
                {enrolment.manual ? (
                  <p className="text-sm">
                    {t('admin.user.manual', {
                      by: enrolment.manual.recordedBy,
                      method: t(`admin.method.${enrolment.manual.method}`),
                      amount:
                        enrolment.manual.amountReceived !== null
                          ? ` ${fcfa.format(enrolment.manual.amountReceived)}`
                          : '',
                      reason: enrolment.manual.reason,
                    })}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={t('admin.user.payments')}>
          {payments.length === 0 ? (
            <None />
          ) : (
            <ul className="divide-y divide-border text-sm">
              {payments.map((payment) => (
                <li key={payment.id} className="flex justify-between gap-3 py-2">
                  <span className="min-w-0">
                    <span className="block truncate">{payment.courseTitle}</span>
                    <span className="block text-muted-foreground">{formatDateTime(payment.createdAt)}</span>
                  </span>
                  <span className="shrink-0 text-right">
                    <span className="block tabular-nums">{fcfa.format(payment.amount)}</span>
                    <span className="block text-muted-foreground">{payment.status}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t('admin.user.activity')}>
          <h3 className="font-medium">{t('admin.user.signIns')}</h3>
          {signIns.length === 0 ? (
            <None />
          ) : (
            <ul className="text-sm text-muted-foreground">
              {signIns.map((signIn) => (
                <li key={signIn.at}>{formatDateTime(signIn.at)}</li>
              ))}
            </ul>
          )}
          <h3 className="font-medium">{t('admin.user.progress')}</h3>
          {progress.length === 0 ? (
            <None />
          ) : (
            <ul className="text-sm">
              {progress.map((row) => (
                <li key={`${row.at}-${row.lessonTitle}`}>
                  {row.lessonTitle}{' '}
                  <span className="text-muted-foreground">
                    — {row.courseTitle}, {formatDateTime(row.at)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </div>
  );
}
