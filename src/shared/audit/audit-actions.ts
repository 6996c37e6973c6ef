// Platform console, part consoles (issue 18): every action name and target type the server writes to
// the audit log, in one list both sides use. The server's recordAudit accepts only these names (a new
// one fails to compile until it is added here), and the audit page's label map is typed over them (a
// name without its French label fails to compile; audit-labels.test.ts checks the server's sources).

export const AUDIT_ACTIONS = [
  'account.erased',
  'certificate.revoked',
  'certificate_director.created',
  'certificate_director.deleted',
  'certificate_director.updated',
  'certificate_template.created',
  'certificate_template.deleted',
  'certificate_template.duplicated',
  'certificate_template.renamed',
  'certificate_template.settings_saved',
  'cohort.participant.approved',
  'cohort.participant.invited',
  'cohort.participant.refused',
  'cohort.participant.removed',
  'enrollment.manual',
  'instructor.profile.updated',
  'learners.imported',
  'organization.created',
  'organization.favicon.removed',
  'organization.favicon.replaced',
  'organization.logo.removed',
  'organization.logo.replaced',
  'organization.reactivated',
  'organization.renamed',
  'organization.settings.updated',
  'organization.suspended',
  'payment.refunded',
  'review.hidden',
  'review.restored',
  'settings.billing.updated',
  'settings.email.updated',
  'settings.platform.updated',
  'settings.security.updated',
  'user.invited',
  'user.reactivated',
  'user.roles.changed',
  'user.suspended',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  'certificate',
  'certificate_director',
  'certificate_template',
  'instructor',
  'organization',
  'payment',
  'review',
  'settings',
  'user',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const isAuditAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);
export const isAuditTargetType = (value: string): value is AuditTargetType =>
  (AUDIT_TARGET_TYPES as readonly string[]).includes(value);
