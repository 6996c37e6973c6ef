import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit-log.ts';

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
