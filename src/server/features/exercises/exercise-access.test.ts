import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments, exercises, lessons, users } from '../../db/schema/index.ts';
import { createUser, signIn } from '../../test/test-app.ts';
import {
  ABOUT_PAGE,
  countSubmissions,
  createExerciseWorld,
  EDITORIAL_CALENDAR,
  type ExerciseWorld,
  exerciseApi,
  exerciseOfLesson,
  SEQUENTIAL_COURSE,
  storedFiles,
} from './exercise-fixtures.ts';

// Who may read an exercise and submit to it: a signed-in learner of its organisation, enrolled in
// its course, access not expired, lesson not locked. Every refusal writes nothing.
describe('exercise access', () => {
  let world: ExerciseWorld;
  let api: ReturnType<typeof exerciseApi>;
  let lessonId: string;

  beforeAll(async () => {
    world = await createExerciseWorld();
    api = exerciseApi(world.app);
    lessonId = await world.lessonId(ABOUT_PAGE);
  }, 60_000);
  afterAll(async () => world.close());

  const bothCalls = (session: Parameters<typeof api.get>[1], id = lessonId) => [
    api.get(id, session),
    api.submit(id, { text: 'Ma réponse' }, session),
  ];

  it('shows the exercise card to an enrolled learner, without a submission yet', async () => {
    const response = await api.get(lessonId, world.learner);
    expect(response.statusCode).toBe(200);
    const exercise = await exerciseOfLesson(world.app, lessonId);
    expect(response.json().data).toEqual({
      id: exercise.id,
      lesson_id: lessonId,
      course_id: exercise.courseId,
      title: ABOUT_PAGE,
      content: {
        description: 'Une vraie page de présentation, en HTML sémantique et CSS.',
        instructions: exercise.instructions,
        estimated_duration: 45,
        points: 20,
        difficulty_level: 'easy',
        deadline: null,
      },
      submission: null,
    });
  });

  it("defaults the description to 'Exercice pratique'", async () => {
    const exercise = await exerciseOfLesson(world.app, lessonId);
    await world.app.database.db
      .update(exercises)
      .set({ description: null })
      .where(eq(exercises.id, exercise.id));
    const response = await api.get(lessonId, world.learner);
    expect(response.json().data.content.description).toBe('Exercice pratique');
    await world.app.database.db
      .update(exercises)
      .set({ description: exercise.description })
      .where(eq(exercises.id, exercise.id));
  });

  it('answers 401 to anonymous callers', async () => {
    for (const response of await Promise.all(bothCalls(null))) {
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 403 to a learner of the organisation not enrolled in the course', async () => {
    await createUser(world.app, { email: 'passant.exercice@example.sn', roles: ['student'] });
    const passant = await signIn(world.app, 'passant.exercice@example.sn');
    for (const response of await Promise.all(bothCalls(passant))) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe("Vous n'êtes pas inscrit à cette formation.");
    }
    expect(await countSubmissions(world.app)).toBe(1); // the graded learner's, in the bootcamp
  });

  it("answers 404 'Exercice introuvable' to another organisation, and for lessons without a published exercise", async () => {
    await createUser(world.app, {
      email: 'ailleurs.exercice@autre.sn',
      roles: ['student'],
      organization: 'autre',
    });
    const foreigner = await signIn(world.app, 'ailleurs.exercice@autre.sn');
    const notFound = async (
      responses: Array<Promise<{ statusCode: number; json: () => { error: string } }>>,
    ) => {
      for (const response of await Promise.all(responses)) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toBe('Exercice introuvable');
      }
    };
    await notFound(bothCalls(foreigner));
    await notFound(bothCalls(world.learner, '00000000-0000-4000-8000-000000000000'));

    // A lesson of another type, and an exercise lesson whose exercise is still a draft.
    const [video] = await world.app.database.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.type, 'video'))
      .limit(1);
    await notFound(bothCalls(world.learner, video!.id));
    const exercise = await exerciseOfLesson(world.app, lessonId);
    await world.app.database.db
      .update(exercises)
      .set({ status: 'draft' })
      .where(eq(exercises.id, exercise.id));
    await notFound(bothCalls(world.learner));
    await world.app.database.db
      .update(exercises)
      .set({ status: 'published' })
      .where(eq(exercises.id, exercise.id));
    expect(await countSubmissions(world.app)).toBe(1);
  });

  it('refuses a malformed lesson id with a French message', async () => {
    const response = await api.get('pas-un-id', world.learner);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Identifiant invalide');
  });

  it('answers 403 once access has expired, and stores no file', async () => {
    const late = await world.enrolledLearner('retard.exercice@example.sn');
    const [user] = await world.app.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'retard.exercice@example.sn'));
    await world.app.database.db
      .update(enrollments)
      .set({ accessEndDate: sql`now() - interval '1 day'` })
      .where(eq(enrollments.userId, user!.id));
    for (const response of await Promise.all(bothCalls(late))) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(
        'Votre accès à cette formation a expiré. Contactez le support pour le renouveler.',
      );
    }
    expect(await countSubmissions(world.app)).toBe(1);
    expect(await storedFiles(world.dataDir)).toEqual([]);
  });

  it('refuses the exercise of a lesson still locked in a sequential course', async () => {
    // A learner at the start of the sequential course: its exercise is locked behind the video.
    const beginner = await world.enrolledLearner('debutant.exercice@example.sn', SEQUENTIAL_COURSE);
    const locked = await world.lessonId(EDITORIAL_CALENDAR, SEQUENTIAL_COURSE);
    for (const response of await Promise.all(bothCalls(beginner, locked))) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(
        'Cette leçon est verrouillée : terminez les leçons précédentes pour y accéder.',
      );
    }
    expect(await countSubmissions(world.app)).toBe(1);
  });

  it('refuses submissions once the deadline has passed, but still shows the exercise', async () => {
    const exercise = await exerciseOfLesson(world.app, lessonId);
    await world.app.database.db
      .update(exercises)
      .set({ deadline: sql`now() - interval '1 hour'` })
      .where(and(eq(exercises.id, exercise.id)));
    const shown = await api.get(lessonId, world.learner);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.content.deadline).not.toBeNull();
    const refused = await api.submit(lessonId, { text: 'En retard' }, world.learner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(
      "La date limite de cet exercice est dépassée : il n'accepte plus de soumission.",
    );
    expect(await countSubmissions(world.app)).toBe(1);
    await world.app.database.db
      .update(exercises)
      .set({ deadline: null })
      .where(eq(exercises.id, exercise.id));
  });
});
