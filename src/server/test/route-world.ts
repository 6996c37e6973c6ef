import { createHmac, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeOembed } from '../features/oembed/testing/fake-oembed.ts';
import { createSandboxGateway } from '../features/payments/gateways/sandbox.ts';
import { choice, longAnswer, shortAnswer, trueFalse } from '../features/quizzes/quiz-definition.ts';
import {
  enrol,
  type NewPaymentOptions,
  newCategory,
  newCertificate,
  newCohort,
  newCohortAnnouncement,
  newCohortMessage,
  newCohortResource,
  newCourse,
  newExercise,
  newInstructor,
  newLesson,
  newPayment,
  newQuiz,
  newReview,
  newSessionRow,
  newSubmission,
  refreshCourseDerivedColumns,
} from './factories/index.ts';
import {
  createTestApp,
  createUser,
  organizationId,
  type RegisteredRoute,
  type SignedIn,
  signIn,
  type TestApp,
} from './test-app.ts';

// The world both route suites stand on: real objects of the first organisation ('jang') so that
// every path parameter is a real id, and the eight callers of the permission matrix, all fresh.

export const CALLERS = [
  'anonymous',
  'student',
  'otherOrgStudent',
  'instructor',
  'otherInstructor',
  'admin',
  'otherOrgAdmin',
  'superadmin',
] as const;
export type CallerName = (typeof CALLERS)[number];

/** Requests of the suites come from a client elsewhere on the network, never from the server's machine. */
export const REMOTE_ADDRESS = '203.0.113.50';

const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123';

export type RouteWorld = {
  app: TestApp;
  orgId: string;
  otherOrgId: string;
  /** Signed-in callers; anonymous has none. */
  sessions: Record<Exclude<CallerName, 'anonymous'>, SignedIn>;
  userIds: Record<Exclude<CallerName, 'anonymous'>, string>;
  /** A paid course of the instructor, published, the student enrolled. */
  courseId: string;
  /** One lesson of each type in the course's one section. */
  lessonIds: Record<'video' | 'article' | 'document' | 'audio' | 'quiz' | 'exercise', string>;
  quizId: string;
  questionIds: string[];
  exerciseId: string;
  instructorProfileId: string;
  /** Cohorts, part space: a cohort of the course the student learns in, and its resources. */
  cohortId: string;
  cohortFileResourceId: string;
  /** A pending sandbox payment of the student for the course. */
  pendingReference: string;
  /** A fresh object of the first organisation per call: destructive routes never share their target. */
  fresh: {
    /** A new draft of the instructor, version 0, ready to publish (a category, one lesson, free). */
    draftCourseId: () => Promise<string>;
    /** Another open session of the student. */
    studentSessionId: () => Promise<string>;
    /** A failed payment of another learner whose money is owed back (refund due). */
    refundDuePaymentId: () => Promise<string>;
    /** A review of another enrolled learner on the course. */
    reviewId: () => Promise<string>;
    /** An ungraded submission of another enrolled learner to the exercise. */
    submissionId: () => Promise<string>;
    /** A new signed-in session of a caller (for routes that end the session they are called with). */
    session: (caller: Exclude<CallerName, 'anonymous'>) => Promise<SignedIn>;
    /** The student's open attempt at the quiz (started when there is none). */
    studentAttemptId: () => Promise<string>;
    /** The sandbox's signed 'completed' notification for a new pending payment of another learner. */
    signedNotificationOfPending: () => Promise<{ headers: Record<string, string>; payload: string }>;
    /** An upload of the instructor, 10 bytes announced and none received yet (decision 150). */
    uploadId: () => Promise<string>;
    /** A finished upload of the instructor (a small text file). */
    finishedUploadId: () => Promise<string>;
    /** Cohorts, part space: a new link resource of the cohort (for DELETE). */
    cohortResourceId: () => Promise<string>;
  };
  // Cohorts, part discussion: fresh messages and announcements of that cohort.
  cohortFresh: {
    /** A discussion message of the student in the cohort. */
    messageId: () => Promise<string>;
    /** An announcement of the cohort. */
    announcementId: () => Promise<string>;
  };
  // End of cohorts, part discussion.
  // Certificates, part drawing (issue 16): the student's certificate for the course.
  certificateId: string;
  verificationCode: string;
  // End of certificates, part drawing.
  /** The app's DATA_DIR, and the upload files the world itself put there. */
  dataDir: string;
  worldFiles: Set<string>;
  /** A confirmed account nobody else uses, to sign in with. */
  spareEmail: string;
  close: () => Promise<void>;
};

const EMAILS: Record<
  Exclude<CallerName, 'anonymous'>,
  { roles: ('student' | 'instructor' | 'admin' | 'superadmin')[]; organization: string }
