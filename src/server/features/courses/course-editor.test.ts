import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCourseEditor } from '#shared/courses/course-editor.contract.ts';
import { courses, lessons, sections } from '../../db/schema/index.ts';
import {
  enrol,
  newCategory,
  newCourse,
  newExercise,
  newInstructor,
  newQuiz,
  newSignedInUser,
  newTag,
} from '../../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type TestApp } from '../../test/test-app.ts';

// The course editor's API (issue 14) on PGlite, or PostgreSQL with DATABASE_URL: every route × the
// six callers, stale and concurrent saves, the structure's checks and durations, publish readiness,
// the marketplace at once after publish and archive, an enrolled learner after archive.

type Caller = 'anonymous' | 'student' | 'owner' | 'otherInstructor' | 'admin' | 'otherOrgAdmin';
const CALLERS: Caller[] = ['anonymous', 'student', 'owner', 'otherInstructor', 'admin', 'otherOrgAdmin'];

let app: TestApp;
let tokens: Record<Exclude<Caller, 'anonymous'>, string>;
let jang: string;
let ownerProfileId: string;
let otherProfileId: string;
let categoryId: string;
let tagIds: string[];
let quizId: string;
let exerciseId: string;
let foreignQuizId: string;
let foreignCourseSectionId: string;

beforeAll(async () => {
  // A listing cache of a minute: publishing must empty it, or the test of the marketplace fails.
  app = await createTestApp({ CATALOG_CACHE_SECONDS: '60' });
  const db = app.database.db;
  jang = await organizationId(app, 'jang');
  const autre = await organizationId(app, 'autre');
  const user = async (role: 'student' | 'instructor' | 'admin', organization = jang) =>
    newSignedInUser(app, { organizationId: organization, role });
  const owner = await user('instructor');
  const other = await user('instructor');
  const student = await user('student');
  const admin = await user('admin');
  const otherOrgAdmin = await user('admin', autre);
  tokens = {
    owner: owner.accessToken,
    otherInstructor: other.accessToken,
    student: student.accessToken,
    admin: admin.accessToken,
    otherOrgAdmin: otherOrgAdmin.accessToken,
  };
  ownerProfileId = (await newInstructor(db, { organizationId: jang, userId: owner.id, name: 'Awa Ndiaye' }))
    .id;
  otherProfileId = (await newInstructor(db, { organizationId: jang, userId: other.id, name: 'Moussa Ba' }))
    .id;
  await newInstructor(db, { organizationId: autre, userId: otherOrgAdmin.id, name: 'Ailleurs' });
  categoryId = (await newCategory(db, { organizationId: jang, slug: 'langues', name: 'Langues' })).id;
  tagIds = [
    (await newTag(db, { organizationId: jang, name: 'Wolof' })).id,
    (await newTag(db, { organizationId: jang, name: 'Débutant' })).id,
  ];
  // A quiz and an exercise live in a course of the organisation; another organisation has its own.
  const host = await newCourse(db, { organizationId: jang, instructorId: otherProfileId, title: 'Hôte' });
  quizId = (await newQuiz(db, { organizationId: jang, courseId: host.id, durationMinutes: 15 })).id;
  exerciseId = (await newExercise(db, { organizationId: jang, courseId: host.id, title: 'Exercice' })).id;
  const foreign = await newCourse(db, { organizationId: autre, title: 'Étranger' });
  foreignQuizId = (await newQuiz(db, { organizationId: autre, courseId: foreign.id })).id;
  foreignCourseSectionId = foreign.sections[0]!.id;
}, 120_000);
afterAll(async () => app?.close());

