import { Link } from '@tanstack/react-router';
import { SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { TAuditEntry } from '#shared/audit/audit.contract.ts';
import { AUDIT_TARGET_TYPES } from '#shared/audit/audit-actions.ts';
import { t } from '#shared/messages/fr-audit-web.ts';
import { cn } from '#web/lib/cn.ts';
import { paths } from '#web/paths.ts';
import { Button } from '#web/ui/button.tsx';
import { Input } from '#web/ui/input.tsx';
import { Label } from '#web/ui/label.tsx';
import { LoadError } from '#web/ui/load-error.tsx';
import { Pager, pageCount } from '#web/ui/pager.tsx';
import { FIELD_SELECT_CLASSES } from '#web/ui/select-classes.ts';
import { type AuditScope, useAuditLog, useOrganizationChoices } from './audit-api.ts';
import {
  actionLabel,
  actionOptions,
  actorText,
  detailEntries,
  formatWhen,
  targetTypeLabel,
} from './audit-labels.ts';
import {
  type AuditSearch,
  activeFilterCount,
  hasAuditFilters,
  isRangeInOrder,
  withAuditFilter,
} from './audit-search.ts';

type Props = { scope: AuditScope; search: AuditSearch; onSearch: (next: AuditSearch) => void };

/**
 * The audit log (issue 18, part consoles), for /admin/audit (the organisation's rows) and
 * /superadmin/audit (every organisation's, or one's): filters in the address, newest first, page by
 * page; cards on a phone, a table on a wide screen, each row's details opened on demand.
 */
export function AuditLogView({ scope, search, onSearch }: Props) {
  const log = useAuditLog(scope, search);
  const isPlatform = scope === 'superadmin';
  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold leading-tight">{t('auditWeb.title')}</h1>
        <p className="max-w-3xl text-muted-foreground">
          {t(isPlatform ? 'auditWeb.platformIntro' : 'auditWeb.intro')}
        </p>
      </header>
      <AuditFilters isPlatform={isPlatform} search={search} onSearch={onSearch} />
      {log.data ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('auditWeb.count', { count: log.data.total })}
        </p>
      ) : null}
      {log.isPending ? (
        <p role="status" className="py-16 text-center text-muted-foreground">
          {t('auditWeb.loading')}
        </p>
      ) : log.isError ? (
        <LoadError error={log.error} onRetry={() => void log.refetch()} title={t('auditWeb.loadError')} />
      ) : log.data.entries.length === 0 ? (
        <div className="space-y-3 rounded-lg border border-dashed border-border px-4 py-12 text-center">
          <p className="font-medium">
            {t(hasAuditFilters(search) ? 'auditWeb.emptyFiltered' : 'auditWeb.empty')}
          </p>
          {hasAuditFilters(search) ? (
            <Button variant="outline" size="sm" onClick={() => onSearch({})}>
              {t('auditWeb.clear')}
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="space-y-4" aria-busy={log.isPlaceholderData || undefined}>
          <AuditCards entries={log.data.entries} isPlatform={isPlatform} />
          <AuditTable entries={log.data.entries} isPlatform={isPlatform} />
          <Pager
            page={log.data.page}
            pages={pageCount(log.data)}
            onPage={(page) => onSearch({ ...search, page: page > 1 ? page : undefined })}
          />
        </div>
      )}
    </div>
  );
}

