import { randomUUID } from 'node:crypto';
// Platform console (issue 18)
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { DEFAULT_CERTIFICATE_SETTINGS } from '#shared/certificates/certificate-settings.ts';
// Accounts, part settings (issue 17)
import { multipartBody, pngPicture } from '../features/accounts/settings-fixtures.ts';
import {
  enrol,
  newCertificate,
  newCertificateDirector,
  newCertificateTemplate,
  newCohort,
  newCohortSession,
  newCourse,
  newExercise,
  newOrganization,
  newQuiz,
  newUser,
} from './factories/index.ts';
// Accounts, data and deletion (issue 17)
import { withoutPendingDeletion, withPendingDeletion } from './privacy-requests.ts';
import type { CallerName, RouteWorld } from './route-world.ts';
import { TEST_PASSWORD } from './test-app.ts';

// How both route suites call a route with a VALID request: the real id behind each path parameter,
// and an example query and body per route that needs one. A new route whose parameters are all
// listed in PATH_PARAMS and that takes no body needs nothing here.

type Ctx = { world: RouteWorld; caller: CallerName };
type Value<T> = T | ((ctx: Ctx) => T | Promise<T>);

/** The real object behind each path parameter name (a fresh one for destructive routes, see below). */
export const PATH_PARAMS: Record<string, Value<string>> = {
  courseId: ({ world }) => world.courseId,
  lessonId: ({ world }) => world.lessonIds.video,
  quizId: ({ world }) => world.quizId,
  questionId: ({ world }) => world.questionIds[0]!,
  instructorId: ({ world }) => world.instructorProfileId,
  submissionId: ({ world }) => world.fresh.submissionId(),
  reviewId: ({ world }) => world.fresh.reviewId(),
  paymentId: ({ world }) => world.fresh.refundDuePaymentId(),
  sessionId: ({ world }) => world.fresh.studentSessionId(),
  gatewayId: 'sandbox',
  reference: ({ world }) => world.pendingReference,
  uploadId: ({ world }) => world.fresh.uploadId(),
  // Cohorts, part discussion
  cohortId: ({ world }) => world.cohortId,
  messageId: ({ world }) => world.cohortFresh.messageId(),
  announcementId: ({ world }) => world.cohortFresh.announcementId(),
  // Cohorts, part space (issue 15)
  resourceId: ({ world }) => world.fresh.cohortResourceId(),
  // admin-people (issue 18): a fresh learner of 'jang' per request (the routes change them)
  userId: async ({ world }) => (await newUser(world.app.database.db, { organizationId: world.orgId })).id,
  '*': 'swagger-ui.css',
  // Platform console (issue 18): a fresh organisation per call (renamed, suspended…), the logo.
  organizationId: async ({ world }) => (await newOrganization(world.app.database.db)).id,
  asset: 'logo',
};

export type RouteExample = {
  /** Path parameters that differ from PATH_PARAMS for this route. */
  params?: Record<string, Value<string>>;
  query?: Value<Record<string, string>>;
  body?: Value<Record<string, unknown>>;
  headers?: Value<Record<string, string>>;
  /** Headers and body as they are (a gateway's signed notification, a multipart picture). */
  raw?: (ctx: Ctx) => Promise<{ headers: Record<string, string>; payload: string | Buffer }>;
  /** Sent with a new session of the caller instead of the shared one (the route ends it). */
  freshSession?: boolean;
};

// Cohorts: live sessions (issue 15, part sessions). A cohort of a course of the world's instructor,
// made on first use for each world: the student a live learner of it, the instructor its course's.
const sessionsCohorts = new WeakMap<RouteWorld, Promise<string>>();
const sessionsCohort = ({ world }: Ctx) => {
  let cohort = sessionsCohorts.get(world);
  if (!cohort) {
    cohort = (async () => {
      const db = world.app.database.db;
      const course = await newCourse(db, {
        organizationId: world.orgId,
        instructorId: world.instructorProfileId,
        title: 'Sessions live de la matrice',
        slug: `sessions-live-${randomUUID()}`,
        sections: [],
        published: false,
      });
      const { id } = await newCohort(db, { courseId: course.id });
      await enrol(db, world.userIds.student, course.id, { cohortId: id, paymentStatus: 'paid' });
      return id;
    })();
    sessionsCohorts.set(world, cohort);
  }
  return cohort;
};
const freshCohortSession = async (ctx: Ctx) =>
  (await newCohortSession(ctx.world.app.database.db, await sessionsCohort(ctx))).id;
