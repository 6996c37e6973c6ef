import { z } from 'zod';
import { id, paginated, wholeNumber } from '../http.contract.ts';
import { t } from '../messages/fr.ts';
import { issuedCertificate } from './certificate.contract.ts';
import { CERTIFICATE_STANDING_KINDS } from './certificate-issuing.ts';

// The certificates' issuing routes (issue 16 "Issue and grade"): the learner's certificates, one per
// course, the admin's list of the organisation's issued certificates and the revocation.

export const REVOKE_REASON = { min: 3, max: 500 } as const;
export const ADMIN_CERTIFICATES_PAGE_SIZE = 20;
export const ADMIN_CERTIFICATES_MAX_PAGE_SIZE = 100;
export const ADMIN_CERTIFICATES_MAX_PAGE = 10_000;
export const ADMIN_CERTIFICATES_SEARCH_MAX = 100;

// GET /api/certificates → the caller's certificates, newest first.
export const ZMyCertificates = z.array(issuedCertificate);

// GET /api/certificates/course/{courseId}
export const ZCertificateCourseParams = z.object({ courseId: id() });

/**
 * The `details` of the 404 of GET /api/certificates/course/{courseId} when the caller has no
 * certificate for the course: why (the course gives none, not at 100 %, exams not passed, or earned
 * and about to be issued), so the page can say what to do next.
 */
export const ZCertificateStanding = z.object({
  kind: z.enum(CERTIFICATE_STANDING_KINDS),
  progress: z.number().optional(),
  exams: z.array(z.string()).optional(),
});
export type TCertificateStanding = z.infer<typeof ZCertificateStanding>;

// GET /api/admin/certificates?search=&status=&page=&limit=
export const ADMIN_CERTIFICATE_FILTERS = ['all', 'valid', 'revoked'] as const;
export const ZAdminCertificatesQuery = z.object({
  /** Part of the learner's name or email, or of the course's title, any case. */
  search: z
    .string()
    .trim()
    .max(ADMIN_CERTIFICATES_SEARCH_MAX, {
      error: t('certificates.admin.searchTooLong', { max: ADMIN_CERTIFICATES_SEARCH_MAX }),
    })
    .optional(),
  status: z.enum(ADMIN_CERTIFICATE_FILTERS, { error: t('certificates.admin.statusInvalid') }).default('all'),
  page: wholeNumber(
    t('certificates.admin.pageInvalid', { max: ADMIN_CERTIFICATES_MAX_PAGE }),
    1,
    ADMIN_CERTIFICATES_MAX_PAGE,
  ).default(1),
  limit: wholeNumber(
    t('certificates.admin.limitInvalid', { max: ADMIN_CERTIFICATES_MAX_PAGE_SIZE }),
    1,
    ADMIN_CERTIFICATES_MAX_PAGE_SIZE,
  ).default(ADMIN_CERTIFICATES_PAGE_SIZE),
});
export type TAdminCertificatesQuery = z.infer<typeof ZAdminCertificatesQuery>;

export const ZAdminCertificate = z.object({
  id: z.string(),
  verificationCode: z.string(),
  learner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  course: z.object({ id: z.string(), title: z.string() }),
  cohortId: z.string().nullable(),
  gradePercent: z.number().nullable(),
  distinction: z.string().nullable(),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  revokedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  verificationUrl: z.string(),
  pdfUrl: z.string(),
});
export type TAdminCertificate = z.infer<typeof ZAdminCertificate>;
export const ZAdminCertificateList = paginated('certificates', ZAdminCertificate);
export type TAdminCertificateList = z.infer<typeof ZAdminCertificateList>;

// POST /api/admin/certificates/{id}/revoke
export const ZCertificateIdParams = z.object({ id: id() });
export const ZRevokeCertificateRequest = z.object({
  reason: z
    .string({ error: t('certificates.revoke.reasonRequired') })
    .trim()
    .min(REVOKE_REASON.min, { error: t('certificates.revoke.reasonLength', REVOKE_REASON) })
    .max(REVOKE_REASON.max, { error: t('certificates.revoke.reasonLength', REVOKE_REASON) }),
});
export type TRevokeCertificateRequest = z.infer<typeof ZRevokeCertificateRequest>;
