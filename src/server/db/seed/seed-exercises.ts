import { and, eq } from 'drizzle-orm';
import { findSubmission } from '../../features/exercises/exercises.repo.ts';
import type { Tx } from '../client.ts';
import { newExercise, newSubmission } from '../factories/index.ts';
import { courses, exercises, instructors } from '../schema/index.ts';
import type { ExerciseSettings } from './courses/builders.ts';
import { SAMPLE_EXERCISES } from './courses/index.ts';
import { attachToDemoLessons, findDemoLesson } from './demo-lessons.ts';
import type { DemoRefs } from './demo-refs.ts';
import { DEMO_GRADED_SUBMISSION } from './sample-exercises.ts';

const DAY_MS = 24 * 3600 * 1000;

/** A demo exercise's columns: published, titled and timed as its lesson, its deadline counted from today. */
export function demoExercise(lessonTitle: string, lessonMinutes: number, settings: ExerciseSettings) {
  const { deadlineInDays, ...columns } = settings;
  return {
    ...columns,
    title: lessonTitle,
    estimatedDurationMinutes: lessonMinutes,
    deadline: deadlineInDays === null ? null : new Date(Date.now() + deadlineInDays * DAY_MS),
    status: 'published' as const,
  };
}

/**
 * Gives each exercise lesson of the sample courses its demo exercise, for a database seeded before
 * that exercise existed (a course seeded now brings its exercises). An exercise is found by (course,
 * title) first.
 */
export async function seedExercises(tx: Tx, organizationId: string): Promise<void> {
  await attachToDemoLessons(tx, organizationId, SAMPLE_EXERCISES, 'exercise', async (sample, lesson) => {
    const { courseSlug: _slug, lessonTitle, ...settings } = sample;
    const existing = await findDemoExercise(tx, lesson.courseId, lessonTitle);
    if (existing) return existing.id;
    const exercise = await newExercise(tx, {
      organizationId,
      courseId: lesson.courseId,
      ...demoExercise(lessonTitle, lesson.durationMinutes, settings),
    });
    return exercise.id;
  });
}

/** The demo student's graded submission, graded by the course's instructor. Idempotent. */
export async function seedDemoSubmission(tx: Tx, refs: DemoRefs): Promise<void> {
  const { email, text, score, feedback, submittedDaysAgo, gradedDaysAgo, ...key } = DEMO_GRADED_SUBMISSION;
  const userId = refs.userIds.get(email);
  const lesson = await findDemoLesson(tx, refs.organizationId, key, 'exercise');
  if (!userId || !lesson) return;
  const exercise = await findDemoExercise(tx, lesson.courseId, key.lessonTitle);
  if (!exercise || (await findSubmission(tx, exercise.id, userId))) return;
  const [grader] = await tx
    .select({ userId: instructors.userId })
    .from(courses)
    .innerJoin(instructors, eq(instructors.id, courses.instructorId))
    .where(eq(courses.id, lesson.courseId));
  await newSubmission(tx, {
    exerciseId: exercise.id,
    lessonId: lesson.id,
    courseId: lesson.courseId,
    userId,
    text,
    status: 'graded',
    score,
    maxScore: exercise.points,
    feedback,
    gradedBy: grader?.userId ?? null,
    gradedAt: new Date(Date.now() - gradedDaysAgo * DAY_MS),
    submittedAt: new Date(Date.now() - submittedDaysAgo * DAY_MS),
  });
}

async function findDemoExercise(tx: Tx, courseId: string, title: string) {
  const [exercise] = await tx
    .select({ id: exercises.id, points: exercises.points })
    .from(exercises)
    .where(and(eq(exercises.courseId, courseId), eq(exercises.title, title)));
  return exercise ?? null;
}