const sessionBody = {
  title: 'Séance de la matrice',
  session_date: '2030-01-15',
  start_time: '18:00',
  end_time: '20:00',
};
/** A new feed address of the student (the calendar-feed rows rotate and revoke it): the token is the credential. */
const studentFeedFile = async ({ world }: Ctx) => {
  const response = await world.app.inject({
    method: 'POST',
    url: '/api/v1/student/calendar-feed',
    headers: { authorization: `Bearer ${world.sessions.student.accessToken}` },
  });
  return (response.json() as { data: { url: string } }).data.url.split('/').pop()!;
};
const sessionsExamples: Record<string, RouteExample> = {
  'GET /api/admin/cohorts/:id/sessions': { params: { id: sessionsCohort } },
  'POST /api/admin/cohorts/:id/sessions': { params: { id: sessionsCohort }, body: sessionBody },
  'PATCH /api/admin/cohorts/:id/sessions/:sessionId': {
    params: { id: sessionsCohort, sessionId: freshCohortSession },
    body: sessionBody,
  },
  'DELETE /api/admin/cohorts/:id/sessions/:sessionId': {
    params: { id: sessionsCohort, sessionId: freshCohortSession },
  },
  'GET /api/v1/student/cohorts/:cohortId/sessions': {
    params: { cohortId: sessionsCohort },
    query: { status: 'upcoming' },
  },
  'GET /api/v1/student/cohorts/:cohortId/sessions/:sessionId/ics': {
    params: { cohortId: sessionsCohort, sessionId: freshCohortSession },
  },
  'GET /calendar/:file': { params: { file: studentFeedFile } },
};

// Certificates, part issue (issue 16): the student's certificate for the world's course (made once
// per world), and a fresh certificate of another learner for each revocation.
/** The world's course, of which the student holds a certificate (route-world.ts writes it). */
const courseOfStudentCertificate = ({ world }: Ctx) => world.courseId;
const freshCertificate = async ({ world }: Ctx) => {
  const db = world.app.database.db;
  const learner = await newUser(db, { organizationId: world.orgId });
  return (await newCertificate(db, { userId: learner.id, courseId: world.courseId })).id;
};
const certificatesExamples: Record<string, RouteExample> = {
  'GET /api/certificates': { query: {} },
  'GET /api/certificates/course/:courseId': { params: { courseId: courseOfStudentCertificate } },
  'GET /api/admin/certificates': { query: { search: 'Formation', status: 'all', page: '1', limit: '20' } },
  'POST /api/admin/certificates/:id/revoke': {
    params: { id: freshCertificate },
    body: { reason: 'Délivré par erreur' },
  },
};
// End of certificates, part issue.

/** A fresh draft quiz (two questions, nobody answered) and exercise of the world's course, for the builders' routes. */
const freshQuiz = async ({ world }: Ctx) =>
  (
    await newQuiz(world.app.database.db, {
      organizationId: world.orgId,
      courseId: world.courseId,
      status: 'draft',
    })
  ).id;
const freshExercise = async ({ world }: Ctx) =>
  (
    await newExercise(world.app.database.db, {
      organizationId: world.orgId,
      courseId: world.courseId,
      status: 'draft',
    })
  ).id;
const quizSettings = { title: 'Quiz du constructeur', type: 'quiz', duration: 5 };
const builderQuestion = {
  question_type: 'multiple_choice',
  question_text: 'Capitale du Mali ?',
  points: 2,
  options: [
    { option_text: 'Bamako', is_correct: true },
    { option_text: 'Mopti', is_correct: false },
  ],
};
const exerciseFields = {
  title: 'Exercice du constructeur',
  instructions: 'Une page.',
  points: 10,
  difficulty_level: 'easy',
  estimated_duration: 30,
  deadline: '2027-06-30T23:59:00Z',
};

const email = () => `nouveau.${randomUUID().slice(0, 12)}@exemple.sn`;
const attemptOf = async ({ world }: Ctx) => ({ attempt_id: await world.fresh.studentAttemptId() });