> = {
  student: { roles: ['student'], organization: 'jang' },
  otherOrgStudent: { roles: ['student'], organization: 'autre' },
  instructor: { roles: ['instructor'], organization: 'jang' },
  otherInstructor: { roles: ['instructor'], organization: 'jang' },
  admin: { roles: ['admin'], organization: 'jang' },
  otherOrgAdmin: { roles: ['admin'], organization: 'autre' },
  superadmin: { roles: ['superadmin'], organization: 'jang' },
};

export async function createRouteWorld(env: Record<string, string> = {}): Promise<RouteWorld> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jang-routes-'));
  // No network: the video providers' oEmbed endpoints are local fakes (decision 175).
  const oembed = await startFakeOembed();
  const app = await createTestApp({
    DATA_DIR: dataDir,
    SIGN_IN_LIMIT_PER_IP: '1000000',
    SIGN_IN_LIMIT_PER_EMAIL: '1000000',
    ...oembed.env,
    OEMBED_LIMIT_PER_MINUTE: '1000000',
    // Certificates, part drawing (issue 16): the suites verify codes far more than a visitor may.
    CERTIFICATE_VERIFY_LIMIT_PER_MINUTE: '1000000',
    // A course's event stream ends at once here, so a request of the suites gets its whole answer.
    LIVE_STREAM_MAX_SECONDS: '0.05',
    ...env,
  });
  const db = app.database.db;
  const orgId = await organizationId(app, 'jang');
  const otherOrgId = await organizationId(app, 'autre');
  const tag = randomUUID().slice(0, 8);

  const userIds = {} as RouteWorld['userIds'];
  for (const [caller, options] of Object.entries(EMAILS)) {
    userIds[caller as keyof typeof EMAILS] = await createUser(app, {
      email: `${caller.toLowerCase()}.${tag}@exemple.sn`,
      ...options,
    });
  }
  const emailOf = (caller: keyof typeof EMAILS) => `${caller.toLowerCase()}.${tag}@exemple.sn`;

  const instructor = await newInstructor(db, {
    organizationId: orgId,
    userId: userIds.instructor,
    name: 'Awa Diop',
  });
  const otherInstructor = await newInstructor(db, {
    organizationId: orgId,
    userId: userIds.otherInstructor,
    name: 'Moussa Ba',
  });
  const course = await newCourse(db, {
    organizationId: orgId,
    instructorId: instructor.id,
    title: 'Gestion de projet',
    slug: `gestion-${tag}`,
    pricing: { oneTime: 10_000 },
    sections: [
      {
        title: 'Les bases',
        lessons: (['video', 'article', 'document', 'audio'] as const).map((type) => ({
          type,
          title: `Leçon ${type}`,
        })),
      },
    ],
  });
  const courseId = course.id;
  // The other instructor's own course: owning a course somewhere must not open this one.
  await newCourse(db, {
    organizationId: orgId,
    instructorId: otherInstructor.id,
    title: 'Comptabilité',
    slug: `compta-${tag}`,
    sections: [],
  });

  // The quiz (four questions, one of each kind the answer route reads) and the exercise follow the
  // four media lessons in the course's one section.
  const quiz = await newQuiz(db, {
    organizationId: orgId,
    courseId,
    title: 'Quiz de la matrice',
    description: 'Quatre questions',
    questions: [
      choice('Capitale du Sénégal ?', ['Dakar', 'Thiès'], 0, 'Dakar.'),
      trueFalse('Le Sénégal borde l’Atlantique.', true, 'Oui.'),
      shortAnswer('Langue la plus parlée ?', 'Wolof', 'Le wolof.'),
      longAnswer('Devise ?', 'Un peuple, un but, une foi', 'La devise.'),
    ],
  });
  const exercise = await newExercise(db, {
    organizationId: orgId,
    courseId,
    title: 'Rédiger une charte de projet',
  });
  const section = course.sections[0]!;
  const lessonOf = (type: 'quiz' | 'exercise', content: Record<string, string>) =>
    newLesson(db, {
      organizationId: orgId,
      courseId,
      sectionId: section.id,
      position: section.lessons.length + (type === 'quiz' ? 0 : 1),
      type,
      title: `Leçon ${type}`,
      content,
    });
  const lessonRows = [
    ...section.lessons,
    await lessonOf('quiz', { quiz_id: quiz.id }),
    await lessonOf('exercise', { exercise_id: exercise.id }),
  ];
  await refreshCourseDerivedColumns(db, courseId);
  const lessonIds = Object.fromEntries(
    lessonRows.map((row) => [row.type, row.id]),
  ) as RouteWorld['lessonIds'];

  // Cohorts, part space (issue 15): a cohort of the course, started a week ago; the student learns
  // in it, its course's instructor teaches it. A link resource, and a file resource with its file.
  const cohort = await newCohort(db, { courseId, startDate: new Date(Date.now() - 7 * 24 * 3600 * 1000) });
  await enrol(db, userIds.student, courseId, { paymentStatus: 'paid', cohortId: cohort.id });
  await newCohortResource(db, cohort.id, { title: 'Lien de la session' });
  await mkdir(path.join(dataDir, 'uploads', 'cohort-resources'), { recursive: true });
  await writeFile(path.join(dataDir, 'uploads', 'cohort-resources', 'support.pdf'), '%PDF-1.4\n%%EOF\n');
  const cohortFile = await newCohortResource(db, cohort.id, {
    title: 'Support',
    kind: 'file',
    url: null,
    storageKey: 'cohort-resources/support.pdf',
    fileName: 'support.pdf',
    sizeBytes: 15,
  });
  // End of the cohort space's part.
  // Certificates, part drawing (issue 16): the student's certificate for the course.
  const certificate = await newCertificate(db, { userId: userIds.student, courseId });
  // End of certificates, part drawing.
  // Cohorts, part discussion: fresh messages and announcements of that cohort.
  const cohortId = cohort.id;

  const sandbox = createSandboxGateway({ secret: `sandbox:${env.AUTH_SECRET ?? TEST_AUTH_SECRET}` });
  const payment = (userId: string, values: Omit<NewPaymentOptions, 'userId' | 'courseId'> = {}) =>
    newPayment(db, { userId, courseId, ...values });
  const pending = await payment(userIds.student);

  // A real file under DATA_DIR, so that the file routes answer what they answer for a real upload.
  const worldFiles = new Set<string>();
  const storedFile = async () => {
    const name = `${randomUUID()}.pdf`;
    worldFiles.add(name);
    await mkdir(path.join(dataDir, 'uploads', 'exercises'), { recursive: true });
    await writeFile(path.join(dataDir, 'uploads', 'exercises', name), '%PDF-1.4\n%%EOF\n');
    return {
      fileName: 'charte.pdf',
      fileType: 'application/pdf',
      fileSize: 15,
      filePath: `exercises/${name}`,
    };
  };
  // A public object of the store (a logo), what GET /files/public/* serves.
  await mkdir(path.join(dataDir, 'uploads', 'public'), { recursive: true });
  await writeFile(path.join(dataDir, 'uploads', 'public', 'logo.webp'), 'RIFF....WEBP');

  let categoryId: string | undefined;
  let learners = 0;
  const enrolledLearner = async () => {
    const userId = await createUser(app, {
      email: `apprenant${++learners}.${tag}@exemple.sn`,
      roles: ['student'],
    });
    await enrol(db, userId, courseId, { paymentStatus: 'paid' });
    return userId;
  };

  const spareEmail = `libre.${tag}@exemple.sn`;
  await createUser(app, { email: spareEmail, roles: ['student'] });
  const sessions = {} as RouteWorld['sessions'];
  for (const caller of Object.keys(EMAILS) as (keyof typeof EMAILS)[])
    sessions[caller] = await signIn(app, emailOf(caller));

  // A new session without a password check (scrypt costs ~100 ms a sign-in): a session row, and
  // its cookie signed as better-auth signs it, exchanged for an access token by /api/auth/token.
  const cookieName = sessions.student.cookie.match(/([^;\s=]*session_token)=/)?.[1];
  const openSession = async (caller: Exclude<CallerName, 'anonymous'>): Promise<SignedIn> => {
    const { token } = await newSessionRow(db, { userId: userIds[caller] });
    const signature = createHmac('sha256', env.AUTH_SECRET ?? TEST_AUTH_SECRET)
      .update(token)
      .digest('base64');
    const cookie = `${cookieName}=${encodeURIComponent(`${token}.${signature}`)}`;
    const response = await app.inject({ method: 'POST', url: '/api/auth/token', headers: { cookie } });
    if (response.statusCode !== 200 || !cookieName) {
      throw new Error(`session refusée (cookie ${cookieName}) : ${response.statusCode} ${response.body}`);
    }
    const accessToken = (response.json() as { data: { accessToken: string } }).data.accessToken;
    return { accessToken, cookie, userId: userIds[caller] };
  };

  return {
    app,
    orgId,
    otherOrgId,
    sessions,
    userIds,
    courseId,
    lessonIds,
    quizId: quiz.id,
    questionIds: quiz.questionIds,
    exerciseId: exercise.id,
    instructorProfileId: instructor.id,
    pendingReference: pending.reference,
    // Cohorts, part discussion.
    cohortFresh: {
      messageId: async () => (await newCohortMessage(db, cohortId, userIds.student)).id,
      announcementId: async () => (await newCohortAnnouncement(db, cohortId)).id,
    },
    // End of cohorts, part discussion.
    // Certificates, part drawing (issue 16)
    certificateId: certificate.id,
    verificationCode: certificate.verificationCode,
    // End of certificates, part drawing.
    cohortId: cohort.id,
    cohortFileResourceId: cohortFile.id,
    fresh: {
      cohortResourceId: async () => (await newCohortResource(db, cohort.id)).id,
      draftCourseId: async () => {
        categoryId ??= (
          await newCategory(db, { organizationId: orgId, slug: `editeur-${tag}`, name: 'Éditeur' })
        ).id;
        const draft = await newCourse(db, {
          organizationId: orgId,
          instructorId: instructor.id,
          title: 'Brouillon',
          slug: `brouillon-${randomUUID()}`,
          categoryId,
          published: false,
        });
        return draft.id;
      },
      studentSessionId: async () => {
        const session = await openSession('student');
        const [, payload] = session.accessToken.split('.');
        const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
        const sessionId = (claims.sid ?? claims.sessionId ?? claims.session_id) as string | undefined;
        if (!sessionId)
          throw new Error(`jeton sans identifiant de session : ${Object.keys(claims).join(', ')}`);
        return sessionId;
      },
      refundDuePaymentId: async () =>
        (
          await payment(await enrolledLearner(), {
            status: 'failed',
            refundDue: true,
            failureReason: 'cohort_full',
          })
        ).id,
      reviewId: async () =>
        (await newReview(db, { courseId, userId: await enrolledLearner(), rating: 4, comment: 'Bien.' })).id,
      submissionId: async () =>
        (
          await newSubmission(db, {
            exerciseId: exercise.id,
            lessonId: lessonIds.exercise,
            courseId,
            userId: await enrolledLearner(),
            text: 'Ma charte.',
            maxScore: 20,
            ...(await storedFile()),
          })
        ).id,
      session: (caller) => openSession(caller),
      studentAttemptId: async () => {
        const response = await app.inject({
          method: 'POST',
          url: `/api/learning/quizzes/${quiz.id}/attempts`,
          headers: { authorization: `Bearer ${sessions.student.accessToken}` },
          payload: { course_id: courseId },
        });
        const body = response.json() as {
          data?: { attempt_id?: string; id?: string; attempt?: { id: string } };
        };
        const attemptId = body.data?.attempt_id ?? body.data?.attempt?.id ?? body.data?.id;
        if (!attemptId) throw new Error(`tentative non ouverte : ${response.statusCode} ${response.body}`);
        return attemptId;
      },
      uploadId: () => createUpload(app, sessions.instructor, 10),
      finishedUploadId: async () => {
        const id = await createUpload(app, sessions.instructor, 7);
        const response = await app.inject({
          method: 'PATCH',
          url: `/api/uploads/${id}`,
          headers: {
            authorization: `Bearer ${sessions.instructor.accessToken}`,
            'tus-resumable': '1.0.0',
            'upload-offset': '0',
            'content-type': 'application/offset+octet-stream',
          },
          payload: 'Bonjour',
        });
        if (response.statusCode !== 200) throw new Error(`envoi non terminé : ${response.body}`);
        return id;
      },
      signedNotificationOfPending: async () => {
        const { reference, amount } = await payment(await enrolledLearner());
        const notification = sandbox.notificationFor({
          reference,
          status: 'completed',
          amount,
          currency: 'XOF',
          token: `sandbox-${reference}`,
        });
        return {
          headers: notification.headers as Record<string, string>,
          payload: JSON.stringify(notification.body),
        };
      },
    },
    spareEmail,
    dataDir,
    worldFiles,
    close: async () => {
      await app.close();
      await oembed.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new tus upload of `length` bytes (none sent yet); its id. */
async function createUpload(app: TestApp, session: SignedIn, length: number): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: {
      authorization: `Bearer ${session.accessToken}`,
      'tus-resumable': '1.0.0',
      'upload-length': String(length),
      'upload-metadata': `filename ${Buffer.from('notes.txt').toString('base64')}`,
    },
  });
  const id = String(response.headers.location ?? '')
    .split('/')
    .pop();
  if (response.statusCode !== 201 || !id) throw new Error(`envoi non créé : ${response.body}`);
  return id;
}

/** 'METHOD /path/:param' of every registered route; HEAD mirrors GET and is left out. */
export function routeKeys(routes: RegisteredRoute[]): string[] {
  const keys = routes
    .filter((route) => route.method !== 'HEAD')
    .map((route) => `${route.method} ${route.url}`);
  return [...new Set(keys)].sort();
}
