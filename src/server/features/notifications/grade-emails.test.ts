import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, exerciseSubmissions, instructors } from '../../db/schema/index.ts';
import { createUser, type SignedIn, signIn } from '../../test/test-app.ts';
import {
  ABOUT_PAGE,
  createExerciseWorld,
  type ExerciseWorld,
  exerciseApi,
  HTML_COURSE,
} from '../exercises/exercise-fixtures.ts';
import { dispatchNotifications } from './dispatch-notifications.ts';
import { emailsOf, notificationsDeps, notificationsOf, plain } from './notification-fixtures.ts';

// The grade email (issue 10, docs/decisions/050): the learner is told score and comment once, even
// when two graders (or a double click) save the same grade at once; a different grade later is
// announced as a correction; a grade changed before the email left is sent as it stands.
describe('exercise graded email', () => {
  let world: ExerciseWorld;
  let api: ReturnType<typeof exerciseApi>;
  let grader: SignedIn;
  let lessonId: string;
  let learners = 0;

  beforeAll(async () => {
    world = await createExerciseWorld();
    api = exerciseApi(world.app);
    // A fresh instructor account takes over the profile that teaches the HTML course.
    const db = world.app.database.db;
    const [course] = await db.select().from(courses).where(eq(courses.id, world.courseIds[HTML_COURSE]!));
    const userId = await createUser(world.app, { email: 'correctrice@example.sn', roles: ['instructor'] });
    await db.update(instructors).set({ userId }).where(eq(instructors.id, course!.instructorId!));
    grader = await signIn(world.app, 'correctrice@example.sn');
    lessonId = await world.lessonId(ABOUT_PAGE);
  }, 60_000);
  afterAll(async () => world.close());

  const dispatch = () => dispatchNotifications(notificationsDeps(world.app));
  async function submitted() {
    const learner = await world.enrolledLearner(`note-${++learners}@example.sn`);
    const response = await api.submit(lessonId, { text: 'Ma page « À propos »' }, learner);
    expect(response.statusCode).toBe(201);
    return { learner, submissionId: response.json().data.id as string };
  }
  const grade = async (submissionId: string, body: { score: number; feedback?: string }) => {
    const response = await api.grade(submissionId, body, grader);
    expect(response.statusCode).toBe(200);
  };

  it('two graders saving the same grade at once: one email, with score, comment and link', async () => {
    const { learner, submissionId } = await submitted();
    const body = { score: 15, feedback: 'Bonne structure.\nSoignez les titres.' };
    await Promise.all([grade(submissionId, body), grade(submissionId, body)]);
    const runs = await Promise.all([dispatch(), dispatch()]);
    expect(runs[0].sent + runs[1].sent).toBe(1);
    const emails = await emailsOf(world.app, learner.userId);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email!.kind).toBe('exercise-graded');
    expect(email!.subject).toBe(`Exercice corrigé : ${ABOUT_PAGE}`);
    expect(plain(email!.text)).toContain('Note : 15 / 20');
    expect(email!.text).toContain('Bonne structure.\nSoignez les titres.');
    expect(email!.html).toContain('Bonne structure.<br>Soignez les titres.');
    expect(email!.text).toContain(
      `Voir la correction : http://localhost:3000/dashboard/exercises/${lessonId}`,
    );
  });

  it("a learner who turned 'Notifications par email' off gets no grade email (decision 310)", async () => {
    const { learner, submissionId } = await submitted();
    const off = await world.app.inject({
      method: 'PUT',
      url: '/api/v1/student/settings/preferences',
      headers: { authorization: `Bearer ${learner.accessToken}` },
      payload: {
        language: 'fr',
        email_notifications: false,
        whatsapp_notifications: false,
        data_saver: false,
      },
    });
    expect(off.statusCode).toBe(200);
    await grade(submissionId, { score: 14, feedback: 'Bien.' });
    await dispatch();
    expect(await emailsOf(world.app, learner.userId)).toHaveLength(0);
    expect((await notificationsOf(world.app, learner.userId)).map((n) => n.status)).toEqual(['skipped']);
  });

  it('the same grade saved again says nothing; a different one is sent as a correction', async () => {
    const { learner, submissionId } = await submitted();
    await grade(submissionId, { score: 12, feedback: 'Correct.' });
    await dispatch();
    await grade(submissionId, { score: 12, feedback: 'Correct.' });
    await dispatch();
    expect(await emailsOf(world.app, learner.userId)).toHaveLength(1);
    await grade(submissionId, { score: 16, feedback: 'Correct, et la conclusion est juste.' });
    await Promise.all([dispatch(), dispatch()]);
    const emails = await emailsOf(world.app, learner.userId);
    expect(emails.map((email) => email.subject)).toEqual([
      `Exercice corrigé : ${ABOUT_PAGE}`,
      `Note modifiée : ${ABOUT_PAGE}`,
    ]);
    expect(plain(emails[1]!.text)).toContain('Note : 16 / 20');
    expect(emails[1]!.text).toContain('Correct, et la conclusion est juste.');
    const [notification] = await notificationsOf(world.app, learner.userId);
    expect(notification).toMatchObject({ kind: 'exercise-graded', status: 'sent', sentCount: 2 });
  });

  it('graded then corrected before the email left: one email, with the grade as it stands', async () => {
    const { learner, submissionId } = await submitted();
    await grade(submissionId, { score: 8 });
    await grade(submissionId, { score: 18 });
    await dispatch();
    const emails = await emailsOf(world.app, learner.userId);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe(`Exercice corrigé : ${ABOUT_PAGE}`);
    expect(plain(emails[0]!.text)).toContain('Note : 18 / 20');
    expect(emails[0]!.text).toContain('Aucun commentaire.');
  });

  it('two graders with different grades at once: the last email says the grade that was kept', async () => {
    const { learner, submissionId } = await submitted();
    await Promise.all([grade(submissionId, { score: 9 }), grade(submissionId, { score: 17 })]);
    await dispatch();
    const [kept] = await world.app.database.db
      .select()
      .from(exerciseSubmissions)
      .where(eq(exerciseSubmissions.id, submissionId));
    const emails = await emailsOf(world.app, learner.userId);
    expect(emails.length).toBeGreaterThanOrEqual(1);
    expect(plain(emails.at(-1)!.text)).toContain(`Note : ${kept!.score} / 20`);
  });

  it('a refused grade queues nothing', async () => {
    const { learner, submissionId } = await submitted();
    expect((await api.grade(submissionId, { score: 21 }, grader)).statusCode).toBe(400);
    expect((await api.grade(submissionId, { score: 10 }, learner)).statusCode).toBe(403);
    await dispatch();
    expect(await notificationsOf(world.app, learner.userId)).toEqual([]);
    expect(await emailsOf(world.app, learner.userId)).toEqual([]);
  });
});
