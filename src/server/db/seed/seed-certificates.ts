import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { printedDate, verificationCodeFrom } from '#shared/certificates/certificate-issuing.ts';
import { distinctionFor } from '#shared/certificates/certificate-rules.ts';
import { DEFAULT_CERTIFICATE_SETTINGS } from '#shared/certificates/certificate-settings.ts';
import type { Tx } from '../client.ts';
import { newCertificate, newCertificateDirector, newCertificateTemplate } from '../factories/index.ts';
import { certificateDirectors, certificates, certificateTemplates, courses } from '../schema/index.ts';
import type { DemoRefs } from './demo-refs.ts';

// Certificates, part issue (issue 16; decision 243): the demo organisation's template, signed by its
// director, given to every demo course that offers a certificate; and the certificate of etudiant@
// for the bootcamp she finished, so the learner's pages and the admin's list have one to show.

const DAY_MS = 24 * 3600 * 1000;
export const DEMO_TEMPLATE_NAME = 'Certificat Jàng Démo';
const DEMO_DIRECTOR = { name: 'Aïssatou Diallo', title: 'Directrice pédagogique' };
export const DEMO_CERTIFIED = {
  email: 'etudiant@demo.jang.sn',
  courseSlug: 'bootcamp-javascript-cohorte',
  grade: 88,
  daysAgo: 5,
} as const;

export async function seedCertificates(tx: Tx, refs: DemoRefs): Promise<void> {
  const organizationId = refs.organizationId;
  const [knownDirector] = await tx
    .select({ id: certificateDirectors.id })
    .from(certificateDirectors)
    .where(
      and(
        eq(certificateDirectors.organizationId, organizationId),
        eq(certificateDirectors.name, DEMO_DIRECTOR.name),
      ),
    );
  const directorId =
    knownDirector?.id ?? (await newCertificateDirector(tx, { organizationId, ...DEMO_DIRECTOR })).id;

  const [knownTemplate] = await tx
    .select()
    .from(certificateTemplates)
    .where(
      and(
        eq(certificateTemplates.organizationId, organizationId),
        eq(certificateTemplates.name, DEMO_TEMPLATE_NAME),
      ),
    );
  const template =
    knownTemplate ??
    (await newCertificateTemplate(tx, {
      organizationId,
      name: DEMO_TEMPLATE_NAME,
      settings: {
        ...DEFAULT_CERTIFICATE_SETTINGS,
        showDirectorSignature: true,
        selectedDirectorId: directorId,
      },
    }));

  // The demo courses that offer a certificate and have no template yet get this one.
  await tx
    .update(courses)
    .set({ certificateTemplateId: template.id })
    .where(
      and(
        eq(courses.organizationId, organizationId),
        eq(courses.enableCertificate, true),
        isNull(courses.certificateTemplateId),
      ),
    );

  const userId = refs.userIds.get(DEMO_CERTIFIED.email);
  const courseId = refs.courseIds.get(DEMO_CERTIFIED.courseSlug);
  if (!userId || !courseId) return;
  const [existing] = await tx
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
  if (existing) return;
  const facts = await tx.execute<Record<string, string>>(sql`
    select u.name as learner_name, c.title as course_title, coalesce(i.name, '') as instructor_name,
      o.name as organization_name, e.enrolled_at::text as enrolled_at
    from users u, courses c left join instructors i on i.id = c.instructor_id
      join organizations o on o.id = c.organization_id
      left join enrollments e on e.course_id = c.id and e.user_id = ${userId}
    where u.id = ${userId} and c.id = ${courseId}
  `);
  const row = facts.rows[0];
  if (!row) return;
  const issuedAt = new Date(Date.now() - DEMO_CERTIFIED.daysAgo * DAY_MS);
  const distinction = distinctionFor(DEMO_CERTIFIED.grade, template.settings.distinctionThresholds);
  await newCertificate(tx, {
    userId,
    courseId,
    templateId: template.id,
    templateVersion: template.version,
    templateSettings: template.settings,
    verificationCode: verificationCodeFrom((n) => randomBytes(n)),
    learnerName: row.learner_name!,
    courseTitle: row.course_title!,
    organizationName: row.organization_name!,
    instructorName: row.instructor_name!,
    gradePercent: DEMO_CERTIFIED.grade,
    distinction,
    startedAt: row.enrolled_at ? new Date(row.enrolled_at) : null,
    completedAt: issuedAt,
    issuedAt,
    printed: {
      studentName: row.learner_name!,
      courseName: row.course_title!,
      grade: DEMO_CERTIFIED.grade,
      distinction,
      instructorName: row.instructor_name!,
      instructorSignature: null,
      directorName: DEMO_DIRECTOR.name,
      directorTitle: DEMO_DIRECTOR.title,
      directorSignature: null,
      organizationName: row.organization_name!,
      issuedOn: printedDate(issuedAt),
    },
  });
}
