import type { PrintedFacts } from './certificate.contract.ts';
import { CERTIFICATE_PATHS } from './certificate.contract.ts';
import type { CertificateFacts } from './certificate-settings.ts';

// What an issued certificate draws: its frozen printed facts, its verification code and the public
// address its QR code opens. The PDF (server) and the learner's pages (browser) build the layout from
// this, so both print the same code and QR.

/** The public address of a certificate's verification page: {APP_URL}/verify-certificate/{code}. */
export function verificationUrl(appUrl: string, code: string): string {
  return `${appUrl.replace(/\/+$/, '')}${CERTIFICATE_PATHS.verifyPage(code)}`;
}

export function certificateFacts(printed: PrintedFacts, code: string, appUrl: string): CertificateFacts {
  return { ...printed, verificationCode: code, verificationUrl: verificationUrl(appUrl, code) };
}

/** The course title as a file name part (spec §5 slug rule): lowercase, no accents, a-z 0-9 and hyphens, ≤ 50. */
export function slugOf(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, 50).replace(/-+$/, '');
}

/** certificat-<course-slug>-<YYYY-MM-DD>.pdf (the issue date, in Dakar's time, which is UTC). */
export function certificatePdfFileName(courseTitle: string, issuedAt: Date): string {
  const slug = slugOf(courseTitle) || 'formation';
  return `certificat-${slug}-${issuedAt.toISOString().slice(0, 10)}.pdf`;
}
