import { and, count, desc, eq, gte, ilike, like, lt, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { organizationNameOf } from '../organizations/organizations.repo.ts';

// The audit log's one writer (issue 18). Reading it (admins: their organisation's rows; superadmins:
// all) belongs to the consoles; nothing updates or deletes a row.

export type AuditEntry = {
  organizationId: string | null;
  actorId: string | null;
  actorLabel: string;
  action: string;
  targetType: string;
  targetId?: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
  userAgent?: string | null;
};

/** Writes one row, in the caller's transaction: no row without the change, no change without its row. */
export async function insertAuditEntry(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    organizationId: entry.organizationId,
    actorId: entry.actorId,
    actorLabel: entry.actorLabel,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    details: entry.details ?? {},
    ip: entry.ip ?? null,
    userAgent: entry.userAgent ?? null,
  });
}

// ——— Platform console (issue 18, decision 290): reading the log, newest first, never changing it ———

export type AuditFilter = {
  /** null: every organisation (the superadmin's log without a filter). */
  organizationId: string | null;
  action?: string | undefined;
  actor?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  before?: Date | undefined;
};

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(filter: AuditFilter): SQL | undefined {
  return and(
    filter.organizationId ? eq(auditLog.organizationId, filter.organizationId) : undefined,
    filter.action
      ? or(eq(auditLog.action, filter.action), like(auditLog.action, `${likeLiteral(filter.action)}.%`))
      : undefined,
    filter.actor ? ilike(auditLog.actorLabel, `%${likeLiteral(filter.actor)}%`) : undefined,
    filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
    filter.from ? gte(auditLog.occurredAt, filter.from) : undefined,
    filter.before ? lt(auditLog.occurredAt, filter.before) : undefined,
  );
}

export async function listAuditPage(
  db: Executor,
  filter: AuditFilter,
  page: { page: number; limit: number },
) {
  const where = conditions(filter);
  const rows = await db
    .select({ entry: auditLog, organizationName: organizationNameOf(auditLog.organizationId) })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return { rows, total: total?.n ?? 0 };
}