// --- Cohorts, part enrolment (issue 15)
const worldCohorts = new WeakMap<RouteWorld, Promise<string>>();
/** One active cohort of the world's course per world, made on first use. */
function worldCohortId({ world }: Ctx): Promise<string> {
  let cohortId = worldCohorts.get(world);
  if (!cohortId) {
    cohortId = newCohort(world.app.database.db, { courseId: world.courseId }).then((cohort) => cohort.id);
    worldCohorts.set(world, cohortId);
  }
  return cohortId;
}
/** A fresh active cohort of a new free course of 'jang' (joinable); the caller enrolled in it when asked. */
async function freeCohortId({ world, caller }: Ctx, options: { isCallerEnrolled?: boolean } = {}) {
  const db = world.app.database.db;
  const course = await newCourse(db, { organizationId: world.orgId, pricing: 'free' });
  const cohort = await newCohort(db, { courseId: course.id });
  if (options.isCallerEnrolled && caller !== 'anonymous') {
    await enrol(db, world.userIds[caller], course.id, { cohortId: cohort.id });
  }
  return cohort.id;
}
const cohortsEnrolmentExamples: Record<string, RouteExample> = {
  'GET /api/admin/cohorts/:cohortId/participants': { params: { cohortId: worldCohortId } },
  'GET /api/v1/student/cohorts/:cohortId/enrolment': { params: { cohortId: worldCohortId } },
  'POST /api/instructor/cohorts/:cohortId/participants': {
    params: { cohortId: worldCohortId },
    body: async ({ world }) => ({
      action: 'invite',
      participantIds: [(await newUser(world.app.database.db, { organizationId: world.orgId })).id],
    }),
  },
  'POST /api/v1/student/cohorts/:cohortId/join': { params: { cohortId: (ctx) => freeCohortId(ctx) } },
  'POST /api/v1/student/cohorts/:cohortId/leave': {
    params: { cohortId: (ctx) => freeCohortId(ctx, { isCallerEnrolled: true }) },
  },
};

// ——— cohorts: admin cohort form (issue 15, part admin) ———
/** A fresh draft cohort of the world's course, for the routes that change one. */
const freshCohort = async ({ world }: Ctx) =>
  (await newCohort(world.app.database.db, { courseId: world.courseId, status: 'draft' })).id;
const cohortFormBody = ({ world }: Ctx) => ({
  courseId: world.courseId,
  autoGenerateTitle: false,
  title: 'Session de la matrice',
  description: '',
  instructors: [],
  certificate_template_id: null,
  startDate: '2030-01-06',
  endDate: '2030-03-29',
  liveLinks: [{ url: 'https://meet.example.org/jang', description: 'Salle principale' }],
  useCoursePrice: true,
  price: 0,
  oneTimeDiscount: 0,
  pricingModes: { oneTime: false, installments: false, subscription: false, registrationMonthly: false },
  installments: [],
  monthlyPrice: 0,
  registrationFee: 0,
  monthlyFee: 0,
  discounts: [],
  minParticipants: 1,
  maxParticipants: 30,
  registrationDeadline: 'start',
  customEnrollmentDeadline: null,
  enableWaitlist: true,
  approvalProcess: 'automatic',
  immediateAccess: false,
  accessStartDate: null,
  accessEndDate: null,
  userIds: [],
  welcome_message: 'Bienvenue',
  end_message: 'Merci',
  communicationChannel: 'whatsapp',
  groupLink: 'https://chat.whatsapp.com/abc',
});
// ——— end cohorts: admin cohort form ———

// ——— Certificates: the template designer (issue 16, part designer) ———
/** A fresh template and director of 'jang' for each request that changes one. */
const freshTemplate = async ({ world }: Ctx) =>
  (await newCertificateTemplate(world.app.database.db, { organizationId: world.orgId })).id;
const freshDirector = async ({ world }: Ctx) =>
  (await newCertificateDirector(world.app.database.db, { organizationId: world.orgId })).id;
