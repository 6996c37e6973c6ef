// Which emails a learner may turn off with 'Notifications par email' (issue 17, decision 310): the
// reminders and news the switch's hint names. What keeps an account safe, proves money moved or warns
// that access is at risk is always sent.

export const OPTIONAL_EMAIL_KINDS = [
  'installment-reminder',
  'exercise-graded',
  'cohort-session-reminder-day',
  'cohort-session-reminder-hour',
  'cohort-end-message',
  'certificate-issued',
] as const;

export type OptionalEmailKind = (typeof OPTIONAL_EMAIL_KINDS)[number];

/** True when a learner who turned email notifications off should not receive an email of this kind. */
export function isOptionalEmail(kind: string): kind is OptionalEmailKind {
  return (OPTIONAL_EMAIL_KINDS as readonly string[]).includes(kind);
}
