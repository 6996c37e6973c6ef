import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  courses,
  enrollments,
  exerciseSubmissions,
  exercises,
  lessons,
  sections,
} from '../../db/schema/index.ts';
import { seed } from '../../db/seed/seed.ts';
import {
  bearer,
  createTestApp,
  createUser,
  organizationId,
  type SignedIn,
  signIn,
  type TestApp,
} from '../../test/test-app.ts';

// Test support for the exercise API tests: a seeded app whose DATA_DIR is a fresh temporary
// folder, enrolled learners, one helper per call and a hand-built multipart body.

export const HTML_COURSE = 'creer-son-premier-site-web-html-css';
export const ABOUT_PAGE = 'Construire la page « À propos » de votre activité';
export const GITHUB_PAGES = 'Publier votre site sur GitHub Pages';
export { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';

export type ExerciseWorld = {
  app: TestApp;
  dataDir: string;
  orgId: string;
  courseIds: Record<string, string>;
  /** Enrolled in the HTML course. */
  learner: SignedIn;
  enrolledLearner: (email: string, courseSlug?: string) => Promise<SignedIn>;
  /** The id of the exercise lesson with this title in this course. */
  lessonId: (title: string, courseSlug?: string) => Promise<string>;
  close: () => Promise<void>;
};

export async function createExerciseWorld(): Promise<ExerciseWorld> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jang-exercises-'));
  const app = await createTestApp({ DATA_DIR: dataDir });
  await seed(app.database.db);
  const orgId = await organizationId(app, 'jang');
  const courseIds: Record<string, string> = {};
  for (const row of await app.database.db.select({ id: courses.id, slug: courses.slug }).from(courses))
    courseIds[row.slug] = row.id;
  const enrolledLearner = async (email: string, courseSlug = HTML_COURSE) => {
    const userId = await createUser(app, { email, roles: ['student'] });
    await app.database.db
      .insert(enrollments)
      .values({ organizationId: orgId, userId, courseId: courseIds[courseSlug]! });
    return signIn(app, email);
  };
  const lessonId = async (title: string, courseSlug = HTML_COURSE) => {
    const [row] = await app.database.db
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(sections, eq(sections.id, lessons.sectionId))
      .where(and(eq(sections.courseId, courseIds[courseSlug]!), eq(lessons.title, title)))
      .orderBy(asc(lessons.position));
    if (!row) throw new Error(`leçon absente : ${title}`);
    return row.id;
  };
  return {
    app,
    dataDir,
    orgId,
    courseIds,
    learner: await enrolledLearner('apprenant.exercice@example.sn'),
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
