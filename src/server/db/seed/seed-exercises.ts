import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { courses, exerciseSubmissions, exercises, instructors, lessons, sections } from '../schema/index.ts';
import { SAMPLE_EXERCISES } from './courses/index.ts';
import { DEMO_GRADED_SUBMISSION } from './sample-exercises.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Gives each exercise lesson of the sample courses its published demo exercise and points the
 * lesson's content.exercise_id at it. Idempotent: an exercise is found by (course, title) first, and
 * a lesson already pointing at it is left alone.
 */
export async function seedExercises(tx: Tx, organizationId: string): Promise<void> {
  for (const sample of SAMPLE_EXERCISES) {
    const lesson = await findExerciseLesson(tx, organizationId, sample.courseSlug, sample.lessonTitle);
    if (!lesson) continue;
    const [existing] = await tx
      .select({ id: exercises.id })
      .from(exercises)
      .where(and(eq(exercises.courseId, lesson.courseId), eq(exercises.title, sample.lessonTitle)));
    const exerciseId =
      existing?.id ??
      (
        await tx
          .insert(exercises)
          .values({
            organizationId,
            courseId: lesson.courseId,
            title: sample.lessonTitle,
            description: sample.description,
            instructions: sample.instructions,
            points: sample.points,
            estimatedDurationMinutes: lesson.durationMinutes,
            difficultyLevel: sample.difficultyLevel,
            deadline:
              sample.deadlineInDays === null ? null : new Date(Date.now() + sample.deadlineInDays * DAY_MS),
            status: 'published',
          })
          .returning({ id: exercises.id })
      )[0]!.id;

    const content = lesson.content as Record<string, unknown>;
    if (content.exercise_id !== exerciseId) {
      await tx
        .update(lessons)
        .set({ content: { ...content, exercise_id: exerciseId } })
        .where(eq(lessons.id, lesson.id));
    }
  }
}

/** The demo student's graded submission, graded by the course's instructor. Idempotent. */
export async function seedDemoSubmission(
  tx: Tx,
  organizationId: string,
  userIds: Map<string, string>,
): Promise<void> {
  const sample = DEMO_GRADED_SUBMISSION;
  const userId = userIds.get(sample.email);
  const lesson = await findExerciseLesson(tx, organizationId, sample.courseSlug, sample.lessonTitle);
  if (!userId || !lesson) return;
  const [exercise] = await tx
    .select({ id: exercises.id, points: exercises.points })
    .from(exercises)
    .where(and(eq(exercises.courseId, lesson.courseId), eq(exercises.title, sample.lessonTitle)));
  if (!exercise) return;
  const [grader] = await tx
    .select({ userId: instructors.userId })
    .from(courses)
    .innerJoin(instructors, eq(instructors.id, courses.instructorId))
    .where(eq(courses.id, lesson.courseId));
  await tx
    .insert(exerciseSubmissions)
    .values({
      organizationId,
      exerciseId: exercise.id,
      lessonId: lesson.id,
      courseId: lesson.courseId,
      userId,
      text: sample.text,
      status: 'graded',
      score: sample.score,
      maxScore: exercise.points,
      feedback: sample.feedback,
      gradedBy: grader?.userId ?? null,
      gradedAt: new Date(Date.now() - sample.gradedDaysAgo * DAY_MS),
      submittedAt: new Date(Date.now() - sample.submittedDaysAgo * DAY_MS),
    })
    .onConflictDoNothing({ target: [exerciseSubmissions.exerciseId, exerciseSubmissions.userId] });
}

async function findExerciseLesson(tx: Tx, organizationId: string, courseSlug: string, lessonTitle: string) {
  const [lesson] = await tx
    .select({
      id: lessons.id,
      content: lessons.content,
      durationMinutes: lessons.durationMinutes,
      courseId: courses.id,
    })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .where(
      and(
        eq(courses.organizationId, organizationId),
        eq(courses.slug, courseSlug),
        eq(lessons.title, lessonTitle),
        eq(lessons.type, 'exercise'),
      ),
    );
  return lesson ?? null;
}