const call = async (
  caller: Caller,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) => {
  const response = await app.inject({
    method,
    url,
    headers: caller === 'anonymous' ? {} : bearer({ accessToken: tokens[caller] }),
    ...(payload ? { payload } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the answers are read field by field, each checked
  type Body = { data: any; error?: string; code?: string; details?: any };
  return { status: response.statusCode, body: response.json() as Body };
};

/** A new draft of the owner, through the API. */
async function draft(values: Record<string, unknown> = {}): Promise<TCourseEditor> {
  const response = await call('owner', 'POST', '/api/courses', { title: 'Wolof pour débutants', ...values });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

const video = (position: number, extra: Record<string, unknown> = {}) => ({
  title: `Vidéo ${position}`,
  type: 'video',
  content: { url: 'https://www.youtube.com/watch?v=abc', duration: 330 },
  position,
  ...extra,
});

const rowOf = async (courseId: string) =>
  (await app.database.db.select().from(courses).where(eq(courses.id, courseId)))[0]!;

describe('who may do what', () => {
  const expected: Record<string, Record<Caller, number>> = {
    list: { anonymous: 401, student: 403, owner: 200, otherInstructor: 200, admin: 200, otherOrgAdmin: 200 },
    options: {
      anonymous: 401,
      student: 403,
      owner: 200,
      otherInstructor: 200,
      admin: 200,
      otherOrgAdmin: 200,
    },
    get: { anonymous: 401, student: 403, owner: 200, otherInstructor: 403, admin: 200, otherOrgAdmin: 404 },
    put: { anonymous: 401, student: 403, owner: 200, otherInstructor: 403, admin: 200, otherOrgAdmin: 404 },
    structure: {
      anonymous: 401,
      student: 403,
      owner: 200,
      otherInstructor: 403,
      admin: 200,
      otherOrgAdmin: 404,
    },
    publish: {
      anonymous: 401,
      student: 403,
      owner: 200,
      otherInstructor: 403,
      admin: 200,
      otherOrgAdmin: 404,
    },
    archive: {
      anonymous: 401,
      student: 403,
      owner: 200,
      otherInstructor: 403,
      admin: 200,
      otherOrgAdmin: 404,
    },
  };

  it.each(CALLERS)('%s', async (caller) => {
    const course = await draft({
      categoryId,
      accessType: 'paid',
      pricingModes: { one_time: true, installments: false, subscription: false, registration_monthly: false },
      oneTimePrice: 5000,
    });
    await call('owner', 'PUT', `/api/courses/${course.id}/structure`, {
      version: course.version,
      sections: [{ title: 'Section 1', position: 0, lessons: [video(0)] }],
    });
    const version = (await rowOf(course.id)).version;
    const base = `/api/courses/${course.id}`;
    const observed = {
      list: (await call(caller, 'GET', '/api/courses')).status,
      options: (await call(caller, 'GET', '/api/courses/editor-options')).status,
      get: (await call(caller, 'GET', base)).status,
      put: (await call(caller, 'PUT', base, { version, title: 'Nouveau titre' })).status,
      structure: (
        await call(caller, 'PUT', `${base}/structure`, {
          version: (await rowOf(course.id)).version,
          sections: [{ title: 'Semaine 1', position: 0, lessons: [video(0)] }],
        })
      ).status,
      publish: (await call(caller, 'POST', `${base}/publish`)).status,
      archive: (await call(caller, 'POST', `${base}/archive`)).status,
    };
    expect(observed).toEqual(
      Object.fromEntries(Object.entries(expected).map(([route, row]) => [route, row[caller]])),
    );
    // Creating: an instructor or admin with a profile or not; a student never.
    const created = await call(caller, 'POST', '/api/courses', { title: 'Créé' });
    expect(created.status).toBe({ anonymous: 401, student: 403 }[caller as 'anonymous'] ?? 201);
  });

  it('lists: an instructor only their own courses, an admin every one of the organisation with its instructor', async () => {
    const mine = await draft({ title: 'Liste : le mien' });
    const theirs = await call('otherInstructor', 'POST', '/api/courses', { title: 'Liste : le sien' });
    const ids = async (caller: Caller, query = '') =>
      (await call(caller, 'GET', `/api/courses${query}`)).body.data.courses as {
        id: string;
        instructor: { name: string } | null;
      }[];
    expect((await ids('owner')).map((c) => c.id)).toContain(mine.id);
    expect((await ids('owner')).map((c) => c.id)).not.toContain(theirs.body.data.id);
    const adminList = await ids('admin');
    expect(adminList.map((c) => c.id)).toEqual(expect.arrayContaining([mine.id, theirs.body.data.id]));
    expect(adminList.find((c) => c.id === theirs.body.data.id)?.instructor?.name).toBe('Moussa Ba');
    expect((await ids('otherOrgAdmin')).map((c) => c.id)).not.toContain(mine.id);
    expect((await ids('admin', '?search=le%20sien')).map((c) => c.id)).toEqual([theirs.body.data.id]);
    expect((await ids('owner', '?status=published')).map((c) => c.id)).not.toContain(mine.id);
    expect((await ids('owner', '?status=&search=')).map((c) => c.id)).toContain(mine.id);
    expect((await call('owner', 'GET', '/api/courses?status=brouillon')).body.error).toBe(
      'Statut inconnu : draft, published ou archived.',
    );
  });

  it('editor options: the organisation’s categories and tags; instructors: all for an admin, one’s own for an instructor', async () => {
    const forOwner = (await call('owner', 'GET', '/api/courses/editor-options')).body.data;
    expect(forOwner.categories).toEqual([{ id: categoryId, name: 'Langues' }]);
    expect(forOwner.tags.map((tag: { name: string }) => tag.name)).toEqual(['Débutant', 'Wolof']);
    expect(forOwner.instructors.map((i: { id: string }) => i.id)).toEqual([ownerProfileId]);
    expect(forOwner.certificateTemplates).toEqual([]);
    const forAdmin = (await call('admin', 'GET', '/api/courses/editor-options')).body.data;
    expect(forAdmin.instructors.map((i: { id: string }) => i.id)).toEqual(
      expect.arrayContaining([ownerProfileId, otherProfileId]),
    );
    const forOther = (await call('otherOrgAdmin', 'GET', '/api/courses/editor-options')).body.data;
    expect(forOther.categories).toEqual([]);
  });

  it('only an admin assigns another instructor', async () => {
    const course = await draft();
    const byOwner = await call('owner', 'PUT', `/api/courses/${course.id}`, {
      version: course.version,
      instructorId: otherProfileId,
    });
    expect(byOwner.status).toBe(403);
    const byAdmin = await call('admin', 'PUT', `/api/courses/${course.id}`, {
      version: course.version,
      instructorId: otherProfileId,
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data.instructor).toEqual({ id: otherProfileId, name: 'Moussa Ba' });
    const created = await call('owner', 'POST', '/api/courses', {
      title: 'Pour un autre',
      instructorId: otherProfileId,
    });
    expect(created.status).toBe(403);
    expect(created.body.error).toBe("Seul un administrateur peut changer l'instructeur d'un cours.");
    const assigned = await call('admin', 'POST', '/api/courses', {
      title: 'Pour Moussa',
      instructorId: otherProfileId,
    });
    expect(assigned.status).toBe(201);
    expect(assigned.body.data.instructor).toEqual({ id: otherProfileId, name: 'Moussa Ba' });
  });
});

describe('metadata and pricing', () => {
  it('saves with the version, sanitises the description, applies the access type reset', async () => {
    const course = await draft({
      accessType: 'paid',
      pricingModes: { one_time: false, installments: true, subscription: false, registration_monthly: false },
      installments: [
        { amount: 3000, days: 0 },
        { amount: 3000, days: 30 },
      ],
    });
    expect(course.version).toBe(0);
    const saved = await call('owner', 'PUT', `/api/courses/${course.id}`, {
      version: 0,
      description: '<p onclick="x()">Bonjour<script>alert(1)</script></p>',
      tagIds,
      categoryId,
      objectives: ['Saluer en wolof'],
      accessDurationDays: 0,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).toBe(1);
    expect(saved.body.data.description).toBe('<p>Bonjour</p>');
    expect(saved.body.data.tagIds.sort()).toEqual([...tagIds].sort());
    expect(saved.body.data.accessDurationDays).toBeNull();
    const free = await call('owner', 'PUT', `/api/courses/${course.id}`, { version: 1, accessType: 'free' });
    expect(free.body.data).toMatchObject({
      accessType: 'free',
      pricingModes: {
        one_time: false,
        installments: false,
        subscription: false,
        registration_monthly: false,
      },
      installments: [],
      oneTimePrice: 0,
    });
    const paid = await call('owner', 'PUT', `/api/courses/${course.id}`, { version: 2, accessType: 'paid' });
    expect(paid.body.data.pricingModes.one_time).toBe(true);
  });

  it("a stale save is refused with 409 'Ce cours a été modifié par quelqu'un d'autre' and changes nothing", async () => {
    const course = await draft();
    expect(
      (await call('owner', 'PUT', `/api/courses/${course.id}`, { version: 0, title: 'Premier' })).status,
    ).toBe(200);
    const stale = await call('admin', 'PUT', `/api/courses/${course.id}`, { version: 0, title: 'Second' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'COURSE_STALE',
      error: "Ce cours a été modifié par quelqu'un d'autre",
    });
    expect((await rowOf(course.id)).title).toBe('Premier');
    const staleStructure = await call('owner', 'PUT', `/api/courses/${course.id}/structure`, {
      version: 0,
      sections: [],
    });
    expect(staleStructure.status).toBe(409);
  });

  it('two saves at once from the same version: one wins, the other gets 409', async () => {
    const course = await draft();
    const [a, b] = await Promise.all([
      call('owner', 'PUT', `/api/courses/${course.id}`, { version: 0, title: 'Par A' }),
      call('admin', 'PUT', `/api/courses/${course.id}`, { version: 0, title: 'Par B' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 'Par A' : 'Par B';
    expect((await rowOf(course.id)).title).toBe(winner);
    const [s1, s2] = await Promise.all(
      [0, 1].map((n) =>
        call('owner', 'PUT', `/api/courses/${course.id}/structure`, {
          version: 1,
          sections: [{ title: `Section ${n}`, position: 0, lessons: [video(0)] }],
        }),
      ),
    );
    expect([s1!.status, s2!.status].sort()).toEqual([200, 409]);
    expect(
      await app.database.db.select().from(sections).where(eq(sections.courseId, course.id)),
    ).toHaveLength(1);
  });

  it.each([
    [{ oneTimePrice: -1 }, 'Un montant doit être un nombre entier de FCFA, au moins 0.'],
    [{ oneTimeDiscount: 101 }, 'La remise doit être comprise entre 0 et 100 %.'],
    [
      { installments: [{ amount: 100, days: -2 }] },
      "Le délai d'une échéance doit être un nombre entier de jours, au moins 0.",
    ],
    [{ objectives: [''] }, 'Un objectif ne peut pas être vide.'],
    [{ prerequisites: ['  '] }, 'Un prérequis ne peut pas être vide.'],
    [{ expectedResults: [''] }, 'Un résultat attendu ne peut pas être vide.'],
    [{ enableCertificate: true }, 'Le choix du modèle de certificat est obligatoire.'],
    [
      { enableCertificate: true, certificateTemplateId: '0b7c2f4e-8a1d-4c39-9f6b-2d5e7a9c1b3f' },
      "Ce modèle de certificat n'existe pas dans votre organisation.",
    ],
    [
      { categoryId: '0b7c2f4e-8a1d-4c39-9f6b-2d5e7a9c1b3f' },
      "Cette catégorie n'existe pas dans votre organisation.",
    ],
    [{ title: '' }, 'Le titre du cours est obligatoire.'],
    [{ shortDescription: 'x'.repeat(161) }, 'La description courte doit contenir au plus 160 caractères.'],
  ])('bad input %j → 400 in French, nothing changed', async (patch, message) => {
    const course = await draft();
    const before = await rowOf(course.id);
    const response = await call('owner', 'PUT', `/api/courses/${course.id}`, { version: 0, ...patch });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(message);
    expect(await rowOf(course.id)).toEqual(before);
  });
});

describe('structure', () => {
  it('saves sections and lessons of the six types, reorders across sections, deletes removed ones, writes durations', async () => {
    const course = await draft();
    const first = await call('owner', 'PUT', `/api/courses/${course.id}/structure`, {
      version: 0,
      sections: [
        {
          title: 'Semaine 1',
          position: 0,
          lessons: [
            video(0),
            {
              title: 'Article',
              type: 'article',
              content: { text: `<p>${'a'.repeat(450)}</p><script>x</script>` },
              position: 1,
            },
            {
              title: 'Doc',
              type: 'document',
              content: {
                url: '/files/a.pdf',
                file_name: 'a.pdf',
                file_type: 'application/pdf',
                size: 3 * 1024 * 1024,
                pages: 4,
              },
              position: 2,
            },
          ],
        },
        {
          title: 'Semaine 2',
          position: 1,
          lessons: [
            {
              title: 'Son',
              type: 'audio',
              content: { url: '/files/a.mp3', duration: 125, file_name: 'a.mp3', size: 10 },
              position: 0,
            },
            { title: 'Quiz', type: 'quiz', content: { quiz_id: quizId }, position: 1 },
            {
              title: 'Exercice',
              type: 'exercise',
              content: { exercise_id: exerciseId, estimated_duration: 20 },
              position: 2,
            },
          ],
        },
      ],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const saved = first.body.data as TCourseEditor;
    // video 330 s → 6; article 450 characters → 3; PDF 4 pages → 10; audio 125 s → 2; quiz 15; exercise 20.
    expect(saved.sections.flatMap((s) => s.lessons.map((l) => l.durationMinutes))).toEqual([
      6, 3, 10, 2, 15, 20,
    ]);
    expect(saved.durationMinutes).toBe(56);
    expect((await rowOf(course.id)).durationMinutes).toBe(56);
    expect(saved.sections[0]!.lessons[1]!.content.text).not.toContain('script');

    // Swap the weeks, move the audio into the first week at position 0, drop the document.
    const [week1, week2] = saved.sections as [TCourseEditor['sections'][0], TCourseEditor['sections'][0]];
    const audio = week2.lessons[0]!;
    const second = await call('owner', 'PUT', `/api/courses/${course.id}/structure`, {
      version: saved.version,
      sections: [
        {
          id: week2.id,
          title: week2.title,
          position: 0,
          lessons: week2.lessons.slice(1).map((l, i) => ({ ...l, position: i })),
        },
        {
          id: week1.id,
          title: week1.title,
          position: 1,
          lessons: [audio, week1.lessons[0]!, week1.lessons[1]!].map((l, i) => ({ ...l, position: i })),
        },
      ].map((section) => ({
        ...section,
        lessons: section.lessons.map(({ durationMinutes: _d, ...lesson }) => lesson),
      })),
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const after = second.body.data as TCourseEditor;
    expect(after.sections.map((s) => s.title)).toEqual(['Semaine 2', 'Semaine 1']);
    expect(after.sections[1]!.lessons.map((l) => l.id)).toEqual([
      audio.id,
      week1.lessons[0]!.id,
      week1.lessons[1]!.id,
    ]);
    expect(after.durationMinutes).toBe(46);
    const remaining = await app.database.db
      .select()
      .from(lessons)
      .where(eq(lessons.id, week1.lessons[2]!.id));
    expect(remaining).toEqual([]);
  });

  const refusals: [string, (ctx: { sectionId: string; lessonId: string }) => unknown[], string][] = [
    [
      'an unknown lesson type',
      () => [{ title: 'A', position: 0, lessons: [{ ...video(0), type: 'podcast' }] }],
      'Type de leçon inconnu : video, article, document, audio, quiz ou exercise.',
    ],
    [
      'content of the wrong shape',
      () => [{ title: 'A', position: 0, lessons: [{ ...video(0), type: 'article' }] }],
      'Le contenu de la leçon ne correspond pas à son type (article).',
    ],
    [
      'two sections at one position',
      () => [
        { title: 'A', position: 0, lessons: [] },
        { title: 'B', position: 0, lessons: [] },
      ],
      'Deux sections ont la même position (0).',
    ],
    [
      'two lessons at one position',
      () => [{ title: 'A', position: 0, lessons: [video(1), video(1)] }],
      'Deux leçons de la section « A » ont la même position (1).',
    ],
    [
      'a section of another course',
      () => [{ id: foreignCourseSectionId, title: 'A', position: 0, lessons: [] }],
      "Impossible de sauvegarder la section: elle n'appartient pas à ce cours.",
    ],
    [
      'a quiz of another organisation',
      () => [
        {
          title: 'A',
          position: 0,
          lessons: [{ title: 'Q', type: 'quiz', content: { quiz_id: foreignQuizId }, position: 0 }],
        },
      ],
      "Impossible de sauvegarder la leçon: ce quiz n'existe pas dans votre organisation.",
    ],
    [
      'the same id twice',
      ({ sectionId }) => [
        { id: sectionId, title: 'A', position: 0, lessons: [] },
        { id: sectionId, title: 'B', position: 1, lessons: [] },
      ],
      'Le même identifiant apparaît deux fois dans la structure.',
    ],
  ];
  it.each(refusals)('refuses %s in French and changes nothing', async (_name, sectionsOf, message) => {
    const course = await draft();
    const saved = (
      await call('owner', 'PUT', `/api/courses/${course.id}/structure`, {
        version: 0,
        sections: [{ title: 'Semaine 1', position: 0, lessons: [video(0)] }],
      })
    ).body.data as TCourseEditor;
    const before = await call('owner', 'GET', `/api/courses/${course.id}`);
    const response = await call('owner', 'PUT', `/api/courses/${course.id}/structure`, {
      version: saved.version,
      sections: sectionsOf({ sectionId: saved.sections[0]!.id, lessonId: saved.sections[0]!.lessons[0]!.id }),
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(message);
    expect((await call('owner', 'GET', `/api/courses/${course.id}`)).body).toEqual(before.body);
  });
});

describe('publish and archive', () => {
  it('publish lists what is missing (422), then publishes; the marketplace shows it at once; archive hides it and the learner keeps it', async () => {
    const course = await draft({ title: 'Publier le wolof' });
    const missing = await call('owner', 'POST', `/api/courses/${course.id}/publish`);
    expect(missing.status).toBe(422);
    expect(missing.body.code).toBe('COURSE_NOT_READY');
    // A new draft is paid, one-time, without a price yet (the schema's default access type).
    expect(missing.body.details.missing).toEqual([
      'Choisissez une catégorie.',
      'Ajoutez au moins une leçon.',
      'Le prix du paiement unique doit être supérieur à 0.',
    ]);
    expect((await rowOf(course.id)).status).toBe('draft');

    const listed = async () => {
      const response = await app.inject({ url: '/api/marketplace/courses?search=Publier' });
      return (response.json() as { data: { courses: { id: string }[] } }).data.courses.map((c) => c.id);
    };
    expect(await listed()).toEqual([]); // now cached for a minute

    await call('owner', 'PUT', `/api/courses/${course.id}`, {
      version: 0,
      categoryId,
      accessType: 'paid',
      pricingModes: { one_time: false, installments: false, subscription: true, registration_monthly: false },
    });
    const priced = await call('owner', 'POST', `/api/courses/${course.id}/publish`);
    expect(priced.body.details.missing).toEqual([
      'Ajoutez au moins une leçon.',
      "Le prix mensuel de l'abonnement doit être supérieur à 0.",
    ]);
    await call('owner', 'PUT', `/api/courses/${course.id}`, { version: 1, accessType: 'free' });
    await call('owner', 'PUT', `/api/courses/${course.id}/structure`, {
      version: 2,
      sections: [{ title: 'Section 1', position: 0, lessons: [video(0)] }],
    });
    const published = await call('owner', 'POST', `/api/courses/${course.id}/publish`);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data).toMatchObject({ status: 'published', version: 4 });
    expect(await listed()).toEqual([course.id]);

    const learner = await newSignedInUser(app, { organizationId: jang, role: 'student' });
    await enrol(app.database.db, learner.id, course.id);
    const archived = await call('owner', 'POST', `/api/courses/${course.id}/archive`);
    expect(archived.body.data.status).toBe('archived');
    expect(await listed()).toEqual([]);
    const opened = await app.inject({
      url: `/api/v1/student/courses/${course.id}/details`,
      headers: bearer(learner),
    });
    expect(opened.statusCode, opened.body).toBe(200);
  });
});
