import type { CertificateVerification } from '#shared/certificates/certificate.contract.ts';
import {
  normalizeVerificationCode,
  VERIFICATION_CODE_SHAPE,
} from '#shared/certificates/verification-code.ts';
import type { Executor } from '../../db/client.ts';
import { findCertificateByCode } from './certificate-reading.repo.ts';

// The public verification of a certificate by its code (issue 16; decisions 218–219): valid, revoked
// (with when and why) or not found. It says only what the certificate itself prints: the learner's
// name, the course, the organisation, the date, the grade and the distinction — no e-mail, no id.

export async function verifyCertificate(db: Executor, typed: string): Promise<CertificateVerification> {
  const code = normalizeVerificationCode(typed);
  if (!VERIFICATION_CODE_SHAPE.test(code)) return { status: 'not_found', certificate: null };
  const row = await findCertificateByCode(db, code);
  if (!row) return { status: 'not_found', certificate: null };
  return {
    status: row.revokedAt ? 'revoked' : 'valid',
    certificate: {
      verificationCode: row.verificationCode,
      learnerName: row.printed.studentName,
      courseTitle: row.printed.courseName,
      organizationName: row.printed.organizationName,
      issuedAt: row.issuedAt.toISOString(),
      gradePercent: row.gradePercent,
      distinction: row.distinction,
      revokedAt: row.revokedAt?.toISOString() ?? null,
      revokedReason: row.revokedAt ? row.revokedReason : null,
    },
  };
}
