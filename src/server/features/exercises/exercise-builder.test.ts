import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol, newCourse, newSubmission } from '../../test/factories/index.ts';
import {
  type BuilderCaller,
  type BuilderWorld,
  createBuilderWorld,
} from '../quizzes/quiz-builder-fixtures.ts';

// The exercise builder's API (issue 14): roles, the fields stored, bad input, deletion when unused.

let world: BuilderWorld;
beforeAll(async () => {
  world = await createBuilderWorld();
}, 120_000);
afterAll(async () => world?.app.close());

const EXERCISE = {
  title: 'Rédiger une charte de projet',
  description: 'Une page',
  instructions: 'Utilisez le modèle fourni.',
  points: 20,
  difficulty_level: 'hard',
  estimated_duration: 45,
  deadline: '2027-01-15T23:59:00.000Z',
};

async function newExercise(caller: BuilderCaller = 'owner', body: Record<string, unknown> = {}) {
  const response = await world.call('POST', '/api/admin/exercises', caller, {
    course_id: world.courseId,
    ...EXERCISE,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string };
}

const exerciseCount = async () =>
  (await world.app.database.db.execute<{ n: number }>(sql`select count(*)::int as n from exercises`)).rows[0]!
    .n;

describe('exercise builder', () => {
  it('stores every field, as a draft, and reads it back', async () => {
    const exercise = await newExercise();
    const read = await world.call('GET', `/api/admin/exercises/${exercise.id}`, 'owner');
    expect(read.json().data).toMatchObject({ ...EXERCISE, status: 'draft', submission_count: 0 });
  });

  it('answers every route by role: 401 anonymous, 403 student and another instructor, 404 another organisation', async () => {
    const exercise = await newExercise();
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['GET', `/api/admin/exercises/${exercise.id}`],
      ['PUT', `/api/admin/exercises/${exercise.id}`, { title: 'Autre' }],
      ['POST', `/api/admin/exercises/${exercise.id}/publish`],
      ['POST', `/api/admin/exercises/${exercise.id}/unpublish`],
      ['DELETE', `/api/admin/exercises/${exercise.id}`],
    ];
    for (const [method, url, body] of routes) {
      expect((await world.call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await world.call(method, url, 'student', body)).statusCode).toBe(403);
      expect((await world.call(method, url, 'otherInstructor', body)).statusCode).toBe(403);
      const foreign = await world.call(method, url, 'otherOrgAdmin', body);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error).toBe('Exercice introuvable');
    }
    expect((await world.call('GET', `/api/admin/exercises/${exercise.id}`, 'owner')).json().data.title).toBe(
      EXERCISE.title,
    );
    const updated = await world.call('PUT', `/api/admin/exercises/${exercise.id}`, 'admin', {
      title: 'Charte, version 2',
      points: 10,
      deadline: null,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      title: 'Charte, version 2',
      points: 10,
      deadline: null,
      instructions: '',
    });
    expect(
      (await world.call('POST', `/api/admin/exercises/${exercise.id}/publish`, 'owner')).json().data.status,
    ).toBe('published');
    expect(
      (await world.call('POST', `/api/admin/exercises/${exercise.id}/unpublish`, 'admin')).json().data.status,
    ).toBe('draft');
    expect((await world.call('DELETE', `/api/admin/exercises/${exercise.id}`, 'owner')).statusCode).toBe(204);
    expect((await world.call('GET', `/api/admin/exercises/${exercise.id}`, 'owner')).statusCode).toBe(404);
  });

  it('lists own exercises to an instructor, the organisation’s to an admin, published ones for the picker', async () => {
    const mine = await newExercise('owner', { title: 'Liste : le mien' });
    const theirs = await newExercise('admin', {
      title: 'Liste : l’autre',
      course_id: world.otherInstructorCourseId,
    });
    await world.call('POST', `/api/admin/exercises/${mine.id}/publish`, 'owner');
    const ids = async (caller: BuilderCaller, query = '') =>
      (
        (await world.call('GET', `/api/admin/exercises${query}`, caller)).json().data as Array<{ id: string }>
      ).map((item) => item.id);
    expect(await ids('owner')).toContain(mine.id);
    expect(await ids('owner')).not.toContain(theirs.id);
    expect(await ids('otherInstructor')).toEqual([theirs.id]);
    expect(await ids('admin', '?search=liste')).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(await ids('admin', '?status=published')).toEqual([mine.id]);
    expect(await ids('otherOrgAdmin')).toEqual([]);
    expect((await world.call('GET', '/api/admin/exercises', 'student')).statusCode).toBe(403);
    const picker = (await world.call('GET', '/api/admin/exercises?status=published', 'owner')).json().data[0];
    expect(picker).toMatchObject({
      id: mine.id,
      title: 'Liste : le mien',
      points: 20,
      difficulty_level: 'hard',
    });
  });

  it.each([
    ['negative points', { points: -1 }, 'Les points doivent être un nombre entier entre 0 et 1000.'],
    [
      'an unknown difficulty',
      { difficulty_level: 'extreme' },
      'La difficulté doit être « easy », « medium » ou « hard ».',
    ],
    [
      'a deadline that is no date',
      { deadline: 'demain' },
      'La date limite doit être une date et une heure valides, ou vide.',
    ],
    ['an empty title', { title: '   ' }, 'Le titre est obligatoire.'],
    [
      'a negative duration',
      { estimated_duration: -5 },
      'La durée doit être un nombre entier de minutes entre 0 et 10000.',
    ],
  ])('refuses %s with a French message, changing nothing', async (_name, change, message) => {
    const exercise = await newExercise();
    const before = await exerciseCount();
    const created = await world.call('POST', '/api/admin/exercises', 'owner', {
      course_id: world.courseId,
      ...EXERCISE,
      ...change,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().error).toBe(message);
    const updated = await world.call('PUT', `/api/admin/exercises/${exercise.id}`, 'owner', {
      ...EXERCISE,
      ...change,
    });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().error).toBe(message);
    expect(await exerciseCount()).toBe(before);
    expect(
      (await world.call('GET', `/api/admin/exercises/${exercise.id}`, 'owner')).json().data,
    ).toMatchObject(EXERCISE);
  });

  it('creates only in the caller’s course (403) of their organisation (404)', async () => {
    const before = await exerciseCount();
    const other = await world.call('POST', '/api/admin/exercises', 'owner', {
      course_id: world.otherInstructorCourseId,
      title: 'Pas chez moi',
    });
    expect(other.statusCode).toBe(403);
    const foreign = await world.call('POST', '/api/admin/exercises', 'admin', {
      course_id: world.otherOrgCourseId,
      title: 'Ailleurs',
    });
    expect(foreign.statusCode).toBe(404);
    expect(await exerciseCount()).toBe(before);
  });

  it('does not delete an exercise with a submission or a lesson (409)', async () => {
    const db = world.app.database.db;
    const submitted = await newExercise();
    const course = await newCourse(db, {
      organizationId: world.orgId,
      sections: [{ lessons: [{ type: 'exercise', content: { exercise_id: submitted.id } }] }],
    });
    const lessonId = course.sections[0]!.lessons[0]!.id;
    await enrol(db, world.sessions.student.userId, course.id, { paymentStatus: 'paid' });
    await newSubmission(db, {
      exerciseId: submitted.id,
      lessonId,
      courseId: course.id,
      userId: world.sessions.student.userId,
      maxScore: 20,
    });
    const refused = await world.call('DELETE', `/api/admin/exercises/${submitted.id}`, 'owner');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'EXERCISE_IN_USE',
      error: expect.stringContaining('Dépubliez-le'),
    });
    expect(
      (await world.call('GET', `/api/admin/exercises/${submitted.id}`, 'owner')).json().data.submission_count,
    ).toBe(1);
  });
});
