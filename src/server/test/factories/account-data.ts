import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import {
  completeLessons,
  enrol,
  newCertificate,
  newCohort,
  newCohortMessage,
  newCourse,
  newDailyActivity,
  newExercise,
  newPayment,
  newPaymentSchedule,
  newQuiz,
  newReview,
  newSubmission,
} from '../../db/factories/index.ts';
import { type Executor, unique } from '../../db/factories/support.ts';
import { auditLog, notifications, quizAnswers, quizAttempts } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { openLessons } from './progress.ts';

// Accounts, data and deletion (issue 17): a learner with one row (or more) of every kind the export
// covers and the erasure touches, and many progress rows at once for the streaming test.

export type LearnerRows = {
  courseId: string;
  cohortId: string;
  lessonIds: string[];
  submissionFileKey: string;
  completedPaymentAmount: number;
};

/** Rows of every kind for `userId` in a new course of the organisation (its own cohort, quiz, exercise). */
export async function newLearnerRows(
  db: Executor,
  storage: Storage,
  input: { userId: string; organizationId: string; fullName: string; email: string },
): Promise<LearnerRows> {
  const course = await newCourse(db, {
    organizationId: input.organizationId,
    title: unique('Cours de données'),
    slug: unique('cours-donnees'),
    sections: [
      {
        title: 'Partie 1',
        lessons: [
          { type: 'video', title: 'Vidéo' },
          { type: 'article', title: 'Article' },
        ],
      },
    ],
  });
  const lessonIds = course.sections.flatMap((section) => section.lessons.map((lesson) => lesson.id));
  const { id: cohortId } = await newCohort(db, { courseId: course.id });
  await enrol(db, input.userId, course.id, { cohortId, paymentStatus: 'paid' });
  await completeLessons(db, { userId: input.userId, courseId: course.id, lessonIds: [lessonIds[0]!] });
  await openLessons(db, { userId: input.userId, courseId: course.id, lessonIds, openedAt: new Date() });
  // Progress and achievements (issue 17): the day of that lesson
  await newDailyActivity(db, {
    organizationId: input.organizationId,
    userId: input.userId,
    days: [{ day: new Date().toISOString().slice(0, 10), seconds: 600, lessonsCompleted: 1 }],
  });

  const quiz = await newQuiz(db, { organizationId: input.organizationId, courseId: course.id });
  const [attempt] = await db
    .insert(quizAttempts)
    .values({
      organizationId: input.organizationId,
      quizId: quiz.id,
      userId: input.userId,
      courseId: course.id,
      attemptNumber: 1,
    })
    .returning({ id: quizAttempts.id });
  await db.insert(quizAnswers).values({
    organizationId: input.organizationId,
    attemptId: attempt!.id,
    questionId: quiz.questionIds[0]!,
    answer: { option_id: 'x' } as never,
    answeredAt: new Date(),
  });

  const exercise = await newExercise(db, { organizationId: input.organizationId, courseId: course.id });
  const stored = await storage.put(`exercises/${unique('travail')}.txt`, Readable.from(['mon travail']));
  await newSubmission(db, {
    exerciseId: exercise.id,
    lessonId: lessonIds[1]!,
    courseId: course.id,
    userId: input.userId,
    text: `Travail de ${input.fullName}`,
    fileName: 'travail.txt',
    fileType: 'text/plain',
    fileSize: stored.size,
    filePath: stored.key,
  });

  const completedPaymentAmount = 25_000;
  const payment = await newPayment(db, {
    userId: input.userId,
    courseId: course.id,
    status: 'completed',
    completedAt: new Date(),
    amount: completedPaymentAmount,
    phone: '+221770000001',
    planType: 'installments',
    schedule: [{ amount: 5_000, dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString() }],
  });
  await newPaymentSchedule(db, payment);
  await newReview(db, { courseId: course.id, userId: input.userId, comment: `Avis de ${input.fullName}` });
  await newCohortMessage(db, cohortId, input.userId, { message: `Bonjour, je suis ${input.fullName}` });
  await newCertificate(db, { userId: input.userId, courseId: course.id, learnerName: input.fullName });
  await db.insert(notifications).values({
    organizationId: input.organizationId,
    userId: input.userId,
    kind: 'payment-receipt',
    subjectId: payment.id,
  });
  await db.insert(auditLog).values({
    organizationId: input.organizationId,
    actorId: input.userId,
    actorLabel: input.email,
    action: 'enrollment.changed',
    targetType: 'user',
    targetId: input.userId,
    details: { email: input.email, name: input.fullName },
  });
  return { courseId: course.id, cohortId, lessonIds, submissionFileKey: stored.key, completedPaymentAmount };
}

/** `count` lessons in a new section of the course and a completed progress row of the user in each. */
export async function newManyProgressRows(
  db: Executor,
  input: { userId: string; courseId: string; organizationId: string; count: number },
) {
  await db.execute(sql`
    with section as (
      insert into sections (organization_id, course_id, title, position)
      values (${input.organizationId}, ${input.courseId}, 'Beaucoup de leçons', 1000) returning id
    ), made as (
      insert into lessons (organization_id, section_id, title, type, position)
      select ${input.organizationId}, section.id, 'Leçon ' || n, 'article', n
      from section, generate_series(1, ${input.count}) as n returning id
    )
    insert into lesson_progress (organization_id, user_id, course_id, lesson_id, percentage, is_completed, completed_at)
    select ${input.organizationId}, ${input.userId}, ${input.courseId}, made.id, 100, true, now() from made
  `);
}
