import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printedFacts } from '#shared/certificates/certificate.contract.ts';
import { DEFAULT_CERTIFICATE_SETTINGS } from '#shared/certificates/certificate-settings.ts';
import { auditLog, certificates, emailOutbox } from '../../db/schema/index.ts';
import {
  completeLessons,
  enrol,
  newCertificateDirector,
  newCertificateTemplate,
  newCohort,
  newCourse,
  newSignedInUser,
  openLessons,
  type SignedInUser,
} from '../../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type TestApp } from '../../test/test-app.ts';
import { advanceCohortStatuses } from '../cohorts/cohort-status.ts';
import { markLessonCompleted } from '../learning/progress.repo.ts';
import { choice } from '../quizzes/quiz-definition.ts';
import { issueCertificateIfEarned } from './issue-certificate.ts';

// Issuing (issue 16 "Issue and grade"): once, when the rule is met (100 % and every exam passed),
// from course.completed, from an exam passed after 100 %, and at a cohort's completion; none before;
// exactly one under concurrent completing saves (PGlite here, PostgreSQL with DATABASE_URL).

const APP_URL = 'http://localhost:3000';

describe('certificate issuing', () => {
  let app: TestApp;
  let orgId: string;
  let templateId: string;

  beforeAll(async () => {
    app = await createTestApp();
    orgId = await organizationId(app, 'jang');
    const director = await newCertificateDirector(app.database.db, {
      organizationId: orgId,
      name: 'Awa Sarr',
      title: 'Directrice des études',
    });
    const template = await newCertificateTemplate(app.database.db, {
      organizationId: orgId,
      settings: {
        ...DEFAULT_CERTIFICATE_SETTINGS,
        showDirectorSignature: true,
        selectedDirectorId: director.id,
      },
      version: 3,
    });
    templateId = template.id;
  });
  afterAll(async () => app.close());

  const db = () => app.database.db;

  /** Two articles and, per exam, a quiz lesson of type exam: questions of the given points, pass at 50 %. */
  async function courseWithExams(options: { exams: number[][]; certificates?: boolean }) {
    const exams = options.exams.map((points, n) => ({
      type: 'quiz' as const,
      title: `Examen ${n + 1}`,
      quiz: {
        title: `Examen final ${n + 1}`,
        type: 'exam' as const,
        passingScore: 50,
        questions: points.map((p, q) =>
          choice(`Question ${q + 1}`, ['Bonne', 'Mauvaise'], 0, 'Ok.', { points: p }),
        ),
      },
    }));
    const course = await newCourse(db(), {
      organizationId: orgId,
      title: 'Gestion de stock',
      enableCertificate: options.certificates ?? true,
      certificateTemplateId: (options.certificates ?? true) ? templateId : null,
      sections: [
        {
          lessons: [
            { type: 'article', title: 'Article 1', content: {} },
            { type: 'article', title: 'Article 2', content: {} },
            ...exams,
          ],
        },
      ],
    });
    return {
      id: course.id,
      articles: course.lessons.filter((l) => l.type === 'article').map((l) => l.id),
      exams: course.lessons.filter((l) => l.type === 'quiz').map((l) => l.quizId!),
      lessonIds: course.lessons.map((l) => l.id),
    };
  }
  type Course = Awaited<ReturnType<typeof courseWithExams>>;

  async function learnerIn(course: Course, extra: { cohortId?: string } = {}) {
    const learner = await newSignedInUser(app, { organizationId: orgId, firstName: 'Fatou', lastName: 'Ba' });
    await enrol(db(), learner.id, course.id, extra);
    await openLessons(db(), {
      userId: learner.id,
      courseId: course.id,
      lessonIds: course.lessonIds,
      openedAt: new Date(Date.now() - 3600_000),
    });
    return learner;
  }

  const finishArticles = async (learner: SignedInUser, course: Course) => {
    for (const lessonId of course.articles) {
      await db().transaction((tx) =>
        markLessonCompleted(tx, { organizationId: orgId, userId: learner.id, courseId: course.id, lessonId }),
      );
    }
  };

  /** An attempt at the exam answered right or wrong question by question, then finished. */
  async function takeExam(learner: SignedInUser, course: Course, quizId: string, answers: boolean[]) {
    const started = await app.inject({
      method: 'POST',
      url: `/api/learning/quizzes/${quizId}/attempts`,
      headers: bearer(learner),
      payload: { course_id: course.id },
    });
    expect(started.statusCode, started.body).toBeLessThan(300);
    const attemptId = started.json().data.attempt.id as string;
    const quiz = await app.inject({ url: `/api/learning/quizzes/${quizId}`, headers: bearer(learner) });
    const questions = quiz.json().data.questions as {
      id: string;
      options: { id: string; option_text: string }[];
    }[];
    for (const [i, question] of questions.entries()) {
      const text = answers[i] ? 'Bonne' : 'Mauvaise';
      const answered = await app.inject({
        method: 'POST',
        url: `/api/learning/quizzes/${quizId}/answers`,
        headers: bearer(learner),
        payload: {
          attempt_id: attemptId,
          question_id: question.id,
          answer: question.options.find((o) => o.option_text === text)!.id,
        },
      });
      expect(answered.statusCode, answered.body).toBe(200);
    }
    const completed = await app.inject({
      method: 'POST',
      url: `/api/learning/quizzes/${quizId}/complete`,
      headers: bearer(learner),
      payload: { attempt_id: attemptId },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    return completed.json().data as { passed: boolean; percent: number };
  }

  const certificatesOf = (learner: SignedInUser) =>
    db().select().from(certificates).where(eq(certificates.userId, learner.id));
  const emailsOf = (learner: SignedInUser) =>
    db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, learner.id), eq(emailOutbox.kind, 'certificate-issued')));
  const myCertificate = (learner: SignedInUser, courseId: string) =>
    app.inject({ url: `/api/certificates/course/${courseId}`, headers: bearer(learner) });

  it('issues once the course is at 100 % and the exam passed: printed facts, grade, distinction, code, email', async () => {
    const course = await courseWithExams({ exams: [[1, 1]] });
    const learner = await learnerIn(course);
    await finishArticles(learner, course);
    expect((await takeExam(learner, course, course.exams[0]!, [true, true])).passed).toBe(true);
    await app.events.dispatch();

    const [certificate] = await certificatesOf(learner);
    expect(certificate).toMatchObject({
      organizationId: orgId,
      courseId: course.id,
      templateId,
      templateVersion: 3,
      gradePercent: 100,
      distinction: 'Très Bien',
      learnerName: 'Fatou Ba',
      courseTitle: 'Gestion de stock',
      organizationName: 'Jàng Démo',
      revokedAt: null,
    });
    expect(certificate!.verificationCode).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
    expect(certificate!.startedAt).not.toBeNull();
    const printed = printedFacts.parse(certificate!.printed);
    expect(printed).toMatchObject({
      studentName: 'Fatou Ba',
      courseName: 'Gestion de stock',
      grade: 100,
      distinction: 'Très Bien',
      directorName: 'Awa Sarr',
      directorTitle: 'Directrice des études',
      organizationName: 'Jàng Démo',
    });
    expect(printed.issuedOn).toMatch(/^\d{1,2} [a-zéû]+ \d{4}$/);

    const emails = await emailsOf(learner);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.link).toBe(`${APP_URL}/dashboard/certificates/${course.id}`);
    expect(emails[0]!.text).toContain(`${APP_URL}/verify-certificate/${certificate!.verificationCode}`);
    expect(emails[0]!.subject).toContain('Gestion de stock');

    const mine = await myCertificate(learner, course.id);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({
      id: certificate!.id,
      gradePercent: 100,
      verificationUrl: `${APP_URL}/verify-certificate/${certificate!.verificationCode}`,
      pdfUrl: `/api/certificates/${certificate!.id}/pdf`,
    });
    // Delivered again, checked again: nothing more.
    expect(
      await issueCertificateIfEarned(
        db(),
        { mailer: { send: async () => true }, appUrl: APP_URL },
        {
          userId: learner.id,
          courseId: course.id,
        },
      ),
    ).toBe('exists');
    expect(await certificatesOf(learner)).toHaveLength(1);
  });

  it('none before the rule is met: at 99 %, or at 100 % with the exam failed; then the exam passed later issues it', async () => {
    const course = await courseWithExams({ exams: [[1, 1]] });
    const learner = await learnerIn(course);
    // Two of three lessons: under 100 %.
    await finishArticles(learner, course);
    await app.events.dispatch();
    expect(await certificatesOf(learner)).toHaveLength(0);
    let answer = await myCertificate(learner, course.id);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({
      error: 'Certificat non trouvé',
      details: { standing: { kind: 'in_progress', progress: 67 } },
    });

    // The exam failed: the lesson is done (100 %), course.completed is delivered, but no certificate.
    expect((await takeExam(learner, course, course.exams[0]!, [false, false])).passed).toBe(false);
    await app.events.dispatch();
    expect(await certificatesOf(learner)).toHaveLength(0);
    answer = await myCertificate(learner, course.id);
    expect(answer.json().details).toEqual({ standing: { kind: 'exams_pending', exams: ['Examen final 1'] } });

    // Passed on a second attempt, after 100 %: issued from exam.passed, graded on the best attempt.
    expect((await takeExam(learner, course, course.exams[0]!, [true, false])).passed).toBe(true);
    await app.events.dispatch();
    const [certificate] = await certificatesOf(learner);
    expect(certificate).toMatchObject({ gradePercent: 50, distinction: null });
    expect(await emailsOf(learner)).toHaveLength(1);
  });

  it('grades points over points of each exam’s best attempt (an exam of 4 points weighs twice one of 2)', async () => {
    const course = await courseWithExams({
      exams: [
        [1, 1],
        [2, 2],
      ],
    });
    const learner = await learnerIn(course);
    await finishArticles(learner, course);
    await takeExam(learner, course, course.exams[0]!, [false, false]); // 0/2, failed
    await takeExam(learner, course, course.exams[0]!, [true, true]); // 2/2, the best
    await takeExam(learner, course, course.exams[1]!, [true, false]); // 2/4, passed at 50 %
    await app.events.dispatch();
    // (2 + 2) / (2 + 4) = 67 % → 'Passable' (the mean of the percents, 75 %, would say 'Assez Bien').
    const [certificate] = await certificatesOf(learner);
    expect(certificate).toMatchObject({ gradePercent: 67, distinction: 'Passable' });
  });

  it('a course without certificates issues none; its page says so', async () => {
    const course = await courseWithExams({ exams: [], certificates: false });
    const learner = await learnerIn(course);
    await finishArticles(learner, course);
    await app.events.dispatch();
    expect(await certificatesOf(learner)).toHaveLength(0);
    const answer = await myCertificate(learner, course.id);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().details).toEqual({ standing: { kind: 'no_certificate' } });
  });

  it('a course without exam gives a certificate without grade', async () => {
    const course = await courseWithExams({ exams: [] });
    const learner = await learnerIn(course);
    await finishArticles(learner, course);
    await app.events.dispatch();
    const [certificate] = await certificatesOf(learner);
    expect(certificate).toMatchObject({ gradePercent: null, distinction: null });
  });

  it('concurrent completing saves, deliveries and checks make exactly one certificate and one email', async () => {
    const course = await courseWithExams({ exams: [] });
    const learners = await Promise.all([1, 2, 3].map(() => learnerIn(course)));
    const save = (learner: SignedInUser, lessonId: string) =>
      app.inject({
        method: 'POST',
        url: '/api/progress/save',
        headers: bearer(learner),
        payload: {
          lessonId,
          courseId: course.id,
          currentTime: 0,
          duration: 0,
          percentage: 100,
          watchedDuration: 600,
          isCompleted: true,
        },
      });
    // Both lessons saved at once (twice each), for three learners at once.
    const responses = await Promise.all(
      learners.flatMap((learner) => [...course.articles, ...course.articles].map((id) => save(learner, id))),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    let sentByDirectChecks = 0;
    const deps = {
      mailer: {
        send: async () => {
          sentByDirectChecks += 1;
          return true;
        },
      },
      appUrl: APP_URL,
    };
    await Promise.all([
      app.events.dispatch(),
      app.events.dispatch(),
      ...learners.flatMap((learner) =>
        [1, 2, 3].map(() =>
          db().transaction((tx) =>
            issueCertificateIfEarned(tx, deps, { userId: learner.id, courseId: course.id }),
          ),
        ),
      ),
    ]);
    await app.events.dispatch();
    for (const learner of learners) {
      expect(await certificatesOf(learner)).toHaveLength(1);
    }
    // One email per learner, sent by whichever write issued it (the delivery's, or a direct check's).
    const emails = (await Promise.all(learners.map(emailsOf))).flat();
    const written = (await Promise.all(learners.map(certificatesOf))).flat();
    expect(emails.length + sentByDirectChecks).toBe(3);
    expect(new Set(written.map((c) => c.verificationCode)).size).toBe(3);
  });

  it('at a cohort’s completion, its finished learners get the cohort template’s certificate', async () => {
    // The course gives no certificate; the cohort has a template.
    const course = await courseWithExams({ exams: [], certificates: false });
    const cohort = await newCohort(db(), {
      courseId: course.id,
      certificateTemplateId: templateId,
      status: 'active',
      startDate: new Date(Date.now() - 30 * 86_400_000),
      endDate: new Date(Date.now() - 86_400_000),
    });
    const finished = await learnerIn(course, { cohortId: cohort.id });
    const halfway = await learnerIn(course, { cohortId: cohort.id });
    // Finished without any event (as if before certificates existed).
    await completeLessons(db(), {
      userId: finished.id,
      courseId: course.id,
      lessonIds: course.articles,
      lessonCount: 2,
    });
    await completeLessons(db(), {
      userId: halfway.id,
      courseId: course.id,
      lessonIds: course.articles.slice(0, 1),
      lessonCount: 2,
    });
    const sent: string[] = [];
    const result = await advanceCohortStatuses(
      { db: db(), appUrl: APP_URL, mailer: { send: async (email) => sent.push(email.kind) > 0 } },
      new Date(),
    );
    expect(result.completed).toContain(cohort.id);
    const [certificate] = await certificatesOf(finished);
    expect(certificate).toMatchObject({ cohortId: cohort.id, templateId });
    expect(await certificatesOf(halfway)).toHaveLength(0);
    expect(sent.filter((kind) => kind === 'certificate-issued')).toHaveLength(1);
  });

  it('revocation: reason required, once (409 after), audited in the same transaction, nothing deleted', async () => {
    const course = await courseWithExams({ exams: [] });
    const learner = await learnerIn(course);
    await finishArticles(learner, course);
    await app.events.dispatch();
    const [certificate] = await certificatesOf(learner);
    const admin = await newSignedInUser(app, { organizationId: orgId, role: 'admin' });
    const revoke = (payload: unknown) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/certificates/${certificate!.id}/revoke`,
        headers: bearer(admin),
        payload: payload as object,
      });
    for (const bad of [{}, { reason: '' }, { reason: ' a ' }, { reason: 'x'.repeat(501) }, { reason: 12 }]) {
      const answer = await revoke(bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.json().error).toMatch(/motif/i);
    }
    expect((await certificatesOf(learner))[0]!.revokedAt).toBeNull();

    const [first, second] = await Promise.all([
      revoke({ reason: 'Fraude à l’examen' }),
      revoke({ reason: 'Doublon' }),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    const [revoked] = await certificatesOf(learner);
    expect(revoked).toMatchObject({ revokedBy: admin.id });
    expect(revoked!.revokedAt).not.toBeNull();
    const audits = await db().select().from(auditLog).where(eq(auditLog.targetId, certificate!.id));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'certificate.revoked',
      actorId: admin.id,
      organizationId: orgId,
    });
    const conflict = await revoke({ reason: 'Encore une fois' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error).toBe('Ce certificat est déjà révoqué.');

    // The learner still reads it, marked revoked.
    const mine = await myCertificate(learner, course.id);
    expect(mine.json().data.revokedReason).toBe(revoked!.revokedReason);
  });

  it('reading: each learner their own (another’s is 404 without details); admins list their organisation’s, search and pages', async () => {
    const course = await courseWithExams({ exams: [] });
    const owner = await learnerIn(course);
    await finishArticles(owner, course);
    const second = await learnerIn(course);
    await finishArticles(second, course);
    await app.events.dispatch();
    const [certificate] = await certificatesOf(owner);

    const otherLearner = await learnerIn(course);
    const stranger = await newSignedInUser(app, { organizationId: orgId });
    const otherOrgId = await organizationId(app, 'autre');
    const otherOrgLearner = await newSignedInUser(app, { organizationId: otherOrgId });
    const instructor = await newSignedInUser(app, { organizationId: orgId, role: 'instructor' });
    const admin = await newSignedInUser(app, { organizationId: orgId, role: 'admin' });
    const otherAdmin = await newSignedInUser(app, { organizationId: otherOrgId, role: 'admin' });

    expect((await app.inject({ url: `/api/certificates/course/${course.id}` })).statusCode).toBe(401);
    for (const caller of [stranger, otherOrgLearner, instructor, admin, otherAdmin]) {
      const answer = await myCertificate(caller, course.id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().details).toBeUndefined();
      const list = await app.inject({ url: '/api/certificates', headers: bearer(caller) });
      expect(list.json().data).toEqual([]);
    }
    // Another learner of the course is told where they stand, about themselves only.
    expect((await myCertificate(otherLearner, course.id)).json().details.standing.kind).toBe('in_progress');
    const mine = await app.inject({ url: '/api/certificates', headers: bearer(owner) });
    expect(mine.json().data.map((c: { id: string }) => c.id)).toEqual([certificate!.id]);

    const adminList = (headers: Record<string, string>, query: string) =>
      app.inject({ url: `/api/admin/certificates?${query}`, headers });
    const found = await adminList(bearer(admin), `search=${encodeURIComponent('fatou')}&limit=100`);
    expect(found.statusCode).toBe(200);
    expect(found.json().data.certificates.map((c: { id: string }) => c.id)).toContain(certificate!.id);
    const none = await adminList(bearer(admin), 'search=personne-de-ce-nom');
    expect(none.json().data).toMatchObject({ certificates: [], total: 0 });
    const paged = await adminList(bearer(admin), 'limit=1&page=2');
    expect(paged.json().data.certificates).toHaveLength(1);
    expect(paged.json().data.total).toBeGreaterThan(1);
    const elsewhere = await adminList(bearer(otherAdmin), 'limit=100');
    expect(elsewhere.json().data.certificates.map((c: { id: string }) => c.id)).not.toContain(
      certificate!.id,
    );
    expect((await adminList(bearer(instructor), '')).statusCode).toBe(403);
    expect((await adminList(bearer(owner), '')).statusCode).toBe(403);
    expect((await adminList({}, '')).statusCode).toBe(401);
    const bad = await adminList(bearer(admin), 'page=0');
    expect(bad.statusCode).toBe(400);

    const revokeAs = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/certificates/${certificate!.id}/revoke`,
        headers,
        payload: { reason: 'Essai de révocation' },
      });
    expect((await revokeAs({})).statusCode).toBe(401);
    expect((await revokeAs(bearer(owner))).statusCode).toBe(403);
    expect((await revokeAs(bearer(instructor))).statusCode).toBe(403);
    expect((await revokeAs(bearer(otherAdmin))).statusCode).toBe(404);
    expect((await certificatesOf(owner))[0]!.revokedAt).toBeNull();
  });
});
