import type { FastifyRequest } from 'fastify';
// Platform console, part consoles (issue 18): the names the audit page knows (shared with the web).
import type { AuditAction, AuditTargetType } from '#shared/audit/audit-actions.ts';
import type { Executor } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { insertAuditEntry } from './audit.repo.ts';

// How a use case records an audited change (issue 18 "Audit log"): call it with the transaction that
// makes the change, so a failed change leaves no row and a committed one exactly one.

/** Who acted and from where: taken from the request once, passed down to the use case. */
export type AuditActor = {
  userId: string | null;
  label: string;
  /** request.ip: the socket's address, or the forwarded one only behind a configured trusted proxy. */
  ip: string | null;
  userAgent: string | null;
};

/** The acting caller of a request (its email as the label, as it was when acting). */
export function auditActorOf(request: FastifyRequest, caller: Caller): AuditActor {
  const userAgent = request.headers['user-agent'];
  return {
    userId: caller.userId,
    label: caller.email,
    ip: request.ip ?? null,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : null,
  };
}

/** A change the system makes by itself (a scheduled job): no person, no address. */
export const SYSTEM_ACTOR: AuditActor = { userId: null, label: 'système', ip: null, userAgent: null };

export type AuditedChange = {
  organizationId: string | null;
  /** Dotted, past tense: 'user.role.changed', 'user.suspended', 'certificate.revoked'… */
  action: AuditAction;
  targetType: AuditTargetType;
  targetId?: string | null;
  details?: Record<string, unknown>;
};

export async function recordAudit(tx: Executor, actor: AuditActor, change: AuditedChange): Promise<void> {
  await insertAuditEntry(tx, {
    ...change,
    actorId: actor.userId,
    actorLabel: actor.label,
    ip: actor.ip,
    userAgent: actor.userAgent,
  });
}
