import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { t } from '#shared/messages/fr-audit-web.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { AuditLogView } from './audit-log-view.tsx';
import type { AuditSearch } from './audit-search.ts';

/** /admin/audit (issue 18, part consoles): the organisation's audit log. */
export function AdminAuditPage(): ReactElement {
  const search = useSearch({ from: '/admin/audit' });
  const navigate = useNavigate({ from: '/admin/audit' });
  usePageTitle(t('auditWeb.title'));
  const { organizationId: _ignored, ...own } = search;
  return (
    <AuditLogView
      scope="admin"
      search={own}
      onSearch={(next: AuditSearch) => void navigate({ search: next })}
    />
  );
}

/** /superadmin/audit: the platform's audit log, every organisation or one. */
export function SuperadminAuditPage(): ReactElement {
  const search = useSearch({ from: '/superadmin/audit' });
  const navigate = useNavigate({ from: '/superadmin/audit' });
  usePageTitle(t('auditWeb.title'));
  return (
    <AuditLogView scope="superadmin" search={search} onSearch={(next) => void navigate({ search: next })} />
  );
}
