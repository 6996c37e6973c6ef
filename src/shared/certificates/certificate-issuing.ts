// When a learner has earned their certificate (issue 16 "Issue and grade", decisions 234–236): the
// course gives certificates, the learner reached 100 % and passed every exam of the course. Pure:
// the server decides with it before issuing, and the learner's page says what is missing with it.

/** One exam of the course as the learner stands with it. */
export type ExamStanding = { title: string; passed: boolean };

export type CertificateStanding =
  /** The course (or the learner's cohort) gives no certificate. */
  | { kind: 'no_certificate' }
  /** Not at 100 % yet. */
  | { kind: 'in_progress'; progress: number }
  /** At 100 %, but these exams are not passed yet (titles, in the course's order). */
  | { kind: 'exams_pending'; exams: string[] }
  /** Everything is met: the certificate is (or is about to be) issued. */
  | { kind: 'earned' };

export const CERTIFICATE_STANDING_KINDS = [
  'no_certificate',
  'in_progress',
  'exams_pending',
  'earned',
] as const;

export function certificateStanding(input: {
  certificateOn: boolean;
  progress: number;
  exams: readonly ExamStanding[];
}): CertificateStanding {
  if (!input.certificateOn) return { kind: 'no_certificate' };
  if (input.progress < 100) return { kind: 'in_progress', progress: Math.max(0, Math.floor(input.progress)) };
  const pending = input.exams.filter((exam) => !exam.passed).map((exam) => exam.title);
  if (pending.length > 0) return { kind: 'exams_pending', exams: pending };
  return { kind: 'earned' };
}

/** The date a certificate prints: '27 novembre 2026', on Dakar's calendar (UTC, no summer time). */
export function printedDate(date: Date): string {
  return date.toLocaleDateString('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Dakar',
  });
}

/** Verification codes: 10 characters of an alphabet without look-alikes (no 0/O, 1/I/L). */
export const VERIFICATION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const VERIFICATION_CODE_LENGTH = 10;

/**
 * A code from random bytes, unbiased: a byte is used only below the largest multiple of the
 * alphabet's size (rejection sampling); `nextBytes` gives more when too many were dropped.
 */
export function verificationCodeFrom(nextBytes: (n: number) => Uint8Array): string {
  const size = VERIFICATION_CODE_ALPHABET.length;
  const limit = 256 - (256 % size);
  let code = '';
  while (code.length < VERIFICATION_CODE_LENGTH) {
    for (const byte of nextBytes(VERIFICATION_CODE_LENGTH * 2)) {
      if (byte >= limit) continue;
      code += VERIFICATION_CODE_ALPHABET[byte % size];
      if (code.length === VERIFICATION_CODE_LENGTH) break;
    }
  }
  return code;
}
