import { randomBytes } from 'node:crypto';
import { DEFAULT_CERTIFICATE_SETTINGS } from '#shared/certificates/certificate-settings.ts';
import { certificateDirectors, certificates, certificateTemplates } from '../schema/index.ts';
import { courseOrganizationId, type Executor, unique } from './support.ts';

export type NewCertificateTemplateOptions = { organizationId: string } & Partial<
  Omit<typeof certificateTemplates.$inferInsert, 'organizationId'>
>;

/** A template of the organisation with the default settings (§9). */
export async function newCertificateTemplate(db: Executor, options: NewCertificateTemplateOptions) {
  const [row] = await db
    .insert(certificateTemplates)
    .values({ name: unique('Modèle'), settings: DEFAULT_CERTIFICATE_SETTINGS, ...options })
    .returning();
  return row!;
}

export type NewCertificateDirectorOptions = { organizationId: string } & Partial<
  Omit<typeof certificateDirectors.$inferInsert, 'organizationId'>
>;

export async function newCertificateDirector(db: Executor, options: NewCertificateDirectorOptions) {
  const [row] = await db
    .insert(certificateDirectors)
    .values({ name: unique('Directeur'), title: 'Directeur des études', ...options })
    .returning();
  return row!;
}

/** A short code of 10 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export function newVerificationCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  return [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
}

export type NewCertificateOptions = { userId: string; courseId: string } & Partial<
  Omit<typeof certificates.$inferInsert, 'userId' | 'courseId' | 'organizationId'>
>;

/** A certificate issued now to the learner for the course, drawn with the default settings. */
export async function newCertificate(db: Executor, options: NewCertificateOptions) {
  const organizationId = await courseOrganizationId(db, options.courseId);
  const learnerName = unique('Apprenant');
  const courseTitle = unique('Formation');
  const [row] = await db
    .insert(certificates)
    .values({
      organizationId,
      templateVersion: 1,
      templateSettings: DEFAULT_CERTIFICATE_SETTINGS,
      verificationCode: newVerificationCode(),
      learnerName,
      courseTitle,
      organizationName: 'Organisation',
      printed: {
        studentName: options.learnerName ?? learnerName,
        courseName: options.courseTitle ?? courseTitle,
        grade: options.gradePercent ?? null,
        distinction: options.distinction ?? null,
        instructorName: 'Formateur',
        instructorSignature: null,
        directorName: null,
        directorTitle: null,
        directorSignature: null,
        organizationName: 'Organisation',
        issuedOn: new Date().toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' }),
      },
      completedAt: new Date(),
      ...options,
    })
    .returning();
  return row!;
}