/** A small PNG in a multipart body, as the designer's upload sends it. */
const pictureUpload = async () => {
  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  };
};
const directorBody = { name: 'Fatou Sarr', title: 'Directrice des études', signatureUrl: null };
const certificateDesignerExamples: Record<string, RouteExample> = {
  'POST /api/admin/certificate-templates': { body: { name: 'Modèle de la matrice' } },
  'GET /api/admin/certificate-templates/:id': { params: { id: freshTemplate } },
  'PATCH /api/admin/certificate-templates/:id': { params: { id: freshTemplate }, body: { name: 'Renommé' } },
  'DELETE /api/admin/certificate-templates/:id': { params: { id: freshTemplate } },
  'PUT /api/admin/certificate-templates/:id/settings': {
    params: { id: freshTemplate },
    body: { version: 1, settings: DEFAULT_CERTIFICATE_SETTINGS },
  },
  'POST /api/admin/certificate-templates/:id/duplicate': { params: { id: freshTemplate }, body: {} },
  'PUT /api/admin/certificate-templates/:id/thumbnail': { params: { id: freshTemplate }, raw: pictureUpload },
  'POST /api/admin/certificate-assets': { query: { kind: 'logo' }, raw: pictureUpload },
  'POST /api/admin/certificate-directors': { body: directorBody },
  'PUT /api/admin/certificate-directors/:id': { params: { id: freshDirector }, body: directorBody },
  'DELETE /api/admin/certificate-directors/:id': { params: { id: freshDirector } },
};
// ——— end certificates: the template designer ———
// ——— Accounts, part settings (issue 17) ———
const accountsSettingsExamples: Record<string, RouteExample> = {
  'PUT /api/v1/student/profile/info': {
    body: { first_name: 'Awa', last_name: 'Ndiaye', phone: '+221 77 123 45 67', gender: 'female' },
  },
  'POST /api/v1/student/profile/email/confirm': { body: { token: 'jeton-inconnu-0123456789' } },
  'POST /api/v1/student/profile/avatar': {
    raw: async () => multipartBody('avatar', 'Photo de profil.png', 'image/png', await pngPicture(200, 200)),
  },
  'PUT /api/v1/student/settings/preferences': {
    body: { language: 'fr', email_notifications: true, whatsapp_notifications: false, data_saver: true },
  },
  'PUT /api/v1/student/settings/account/password': {
    body: { currentPassword: 'Pas-le-bon-1', newPassword: 'Teranga-2027', confirmPassword: 'Teranga-2027' },
  },
  'POST /api/v1/student/settings/logout-session': {
    body: async ({ world }) => ({ sessionId: await world.fresh.studentSessionId() }),
  },
};
// ——— end accounts, part settings ———

// ——— admin-people (issue 18) ———
const peopleCsv = () => {
  const tag = randomUUID().slice(0, 8);
  return { csv: `prenom;nom;email\nAwa;Ndiaye;awa.${tag}@import.sn\nMoussa;Ba;moussa.${tag}@import.sn\n` };
};
const adminPeopleExamples: Record<string, RouteExample> = {
  'PUT /api/admin/users/:userId/roles': { body: { roles: ['student', 'instructor'] } },
  'POST /api/admin/users/:userId/suspend': { body: { reason: 'Comportement' } },
  'POST /api/admin/users/:userId/reactivate': {
    params: {
      userId: async ({ world }) =>
        (await newUser(world.app.database.db, { organizationId: world.orgId, status: 'suspended' })).id,
    },
    body: {},
  },
  'POST /api/admin/users/:userId/enrolments': {
    body: ({ world }) => ({
      courseId: world.courseId,
      method: 'cash',
      reason: 'Payé en espèces',
      amountReceived: 10_000,
    }),
  },
  'GET /api/admin/users': {
    query: { search: 'a', role: 'student', status: 'active', page: '1', limit: '20' },
  },
  'POST /api/admin/imports/learners/preview': { body: peopleCsv },
  'POST /api/admin/imports/learners': { body: peopleCsv },
  'PUT /api/admin/instructor-profiles/:instructorId': {
    body: {
      name: 'Awa Diop',
      specialization: 'Gestion de projet',
      bio: 'Formatrice.',
      avatarUrl: '',
      status: 'active',
      commissionRate: 70,
    },
  },
};
// ——— end admin-people ———

