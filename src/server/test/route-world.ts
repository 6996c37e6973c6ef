import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  courseReviews,
  courses,
  enrollments,
  exerciseSubmissions,
  exercises,
  instructors,
  lessons,
  payments,
  sections,
  sessions as sessionRows,
} from '../db/schema/index.ts';
import { createSandboxGateway } from '../features/payments/gateways/sandbox.ts';
import { choice, longAnswer, shortAnswer, trueFalse } from '../features/quizzes/quiz-definition.ts';
import { insertQuiz } from '../features/quizzes/quizzes.repo.ts';
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
const ALL_OFF = { one_time: false, installments: false, subscription: false, registration_monthly: false };

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
  /** A pending sandbox payment of the student for the course. */
  pendingReference: string;
  /** A fresh object of the first organisation per call: destructive routes never share their target. */
  fresh: {
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
  };
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
  const app = await createTestApp({
    DATA_DIR: dataDir,
    SIGN_IN_LIMIT_PER_IP: '1000000',
    SIGN_IN_LIMIT_PER_EMAIL: '1000000',
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

  const [instructor] = await db
    .insert(instructors)
    .values({ organizationId: orgId, userId: userIds.instructor, name: 'Awa Diop', status: 'active' })
    .returning({ id: instructors.id });
  const [otherInstructor] = await db
    .insert(instructors)
    .values({ organizationId: orgId, userId: userIds.otherInstructor, name: 'Moussa Ba', status: 'active' })
    .returning({ id: instructors.id });
  const [course] = await db
    .insert(courses)
    .values({
      organizationId: orgId,
      instructorId: instructor!.id,
      title: 'Gestion de projet',
      slug: `gestion-${tag}`,
      status: 'published',
      publishedAt: new Date(),
      pricingModes: { ...ALL_OFF, one_time: true },
      oneTimePrice: 10_000,
      listPrice: 10_000,
    })
    .returning({ id: courses.id });
  const courseId = course!.id;
  // The other instructor's own course: owning a course somewhere must not open this one.
  await db.insert(courses).values({
    organizationId: orgId,
    instructorId: otherInstructor!.id,
    title: 'Comptabilité',
    slug: `compta-${tag}`,
    status: 'published',
    accessType: 'free',
  });

  const quiz = await insertQuiz(
    db,
    { organizationId: orgId, courseId },
    {
      title: 'Quiz de la matrice',
      description: 'Quatre questions',
      durationMinutes: 10,
      type: 'quiz',
      passingScore: 50,
      shuffleQuestions: false,
      shuffleOptions: false,
      showResults: true,
      allowRetries: true,
      questions: [
        choice('Capitale du Sénégal ?', ['Dakar', 'Thiès'], 0, 'Dakar.'),
        trueFalse('Le Sénégal borde l’Atlantique.', true, 'Oui.'),
        shortAnswer('Langue la plus parlée ?', 'Wolof', 'Le wolof.'),
        longAnswer('Devise ?', 'Un peuple, un but, une foi', 'La devise.'),
      ],
    },
  );
  const [exercise] = await db
    .insert(exercises)
    .values({
      organizationId: orgId,
      courseId,
      title: 'Rédiger une charte de projet',
      instructions: 'Une page.',
      points: 20,
      status: 'published',
    })
    .returning({ id: exercises.id });
  const [section] = await db
    .insert(sections)
    .values({ organizationId: orgId, courseId, title: 'Les bases', position: 0 })
    .returning({ id: sections.id });
  const lessonRows = await db
    .insert(lessons)
    .values(
      (
        [
          ['video', { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', duration: 600 }],
          ['article', { text: '<p>Un article.</p>' }],
          [
            'document',
            { url: 'https://exemple.sn/doc.pdf', file_name: 'doc.pdf', file_type: 'pdf', size: 1000 },
          ],
          ['audio', { url: 'https://exemple.sn/son.mp3', duration: 300 }],
          ['quiz', { quiz_id: quiz.id }],
          ['exercise', { exercise_id: exercise!.id }],
        ] as const
      ).map(([type, content], position) => ({
        organizationId: orgId,
        sectionId: section!.id,
        title: `Leçon ${type}`,
        type,
        content,
        position,
        durationMinutes: 10,
      })),
    )
    .returning({ id: lessons.id, type: lessons.type });
  const lessonIds = Object.fromEntries(
    lessonRows.map((row) => [row.type, row.id]),
  ) as RouteWorld['lessonIds'];

  await db
    .insert(enrollments)
    .values({ organizationId: orgId, userId: userIds.student, courseId, paymentStatus: 'paid' });

  const sandbox = createSandboxGateway({ secret: `sandbox:${env.AUTH_SECRET ?? TEST_AUTH_SECRET}` });
  const payment = async (userId: string, values: Partial<typeof payments.$inferInsert> = {}) => {
    const reference = `JANG-${randomUUID()}`;
    const [row] = await db
      .insert(payments)
      .values({
        organizationId: orgId,
        userId,
        courseId,
        planType: 'oneTime',
        amount: 10_000,
        reference,
        idempotencyKey: randomUUID(),
        gateway: 'sandbox',
        gatewayToken: `sandbox-${reference}`,
        ...values,
      })
      .returning({ id: payments.id, reference: payments.reference, amount: payments.amount });
    return row!;
  };
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

  let learners = 0;
  const enrolledLearner = async () => {
    const userId = await createUser(app, {
      email: `apprenant${++learners}.${tag}@exemple.sn`,
      roles: ['student'],
    });
    await db.insert(enrollments).values({ organizationId: orgId, userId, courseId, paymentStatus: 'paid' });
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
    const token = randomBytes(24).toString('base64url');
    await db.insert(sessionRows).values({
      token,
      userId: userIds[caller],
      expiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000),
    });
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
    exerciseId: exercise!.id,
    instructorProfileId: instructor!.id,
    pendingReference: pending.reference,
    fresh: {
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
      reviewId: async () => {
        const [row] = await db
          .insert(courseReviews)
          .values({
            organizationId: orgId,
            courseId,
            userId: await enrolledLearner(),
            rating: 4,
            comment: 'Bien.',
          })
          .returning({ id: courseReviews.id });
        return row!.id;
      },
      submissionId: async () => {
        const [row] = await db
          .insert(exerciseSubmissions)
          .values({
            organizationId: orgId,
            exerciseId: exercise!.id,
            lessonId: lessonIds.exercise,
            courseId,
            userId: await enrolledLearner(),
            text: 'Ma charte.',
            maxScore: 20,
            ...(await storedFile()),
          })
          .returning({ id: exerciseSubmissions.id });
        return row!.id;
      },
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
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** 'METHOD /path/:param' of every registered route; HEAD mirrors GET and is left out. */
export function routeKeys(routes: RegisteredRoute[]): string[] {
  const keys = routes
    .filter((route) => route.method !== 'HEAD')
    .map((route) => `${route.method} ${route.url}`);
  return [...new Set(keys)].sort();
}
