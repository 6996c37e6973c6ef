import { Readable } from 'node:stream';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Executor } from '../../db/client.ts';
import type { ExportPageReader } from '../../db/export-pages.ts';
import { exportProfile, exportSessionRows } from '../auth/auth.repo.ts';
import { exportReviewRows } from '../catalog/reviews.repo.ts';
import { exportCertificateRows } from '../certificates/certificates-export.repo.ts';
import { exportCohortMessageRows } from '../cohorts/cohort-discussion.repo.ts';
import { exportEnrollmentRows } from '../enrollments/enrollments.repo.ts';
import { exportSubmissionRows } from '../exercises/exercises.repo.ts';
// Progress and achievements (issue 17): the learner's days of activity
import { exportActivityRows } from '../learning/learner-activity.repo.ts';
import { exportProgressRows } from '../learning/progress.repo.ts';
import { exportNotificationRows } from '../notifications/notifications.repo.ts';
import { exportPaymentRows, exportPaymentScheduleRows } from '../payments/payments.repo.ts';
import { exportQuizAnswerRows, exportQuizAttemptRows } from '../quizzes/quizzes.repo.ts';
import { exportDeletionRequestRows } from './account-deletion.repo.ts';

// The learner's data export (spec/authoring-and-shell.md §7 "data-export"; issue 17; decision 255):
// one JSON document of every row about them, written while it is read. Each section is read in pages
// of `pageSize` rows keyed by id (its owning repository's export function), each page becomes one
// chunk of the stream, and the next page is read only when the consumer asks for more: the memory
// held is one page, whatever the years of progress behind it.

export const EXPORT_FORMAT = 'jang-donnees/1';
export const EXPORT_PAGE_SIZE = 500;

/** The sections of the file, in order: the key in the JSON and the reader of one page. */
export const EXPORT_SECTIONS: readonly (readonly [string, ExportPageReader<object>])[] = [
  ['enrollments', exportEnrollmentRows],
  ['lesson_progress', exportProgressRows],
  ['learner_daily_activity', exportActivityRows],
  ['quiz_attempts', exportQuizAttemptRows],
  ['quiz_answers', exportQuizAnswerRows],
  ['exercise_submissions', exportSubmissionRows],
  ['payments', exportPaymentRows],
  ['payment_schedules', exportPaymentScheduleRows],
  ['reviews', exportReviewRows],
  ['cohort_messages', exportCohortMessageRows],
  ['certificates', exportCertificateRows],
  ['sessions', exportSessionRows],
  ['notifications', exportNotificationRows],
  ['account_deletion_requests', exportDeletionRequestRows],
];

export type ExportOptions = {
  now?: Date;
  pageSize?: number;
  /** Told after each page read (section, rows): lets a test see that reading follows consumption. */
  onPage?: (section: string, rows: number) => void;
};

const ABOUT =
  'Toutes les données que Jàng conserve sur vous, au format JSON : votre profil, vos inscriptions, votre progression, vos réponses aux quiz, vos travaux (fichiers nommés, sans leur contenu), vos paiements, vos avis, vos messages de discussion, vos certificats, vos connexions et vos notifications.';

/** The export of `userId` as a stream of UTF-8 JSON text; 404 before any byte when the account is unknown. */
export async function exportAccountData(
  db: Executor,
  userId: string,
  options: ExportOptions = {},
): Promise<Readable> {
  const profile = await exportProfile(db, userId);
  if (!profile) throw new AppError('NOT_FOUND', t('accounts.profileNotFound'));
  const now = options.now ?? new Date();
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;

  async function* chunks(): AsyncGenerator<string> {
    const head = { format: EXPORT_FORMAT, exported_at: now.toISOString(), about: ABOUT, profile };
    yield JSON.stringify(head, null, 1).replace(/\n}$/, '');
    for (const [section, readPage] of EXPORT_SECTIONS) {
      let afterId: string | null = null;
      let isFirst = true;
      yield `,\n "${section}": [`;
      for (;;) {
        const rows = await readPage(db, userId, afterId, pageSize);
        options.onPage?.(section, rows.length);
        if (rows.length > 0) {
          const text = rows.map((row) => `\n  ${JSON.stringify(row)}`).join(',');
          yield isFirst ? text : `,${text}`;
          isFirst = false;
          afterId = rows[rows.length - 1]!.id;
        }
        if (rows.length < pageSize) break;
      }
      yield isFirst ? ']' : '\n ]';
    }
    yield '\n}\n';
  }
  // One chunk buffered ahead at most: the next page is read when the socket has taken this one.
  return Readable.from(chunks(), { objectMode: false, highWaterMark: 1 });
}