function AuditFilters({
  isPlatform,
  search,
  onSearch,
}: {
  isPlatform: boolean;
  search: AuditSearch;
  onSearch: (next: AuditSearch) => void;
}) {
  const id = useId();
  const [actor, setActor] = useState(search.actor ?? '');
  const [from, setFrom] = useState(search.from ?? '');
  const [to, setTo] = useState(search.to ?? '');
  const [rangeError, setRangeError] = useState(false);
  const [isOpen, setOpen] = useState(false);
  // The address may change by itself (back button, 'Effacer les filtres'): the fields follow.
  useEffect(() => {
    setActor(search.actor ?? '');
    setFrom(search.from ?? '');
    setTo(search.to ?? '');
    setRangeError(false);
  }, [search.actor, search.from, search.to]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isRangeInOrder(from, to)) {
      setRangeError(true);
      return;
    }
    onSearch(withAuditFilter(search, { actor: actor.trim(), from, to }));
    // On a phone the log comes back into view.
    setOpen(false);
  };

  const active = activeFilterCount(search);
  return (
    <div className="space-y-3">
      {/* On a phone the filters fold away under one button, so the log shows first. */}
      <Button
        variant="outline"
        className="w-full lg:hidden"
        aria-expanded={isOpen}
        aria-controls={`${id}-filters`}
        onClick={() => setOpen(!isOpen)}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {active > 0 ? t('auditWeb.filtersCount', { count: active }) : t('auditWeb.filtersButton')}
      </Button>
      <form
        id={`${id}-filters`}
        aria-label={t('auditWeb.filters')}
        onSubmit={onSubmit}
        noValidate
        className={cn(
          isOpen ? 'grid' : 'hidden lg:grid',
          'grid-cols-2 gap-3 rounded-lg border border-border bg-surface p-3 sm:p-4',
          isPlatform ? 'lg:grid-cols-4' : 'lg:grid-cols-3',
        )}
      >
        {isPlatform ? <OrganizationFilter id={`${id}-org`} search={search} onSearch={onSearch} /> : null}
        <div className="col-span-2 lg:col-span-1">
          <Label htmlFor={`${id}-action`}>{t('auditWeb.action')}</Label>
          <select
            id={`${id}-action`}
            className={FIELD_SELECT_CLASSES}
            value={search.action ?? ''}
            onChange={(event) => onSearch(withAuditFilter(search, { action: event.target.value }))}
          >
            <option value="">{t('auditWeb.allActions')}</option>
            {/* An action typed in the address (a family's start) stays shown. */}
            {search.action && !actionOptions().some((option) => option.value === search.action) ? (
              <option value={search.action}>{search.action}</option>
            ) : null}
            {actionOptions().map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 lg:col-span-1">
          <Label htmlFor={`${id}-target`}>{t('auditWeb.targetType')}</Label>
          <select
            id={`${id}-target`}
            className={FIELD_SELECT_CLASSES}
            value={search.targetType ?? ''}
            onChange={(event) => onSearch(withAuditFilter(search, { targetType: event.target.value }))}
          >
            <option value="">{t('auditWeb.allTargets')}</option>
            {AUDIT_TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {targetTypeLabel(type)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 lg:col-span-1">
          <Label htmlFor={`${id}-actor`}>{t('auditWeb.actor')}</Label>
          <Input
            id={`${id}-actor`}
            type="search"
            maxLength={100}
            className="mt-1.5"
            value={actor}
            onChange={(event) => setActor(event.target.value)}
          />
        </div>
        <div className="col-span-2 sm:col-span-1">
          <Label htmlFor={`${id}-from`}>{t('auditWeb.from')}</Label>
          <Input
            id={`${id}-from`}
            type="date"
            className="mt-1.5"
            value={from}
            aria-invalid={rangeError || undefined}
            onChange={(event) => {
              setFrom(event.target.value);
              setRangeError(false);
            }}
          />
        </div>
        <div className="col-span-2 sm:col-span-1">
          <Label htmlFor={`${id}-to`}>{t('auditWeb.to')}</Label>
          <Input
            id={`${id}-to`}
            type="date"
            className="mt-1.5"
            value={to}
            aria-invalid={rangeError || undefined}
            aria-describedby={rangeError ? `${id}-range` : undefined}
            onChange={(event) => {
              setTo(event.target.value);
              setRangeError(false);
            }}
          />
          {rangeError ? (
            <p id={`${id}-range`} role="alert" className="mt-1.5 text-sm text-destructive">
              {t('auditWeb.rangeInvalid')}
            </p>
          ) : null}
        </div>
        <div
          className={cn(
            'col-span-2 flex flex-wrap items-end gap-2 *:flex-1 lg:justify-end lg:*:flex-none',
            isPlatform ? 'lg:col-span-2' : 'lg:col-span-1',
          )}
        >
          <Button type="submit">{t('auditWeb.apply')}</Button>
          {hasAuditFilters(search) ? (
            <Button variant="ghost" onClick={() => onSearch({})}>
              {t('auditWeb.clear')}
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  );
}

function OrganizationFilter({
  id,
  search,
  onSearch,
}: {
  id: string;
  search: AuditSearch;
  onSearch: (next: AuditSearch) => void;
}) {
  const organizations = useOrganizationChoices();
  return (
    <div className="col-span-2 lg:col-span-1">
      <Label htmlFor={id}>{t('auditWeb.organization')}</Label>
      <select
        id={id}
        className={FIELD_SELECT_CLASSES}
        value={search.organizationId ?? ''}
        disabled={organizations.isPending}
        onChange={(event) => onSearch(withAuditFilter(search, { organizationId: event.target.value }))}
      >
        <option value="">{t('auditWeb.allOrganizations')}</option>
        {(organizations.data ?? []).map((organization) => (
          <option key={organization.id} value={organization.id}>
            {organization.name}
          </option>
        ))}
      </select>
      {organizations.isError ? (
        <p className="mt-1.5 text-sm text-destructive">{t('auditWeb.organizationsError')}</p>
      ) : null}
    </div>
  );
}

function Details({ entry }: { entry: TAuditEntry }) {
  const entries = detailEntries(entry.details);
  return (
    <details className="group text-sm">
      <summary className="cursor-pointer font-medium text-primary">{t('auditWeb.details')}</summary>
      {entries.length === 0 ? (
        <p className="mt-2 text-muted-foreground">{t('auditWeb.noDetails')}</p>
      ) : (
        <dl className="mt-2 space-y-1.5">
          {entries.map(([key, value]) => (
            <div key={key}>
              <dt className="text-xs text-muted-foreground">{key}</dt>
              <dd className="text-xs [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </details>
  );
}

/** The object's kind and id; a member of the admin's organisation links to their page. */
function Target({ entry, isPlatform }: { entry: TAuditEntry; isPlatform: boolean }) {
  const idClasses = 'block font-mono text-xs break-all';
  return (
    <>
      <span className="block">{targetTypeLabel(entry.targetType)}</span>
      {entry.targetId && entry.targetType === 'user' && !isPlatform ? (
        <Link to={paths.admin.user(entry.targetId)} className={`${idClasses} text-primary underline`}>
          {entry.targetId}
        </Link>
      ) : entry.targetId ? (
        <span className={`${idClasses} text-muted-foreground`}>{entry.targetId}</span>
      ) : null}
    </>
  );
}

const organizationText = (entry: TAuditEntry) => entry.organizationName ?? t('auditWeb.platform');

/** Below the wide screen: one card per row. */
function AuditCards({ entries, isPlatform }: { entries: TAuditEntry[]; isPlatform: boolean }) {
  return (
    <ul className="space-y-3 lg:hidden">
      {entries.map((entry) => (
        <li
          key={entry.id}
          data-audit-entry={entry.action}
          className="space-y-2 rounded-lg border border-border bg-surface p-4"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <p className="font-semibold">{actionLabel(entry.action)}</p>
            <p className="text-sm text-muted-foreground">
              <time dateTime={entry.occurredAt}>{formatWhen(entry.occurredAt)}</time>
            </p>
          </div>
          <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            {isPlatform ? (
              <>
                <dt className="text-muted-foreground">{t('auditWeb.organization')}</dt>
                <dd className="break-words">{organizationText(entry)}</dd>
              </>
            ) : null}
            <dt className="text-muted-foreground">{t('auditWeb.who')}</dt>
            <dd className="break-all">{actorText(entry)}</dd>
            <dt className="text-muted-foreground">{t('auditWeb.target')}</dt>
            <dd className="min-w-0">
              <Target entry={entry} isPlatform={isPlatform} />
            </dd>
            <dt className="text-muted-foreground">{t('auditWeb.ip')}</dt>
            <dd className="break-all">{entry.ip ?? t('auditWeb.noIp')}</dd>
          </dl>
          <Details entry={entry} />
        </li>
      ))}
    </ul>
  );
}

/** On a wide screen: a table, its details under each action. */
function AuditTable({ entries, isPlatform }: { entries: TAuditEntry[]; isPlatform: boolean }) {
  const head =
    'px-3 py-2 text-left text-xs font-semibold whitespace-nowrap uppercase tracking-wide text-muted-foreground';
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-border bg-surface lg:block">
      <table className="w-full text-sm">
        <thead className="border-b border-border bg-muted/50">
          <tr>
            <th scope="col" className={head}>
              {t('auditWeb.when')}
            </th>
            {isPlatform ? (
              <th scope="col" className={head}>
                {t('auditWeb.organization')}
              </th>
            ) : null}
            <th scope="col" className={head}>
              {t('auditWeb.who')}
            </th>
            <th scope="col" className={head}>
              {t('auditWeb.what')}
            </th>
            <th scope="col" className={head}>
              {t('auditWeb.target')}
            </th>
            <th scope="col" className={head}>
              {t('auditWeb.ip')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {entries.map((entry) => (
            <tr key={entry.id} data-audit-entry={entry.action} className="align-top">
              <td className="px-3 py-3 whitespace-nowrap">
                <time dateTime={entry.occurredAt}>{formatWhen(entry.occurredAt)}</time>
              </td>
              {isPlatform ? <td className="px-3 py-3">{organizationText(entry)}</td> : null}
              <td className="min-w-44 px-3 py-3 [overflow-wrap:anywhere]">{actorText(entry)}</td>
              <td className="min-w-56 px-3 py-3">
                <p className="font-medium">{actionLabel(entry.action)}</p>
                <Details entry={entry} />
              </td>
              <td className="w-44 px-3 py-3">
                <Target entry={entry} isPlatform={isPlatform} />
              </td>
              <td className="px-3 py-3 font-mono text-xs whitespace-nowrap">
                {entry.ip ?? t('auditWeb.noIp')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
