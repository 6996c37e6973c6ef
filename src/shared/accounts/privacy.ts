// Accounts, data and deletion (issue 17, accounts-data): the pure rules of the data export and of a
// deletion request, shared by the server and the page (decisions 254–257).

export const ACCOUNT_DELETION_STATUSES = ['pending', 'cancelled', 'completed'] as const;
export type AccountDeletionStatus = (typeof ACCOUNT_DELETION_STATUSES)[number];

/** Days between a deletion request and the erasure: the learner can change their mind until then. */
export const DELETION_GRACE_DAYS = 14;
/** The longest reason a learner may give (characters, as PostgreSQL counts them). */
export const DELETION_REASON_MAX_LENGTH = 1000;
/** One data export per user in this many seconds (decision 255). */
export const EXPORT_COOLDOWN_SECONDS = 5 * 60;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a request made at `requestedAt` is carried out: exactly DELETION_GRACE_DAYS later. */
export function deletionDueAt(requestedAt: Date, graceDays = DELETION_GRACE_DAYS): Date {
  return new Date(requestedAt.getTime() + graceDays * DAY_MS);
}

/** Whether a pending request is due at `now` (its due moment reached or passed). */
export function isDeletionDue(request: { status: AccountDeletionStatus; dueAt: Date }, now: Date): boolean {
  return request.status === 'pending' && request.dueAt.getTime() <= now.getTime();
}

/** The calendar day (Africa/Dakar is UTC all year) of a moment, as YYYY-MM-DD. */
export function dakarDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The export's file name: the platform's name and the day it was made, e.g. jang-donnees-2026-11-27.json. */
export function exportFileName(now: Date): string {
  return `jang-donnees-${dakarDay(now)}.json`;
}

/** A reason as stored: line ends made \n, control characters but line feed and tab removed, trimmed; '' is none. */
export function cleanReason(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const cleaned = raw
    .replace(/\r\n?/g, '\n')
    .replace(/\p{Cc}/gu, (character) => (character === '\n' || character === '\t' ? character : ''))
    .replace(/[\u202A-\u202E\u2066-\u2069]/g, '')
    .trim();
  return cleaned === '' ? null : cleaned;
}

/** Characters as PostgreSQL's char_length counts them (an emoji is one). */
export const characterCount = (text: string): number => [...text].length;

/** The placeholder address an erased account keeps: unique, never deliverable (.invalid, RFC 2606). */
export function erasedEmail(userId: string): string {
  return `compte-supprime-${userId}@supprime.invalid`;
}
