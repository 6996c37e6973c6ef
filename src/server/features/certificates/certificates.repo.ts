import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { PrintedFacts } from '#shared/certificates/certificate.contract.ts';
import type { CertificateSettings } from '#shared/certificates/certificate-settings.ts';
import type { Executor } from '../../db/client.ts';
import { certificateDirectors, certificateTemplates } from '../../db/schema/certificate-templates.ts';
import { certificates } from '../../db/schema/certificates.ts';

// The issued certificates (issue 16 "Issue and grade"). Certificates are written once, never deleted;
// revocation only marks them. What a certificate needs to know about its learner, course, cohort and
// exams at issue time is read here in one statement each, in SQL, as the progress write reads the
// tables it checks (decision 234): these reads belong to the issuing and to nothing else.

export type CertificateRow = typeof certificates.$inferSelect;

const toDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value));

/** What issuing needs to know about a learner's enrolment in a course, or null when not enrolled. */
export type IssuingContext = {
  organizationId: string;
  status: string;
  progress: number;
  cohortId: string | null;
  enrolledAt: Date;
  courseTitle: string;
  /** The cohort's template when it has one, else the course's when certificates are on, else null. */
  templateId: string | null;
  instructorName: string;
  organizationName: string;
  learnerName: string;
  /** When the last lesson was completed, or null. */
  lessonsCompletedAt: Date | null;
};

export async function loadIssuingContext(
  db: Executor,
  refs: { userId: string; courseId: string },
): Promise<IssuingContext | null> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select e.organization_id, e.status::text as status, e.progress, e.cohort_id, e.enrolled_at,
      c.title as course_title,
      coalesce(coh.certificate_template_id,
        case when c.enable_certificate then c.certificate_template_id end) as template_id,
      coalesce(i.name, '') as instructor_name, o.name as organization_name,
      coalesce(nullif(trim(u.name), ''), nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email)
        as learner_name,
      (select max(lp.completed_at) from lesson_progress lp
        where lp.user_id = e.user_id and lp.course_id = e.course_id and lp.is_completed) as lessons_completed_at
    from enrollments e
    join courses c on c.id = e.course_id and c.organization_id = e.organization_id
    join organizations o on o.id = e.organization_id
    join users u on u.id = e.user_id
    left join instructors i on i.id = c.instructor_id
    left join cohorts coh on coh.id = e.cohort_id
    where e.user_id = ${refs.userId} and e.course_id = ${refs.courseId}
  `);
  const row = result.rows[0];
  if (!row) return null;
  return {
    organizationId: String(row.organization_id),
    status: String(row.status),
    progress: Number(row.progress),
    cohortId: row.cohort_id ? String(row.cohort_id) : null,
    enrolledAt: toDate(row.enrolled_at)!,
    courseTitle: String(row.course_title),
    templateId: row.template_id ? String(row.template_id) : null,
    instructorName: String(row.instructor_name),
    organizationName: String(row.organization_name),
    learnerName: String(row.learner_name),
    lessonsCompletedAt: toDate(row.lessons_completed_at),
  };
}

/** One published exam of the course and the learner's results at it. */
export type ExamRecord = {
  quizId: string;
  title: string;
  passed: boolean;
  /** The best completed attempt (highest percent, then points, then the earliest), or null. */
  best: { score: number; maxScore: number } | null;
  /** When the first passing attempt was completed, or null. */
  passedAt: Date | null;
};

/** The course's published exams (quizzes of type 'exam'), in the order they were created. */
export async function loadExamRecords(
  db: Executor,
  refs: { userId: string; courseId: string },
): Promise<ExamRecord[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select q.id, q.title,
      exists (select 1 from quiz_attempts a where a.quiz_id = q.id and a.user_id = ${refs.userId}
        and a.completed_at is not null and a.passed) as passed,
      (select min(a.completed_at) from quiz_attempts a where a.quiz_id = q.id and a.user_id = ${refs.userId}
        and a.completed_at is not null and a.passed) as passed_at,
      best.score, best.max_score
    from quizzes q
    left join lateral (
      select a.score, a.max_score from quiz_attempts a
      where a.quiz_id = q.id and a.user_id = ${refs.userId} and a.completed_at is not null
      order by a.percent desc, a.score desc, a.completed_at asc
      limit 1
    ) best on true
    where q.course_id = ${refs.courseId} and q.type = 'exam' and q.status = 'published'
    order by q.created_at, q.id
  `);
  return result.rows.map((row) => ({
    quizId: String(row.id),
    title: String(row.title),
    passed: row.passed === true,
    best:
      row.score === null || row.score === undefined
        ? null
        : { score: Number(row.score), maxScore: Number(row.max_score) },
    passedAt: toDate(row.passed_at),
  }));
}

