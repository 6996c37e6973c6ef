import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { exerciseSubmissions, exercises, lessons } from '../../db/schema/index.ts';
import {
  enrol,
  type NewCourse,
  newCourse,
  newInstructor,
  newSignedInUser,
  newSubmission,
  newUser,
} from '../../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type SignedIn, type TestApp } from '../../test/test-app.ts';

// Test support for the exercise API tests: an app whose DATA_DIR is a fresh temporary folder, a
// world built by the factories (three courses, their instructors, an admin and a superadmin, a
// learner already graded), enrolled learners, one helper per call and a hand-built multipart body.

/** Keys of `courseIds`: Aminata's HTML course and bootcamp, Moussa's sequential course. */
export const HTML_COURSE = 'html';
export const BOOTCAMP_COURSE = 'bootcamp';
export const SEQUENTIAL_COURSE = 'sequential';
export const ABOUT_PAGE = 'Construire la page « À propos » de votre activité';
export const GITHUB_PAGES = 'Publier votre site sur GitHub Pages';
/** The exercise of the sequential course, behind a video. */
export const EDITORIAL_CALENDAR = 'Votre calendrier éditorial sur un mois';
/** The learner whose bootcamp exercise Aminata has already graded (17 / 20). */
export const GRADED_LEARNER_EMAIL = 'diplome.exercice@example.sn';

export type ExerciseWorld = {
  app: TestApp;
  dataDir: string;
  orgId: string;
  courseIds: Record<string, string>;
  /** Enrolled in the HTML course. */
  learner: SignedIn;
  /** Aminata Diallo: teaches the HTML course and the bootcamp. */
  instructor: SignedIn;
  /** Moussa Ndiaye: teaches the sequential course only. */
  otherInstructor: SignedIn;
  admin: SignedIn;
  superadmin: SignedIn;
  enrolledLearner: (email: string, courseKey?: string) => Promise<SignedIn>;
  /** The id of the lesson with this title in this course. */
  lessonId: (title: string, courseKey?: string) => Promise<string>;
  close: () => Promise<void>;
};

