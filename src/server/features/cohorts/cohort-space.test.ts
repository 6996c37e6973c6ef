import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCohortInstructor,
  enrol,
  newCohort,
  newCohortPractical,
  newCohortResource,
  newCohortSession,
  newCourse,
  newInstructor,
  newSignedInUser,
  newSubmission,
  type SignedInUser,
} from '../../test/factories/index.ts';
import { createTestApp, organizationId, type TestApp } from '../../test/test-app.ts';

// The learner's cohort space (issue 15, part space): who reaches each route (the eight callers),
// what each sees, and bad input refused in French with nothing changed. On PGlite, and on
// PostgreSQL with DATABASE_URL.

const DAY_MS = 24 * 3600 * 1000;

const CALLERS = [
  'anonymous',
  'learner',
  'notEnrolled',
  'otherOrgLearner',
  'cohortInstructor',
  'otherInstructor',
  'admin',
  'otherOrgAdmin',
] as const;
type CallerName = (typeof CALLERS)[number];

describe('the cohort space', () => {
  let app: TestApp;
  let dataDir: string;
  let cohortId: string;
  let courseId: string;
  let exerciseLessonId: string;
  let exerciseIds: string[];
  let linkId: string;
  let fileResourceId: string;
  const users = {} as Record<Exclude<CallerName, 'anonymous'>, SignedInUser>;
  let classmate: SignedInUser;
  let waitlisted: SignedInUser;

  const headers = (caller: CallerName) =>
    caller === 'anonymous' ? {} : { authorization: `Bearer ${users[caller].accessToken}` };
  const get = (caller: CallerName, url: string) =>
    app.inject({ method: 'GET', url, headers: headers(caller) });
  const base = () => `/api/v1/student/cohorts/${cohortId}`;

  /** What each of the eight callers gets from a request. */
  async function statuses(request: (caller: CallerName) => Promise<{ statusCode: number }>) {
    const seen: Record<string, number> = {};
    for (const caller of CALLERS) seen[caller] = (await request(caller)).statusCode;
    return seen;
  }
  const READERS = {
    anonymous: 401,
    learner: 200,
    notEnrolled: 404,
    otherOrgLearner: 404,
    cohortInstructor: 200,
    otherInstructor: 404,
    admin: 200,
    otherOrgAdmin: 404,
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'jang-cohort-space-'));
    app = await createTestApp({ DATA_DIR: dataDir });
    const db = app.database.db;
    const jang = await organizationId(app, 'jang');
    const autre = await organizationId(app, 'autre');
    const user = (organization: string, role: 'student' | 'instructor' | 'admin', names = {}) =>
      newSignedInUser(app, { organizationId: organization, role, ...names });

    users.cohortInstructor = await user(jang, 'instructor');
    users.otherInstructor = await user(jang, 'instructor');
    const teacher = await newInstructor(db, { organizationId: jang, userId: users.cohortInstructor.id });
    // The course's author is another profile: the cohort instructor teaches through cohort_instructors.
    const author = await newInstructor(db, { organizationId: jang });
    const course = await newCourse(db, {
      organizationId: jang,
      instructorId: author.id,
      format: 'session',
      sections: [
        { title: 'Semaine 1', description: 'Les bases.', lessons: [{ type: 'video', title: 'Bienvenue' }] },
        {
          title: 'Semaine 2',
          description: 'Les fonctions.',
          lessons: [
            { type: 'article', title: 'Fonctions' },
            { type: 'exercise', title: 'Panier', exercise: { title: 'Calculer un panier', points: 20 } },
          ],
        },
        { title: 'Semaine 3', description: 'Le DOM.', lessons: [{ type: 'video', title: 'Le DOM' }] },
      ],
    });
    courseId = course.id;
    const exerciseLesson = course.sections[1]!.lessons[1]!;
    exerciseLessonId = exerciseLesson.id;
    // Started 8 days ago: weeks 1 and 2 are open to learners, week 3 opens in 6 days.
    const cohort = await newCohort(db, {
      courseId,
      name: 'Session de novembre',
      description: 'Quatre semaines ensemble.',
      startDate: new Date(Date.now() - 8 * DAY_MS),
      endDate: new Date(Date.now() + 20 * DAY_MS),
      communicationChannel: 'whatsapp',
      groupLink: 'https://chat.whatsapp.com/groupe',
    });
    cohortId = cohort.id;
    await addCohortInstructor(db, cohortId, teacher.id);

    users.learner = await user(jang, 'student', { firstName: 'Awa', lastName: 'Diop' });
    await enrol(db, users.learner.id, courseId, { cohortId, paymentStatus: 'paid', progress: 40 });
    classmate = await user(jang, 'student', { firstName: 'Moussa', lastName: 'Ndiaye' });
    await enrol(db, classmate.id, courseId, { cohortId, status: 'completed', progress: 100 });
    waitlisted = await user(jang, 'student', { firstName: 'Fatou', lastName: 'Sarr' });
    await enrol(db, waitlisted.id, courseId, { cohortId, status: 'waitlisted' });
    users.notEnrolled = await user(jang, 'student');
    users.admin = await user(jang, 'admin');
    users.otherOrgLearner = await user(autre, 'student');
    users.otherOrgAdmin = await user(autre, 'admin');

    // A past session, one under way later today, one next week.
    await newCohortSession(db, cohortId, {
      title: 'Séance passée',
      sessionDate: new Date(Date.now() - 2 * DAY_MS).toISOString().slice(0, 10),
    });
    await newCohortSession(db, cohortId, {
      title: 'Séance suivante',
      sessionDate: new Date(Date.now() + 7 * DAY_MS).toISOString().slice(0, 10),
    });

    const exerciseId = exerciseLesson.exerciseId!;
    const other = await newCourse(db, {
      organizationId: jang,
      sections: [{ lessons: [{ type: 'exercise', exercise: { title: 'Autre' } }] }],
    });
    exerciseIds = [exerciseId];
    await newCohortPractical(db, cohortId, exerciseId, new Date(Date.now() + 3 * DAY_MS));
    // A practical pointing at another course's exercise is never shown.
    await newCohortPractical(db, cohortId, other.sections[0]!.lessons[0]!.exerciseId!);
    await newSubmission(db, {
      exerciseId,
      lessonId: exerciseLessonId,
      courseId,
      userId: classmate.id,
      status: 'graded',
      score: 15,
      gradedAt: new Date(),
    });

    linkId = (await newCohortResource(db, cohortId, { title: 'MDN', category: 'reading' })).id;
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('GET the cohort', () => {
    it('answers its learners, its instructors and its admins; 404 to anyone else, 401 anonymous', async () => {
      expect(await statuses((caller) => get(caller, base()))).toEqual(READERS);
    });

    it('gives the header and overview what they show, and says who is looking', async () => {
      const response = await get('learner', base());
      const cohort = response.json().data;
      expect(cohort).toMatchObject({
        id: cohortId,
        name: 'Session de novembre',
        description: 'Quatre semaines ensemble.',
        course: { id: courseId },
        stats: { total_participants: 2, active_participants: 1 },
        next_session: { title: 'Séance suivante', start_time: '18:00:00', end_time: '20:00:00' },
        viewer: 'learner',
        communication: { channel: 'whatsapp', groupLink: 'https://chat.whatsapp.com/groupe' },
        weekCount: 3,
      });
      expect(cohort.startDate).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect((await get('cohortInstructor', base())).json().data.viewer).toBe('instructor');
      expect((await get('admin', base())).json().data.viewer).toBe('admin');
    });

    it('refuses an id that is not one', async () => {
      const response = await get('learner', '/api/v1/student/cohorts/pas-un-id');
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Identifiant invalide');
    });
  });

  describe('weekly content', () => {
    it('opens the week under way by default, and locks the weeks not yet open to learners', async () => {
      expect(await statuses((caller) => get(caller, `${base()}/content`))).toEqual(READERS);
      const content = (await get('learner', `${base()}/content`)).json().data;
      expect(content.week).toBe(2);
      expect(content.weeks.map((week: { isOpen: boolean }) => week.isOpen)).toEqual([true, true, false]);
      expect(content.lessons.map((lesson: { title: string }) => lesson.title)).toEqual([
        'Fonctions',
        'Panier',
      ]);

      const locked = (await get('learner', `${base()}/content?week=3`)).json().data;
      expect(locked).toMatchObject({ week: 3, description: null, lessons: [] });
      expect(locked.weeks[2]).toMatchObject({ title: 'Semaine 3', isOpen: false });
    });

    it('shows every week to the staff', async () => {
      const content = (await get('cohortInstructor', `${base()}/content?week=3`)).json().data;
      expect(content.lessons.map((lesson: { title: string }) => lesson.title)).toEqual(['Le DOM']);
      expect(content.description).toBe('Le DOM.');
    });

    it('refuses a week that is not a whole number from 1, and one the programme does not have', async () => {
      for (const week of ['0', '-1', 'deux', '1.5']) {
        const response = await get('learner', `${base()}/content?week=${week}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('La semaine doit être un nombre entier à partir de 1.');
      }
      const unknown = await get('learner', `${base()}/content?week=9`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe("Cette semaine n'existe pas dans le programme de la session.");
    });
  });

  describe('practicals', () => {
    it("shows each learner their own submission's state, and the staff the counts", async () => {
      expect(await statuses((caller) => get(caller, `${base()}/practicals`))).toEqual(READERS);
      const mine = (await get('learner', `${base()}/practicals`)).json().data.practicals;
      expect(mine).toEqual([
        expect.objectContaining({
          exerciseId: exerciseIds[0],
          title: 'Calculer un panier',
          lessonId: exerciseLessonId,
          isPastDue: false,
          mine: { status: 'not_submitted', submittedAt: null, score: null, maxScore: null },
          counts: null,
        }),
      ]);
      const staff = (await get('admin', `${base()}/practicals`)).json().data.practicals;
      expect(staff[0]).toMatchObject({ mine: null, counts: { learners: 2, submitted: 1, graded: 1 } });
    });
  });

  describe('participants', () => {
    it('lists those who hold a seat to learners, without emails; every enrolment to the staff', async () => {
      expect(await statuses((caller) => get(caller, `${base()}/participants`))).toEqual(READERS);
      const seen = (await get('learner', `${base()}/participants`)).json().data;
      expect(seen.total).toBe(2);
      expect(seen.participants).toEqual([
        {
          id: users.learner.id,
          first_name: 'Awa',
          last_name: 'Diop',
          avatar: null,
          status: 'active',
          completion_rate: 40,
        },
        {
          id: classmate.id,
          first_name: 'Moussa',
          last_name: 'Ndiaye',
          avatar: null,
          status: 'completed',
          completion_rate: 100,
        },
      ]);
      const staff = (await get('cohortInstructor', `${base()}/participants`)).json().data;
      expect(staff.total).toBe(3);
      expect(staff.participants.find((p: { id: string }) => p.id === waitlisted.id)).toMatchObject({
        status: 'waitlisted',
        email: waitlisted.email,
      });
      // A learner asking for the waitlisted sees nobody.
      expect((await get('learner', `${base()}/participants?status=waitlisted`)).json().data.total).toBe(0);
    });

    it('filters by status and searches by name, any case, the pattern taken literally', async () => {
      const active = (await get('learner', `${base()}/participants?status=active`)).json().data;
      expect(active.participants.map((p: { first_name: string }) => p.first_name)).toEqual(['Awa']);
      const found = (await get('learner', `${base()}/participants?search=ndia`)).json().data;
      expect(found.participants.map((p: { first_name: string }) => p.first_name)).toEqual(['Moussa']);
      expect((await get('learner', `${base()}/participants?search=%25`)).json().data.total).toBe(0);
    });

    it('refuses an unknown status and a search too long', async () => {
      const status = await get('learner', `${base()}/participants?status=vip`);
      expect(status.statusCode).toBe(400);
      expect(status.json().error).toContain('Statut inconnu');
      const search = await get('learner', `${base()}/participants?search=${'a'.repeat(101)}`);
      expect(search.statusCode).toBe(400);
      expect(search.json().error).toBe('La recherche doit contenir au plus 100 caractères.');
    });
  });

  describe('resources', () => {
    const post = (caller: CallerName, payload: unknown) =>
      app.inject({
        method: 'POST',
        url: `${base()}/resources`,
        headers: headers(caller),
        payload: payload as object,
      });
    const upload = (
      caller: CallerName,
      fields: Record<string, string>,
      file?: { name: string; bytes: Buffer },
    ) => {
      const boundary = '----jang';
      const parts = Object.entries(fields).map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      );
      const chunks: Buffer[] = [Buffer.from(parts.join(''))];
      if (file) {
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          file.bytes,
          Buffer.from('\r\n'),
        );
      }
      chunks.push(Buffer.from(`--${boundary}--\r\n`));
      return app.inject({
        method: 'POST',
        url: `${base()}/resources`,
        headers: { ...headers(caller), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat(chunks),
      });
    };
    const storedFiles = async () =>
      readdir(path.join(dataDir, 'uploads', 'cohort-resources')).catch(() => []);
    const countResources = async () =>
      (await get('admin', `${base()}/resources`)).json().data.resources.length as number;

    it('lists them to the cohort, by category; only the staff may manage', async () => {
      expect(await statuses((caller) => get(caller, `${base()}/resources`))).toEqual(READERS);
      const seen = (await get('learner', `${base()}/resources?category=reading`)).json().data;
      expect(seen).toMatchObject({
        canManage: false,
        resources: [{ id: linkId, title: 'MDN', kind: 'link' }],
      });
      expect((await get('learner', `${base()}/resources?category=tools`)).json().data.resources).toEqual([]);
      expect((await get('cohortInstructor', `${base()}/resources`)).json().data.canManage).toBe(true);
    });

    it('refuses an unknown category', async () => {
      const response = await get('learner', `${base()}/resources?category=films`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain('Catégorie inconnue');
    });

    it('lets the staff add a link (403 for a learner, 404 outside), and checks it', async () => {
      const link = { title: 'Guide', category: 'tools', url: 'https://developer.mozilla.org' };
      const seen = await statuses((caller) => post(caller, link));
      expect(seen).toEqual({ ...READERS, learner: 403, cohortInstructor: 201, admin: 201 });
      const before = await countResources();
      for (const [body, message] of [
        [{ ...link, url: 'javascript:alert(1)' }, "L'URL est invalide"],
        [{ ...link, url: 'pas une adresse' }, "L'URL est invalide"],
        [{ ...link, title: '  ' }, 'Le titre est requis'],
        [{ ...link, category: 'films' }, 'Catégorie inconnue'],
      ] as const) {
        const response = await post('admin', body);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toContain(message);
      }
      expect(await countResources()).toBe(before);
    });

    it('lets the staff upload a file its learners download through the checked route', async () => {
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
      const created = await upload(
        'cohortInstructor',
        { title: 'Support semaine 1', category: 'course-material' },
        {
          name: 'Support semaine 1.pdf',
          bytes: pdf,
        },
      );
      expect(created.statusCode).toBe(201);
      const resource = created.json().data;
      fileResourceId = resource.id;
      expect(resource).toMatchObject({
        kind: 'file',
        url: null,
        fileName: 'Support semaine 1.pdf',
        sizeBytes: pdf.length,
      });

      const file = `${base()}/resources/${fileResourceId}/file`;
      expect(await statuses((caller) => get(caller, file))).toEqual(READERS);
      const download = await get('learner', file);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toContain('attachment');
      expect(download.rawPayload.equals(pdf)).toBe(true);
      // A link has no file.
      expect((await get('learner', `${base()}/resources/${linkId}/file`)).statusCode).toBe(404);
    });

    it('refuses a learner upload before storing anything, a wrong type, a forged type, no file', async () => {
      const before = (await storedFiles()).length;
      const count = await countResources();
      const learner = await upload(
        'learner',
        { title: 'Moi' },
        { name: 'a.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') },
      );
      expect(learner.statusCode).toBe(403);
      const exe = await upload(
        'admin',
        { title: 'Programme' },
        { name: 'setup.exe', bytes: Buffer.from('MZ') },
      );
      expect(exe.statusCode).toBe(400);
      expect(exe.json().error).toContain('Type de fichier non supporté');
      const forged = await upload(
        'admin',
        { title: 'Faux' },
        { name: 'faux.pdf', bytes: Buffer.from('<html></html>') },
      );
      expect(forged.statusCode).toBe(400);
      const none = await upload('admin', { title: 'Rien' });
      expect(none.statusCode).toBe(400);
      expect(none.json().error).toBe('Joignez un fichier (champ « file »).');
      const noTitle = await upload('admin', {}, { name: 'a.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') });
      expect(noTitle.statusCode).toBe(400);
      expect(noTitle.json().error).toBe('Le titre est requis');
      expect((await storedFiles()).length).toBe(before);
      expect(await countResources()).toBe(count);
    });

    it('refuses a file over 20 MB with 413, keeping nothing', async () => {
      const before = (await storedFiles()).length;
      const big: Buffer = Buffer.alloc(20 * 1024 * 1024 + 10, 0x20);
      big.write('%PDF-1.4\n');
      const response = await upload('admin', { title: 'Trop gros' }, { name: 'gros.pdf', bytes: big });
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toBe('Fichier trop volumineux : 20 Mo maximum.');
      expect((await storedFiles()).length).toBe(before);
    });

    it('lets the staff delete a resource and its file; a learner 403, outsiders 404', async () => {
      const del = (caller: CallerName, id: string) =>
        app.inject({ method: 'DELETE', url: `${base()}/resources/${id}`, headers: headers(caller) });
      const seen: Record<string, number> = {};
      for (const caller of CALLERS) {
        if (caller === 'cohortInstructor' || caller === 'admin') continue;
        seen[caller] = (await del(caller, fileResourceId)).statusCode;
      }
      expect(seen).toEqual({
        anonymous: 401,
        learner: 403,
        notEnrolled: 404,
        otherOrgLearner: 404,
        otherInstructor: 404,
        otherOrgAdmin: 404,
      });
      const files = (await storedFiles()).length;
      expect((await del('cohortInstructor', fileResourceId)).statusCode).toBe(204);
      expect((await storedFiles()).length).toBe(files - 1);
      expect((await del('admin', fileResourceId)).statusCode).toBe(404);
      expect((await del('admin', linkId)).statusCode).toBe(204);
    });
  });
});
