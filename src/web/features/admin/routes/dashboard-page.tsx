import { Link } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import type { TAdminDashboard } from '#shared/admin/dashboard.contract.ts';
import type { Role } from '#shared/domain.ts';
import { t } from '#shared/messages/fr-admin-people-web.ts';
import { errorMessage } from '#web/lib/api.ts';
import { useSession } from '#web/lib/session/use-session.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { paths } from '#web/paths.ts';
import { Button } from '#web/ui/button.tsx';
import { useAdminDashboard } from '../api/people.ts';
import { gradingListPath } from '../grading-link.ts';

const fcfa = new Intl.NumberFormat('fr-SN', { style: 'currency', currency: 'XOF', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('fr-SN');

type Tile = { key: keyof TAdminDashboard; label: string; to: string; isMoney?: boolean };

const tiles = (roles: readonly Role[]): Tile[] => [
  {
    key: 'learners',
    label: t('admin.dashboard.learners'),
    to: paths.admin.usersFiltered({ role: 'student' }),
  },
  {
    key: 'activeLearnersThisWeek',
    label: t('admin.dashboard.activeLearners'),
    to: paths.admin.usersFiltered({ role: 'student', status: 'active' }),
  },
  {
    key: 'revenueThisMonth',
    label: t('admin.dashboard.revenue'),
    to: paths.admin.payments({ status: 'completed' }),
    isMoney: true,
  },
  { key: 'coursesPublished', label: t('admin.dashboard.courses'), to: paths.admin.publishedCourses() },
  { key: 'cohortsRunning', label: t('admin.dashboard.cohorts'), to: paths.admin.cohortsWithStatus('active') },
  { key: 'approvalsWaiting', label: t('admin.dashboard.approvals'), to: paths.admin.cohorts() },
  {
    key: 'refundsWaiting',
    label: t('admin.dashboard.refunds'),
    to: paths.admin.payments({ refundDue: true }),
  },
  // Platform console, part consoles (issue 18, decision 300): the grading list the admin may open.
  { key: 'submissionsToGrade', label: t('admin.dashboard.grading'), to: gradingListPath(roles) },
];

/** /admin: the organisation at a glance, each figure leading to its list. */
export function AdminDashboardPage(): ReactElement {
  const dashboard = useAdminDashboard();
  const session = useSession();
  const roles = session.status === 'authenticated' && session.me ? session.me.roles : [];
  usePageTitle(t('admin.dashboard.title'));
  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold leading-tight">{t('admin.dashboard.title')}</h1>
        <p className="text-muted-foreground">{t('admin.dashboard.intro')}</p>
      </header>
      {dashboard.isPending ? (
        <p role="status" className="py-12 text-center text-muted-foreground">
          {t('admin.dashboard.loading')}
        </p>
      ) : dashboard.isError ? (
        <div role="alert" className="space-y-3 py-12 text-center">
          <p className="font-semibold">{t('admin.dashboard.loadError')}</p>
          <p className="text-muted-foreground">{errorMessage(dashboard.error)}</p>
          <Button onClick={() => void dashboard.refetch()}>{t('shell.retry')}</Button>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {tiles(roles).map((tile) => {
            const value = dashboard.data[tile.key];
            const body = (
              <>
                <span className="block text-2xl font-semibold break-words tabular-nums">
                  {tile.isMoney ? fcfa.format(value) : count.format(value)}
                </span>
                <span className="mt-1 block text-sm text-muted-foreground">{tile.label}</span>
              </>
            );
            const classes = 'block h-full rounded-lg border border-border bg-surface p-4';
            return (
              <li
                key={tile.key}
                data-testid={`dashboard-${tile.key}`}
                // An amount in FCFA is wider than a count: the whole row on a phone.
                className={tile.isMoney ? 'col-span-2 lg:col-span-1' : undefined}
              >
                <Link to={tile.to} className={`${classes} hover:border-primary focus-visible:outline-2`}>
                  {body}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