export async function createExerciseWorld(): Promise<ExerciseWorld> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jang-exercises-'));
  const app = await createTestApp({ DATA_DIR: dataDir });
  const db = app.database.db;
  const orgId = await organizationId(app, 'jang');
  const instructor = await newSignedInUser(app, { organizationId: orgId, role: 'instructor' });
  const otherInstructor = await newSignedInUser(app, { organizationId: orgId, role: 'instructor' });
  const aminata = await newInstructor(db, {
    organizationId: orgId,
    userId: instructor.id,
    name: 'Aminata Diallo',
  });
  const moussa = await newInstructor(db, {
    organizationId: orgId,
    userId: otherInstructor.id,
    name: 'Moussa Ndiaye',
  });
  const courses: Record<string, NewCourse> = {
    [HTML_COURSE]: await newCourse(db, {
      organizationId: orgId,
      instructorId: aminata.id,
      title: 'Créer son premier site web avec HTML et CSS',
      sections: [
        {
          lessons: [
            { type: 'video' },
            {
              type: 'exercise',
              title: ABOUT_PAGE,
              durationMinutes: 45,
              exercise: {
                title: ABOUT_PAGE,
                description: 'Une vraie page de présentation, en HTML sémantique et CSS.',
                instructions: 'Créez une page apropos.html qui présente votre activité.',
                points: 20,
                difficultyLevel: 'easy',
                estimatedDurationMinutes: 45,
              },
            },
            { type: 'quiz' },
          ],
        },
        {
          lessons: [
            {
              type: 'exercise',
              title: GITHUB_PAGES,
              exercise: { title: GITHUB_PAGES, points: 20, difficultyLevel: 'medium' },
            },
          ],
        },
      ],
    }),
    [BOOTCAMP_COURSE]: await newCourse(db, {
      organizationId: orgId,
      instructorId: aminata.id,
      sections: [{ lessons: [{ type: 'exercise', exercise: { points: 20 } }] }],
    }),
    [SEQUENTIAL_COURSE]: await newCourse(db, {
      organizationId: orgId,
      instructorId: moussa.id,
      isSequential: true,
      sections: [{ lessons: [{ type: 'video' }, { type: 'exercise', title: EDITORIAL_CALENDAR }] }],
    }),
  };
  const courseIds = Object.fromEntries(Object.entries(courses).map(([key, course]) => [key, course.id]));

  // A learner of the bootcamp already graded by Aminata.
  const graded = await newUser(db, { organizationId: orgId, email: GRADED_LEARNER_EMAIL });
  await enrol(db, graded.id, courseIds[BOOTCAMP_COURSE]!);
  const work = courses[BOOTCAMP_COURSE]!.lessons[0]!;
  await newSubmission(db, {
    exerciseId: work.exerciseId!,
    lessonId: work.id,
    courseId: courseIds[BOOTCAMP_COURSE]!,
    userId: graded.id,
    status: 'graded',
    score: 17,
    gradedBy: instructor.id,
    gradedAt: new Date(),
  });

  const enrolledLearner = async (email: string, courseKey = HTML_COURSE) => {
    const learner = await newSignedInUser(app, { organizationId: orgId, email, name: 'Test' });
    await enrol(db, learner.id, courseIds[courseKey]!);
    return learner;
  };
  const lessonId = async (title: string, courseKey = HTML_COURSE) => {
    const lesson = courses[courseKey]?.lessons.find((row) => row.title === title);
    if (!lesson) throw new Error(`leçon absente : ${title}`);
    return lesson.id;
  };
  return {
    app,
    dataDir,
    orgId,
    courseIds,
    learner: await enrolledLearner('apprenant.exercice@example.sn'),
    instructor,
    otherInstructor,
    admin: await newSignedInUser(app, { organizationId: orgId, role: 'admin' }),
    superadmin: await newSignedInUser(app, { organizationId: orgId, role: 'superadmin' }),
    enrolledLearner,
    lessonId,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** One helper per exercise call; `session` null sends no token. */
export function exerciseApi(app: TestApp) {
  const headers = (session: SignedIn | null) => (session ? bearer(session) : {});
  return {
    get: (lessonId: string, session: SignedIn | null) =>
      app.inject({ url: `/api/learning/exercises/${lessonId}`, headers: headers(session) }),
    submit: (lessonId: string, payload: unknown, session: SignedIn | null) =>
      app.inject({
        method: 'POST',
        url: `/api/learning/exercises/${lessonId}/submissions`,
        payload: payload as object,
        headers: headers(session),
      }),
    submitForm: (lessonId: string, form: MultipartBody, session: SignedIn | null) =>
      app.inject({
        method: 'POST',
        url: `/api/learning/exercises/${lessonId}/submissions`,
        payload: form.payload,
        headers: { ...headers(session), 'content-type': form.contentType },
      }),
    list: (query: string, session: SignedIn | null) =>
      app.inject({ url: `/api/instructor/exercises/submissions${query}`, headers: headers(session) }),
    grade: (submissionId: string, payload: unknown, session: SignedIn | null) =>
      app.inject({
        method: 'POST',
        url: `/api/instructor/exercises/submissions/${submissionId}/grade`,
        payload: payload as object,
        headers: headers(session),
      }),
  };
}

export type MultipartBody = { payload: Buffer; contentType: string };

/** A multipart/form-data body built by Node's own FormData, as a browser would send it. */
export async function multipartBody(fields: {
  text?: string;
  file?: { name: string; type: string; content: Buffer | string };
}): Promise<MultipartBody> {
  const form = new FormData();
  if (fields.text !== undefined) form.append('text', fields.text);
  if (fields.file) {
    const content = fields.file.content;
    const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : new Uint8Array(content);
    form.append('file', new Blob([bytes], { type: fields.file.type }), fields.file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

/** The files stored under DATA_DIR/uploads/exercises. */
export async function storedFiles(dataDir: string): Promise<string[]> {
  return readdir(path.join(dataDir, 'uploads', 'exercises')).catch(() => []);
}

export async function countSubmissions(app: TestApp): Promise<number> {
  const [row] = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(exerciseSubmissions);
  return row!.n;
}

/** The exercise an exercise lesson points at. */
export async function exerciseOfLesson(app: TestApp, lessonId: string) {
  const [lesson] = await app.database.db.select().from(lessons).where(eq(lessons.id, lessonId));
  const exerciseId = (lesson!.content as { exercise_id: string }).exercise_id;
  const [exercise] = await app.database.db.select().from(exercises).where(eq(exercises.id, exerciseId));
  return exercise!;
}

export type RawPart = { headers: string[]; body: Buffer | string };

/**
 * A multipart body written by hand, byte for byte, for what no browser sends: a wrong boundary, a
 * body cut short, repeated or oversized parts, names that are not UTF-8. `closed: false` leaves
 * out the closing boundary.
 */
export function rawMultipart(
  parts: RawPart[],
  options: { boundary?: string; declaredBoundary?: string | null; closed?: boolean } = {},
): MultipartBody {
  const boundary = options.boundary ?? 'jang-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n${part.headers.join('\r\n')}\r\n\r\n`, 'latin1'));
    chunks.push(typeof part.body === 'string' ? Buffer.from(part.body, 'utf8') : part.body);
    chunks.push(Buffer.from('\r\n'));
  }
  if (options.closed !== false) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const declared = options.declaredBoundary === undefined ? boundary : options.declaredBoundary;
  return {
    payload: Buffer.concat(chunks),
    contentType: declared === null ? 'multipart/form-data' : `multipart/form-data; boundary=${declared}`,
  };
}

/** A text field and a file part, for rawMultipart. */
export const textPart = (value: Buffer | string, name = 'text'): RawPart => ({
  headers: [`Content-Disposition: form-data; name="${name}"`],
  body: value,
});
export const filePart = (fileName: string, type: string, body: Buffer | string, name = 'file'): RawPart => ({
  headers: [
    `Content-Disposition: form-data; name="${name}"; filename="${fileName}"`,
    `Content-Type: ${type}`,
  ],
  body,
});
