import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { type FormEvent, type ReactElement, useEffect, useId, useState } from 'react';
import { ADMIN_USERS_SEARCH_MAX } from '#shared/admin/people.contract.ts';
import { PROFILE_STATUSES, ROLES } from '#shared/domain.ts';
import { t } from '#shared/messages/fr-admin-people-web.ts';
import { errorMessage } from '#web/lib/api.ts';
import { cn } from '#web/lib/cn.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { paths } from '#web/paths.ts';
import { Button } from '#web/ui/button.tsx';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { Input } from '#web/ui/input.tsx';
import { Label } from '#web/ui/label.tsx';
import { FIELD_SELECT_CLASSES } from '#web/ui/select-classes.ts';
import { type UsersSearch, useAdminUsers } from '../api/people.ts';
import { InviteDialog } from '../components/invite-dialog.tsx';
import { formatDateTime, roleLabel, statusLabel, statusTone } from '../components/labels.ts';
import { withUsersFilter } from '../users-search.ts';

/** /admin/users: the organisation's members, searched and filtered on the server, page by page. */
export function AdminUsersPage(): ReactElement {
  const search = useSearch({ from: '/admin/users' });
  const navigate = useNavigate({ from: '/admin/users' });
  const users = useAdminUsers(search);
  usePageTitle(t('admin.users.title'));
  const go = (next: UsersSearch) => void navigate({ search: next });
  const ids = { search: useId(), role: useId(), status: useId() };
  const [draft, setDraft] = useState(search.search ?? '');
  useEffect(() => setDraft(search.search ?? ''), [search.search]);
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(withUsersFilter(search, { search: draft.trim() || undefined }));
  };
  const data = users.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold leading-tight">{t('admin.users.title')}</h1>
          <p className="text-muted-foreground">{t('admin.users.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.admin.instructors()} className={buttonClasses('outline')}>
            {t('admin.users.instructors')}
          </Link>
          <Link to={paths.admin.usersImport()} className={buttonClasses('outline')}>
            {t('admin.users.import')}
          </Link>
          <InviteDialog />
        </div>
      </header>
      <section className="grid gap-3 rounded-lg border border-border bg-surface p-3 sm:grid-cols-2 lg:grid-cols-[1fr_12rem_12rem]">
        <form onSubmit={onSearch} className="sm:col-span-2 lg:col-span-1">
          <Label htmlFor={ids.search}>{t('admin.users.search')}</Label>
          <div className="relative mt-1.5">
            <Search aria-hidden="true" className="absolute top-3.5 left-3 size-4 text-muted-foreground" />
            <Input
              id={ids.search}
              type="search"
              hasLeadingIcon
              maxLength={ADMIN_USERS_SEARCH_MAX}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
        </form>
        <div>
          <Label htmlFor={ids.role}>{t('admin.users.role')}</Label>
          <select
            id={ids.role}
            className={FIELD_SELECT_CLASSES}
            value={search.role ?? ''}
            onChange={(event) => go(withUsersFilter(search, { role: event.target.value || undefined }))}
          >
            <option value="">{t('admin.users.allRoles')}</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabel(role)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor={ids.status}>{t('admin.instructors.status')}</Label>
          <select
            id={ids.status}
            className={FIELD_SELECT_CLASSES}
            value={search.status ?? ''}
            onChange={(event) => go(withUsersFilter(search, { status: event.target.value || undefined }))}
          >
            <option value="">{t('admin.users.allStatuses')}</option>
            {PROFILE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        </div>
      </section>
      {data ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('admin.users.count', { count: data.total })}
        </p>
      ) : null}
      {users.isPending ? (
        <p role="status" className="py-12 text-center text-muted-foreground">
          {t('admin.users.loading')}
        </p>
      ) : users.isError ? (
        <div role="alert" className="space-y-3 py-12 text-center">
          <p className="font-semibold">{t('admin.users.loadError')}</p>
          <p className="text-muted-foreground">{errorMessage(users.error)}</p>
          <Button onClick={() => void users.refetch()}>{t('shell.retry')}</Button>
        </div>
      ) : users.data.users.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-12 text-center">
          {t('admin.users.empty')}
        </p>
      ) : (
        <>
          <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
            {users.data.users.map((user) => (
              <li key={user.id}>
                <Link
                  to={paths.admin.user(user.id)}
                  className="flex flex-col gap-1 p-3 hover:bg-muted/50 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium">
                      {`${user.firstName} ${user.lastName}`.trim() || user.email}
                    </span>
                    <span className="block truncate text-sm text-muted-foreground">{user.email}</span>
                  </span>
                  <span className="flex flex-wrap items-center gap-1.5 text-xs">
                    {user.roles.map((role) => (
                      <span key={role} className="rounded-full bg-muted px-2 py-0.5">
                        {roleLabel(role)}
                      </span>
                    ))}
                    <span className={cn('rounded-full px-2 py-0.5 font-medium', statusTone(user.status))}>
                      {statusLabel(user.status)}
                    </span>
                    <span className="text-muted-foreground">
                      {user.lastSignInAt
                        ? t('admin.users.lastSignIn', { date: formatDateTime(user.lastSignInAt) })
                        : t('admin.users.never')}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav
              className="flex items-center justify-between gap-3"
              aria-label={t('admin.users.pageOf', { page: users.data.page, pages })}
            >
              <Button
                variant="outline"
                size="sm"
                disabled={users.data.page <= 1}
                onClick={() =>
                  go({ ...search, page: users.data.page - 1 > 1 ? users.data.page - 1 : undefined })
                }
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
                {t('admin.users.previous')}
              </Button>
              <p className="text-sm tabular-nums text-muted-foreground">
                {t('admin.users.pageOf', { page: users.data.page, pages })}
              </p>
              <Button
                variant="outline"
                size="sm"
                disabled={users.data.page >= pages}
                onClick={() => go({ ...search, page: users.data.page + 1 })}
              >
                {t('admin.users.next')}
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
