import { and, count, desc, eq, gte, ilike, like, lt, or, type SQL, sql } from 'drizzle-orm';
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

// Accounts, data and deletion (issue 17): the one change the log's rows ever receive. When an account
// is erased, the rows keep what happened, when and the ids, but the person's address and name no
// longer appear (as actor label or inside details); decision 256.

/**
 * Replaces the erased person's label, address and name in the log with the placeholder: the address
 * wherever it appears (it names one person), the name only in the rows they acted in or were the
 * target of (another person may bear the same name).
 */
export async function forgetAuditPerson(
  tx: Executor,
  person: { userId: string; email: string; name: string },
  placeholder: string,
): Promise<void> {
  await tx.update(auditLog).set({ actorLabel: placeholder }).where(eq(auditLog.actorId, person.userId));
  const theirs = sql`(${auditLog.actorId} = ${person.userId} or ${auditLog.targetId} = ${person.userId})`;
  const replacements = [
    { text: person.email, scope: sql`true` },
    { text: person.name, scope: theirs },
  ].filter(({ text }) => text.trim().length >= 3);
  for (const { text, scope } of replacements) {
    const quoted = JSON.stringify(text).slice(1, -1);
    await tx
      .update(auditLog)
      .set({
        actorLabel: sql`replace(${auditLog.actorLabel}, ${text}, ${placeholder})`,
        details: sql`replace(${auditLog.details}::text, ${quoted}, ${placeholder})::jsonb`,
      })
      .where(
        sql`${scope} and (strpos(${auditLog.actorLabel}, ${text}) > 0 or strpos(${auditLog.details}::text, ${quoted}) > 0)`,
      );
  }
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