/** The template of the organisation, or null. */
export async function findTemplateOfOrganization(db: Executor, organizationId: string, templateId: string) {
  const [row] = await db
    .select({
      id: certificateTemplates.id,
      settings: certificateTemplates.settings,
      version: certificateTemplates.version,
    })
    .from(certificateTemplates)
    .where(
      and(eq(certificateTemplates.id, templateId), eq(certificateTemplates.organizationId, organizationId)),
    );
  return row ?? null;
}

export async function findDirectorOfOrganization(db: Executor, organizationId: string, directorId: string) {
  const [row] = await db
    .select({
      name: certificateDirectors.name,
      title: certificateDirectors.title,
      signatureUrl: certificateDirectors.signatureUrl,
    })
    .from(certificateDirectors)
    .where(
      and(eq(certificateDirectors.id, directorId), eq(certificateDirectors.organizationId, organizationId)),
    );
  return row ?? null;
}

export type NewCertificate = {
  organizationId: string;
  userId: string;
  courseId: string;
  cohortId: string | null;
  templateId: string;
  templateVersion: number;
  templateSettings: CertificateSettings;
  printed: PrintedFacts;
  verificationCode: string;
  learnerName: string;
  courseTitle: string;
  organizationName: string;
  instructorName: string;
  gradePercent: number | null;
  distinction: string | null;
  startedAt: Date;
  completedAt: Date;
};

/**
 * Inserts the certificate unless one of its unique keys is taken (the learner's for the course, or
 * the code): the row when written, null otherwise. A concurrent writer of the same learner and course
 * makes this wait for its commit, then write nothing (decision 236).
 */
export async function insertCertificateOnce(
  db: Executor,
  values: NewCertificate,
): Promise<CertificateRow | null> {
  const [row] = await db.insert(certificates).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findCertificateOfLearner(
  db: Executor,
  refs: { userId: string; courseId: string },
): Promise<CertificateRow | null> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, refs.userId), eq(certificates.courseId, refs.courseId)));
  return row ?? null;
}

/** The learner's certificates, newest first. */
export async function listCertificatesOfLearner(db: Executor, userId: string): Promise<CertificateRow[]> {
  return db
    .select()
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
}

/** The live learners of a cohort at 100 % (the cohort's completion checks each of them). */
export async function listFinishedLearnersOfCohort(db: Executor, cohortId: string) {
  const result = await db.execute<{ user_id: string; course_id: string }>(sql`
    select e.user_id, e.course_id from enrollments e
    where e.cohort_id = ${cohortId} and e.status in ('active', 'completed') and e.progress >= 100
    order by e.user_id
  `);
  return result.rows.map((row) => ({ userId: String(row.user_id), courseId: String(row.course_id) }));
}

export type AdminCertificateRow = {
  id: string;
  verificationCode: string;
  userId: string;
  learnerName: string;
  learnerEmail: string;
  courseId: string;
  courseTitle: string;
  cohortId: string | null;
  gradePercent: number | null;
  distinction: string | null;
  issuedAt: Date;
  revokedAt: Date | null;
  revokedReason: string | null;
  revokedBy: { id: string; name: string } | null;
};