// Platform console (issue 18): a 1×1 PNG in a multipart body (the logo route reads bytes, not JSON).
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const BOUNDARY = '----jang-matrix-boundary';
const logoUpload = async () => ({
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  // A Buffer: inject sends the bytes as they are (a string would be re-encoded as UTF-8).
  payload: Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG_1X1,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]) as unknown as string,
});
const organizationSettingsBody = ({ caller }: Ctx) => ({
  name: caller === 'otherOrgAdmin' ? 'Autre organisation' : 'Jàng Démo',
  defaultCurrency: 'XOF',
  contactEmail: null,
  contactPhone: null,
  contactWhatsapp: null,
  emailSenderName: null,
});

export const ROUTE_EXAMPLES: Record<string, RouteExample> = {
  ...adminPeopleExamples,
  // Certificates: the template designer (issue 16, part designer)
  ...certificateDesignerExamples,
  // Accounts, data and deletion (issue 17): a request is made from no pending one, withdrawn from one
  'POST /api/v1/student/settings/account-deletion': {
    body: async (ctx) => {
      await withoutPendingDeletion(ctx);
      return { reason: 'Je n’utilise plus la plateforme.' };
    },
  },
  'DELETE /api/v1/student/settings/account-deletion': {
    headers: async (ctx) => {
      await withPendingDeletion(ctx);
      return {};
    },
  },
  // Platform console (issue 18)
  'POST /api/superadmin/organizations': {
    body: () => {
      const slug = `org-${randomUUID().slice(0, 8)}`;
      return {
        name: `Organisation ${slug}`,
        slug,
        admin: { email: email(), firstName: 'Awa', lastName: 'Sy' },
      };
    },
  },
  'PATCH /api/superadmin/organizations/:organizationId': { body: { name: 'Nouveau nom' } },
  'POST /api/superadmin/organizations/:organizationId/suspend': { body: { reason: 'Impayés' } },
  'POST /api/superadmin/organizations/:organizationId/reactivate': {
    params: {
      organizationId: async ({ world }) =>
        (await newOrganization(world.app.database.db, { status: 'suspended', suspendedAt: new Date() })).id,
    },
  },
  'PUT /api/superadmin/settings/platform': {
    body: { platformName: 'Jàng', supportEmail: 'support@jang.sn', maintenanceMessage: null },
  },
  'PUT /api/superadmin/settings/billing': { body: { defaultInstructorShare: 70, defaultCurrency: 'XOF' } },
  'PUT /api/superadmin/settings/security': {
    body: { passwordMinLength: 8, signInMaxAttempts: 10, signInPauseMinutes: 15, sessionLifetimeHours: 720 },
  },
  'PUT /api/superadmin/settings/email': {
    body: { senderName: 'Jàng', senderAddress: 'no-reply@jang.sn', footer: '' },
  },
  'PUT /api/admin/organization': { body: organizationSettingsBody },
  'POST /api/admin/organization/:asset': { raw: logoUpload },
  'GET /api/admin/reviews': { query: { filter: 'all', page: '1', limit: '20' } },
  'POST /api/admin/reviews/:reviewId/hide': { body: { reason: 'Propos injurieux' } },
  'POST /api/admin/reviews/:reviewId/restore': {
    params: {
      reviewId: async ({ world }) => {
        const id = await world.fresh.reviewId();
        await world.app.database.db.execute(
          sql`update course_reviews set hidden_at = now(), hidden_reason = 'test' where id = ${id}`,
        );
        return id;
      },
    },
    body: { reason: 'Avis rétabli' },
  },
  'GET /api/admin/audit-log': { query: { action: 'payment', from: '2026-01-01', to: '2030-12-31' } },
  'GET /api/superadmin/audit-log': {
    query: ({ world }) => ({ organizationId: world.orgId, actor: 'exemple', page: '1' }),
  },
  // End of platform console.
  ...cohortsEnrolmentExamples,
  // Certificates, part drawing (issue 16): the student's certificate and its code
  'GET /api/certificates/:id/pdf': { params: { id: ({ world }) => world.certificateId } },
  'GET /api/certificates/verify/:code': { params: { code: ({ world }) => world.verificationCode } },
  // Accounts, part settings (issue 17)
  ...accountsSettingsExamples,
  // Cohorts, part space (issue 15)
  'POST /api/v1/student/cohorts/:cohortId/resources': {
    body: { title: 'Guide MDN', category: 'reading', url: 'https://developer.mozilla.org' },
  },
  'GET /api/v1/student/cohorts/:cohortId/resources/:resourceId/file': {
    params: { resourceId: ({ world }) => world.cohortFileResourceId },
  },
  'GET /api/v1/student/cohorts/:cohortId/content': { query: { week: '1' } },
  'GET /api/v1/student/cohorts/:cohortId/participants': { query: { status: 'active', search: 'a' } },
  'GET /api/v1/student/cohorts/:cohortId/resources': { query: { category: 'general' } },
  'POST /api/auth/sign-up': {
    body: () => ({ email: email(), password: TEST_PASSWORD, firstName: 'Fatou', lastName: 'Sow' }),
  },
  'POST /api/auth/sign-in': { body: ({ world }) => ({ email: world.spareEmail, password: TEST_PASSWORD }) },
  'POST /api/auth/token': { headers: ({ world, caller }) => cookieOf(world, caller) },
  'POST /api/auth/sign-out': { freshSession: true },
  'POST /api/auth/resend-confirmation': { body: () => ({ email: email() }) },
  'GET /api/auth/confirm-email': { query: { token: 'jeton-inconnu-0123456789' } },
  'POST /api/auth/password/forgot': { body: () => ({ email: email() }) },
  'POST /api/auth/password/reset': { body: { token: 'jeton-inconnu-0123456789', password: 'Nouveau-mot-2' } },
  'POST /api/auth/activate': { body: { token: 'jeton-inconnu-0123456789', password: 'Nouveau-mot-2' } },
  'POST /api/admin/invitations': {
    body: () => ({ email: email(), firstName: 'Ndeye', lastName: 'Fall', role: 'student' }),
  },
  'POST /api/admin/payments/:paymentId/refund': { body: { note: 'Virement Wave TX-123' } },
  'GET /files/public/*': { params: { '*': 'logo.webp' } },
  // No email of that id: a reader allowed in gets 404, anyone else 403 first.
  'GET /api/dev/outbox/:id/html': { params: { id: '0b7c2f4e-8a1d-4c39-9f6b-2d5e7a9c1b3f' } },
  'POST /api/instructor/exercises/submissions/:submissionId/grade': {
    body: { score: 15, feedback: 'Bon travail.' },
  },
  'POST /api/progress/save': {
    body: ({ world }) => ({
      lessonId: world.lessonIds.video,
      courseId: world.courseId,
      currentTime: 5,
      duration: 600,
      percentage: 1,
      watchedDuration: 5,
      isCompleted: false,
      sessionId: randomUUID(),
    }),
  },
  'GET /api/progress/beacon-token': { query: ({ world }) => ({ courseId: world.courseId }) },
  'GET /api/v1/student/courses/:courseId/lessons/:lessonId': {},
  'POST /api/learning/quizzes/:quizId/attempts': { body: ({ world }) => ({ course_id: world.courseId }) },
  'POST /api/learning/quizzes/:quizId/questions/:questionId/open': { body: attemptOf },
  'POST /api/learning/quizzes/:quizId/answers': {
    body: async (ctx) => ({
      ...(await attemptOf(ctx)),
      question_id: ctx.world.questionIds[2]!,
      answer: 'Wolof',
    }),
  },
  'POST /api/learning/quizzes/:quizId/complete': { body: attemptOf },
  'GET /api/learning/exercises/:lessonId': { params: { lessonId: ({ world }) => world.lessonIds.exercise } },
  'POST /api/learning/exercises/:lessonId/submissions': {
    params: { lessonId: ({ world }) => world.lessonIds.exercise },
    body: { text: 'Ma charte de projet.' },
  },
  'GET /api/learning/exercises/:lessonId/submission/file': {
    params: { lessonId: ({ world }) => world.lessonIds.exercise },
  },
  'POST /api/marketplace/courses/:courseId/reviews': { body: { rating: 5, comment: 'Très clair.' } },
  'PUT /api/marketplace/courses/:courseId/reviews/:reviewId': { body: { rating: 2, comment: 'Modifié.' } },
  'POST /api/payments/quote': { body: ({ world }) => ({ courseId: world.courseId, planType: 'oneTime' }) },
  'POST /api/payments/initialize': {
    body: ({ world }) => ({
      amount: 10_000,
      courseId: world.courseId,
      paymentPlan: { type: 'oneTime' },
      paymentDetails: { method: 'wave', phoneNumber: '+221 77 123 45 67' },
      gatewayId: 'paydunya',
      currency: 'XOF',
      idempotencyKey: randomUUID(),
    }),
  },
  'GET /api/payments/checkout-standing': { query: ({ world }) => ({ courseId: world.courseId }) },
  'GET /api/payments/check-status': { query: ({ world }) => ({ ref: world.pendingReference }) },
  'POST /api/payments/webhooks/:gatewayId': {
    // A genuine signed notification for a fresh pending payment: the gateway, not a user, calls it.
    raw: ({ world }) => world.fresh.signedNotificationOfPending(),
  },
  // The course editor: a fresh draft of the instructor (version 0) for every write.
  'POST /api/courses': { body: { title: 'Cours de la matrice' } },
  'PUT /api/courses/:courseId': {
    params: { courseId: ({ world }) => world.fresh.draftCourseId() },
    body: { version: 0, title: 'Titre modifié', oneTimeDiscount: 10 },
  },
  'PUT /api/courses/:courseId/structure': {
    params: { courseId: ({ world }) => world.fresh.draftCourseId() },
    body: {
      version: 0,
      sections: [
        {
          title: 'Semaine 1',
          position: 0,
          lessons: [{ title: 'Lire', type: 'article', content: { text: '<p>Bonjour</p>' }, position: 0 }],
        },
      ],
    },
  },
  'POST /api/courses/:courseId/publish': { params: { courseId: ({ world }) => world.fresh.draftCourseId() } },
  'POST /api/courses/:courseId/archive': { params: { courseId: ({ world }) => world.fresh.draftCourseId() } },
  'GET /api/oembed': { query: { url: 'https://vimeo.com/76979871' } },
  // The quiz and exercise builders: each write on a fresh draft of the world's course.
  'GET /api/admin/quizzes': { query: { status: 'published', search: 'quiz' } },
  'POST /api/admin/quizzes': {
    body: ({ world }) => ({ course_id: world.courseId, ...quizSettings, questions: [builderQuestion] }),
  },
  'GET /api/admin/quizzes/:id': { params: { id: ({ world }) => world.quizId } },
  'PUT /api/admin/quizzes/:id': {
    params: { id: freshQuiz },
    body: { ...quizSettings, questions: [builderQuestion] },
  },
  'DELETE /api/admin/quizzes/:id': { params: { id: freshQuiz } },
  'POST /api/admin/quizzes/:id/publish': { params: { id: freshQuiz } },
  'POST /api/admin/quizzes/:id/unpublish': { params: { id: freshQuiz } },
  // A readable GIFT and Aiken question each (decision 133).
  'POST /api/admin/quizzes/:id/import-preview': {
    params: { id: freshQuiz },
    body: { format: 'gift', text: '::Q1:: 1 + 1 = ? {=2 ~3}' },
  },
  'POST /api/admin/quizzes/:id/import': {
    params: { id: freshQuiz },
    body: { format: 'aiken', text: 'Capitale du Mali ?\nA. Bamako\nB. Mopti\nANSWER: A' },
  },
  'GET /api/admin/exercises': { query: { status: 'published' } },
  'POST /api/admin/exercises': { body: ({ world }) => ({ course_id: world.courseId, ...exerciseFields }) },
  'GET /api/admin/exercises/:id': { params: { id: ({ world }) => world.exerciseId } },
  'PUT /api/admin/exercises/:id': { params: { id: freshExercise }, body: exerciseFields },
  'DELETE /api/admin/exercises/:id': { params: { id: freshExercise } },
  'POST /api/admin/exercises/:id/publish': { params: { id: freshExercise } },
  'POST /api/admin/exercises/:id/unpublish': { params: { id: freshExercise } },
  // Resumable uploads (tus): the protocol's headers; the bytes raw (decision 150).
  'POST /api/uploads': {
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': '10',
      'upload-metadata': `filename ${Buffer.from('notes.txt').toString('base64')}`,
    },
  },
  'PATCH /api/uploads/:uploadId': {
    raw: async () => ({
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: 'Bonj',
    }),
  },
  'DELETE /api/uploads/:uploadId': { headers: { 'tus-resumable': '1.0.0' } },
  'GET /api/uploads/:uploadId/result': {
    params: { uploadId: ({ world }) => world.fresh.finishedUploadId() },
  },
  // Without the payer key of the checkout link: holding a reference is not enough.
  'POST /sandbox/pay/:reference': { body: { outcome: 'success' } },
  // Cohorts: live sessions (issue 15, part sessions)
  ...sessionsExamples,
  // Certificates, part issue (issue 16)
  ...certificatesExamples,
  // Cohorts, part discussion
  'POST /api/v1/student/cohorts/:cohortId/discussions': { body: { message: 'Bonjour à tous' } },
  'POST /api/v1/student/cohorts/:cohortId/announcements': {
    body: { title: 'Rappel', body: 'Séance jeudi.' },
  },
  'PATCH /api/v1/student/cohorts/:cohortId/announcements/:announcementId': { body: { priority: 'high' } },
  // End of cohorts, part discussion
  // cohorts: admin cohort form (issue 15, part admin)
  'GET /api/admin/cohorts/:id': { params: { id: freshCohort } },
  'POST /api/admin/cohorts': { body: cohortFormBody },
  'PUT /api/admin/cohorts/:id': { params: { id: freshCohort }, body: cohortFormBody },
  'POST /api/admin/cohorts/:id/status': { params: { id: freshCohort }, body: { status: 'active' } },
};

