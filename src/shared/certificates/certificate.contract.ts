import { z } from 'zod';
import { certificateSettings } from './certificate-settings.ts';

// What the certificates slice's routes answer, shared by the helpers that build them (issue 16).

/** Where a certificate is read, downloaded and verified. */
export const CERTIFICATE_PATHS = {
  /** The PDF of an issued certificate (its learner, and the organisation's admins). */
  pdf: (certificateId: string) => `/api/certificates/${certificateId}/pdf`,
  /** The public page a QR code and a share button open. */
  verifyPage: (code: string) => `/verify-certificate/${encodeURIComponent(code)}`,
  verifyApi: (code: string) => `/api/certificates/verify/${encodeURIComponent(code)}`,
  /** The learner's page of their certificate for a course. */
  learnerPage: (courseId: string) => `/dashboard/certificates/${courseId}`,
} as const;

/**
 * What an issued certificate prints, frozen at issue time (certificates.printed): the learner's name,
 * the course, the signatures and the date as they were then. With the verification code and URL it is
 * the CertificateFacts the layout draws.
 */
export const printedFacts = z.object({
  studentName: z.string(),
  courseName: z.string(),
  grade: z.number().int().min(0).max(100).nullable(),
  distinction: z.string().nullable(),
  instructorName: z.string(),
  instructorSignature: z.string().nullable(),
  directorName: z.string().nullable(),
  directorTitle: z.string().nullable(),
  directorSignature: z.string().nullable(),
  organizationName: z.string(),
  issuedOn: z.string(),
});
export type PrintedFacts = z.infer<typeof printedFacts>;

/** An issued certificate as its learner (or an admin) reads it: enough to draw it and share it. */
export const issuedCertificate = z.object({
  id: z.string(),
  verificationCode: z.string(),
  courseId: z.string(),
  cohortId: z.string().nullable(),
  courseTitle: z.string(),
  learnerName: z.string(),
  organizationName: z.string(),
  gradePercent: z.number().nullable(),
  distinction: z.string().nullable(),
  completedAt: z.string(),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  settings: certificateSettings,
  printed: printedFacts,
  /** Absolute: {APP_URL}/verify-certificate/{code}. */
  verificationUrl: z.string(),
  pdfUrl: z.string(),
});
export type IssuedCertificate = z.infer<typeof issuedCertificate>;

export const VERIFICATION_STATUSES = ['valid', 'revoked', 'not_found'] as const;

/** The public answer of GET /api/certificates/verify/{code}: nothing else about the learner. */
export const certificateVerification = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  certificate: z
    .object({
      verificationCode: z.string(),
      learnerName: z.string(),
      courseTitle: z.string(),
      organizationName: z.string(),
      issuedAt: z.string(),
      gradePercent: z.number().nullable(),
      distinction: z.string().nullable(),
      revokedAt: z.string().nullable(),
      // Certificates, part drawing (issue 16): the public page says why it was revoked (decision 219).
      revokedReason: z.string().nullable(),
    })
    .nullable(),
});
export type CertificateVerification = z.infer<typeof certificateVerification>;