/** One page of the organisation's issued certificates, newest first, and how many match. */
export async function listOrganizationCertificates(
  db: Executor,
  query: {
    organizationId: string;
    search?: string | undefined;
    status: 'all' | 'valid' | 'revoked';
    page: number;
    limit: number;
  },
): Promise<{ rows: AdminCertificateRow[]; total: number }> {
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = sql`c.organization_id = ${query.organizationId}
    ${query.status === 'valid' ? sql`and c.revoked_at is null` : sql``}
    ${query.status === 'revoked' ? sql`and c.revoked_at is not null` : sql``}
    ${
      pattern
        ? sql`and (c.learner_name ilike ${pattern} or c.course_title ilike ${pattern}
            or u.email ilike ${pattern} or u.name ilike ${pattern} or c.verification_code ilike ${pattern})`
        : sql``
    }`;
  const [page, count] = await Promise.all([
    db.execute<Record<string, unknown>>(sql`
      select c.id, c.verification_code, c.user_id, c.learner_name, u.email, c.course_id, c.course_title,
        c.cohort_id, c.grade_percent, c.distinction, c.issued_at, c.revoked_at, c.revoked_reason,
        c.revoked_by, r.name as revoked_by_name
      from certificates c join users u on u.id = c.user_id left join users r on r.id = c.revoked_by
      where ${where}
      order by c.issued_at desc, c.id desc
      limit ${query.limit} offset ${(query.page - 1) * query.limit}
    `),
    db.execute<{ n: number | string }>(sql`
      select count(*)::int as n from certificates c join users u on u.id = c.user_id where ${where}
    `),
  ]);
  return {
    total: Number(count.rows[0]?.n ?? 0),
    rows: page.rows.map((row) => ({
      id: String(row.id),
      verificationCode: String(row.verification_code),
      userId: String(row.user_id),
      learnerName: String(row.learner_name),
      learnerEmail: String(row.email),
      courseId: String(row.course_id),
      courseTitle: String(row.course_title),
      cohortId: row.cohort_id ? String(row.cohort_id) : null,
      gradePercent: row.grade_percent === null ? null : Number(row.grade_percent),
      distinction: row.distinction === null ? null : String(row.distinction),
      issuedAt: toDate(row.issued_at)!,
      revokedAt: toDate(row.revoked_at),
      revokedReason: row.revoked_reason === null ? null : String(row.revoked_reason),
      revokedBy: row.revoked_by
        ? { id: String(row.revoked_by), name: String(row.revoked_by_name ?? '') }
        : null,
    })),
  };
}

/** The certificate of the organisation, or null (another organisation's is not found). */
export async function findCertificateOfOrganization(db: Executor, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.id, id), eq(certificates.organizationId, organizationId)));
  return row ?? null;
}

/**
 * Marks the certificate revoked unless it already is: the row when this call revoked it, null
 * otherwise (a concurrent revocation waits for the first, then finds it revoked).
 */
export async function revokeCertificateOnce(
  db: Executor,
  refs: { organizationId: string; id: string; reason: string; revokedBy: string },
): Promise<CertificateRow | null> {
  const [row] = await db
    .update(certificates)
    .set({
      revokedAt: new Date(),
      revokedReason: refs.reason,
      revokedBy: refs.revokedBy,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(certificates.id, refs.id),
        eq(certificates.organizationId, refs.organizationId),
        isNull(certificates.revokedAt),
      ),
    )
    .returning();
  return row ?? null;
}

/** The organisation's templates a course may point at (the course editor's choices), by name. */
export async function listTemplateChoices(db: Executor, organizationId: string) {
  return db
    .select({
      id: certificateTemplates.id,
      name: certificateTemplates.name,
      thumbnailUrl: certificateTemplates.thumbnailUrl,
    })
    .from(certificateTemplates)
    .where(eq(certificateTemplates.organizationId, organizationId))
    .orderBy(certificateTemplates.name);
}
