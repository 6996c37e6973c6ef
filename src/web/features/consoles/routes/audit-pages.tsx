import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { t } from '#shared/messages/fr-consoles-web.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import type { AuditSearch } from '../audit-search.ts';
import { AuditLogView } from '../components/audit-log-view.tsx';

/** /admin/audit (issue 18, part consoles): the organisation's audit log. */
export function AdminAuditPage(): ReactElement {
  const search = useSearch({ from: '/admin/audit' });
  const navigate = useNavigate({ from: '/admin/audit' });
  usePageTitle(t('consoles.audit.title'));
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
  usePageTitle(t('consoles.audit.title'));
  return (
    <AuditLogView scope="superadmin" search={search} onSearch={(next) => void navigate({ search: next })} />
  );
}
