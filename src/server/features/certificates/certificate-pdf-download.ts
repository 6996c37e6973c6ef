import { certificateFacts, certificatePdfFileName } from '#shared/certificates/certificate-facts.ts';
import { layoutCertificate } from '#shared/certificates/certificate-layout.ts';
import {
  certificateSettings,
  DEFAULT_CERTIFICATE_SETTINGS,
} from '#shared/certificates/certificate-settings.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Executor } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { drawCertificatePdf, type ReadImage } from './certificate-pdf.ts';
import { findCertificateById } from './certificate-reading.repo.ts';

// GET /api/certificates/{id}/pdf (issue 16; decision 216): the certificate's learner and the admins
// (and superadmins) of its organisation download it; anyone else is told it does not exist (404), so
// an id reveals nothing. A revoked certificate is still drawn for its organisation's admins (their
// records); its learner is told it was revoked, when and why (410).

export type PdfDownload = { bytes: Uint8Array; fileName: string };

const frenchDate = (date: Date) =>
  date.toLocaleDateString('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Dakar',
  });

const isAdminOf = (caller: Caller, organizationId: string) =>
  caller.organizationId === organizationId &&
  (caller.roles.includes('admin') || caller.roles.includes('superadmin'));

export async function downloadCertificatePdf(
  db: Executor,
  caller: Caller,
  certificateId: string,
  deps: { appUrl: string; readImage: ReadImage },
): Promise<PdfDownload> {
  const row = await findCertificateById(db, certificateId);
  const notFound = () => new AppError('NOT_FOUND', t('certificates.pdf.notFound'));
  if (!row) throw notFound();
  const admin = isAdminOf(caller, row.organizationId);
  const learner = row.userId === caller.userId;
  if (!admin && !learner) throw notFound();
  if (row.revokedAt && !admin) {
    throw new AppError(
      'CERTIFICATE_REVOKED',
      t('certificates.pdf.revoked', { date: frenchDate(row.revokedAt), reason: row.revokedReason ?? '' }),
      { revokedAt: row.revokedAt.toISOString() },
    );
  }
  // The settings as they were at issue time; a copy that no longer reads (an older shape) is drawn
  // with what it has over the defaults rather than refused.
  const read = certificateSettings.safeParse({ ...DEFAULT_CERTIFICATE_SETTINGS, ...row.templateSettings });
  const settings = read.success ? read.data : DEFAULT_CERTIFICATE_SETTINGS;
  const layout = layoutCertificate(
    settings,
    certificateFacts(row.printed, row.verificationCode, deps.appUrl),
  );
  const bytes = await drawCertificatePdf(layout, {
    readImage: deps.readImage,
    title: t('certificates.pdf.title', { course: row.printed.courseName }),
    subject: row.printed.studentName,
    createdAt: row.issuedAt,
  });
  return { bytes, fileName: certificatePdfFileName(row.courseTitle, row.issuedAt) };
}
