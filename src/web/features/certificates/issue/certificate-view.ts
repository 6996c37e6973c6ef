import type { IssuedCertificate } from '#shared/certificates/certificate.contract.ts';
import type { CertificateStanding } from '#shared/certificates/certificate-issuing.ts';
import type { CertificateFacts } from '#shared/certificates/certificate-settings.ts';
import type { TCertificateStanding } from '#shared/certificates/certificates-issue.contract.ts';
import { t } from '#shared/messages/fr-certificates-issue-web.ts';

// The learner's certificate pages' decisions (issue 16 "Issue and grade"), pure and unit tested.

/**
 * What the layout draws for an issued certificate: its frozen printed facts, with its code and
 * public URL (the QR code). TO SWAP at merge for #shared/certificates/certificate-facts.ts (the
 * drawing part's function of the same purpose).
 */
export function factsOfIssued(certificate: IssuedCertificate): CertificateFacts {
  return {
    ...certificate.printed,
    verificationCode: certificate.verificationCode,
    verificationUrl: certificate.verificationUrl,
  };
}

/** The share links of the public verification page: WhatsApp (text and link) and LinkedIn. */
export function shareLinks(certificate: Pick<IssuedCertificate, 'courseTitle' | 'verificationUrl'>) {
  const text = t('certificates.page.shareText', {
    course: certificate.courseTitle,
    url: certificate.verificationUrl,
  });
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(text)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(certificate.verificationUrl)}`,
  };
}

/** The 404's details of GET /api/certificates/course/{courseId}, when they say where the learner stands. */
export function standingOf(details: unknown): CertificateStanding | null {
  if (!details || typeof details !== 'object' || !('standing' in details)) return null;
  const standing = (details as { standing: TCertificateStanding }).standing;
  switch (standing?.kind) {
    case 'no_certificate':
      return { kind: 'no_certificate' };
    case 'in_progress':
      return { kind: 'in_progress', progress: standing.progress ?? 0 };
    case 'exams_pending':
      return { kind: 'exams_pending', exams: standing.exams ?? [] };
    case 'earned':
      return { kind: 'earned' };
    default:
      return null;
  }
}

/** The French title and sentence of a course page without its certificate. */
export function standingText(standing: CertificateStanding): { title: string; body: string } {
  switch (standing.kind) {
    case 'no_certificate':
      return {
        title: t('certificates.standing.noCertificateTitle'),
        body: t('certificates.standing.noCertificate'),
      };
    case 'in_progress':
      return {
        title: t('certificates.standing.inProgressTitle'),
        body: t('certificates.standing.inProgress', { progress: standing.progress }),
      };
    case 'exams_pending':
      return {
        title: t('certificates.standing.examsTitle'),
        body: t('certificates.standing.exams', {
          exams: standing.exams.map((exam) => `« ${exam} »`).join(', '),
        }),
      };
    case 'earned':
      return { title: t('certificates.standing.earnedTitle'), body: t('certificates.standing.earned') };
  }
}

/** 'Note : 86 % · Mention Bien', or only what the certificate has; null without a grade. */
export function gradeLine(
  certificate: Pick<IssuedCertificate, 'gradePercent' | 'distinction'>,
): string | null {
  if (certificate.gradePercent === null) return null;
  const grade = t('certificates.learner.grade', { grade: certificate.gradePercent });
  return certificate.distinction
    ? `${grade} · ${t('certificates.learner.distinction', { distinction: certificate.distinction })}`
    : grade;
}
