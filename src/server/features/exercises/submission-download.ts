import type { FastifyReply } from 'fastify';
import { AppError } from '#shared/errors.ts';
import { attachmentDisposition, downloadContentType } from '#shared/exercises/exercise-download.ts';
import { t } from '#shared/messages/fr.ts';
import type { OpenedObject, Storage } from '../../storage/storage.ts';
import type { Submission } from './exercises.repo.ts';
import { openStoredFile } from './submission-files.ts';

// Serving a submission's file back to its learner or its grader (docs/decisions/019-grading-page.md).

export type SubmissionDownload = OpenedObject & { name: string; type: string | null };

/** The submission's stored file, opened (404 when it has none or the file is gone). */
export async function openSubmissionFile(
  storage: Storage,
  submission: Submission,
): Promise<SubmissionDownload> {
  if (!submission.filePath || !submission.fileName) throw new AppError('NOT_FOUND', t('exercises.noFile'));
  const opened = await openStoredFile(storage, submission.filePath);
  return { ...opened, name: submission.fileName, type: submission.fileType };
}

/**
 * Streams the file as an attachment: a safe name, the checked type, and headers that keep the
 * browser from rendering it as a page of this site (a PNG or PDF never runs as our origin).
 */
export function sendSubmissionFile(reply: FastifyReply, file: SubmissionDownload) {
  return reply
    .header('content-type', downloadContentType(file.name, file.type))
    .header('content-disposition', attachmentDisposition(file.name))
    .header('content-length', String(file.size))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.stream);
}
