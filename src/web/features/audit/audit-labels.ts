import {
  AUDIT_ACTIONS,
  type AuditAction,
  isAuditAction,
  isAuditTargetType,
} from '#shared/audit/audit-actions.ts';
import { type AuditMessageKey, frAuditWeb, t } from '#shared/messages/fr-audit-web.ts';

// The audit log in French words (issue 18, part consoles): each action name the server writes has its
// label (fr-audit-web.ts is typed over AUDIT_ACTIONS); a name from an older version shows as is.

export function actionLabel(action: string): string {
  return isAuditAction(action) ? t(`auditWeb.action.${action}`) : action;
}

export function targetTypeLabel(targetType: string): string {
  return isAuditTargetType(targetType) ? t(`auditWeb.targetType.${targetType}`) : targetType;
}

/** The actions of the filter, in the alphabetical order of their labels. */
export function actionOptions(): Array<{ value: AuditAction; label: string }> {
  return AUDIT_ACTIONS.map((value) => ({ value, label: actionLabel(value) })).sort((a, b) =>
    a.label.localeCompare(b.label, 'fr'),
  );
}

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});
const dateOnly = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '27 novembre 2026 à 14:05' (UTC, the time in Dakar all year). */
export const formatWhen = (iso: string) => dateTime.format(new Date(iso));
/** '27 novembre 2026'. */
export const formatDay = (iso: string) => dateOnly.format(new Date(iso));

/** A detail's value as text: strings as they are, the rest as compact JSON. */
function detailText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A detail's name in French when it is a known one ('reason' → 'Motif'), otherwise as written. */
export function detailLabel(key: string): string {
  const messageKey = `auditWeb.detail.${key}`;
  return Object.hasOwn(frAuditWeb, messageKey) ? t(messageKey as AuditMessageKey) : key;
}

/** The row's details as name/value lines, in the order written. */
export function detailEntries(details: Record<string, unknown>): Array<[string, string]> {
  return Object.entries(details).map(([key, value]) => [detailLabel(key), detailText(value)]);
}

/** Who acted: the actor's label as recorded, 'Système' for the scheduled jobs. */
export function actorText(entry: { actorId: string | null; actorLabel: string }): string {
  return entry.actorId === null && entry.actorLabel === 'système' ? t('auditWeb.system') : entry.actorLabel;
}
