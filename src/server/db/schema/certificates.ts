import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PrintedFacts } from '#shared/certificates/certificate.contract.ts';
import type { CertificateSettings } from '#shared/certificates/certificate-settings.ts';
import { certificateTemplates } from './certificate-templates.ts';
import { cohorts } from './cohorts.ts';
import { ref, timestamps, timestamptz } from './columns.ts';
import { courseId } from './courses.ts';
import { organizationRow } from './organizations.ts';
import { userId, users } from './users.ts';

// A certificate issued to a learner (issue 16): written once, when the learner meets the rule, and
// never deleted; an admin may revoke it (revoked_at, reason, by whom). It records what it says at
// issue time (names, titles, grade) so verification and the PDF never depend on later edits, and
// keeps its row when the learner's account is erased (verification needs it).
export const certificates = pgTable(
  'certificates',
  {
    ...organizationRow(),
    userId: userId('restrict'),
    courseId: courseId('restrict'),
    /** The cohort the learner finished the course in, or none (self-paced). */
    cohortId: ref('cohort_id', () => cohorts.id, 'restrict'),
    templateId: ref('template_id', () => certificateTemplates.id, 'set null'),
    templateVersion: integer('template_version').notNull(),
    /** The template's settings as they were at issue time. */
    templateSettings: jsonb('template_settings').$type<CertificateSettings>().notNull(),
    /** Everything the certificate prints, frozen at issue time (#shared/certificates/certificate.contract.ts). */
    printed: jsonb('printed').$type<PrintedFacts>().notNull(),
    /** Short, unguessable, unique: what the QR code and the public page carry. */
    verificationCode: text('verification_code').notNull(),
    learnerName: text('learner_name').notNull(),
    courseTitle: text('course_title').notNull(),
    organizationName: text('organization_name').notNull(),
    instructorName: text('instructor_name').notNull().default(''),
    /** The grade as a whole percent, or null when the course has no exam. */
    gradePercent: smallint('grade_percent'),
    distinction: text('distinction'),
    /** When the learner began (their enrolment) and finished (100 % and every exam passed). */
    startedAt: timestamptz('started_at'),
    completedAt: timestamptz('completed_at').notNull(),
    issuedAt: timestamptz('issued_at').notNull().defaultNow(),
    revokedAt: timestamptz('revoked_at'),
    revokedReason: text('revoked_reason'),
    revokedBy: ref('revoked_by', () => users.id, 'set null'),
    ...timestamps(),
  },
  (t) => [
    // Exactly once per learner and course (the issuing use case relies on this key under concurrency).
    uniqueIndex('certificates_user_course_unique').on(t.userId, t.courseId),
    uniqueIndex('certificates_verification_code_unique').on(t.verificationCode),
    index('certificates_organization_issued_idx').on(t.organizationId, t.issuedAt),
    check('certificates_grade_range', sql`${t.gradePercent} is null or ${t.gradePercent} between 0 and 100`),
    check('certificates_revocation_complete', sql`(${t.revokedAt} is null) = (${t.revokedReason} is null)`),
  ],
);
