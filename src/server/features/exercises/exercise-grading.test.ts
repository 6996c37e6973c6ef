import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSubmissionToGrade } from '#shared/exercises/exercise.contract.ts';
import { quizAttempts, quizzes } from '../../db/schema/index.ts';
import { bearer, createUser, type SignedIn, signIn } from '../../test/test-app.ts';
import {
  ABOUT_PAGE,
  createExerciseWorld,
  type ExerciseWorld,
  exerciseApi,
  GRADED_LEARNER_EMAIL,
  HTML_COURSE,
} from './exercise-fixtures.ts';

// The instructor side: the submissions of the courses one teaches, and grading them; then the
// learner's course page counts the grade.
describe('exercise grading', () => {
  let world: ExerciseWorld;
  let api: ReturnType<typeof exerciseApi>;
  let aminata: SignedIn;
  let moussa: SignedIn;
  let submissionId: string;

  beforeAll(async () => {
    world = await createExerciseWorld();
    api = exerciseApi(world.app);
    aminata = world.instructor;
    // A second instructor of the organisation, who teaches another course.
    moussa = world.otherInstructor;
    const submitted = await api.submit(await world.lessonId(ABOUT_PAGE), { text: 'Ma page' }, world.learner);
    submissionId = submitted.json().data.id;
  }, 60_000);
  afterAll(async () => world.close());

  it('keeps the instructor routes from anonymous callers (401) and students (403)', async () => {
    expect((await api.list('', null)).statusCode).toBe(401);
    expect((await api.grade(submissionId, { score: 1 }, null)).statusCode).toBe(401);
    expect((await api.list('', world.learner)).statusCode).toBe(403);
    const graded = await api.grade(submissionId, { score: 20 }, world.learner);
    expect(graded.statusCode).toBe(403);
  });

  it('lists the submissions of my courses, with the learner, by status and course', async () => {
    const response = await api.list('?status=submitted', aminata);
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as TSubmissionToGrade[];
    expect(rows.map((r) => r.id)).toEqual([submissionId]);
    expect(rows[0]).toMatchObject({
      exercise_title: ABOUT_PAGE,
      lesson_title: ABOUT_PAGE,
      course_title: 'Créer son premier site web avec HTML et CSS',
      learner: { id: world.learner.userId, email: 'apprenant.exercice@example.sn', name: 'Test' },
      status: 'submitted',
    });
    // The graded learner's submission is in the bootcamp, also Aminata's.
    const graded = (await api.list('?status=graded', aminata)).json().data as TSubmissionToGrade[];
    expect(graded.map((r) => r.learner.email)).toEqual([GRADED_LEARNER_EMAIL]);
    const html = (await api.list(`?courseId=${world.courseIds[HTML_COURSE]}`, aminata)).json().data;
    expect(html).toHaveLength(1);
    const badStatus = await api.list('?status=late', aminata);
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().error).toBe('Statut inconnu : choisissez submitted ou graded.');
  });

  it("hides another instructor's submissions and refuses to let them grade (403), a superadmin sees all", async () => {
    expect((await api.list('', moussa)).json().data).toEqual([]);
    const refused = await api.grade(submissionId, { score: 10 }, moussa);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe("Cette soumission concerne une formation que vous n'enseignez pas.");
    expect((await api.list('', world.superadmin)).json().data).toHaveLength(2);
    const unknown = await api.grade('00000000-0000-4000-8000-000000000000', { score: 1 }, aminata);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Soumission introuvable');
    // An instructor of another organisation does not even learn it exists.
    await createUser(world.app, {
      email: 'formateur@autre.sn',
      roles: ['instructor'],
      organization: 'autre',
    });
    const foreigner = await signIn(world.app, 'formateur@autre.sn');
    expect((await api.grade(submissionId, { score: 1 }, foreigner)).statusCode).toBe(404);
    expect((await api.list('', foreigner)).json().data).toEqual([]);
  });

  it('grades within 0..max_score, with French messages for bad grades', async () => {
    for (const [body, message] of [
      [{ score: 21 }, 'La note doit être comprise entre 0 et 20.'],
      [{ score: -1 }, 'La note doit être un nombre entier positif ou nul.'],
      [{ score: 2.5 }, 'La note doit être un nombre entier positif ou nul.'],
      [{ score: 'dix' }, 'La note doit être un nombre entier positif ou nul.'],
      [{ score: 5, max_score: 0 }, 'La note maximale doit être un nombre entier supérieur ou égal à 1.'],
      [{ score: 11, max_score: 10 }, 'La note doit être comprise entre 0 et 10.'],
    ] as const) {
      const response = await api.grade(submissionId, body, aminata);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    }
    // Out of range is decided by the use case; it names its field like the contract's messages.
    const outOfRange = await api.grade(submissionId, { score: 21 }, aminata);
    expect(outOfRange.json().details).toEqual({
      fields: { score: 'La note doit être comprise entre 0 et 20.' },
    });
    expect((await api.grade(submissionId, { score: 'dix' }, aminata)).json().details.fields).toEqual({
      score: 'La note doit être un nombre entier positif ou nul.',
    });
    expect((await api.list('?status=graded', aminata)).json().data).toHaveLength(1);

    const graded = await api.grade(submissionId, { score: 15, feedback: ' Bonne structure. ' }, aminata);
    expect(graded.statusCode).toBe(200);
    expect(graded.json().data).toMatchObject({
      id: submissionId,
      status: 'graded',
      score: 15,
      max_score: 20,
      feedback: 'Bonne structure.',
      graded_by: aminata.userId,
    });
  });

  it('counts the grade and the latest quiz attempt in the course page figures', async () => {
    const courseId = world.courseIds[HTML_COURSE]!;
    const [quiz] = await world.app.database.db.select().from(quizzes).where(eq(quizzes.courseId, courseId));
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    await world.app.database.db.insert(quizAttempts).values(
      [
        { attemptNumber: 1, score: 2, percent: 40, startedAt: minutesAgo(30), completedAt: minutesAgo(25) },
        { attemptNumber: 2, score: 4, percent: 80, startedAt: minutesAgo(20), completedAt: minutesAgo(15) },
      ].map((attempt) => ({
        ...attempt,
        organizationId: world.orgId,
        quizId: quiz!.id,
        userId: world.learner.userId,
        courseId,
        maxScore: 5,
        passed: attempt.percent >= 60,
      })),
    );
    const response = await world.app.inject({
      url: `/api/v1/student/courses/${courseId}/details`,
      headers: bearer(world.learner),
    });
    expect(response.statusCode).toBe(200);
    // Quiz 80 % (latest attempt) and exercise 15/20 = 75 % → 77.5 → 78; points 4 + 15.
    expect(response.json().data.userStats).toMatchObject({ averageScore: 78, points: 19 });
  });
});
