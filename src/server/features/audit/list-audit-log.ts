import { dayAfter, type TAuditPage, type TAuditQuery } from '#shared/audit/audit.contract.ts';
import type { Executor } from '../../db/client.ts';
import { listAuditPage } from './audit.repo.ts';

// Platform console (issue 18, decision 290): one page of the audit log with its filters. The admin's
// route passes their organisation; the superadmin's passes the one asked for, or none (all).

export async function listAuditLog(
  db: Executor,
  organizationId: string | null,
  query: TAuditQuery,
): Promise<TAuditPage> {
  const { rows, total } = await listAuditPage(
    db,
    {
      organizationId,
      action: query.action,
      actor: query.actor,
      targetType: query.targetType,
      targetId: query.targetId,
      from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
      before: query.to ? dayAfter(query.to) : undefined,
    },
    { page: query.page, limit: query.limit },
  );
  return {
    entries: rows.map(({ entry, organizationName }) => ({
      id: entry.id,
      organizationId: entry.organizationId,
      organizationName,
      actorId: entry.actorId,
      actorLabel: entry.actorLabel,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      details: entry.details,
      ip: entry.ip,
      occurredAt: entry.occurredAt.toISOString(),
    })),
    total,
    page: query.page,
    limit: query.limit,
  };
}
