import { CERTIFICATE_PATHS, type IssuedCertificate } from '#shared/certificates/certificate.contract.ts';
import type {
  TAdminCertificateList,
  TAdminCertificatesQuery,
} from '#shared/certificates/certificates-issue.contract.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Executor } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import {
  type CertificateRow,
  findCertificateOfLearner,
  listCertificatesOfLearner,
  listOrganizationCertificates,
} from './certificates.repo.ts';
import { loadStanding, verificationUrlOf } from './issue-certificate.ts';

// The learner reads their own certificates, nobody else's (another's is "not found"); the admin lists
// the organisation's (issue 16 "Issue and grade").

export function toIssuedCertificate(row: CertificateRow, appUrl: string): IssuedCertificate {
  return {
    id: row.id,
    verificationCode: row.verificationCode,
    courseId: row.courseId,
    cohortId: row.cohortId,
    courseTitle: row.courseTitle,
    learnerName: row.learnerName,
    organizationName: row.organizationName,
    gradePercent: row.gradePercent,
    distinction: row.distinction,
    completedAt: row.completedAt.toISOString(),
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedReason: row.revokedReason,
    settings: row.templateSettings,
    printed: row.printed,
    verificationUrl: verificationUrlOf(appUrl, row.verificationCode),
    pdfUrl: CERTIFICATE_PATHS.pdf(row.id),
  };
}

export async function listMyCertificates(db: Executor, caller: Caller, appUrl: string) {
  const rows = await listCertificatesOfLearner(db, caller.userId);
  return rows.map((row) => toIssuedCertificate(row, appUrl));
}

/**
 * The caller's certificate for the course; else 404 'Certificat non trouvé' whose details say where
 * they stand (the page words what to do next from it).
 */
export async function getMyCertificateForCourse(
  db: Executor,
  caller: Caller,
  courseId: string,
  appUrl: string,
): Promise<IssuedCertificate> {
  const row = await findCertificateOfLearner(db, { userId: caller.userId, courseId });
  if (row) return toIssuedCertificate(row, appUrl);
  const { context, standing } = await loadStanding(db, { userId: caller.userId, courseId });
  // Only the caller's own enrolment in their organisation says anything more than "not found".
  const details = context && context.organizationId === caller.organizationId ? { standing } : undefined;
  throw new AppError('NOT_FOUND', t('certificates.notFound'), details);
}

export async function listCertificatesOfOrganization(
  db: Executor,
  caller: Caller,
  query: TAdminCertificatesQuery,
  appUrl: string,
): Promise<TAdminCertificateList> {
  const { rows, total } = await listOrganizationCertificates(db, {
    organizationId: caller.organizationId,
    ...query,
  });
  return {
    certificates: rows.map((row) => ({
      id: row.id,
      verificationCode: row.verificationCode,
      learner: { id: row.userId, name: row.learnerName, email: row.learnerEmail },
      course: { id: row.courseId, title: row.courseTitle },
      cohortId: row.cohortId,
      gradePercent: row.gradePercent,
      distinction: row.distinction,
      issuedAt: row.issuedAt.toISOString(),
      revokedAt: row.revokedAt?.toISOString() ?? null,
      revokedReason: row.revokedReason,
      revokedBy: row.revokedBy,
      verificationUrl: verificationUrlOf(appUrl, row.verificationCode),
      pdfUrl: CERTIFICATE_PATHS.pdf(row.id),
    })),
    total,
    page: query.page,
    limit: query.limit,
  };
}
