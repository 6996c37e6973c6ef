import { and, asc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { certificates } from '../../db/schema/certificates.ts';

// Accounts, data and deletion (issue 17): the learner's certificates in their export. A repository
// of the certificates slice (the owner of the table, issue 16), kept in its own file so the slice's
// main repository stays theirs. Certificates are never deleted at erasure: decision 256 says why.

/** A page of the learner's certificates, as issued (not who revoked one). */
export async function exportCertificateRows(
  db: Executor,
  userId: string,
  afterId: string | null,
  limit: number,
) {
  return db
    .select({
      id: certificates.id,
      course_id: certificates.courseId,
      cohort_id: certificates.cohortId,
      verification_code: certificates.verificationCode,
      learner_name: certificates.learnerName,
      course_title: certificates.courseTitle,
      organization_name: certificates.organizationName,
      instructor_name: certificates.instructorName,
      grade_percent: certificates.gradePercent,
      distinction: certificates.distinction,
      started_at: certificates.startedAt,
      completed_at: certificates.completedAt,
      issued_at: certificates.issuedAt,
      revoked_at: certificates.revokedAt,
      revoked_reason: certificates.revokedReason,
    })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), afterId === null ? undefined : gt(certificates.id, afterId)))
    .orderBy(asc(certificates.id))
    .limit(limit);
}
