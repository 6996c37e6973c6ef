import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns.ts';

// Who changed what, when and from where (issue 18 "Audit log"): one row per audited action, written
// in the action's own transaction (features/audit/record-audit.ts), never updated or deleted by the
// application. No foreign keys on purpose: the log outlives the rows and accounts it names, so it
// also keeps the actor's name and email as they were.
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** The organisation the change belongs to; null for platform-wide changes (superadmin). */
    organizationId: uuid('organization_id'),
    actorId: uuid('actor_id'),
    actorLabel: text('actor_label').notNull(),
    /** A dotted name: 'user.role.changed', 'user.suspended', 'payment.refunded', 'certificate.revoked'… */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** What changed: e.g. { from: 'student', to: 'instructor' }, a reason. Never a secret. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    userAgent: text('user_agent'),
    occurredAt: timestamptz('occurred_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_organization_occurred_idx').on(t.organizationId, t.occurredAt),
    index('audit_log_occurred_idx').on(t.occurredAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