function cookieOf(world: RouteWorld, caller: CallerName): Record<string, string> {
  return caller === 'anonymous' ? {} : { cookie: world.sessions[caller].cookie };
}

export type BuiltRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

async function resolve<T>(value: Value<T>, ctx: Ctx): Promise<T> {
  return typeof value === 'function' ? (value as (ctx: Ctx) => T | Promise<T>)(ctx) : value;
}

/** The route's path with every parameter replaced by its real id; throws naming the missing ones. */
export async function buildPath(key: string, ctx: Ctx, example: RouteExample = ROUTE_EXAMPLES[key] ?? {}) {
  const [, pattern] = key.split(' ') as [string, string];
  const names = [...pattern.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
  const missing = names.filter((name) => !(name in (example.params ?? {})) && !(name in PATH_PARAMS));
  if (missing.length > 0) {
    throw new Error(
      `${key}: no real value for the path parameter(s) ${missing.join(', ')}. ` +
        'Add them to PATH_PARAMS (or to this route\'s "params") in src/server/test/route-requests.ts.',
    );
  }
  let url = pattern;
  for (const name of names) {
    const value = await resolve((example.params?.[name] ?? PATH_PARAMS[name])!, ctx);
    url =
      name === '*'
        ? url.replace('*', value)
        : url.replace(`:${name}`, encodeURIComponent(value.toWellFormed()));
  }
  return url;
}

/** A valid request of this caller to this route, as the permission matrix sends it. */
export async function buildRequest(key: string, ctx: Ctx): Promise<BuiltRequest> {
  const example = ROUTE_EXAMPLES[key] ?? {};
  const [method] = key.split(' ') as [string, string];
  let url = await buildPath(key, ctx, example);
  const query = example.query ? await resolve(example.query, ctx) : null;
  if (query) url += `?${new URLSearchParams(query)}`;
  const headers: Record<string, string> = { ...(example.headers ? await resolve(example.headers, ctx) : {}) };
  if (ctx.caller !== 'anonymous') {
    const session = example.freshSession
      ? await ctx.world.fresh.session(ctx.caller)
      : ctx.world.sessions[ctx.caller];
    headers.authorization = `Bearer ${session.accessToken}`;
  }
  let payload: string | Buffer | undefined;
  if (example.raw) {
    const raw = await example.raw(ctx);
    Object.assign(headers, raw.headers);
    payload = raw.payload;
  } else if (example.body !== undefined) {
    payload = JSON.stringify(await resolve(example.body, ctx));
    headers['content-type'] = 'application/json';
  }
  return { method, url, headers, payload };
}
