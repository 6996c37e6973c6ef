import { randomBytes } from 'node:crypto';
import { CERTIFICATE_PATHS, type PrintedFacts } from '#shared/certificates/certificate.contract.ts';
import { verificationUrl } from '#shared/certificates/certificate-facts.ts';
import {
  type CertificateStanding,
  certificateStanding,
  printedDate,
  verificationCodeFrom,
} from '#shared/certificates/certificate-issuing.ts';
import { distinctionFor, gradePercent } from '#shared/certificates/certificate-rules.ts';
import { certificateSettings } from '#shared/certificates/certificate-settings.ts';
import { t } from '#shared/messages/fr.ts';
import type { Executor } from '../../db/client.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { findRecipient } from '../auth/auth.repo.ts';
import {
  type CertificateRow,
  type ExamRecord,
  findCertificateOfLearner,
  findDirectorOfOrganization,
  findTemplateOfOrganization,
  type IssuingContext,
  insertCertificateOnce,
  listFinishedLearnersOfCohort,
  loadExamRecords,
  loadIssuingContext,
} from './certificates.repo.ts';

// Issuing a certificate (issue 16 "Issue and grade", decisions 234–237): exactly once per learner and
// course, when the course (or the learner's cohort) has a template, the learner reached 100 % and
// passed every published exam of the course. Three moments check it: course.completed (the last
// lesson), exam.passed (an exam passed after 100 %), and the cohort's completion. All of them call
// issueCertificateIfEarned in their own transaction; the unique key (user, course) with
// ON CONFLICT DO NOTHING makes the racing ones write nothing, and only the writer sends the email.

export type IssueDeps = { mailer: Mailer; appUrl: string };

export type IssueOutcome = 'issued' | 'exists' | 'not_earned';

/** Attempts at a fresh code when one is taken (10 characters of 31: a collision is already rare). */
const CODE_ATTEMPTS = 5;

export const newVerificationCode = () => verificationCodeFrom((n) => randomBytes(n));

/** The public verification address, as the PDF's QR code prints it (#shared/certificates/certificate-facts.ts). */
export const verificationUrlOf = verificationUrl;

/** Where the learner stands with the course's certificate (the exams only when they matter). */
export async function loadStanding(
  db: Executor,
  refs: { userId: string; courseId: string },
): Promise<{ context: IssuingContext | null; exams: ExamRecord[]; standing: CertificateStanding }> {
  const context = await loadIssuingContext(db, refs);
  if (!context) return { context, exams: [], standing: { kind: 'in_progress', progress: 0 } };
  // A cancelled enrolment earns nothing; an expired one keeps what it reached.
  const progress = ['active', 'completed', 'expired'].includes(context.status) ? context.progress : 0;
  const exams = context.templateId && progress >= 100 ? await loadExamRecords(db, refs) : [];
  const standing = certificateStanding({ certificateOn: context.templateId !== null, progress, exams });
  return { context, exams, standing };
}

/**
 * Issues the learner's certificate for the course if they earned it and have none yet, in the
 * caller's transaction, with its email. Safe to call any number of times, concurrently.
 */
export async function issueCertificateIfEarned(
  tx: Executor,
  deps: IssueDeps,
  refs: { userId: string; courseId: string },
): Promise<IssueOutcome> {
  if (await findCertificateOfLearner(tx, refs)) return 'exists';
  const { context, exams, standing } = await loadStanding(tx, refs);
  if (!context?.templateId || standing.kind !== 'earned') return 'not_earned';
  const template = await findTemplateOfOrganization(tx, context.organizationId, context.templateId);
  if (!template) return 'not_earned';
  const settings = certificateSettings.parse(template.settings);

  // Each exam's best attempt; an exam of 40 points weighs twice one of 20 (decision 235).
  const grade = gradePercent(exams.flatMap((exam) => (exam.best ? [exam.best] : [])));
  const distinction = settings.showDistinction ? distinctionFor(grade, settings.distinctionThresholds) : null;
  const director =
    settings.showDirectorSignature && settings.selectedDirectorId
      ? await findDirectorOfOrganization(tx, context.organizationId, settings.selectedDirectorId)
      : null;
  const now = new Date();
  const completedAt = [context.lessonsCompletedAt, ...exams.map((exam) => exam.passedAt)]
    .filter((date): date is Date => date !== null)
    .reduce<Date | null>((latest, date) => (latest && latest > date ? latest : date), null);
  const printed: PrintedFacts = {
    studentName: context.learnerName,
    courseName: context.courseTitle,
    grade,
    distinction,
    instructorName: context.instructorName,
    instructorSignature: null,
    directorName: director?.name ?? null,
    directorTitle: director ? director.title : null,
    directorSignature: director?.signatureUrl ?? null,
    organizationName: context.organizationName,
    issuedOn: printedDate(now),
  };

  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const written = await insertCertificateOnce(tx, {
      organizationId: context.organizationId,
      userId: refs.userId,
      courseId: refs.courseId,
      cohortId: context.cohortId,
      templateId: template.id,
      templateVersion: template.version,
      templateSettings: settings,
      printed,
      verificationCode: newVerificationCode(),
      learnerName: context.learnerName,
      courseTitle: context.courseTitle,
      organizationName: context.organizationName,
      instructorName: context.instructorName,
      gradePercent: grade,
      distinction,
      startedAt: context.enrolledAt,
      completedAt: completedAt ?? now,
    });
    if (written) {
      await sendIssuedEmail(tx, deps, written);
      return 'issued';
    }
    // Nothing written: another writer issued it meanwhile, or (rarely) the code was taken.
    if (await findCertificateOfLearner(tx, refs)) return 'exists';
  }
  throw new Error('certificate: no free verification code after several attempts');
}

async function sendIssuedEmail(tx: Executor, deps: IssueDeps, certificate: CertificateRow) {
  const recipient = await findRecipient(tx, certificate.userId);
  if (!recipient) return;
  const page = `${deps.appUrl.replace(/\/$/, '')}${CERTIFICATE_PATHS.learnerPage(certificate.courseId)}`;
  const verify = verificationUrlOf(deps.appUrl, certificate.verificationCode);
  const course = certificate.courseTitle;
  const grade =
    certificate.gradePercent === null
      ? null
      : certificate.distinction
        ? t('certificates.email.gradeWithDistinction', {
            grade: certificate.gradePercent,
            distinction: certificate.distinction,
          })
        : t('certificates.email.grade', { grade: certificate.gradePercent });
  const text = [
    recipient.firstName
      ? t('certificates.email.greeting', { name: recipient.firstName })
      : t('certificates.email.greetingAnonymous'),
    '',
    t('certificates.email.body', { course }),
    ...(grade ? [grade] : []),
    '',
    t('certificates.email.page', { link: page }),
    t('certificates.email.verify', { link: verify }),
    t('certificates.email.code', { code: certificate.verificationCode }),
  ].join('\n');
  await deps.mailer.send(
    {
      to: recipient.email,
      subject: t('certificates.email.subject', { course }),
      text,
      link: page,
      kind: 'certificate-issued',
      userId: certificate.userId,
    },
    tx,
  );
}

/** At a cohort's completion: every learner of it at 100 % gets the certificate they earned. */
export async function issueCertificatesOfCohort(
  tx: Executor,
  deps: IssueDeps,
  cohortId: string,
): Promise<number> {
  let issued = 0;
  for (const learner of await listFinishedLearnersOfCohort(tx, cohortId)) {
    if ((await issueCertificateIfEarned(tx, deps, learner)) === 'issued') issued += 1;
  }
  return issued;
}

export const CERTIFICATE_SUBSCRIBERS = {
  completed: 'certificates.issue-on-course-completed',
  examPassed: 'certificates.issue-on-exam-passed',
} as const;

/** The two events that may complete the rule: the last lesson, and an exam passed after it. */
export function subscribeCertificateIssuing(events: EventBus, deps: IssueDeps) {
  events.subscribe(CERTIFICATE_SUBSCRIBERS.completed, 'course.completed', async (tx, event) => {
    await issueCertificateIfEarned(tx, deps, event.payload);
  });
  events.subscribe(CERTIFICATE_SUBSCRIBERS.examPassed, 'exam.passed', async (tx, event) => {
    await issueCertificateIfEarned(tx, deps, event.payload);
  });
}
