import { and, asc, type Column, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courses, lessons, sections } from '../../db/schema/courses.ts';
import { findInstructor, instructorProfilesOf, instructorUserIdOf } from '../instructor/instructor.repo.ts';

// The courses table's owner (decision 119): a course's structure (sections, lessons) and settings,
// read by the catalogue's course page, the learner's player, exercises, quizzes, notifications and
// payments. Course authoring will write them here too. Another slice's query that needs a course's
// title or organisation uses the pieces below instead of joining the table itself. (Their conditions
// are built with eq(): in a select list drizzle writes a bare column unqualified.)

/** The title of the course `courseId` points at, as a subquery for another table's select. */
export const courseTitleOf = (courseId: Column): SQL<string> =>
  sql<string>`(select ${courses.title} from ${courses} where ${eq(courses.id, courseId)})`;

/** The organisation of the course `courseId` points at, as a subquery for another table's select. */
export const courseOrganizationOf = (courseId: Column): SQL<string> =>
  sql<string>`(select ${courses.organizationId} from ${courses} where ${eq(courses.id, courseId)})`;

/** The title of the lesson `lessonId` points at, as a subquery for another table's select. */
export const lessonTitleOf = (lessonId: Column): SQL<string> =>
  sql<string>`(select ${lessons.title} from ${lessons} where ${eq(lessons.id, lessonId)})`;

/** The user behind the instructor profile of the course `courseId` points at (null when none). */
export const courseInstructorUserIdOf = (courseId: Column): SQL<string | null> =>
  instructorUserIdOf(sql`(select ${courses.instructorId} from ${courses} where ${eq(courses.id, courseId)})`);

/**
 * The ids of the organisation's courses (only this one with `courseId`; only those taught by this
 * user's instructor profile with `taughtBy`), for `inArray(otherTable.courseId, …)` or a `from`.
 */
export function coursesOfOrganization(
  db: Executor,
  organizationId: string,
  only: { courseId?: string; taughtBy?: string } = {},
) {
  return db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        eq(courses.organizationId, organizationId),
        only.courseId === undefined ? undefined : eq(courses.id, only.courseId),
        only.taughtBy === undefined
          ? undefined
          : inArray(
              courses.instructorId,
              instructorProfilesOf(db, { userId: only.taughtBy, organizationId }),
            ),
      ),
    );
}

/** The organisation's courses with these ids, all columns. */
export async function listCoursesOfOrganization(db: Executor, organizationId: string, courseIds: string[]) {
  if (courseIds.length === 0) return [];
  return db
    .select()
    .from(courses)
    .where(and(eq(courses.organizationId, organizationId), inArray(courses.id, courseIds)));
}

/** A course's title (the sandbox page's description), or null. */
export async function findCourseTitle(db: Executor, courseId: string): Promise<string | null> {
  const [row] = await db.select({ title: courses.title }).from(courses).where(eq(courses.id, courseId));
  return row?.title ?? null;
}

/** A published course of this organisation, or null. */
export async function findPublishedCourse(db: Executor, organizationId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(courses)
    .where(
      and(
        eq(courses.id, courseId),
        eq(courses.organizationId, organizationId),
        eq(courses.status, 'published'),
      ),
    );
  return row ?? null;
}

/** Locks the course row until the transaction ends, so concurrent changes of its reviews queue. */
export async function lockCourse(tx: Executor, courseId: string) {
  await tx.execute(sql`select id from ${courses} where ${courses.id} = ${courseId} for update`);
}

export type CourseRow = typeof courses.$inferSelect;
export type SectionRow = typeof sections.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;

/** Whether the course opens its lessons in order (false when unknown). */
export async function isCourseSequential(db: Executor, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ isSequential: courses.isSequential })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row?.isSequential ?? false;
}

/** How many days an enrolment gives access (null: no limit, or the course is unknown). */
export async function findAccessDurationDays(db: Executor, courseId: string): Promise<number | null> {
  const [course] = await db
    .select({ accessDurationDays: courses.accessDurationDays })
    .from(courses)
    .where(eq(courses.id, courseId));
  return course?.accessDurationDays ?? null;
}

/** The course with its instructor (null when the course has none), or null. */
export async function findCourseWithInstructor(db: Executor, courseId: string) {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!course) return null;
  const instructor = course.instructorId ? await findInstructor(db, course.instructorId) : null;
  return { course, instructor };
}

/** The course's sections in order. */
export async function listSections(db: Executor, courseId: string): Promise<SectionRow[]> {
  return db.select().from(sections).where(eq(sections.courseId, courseId)).orderBy(asc(sections.position));
}

/** The lessons of these sections, by position. */
export async function listLessonsOfSections(db: Executor, sectionIds: string[]): Promise<LessonRow[]> {
  if (sectionIds.length === 0) return [];
  return db
    .select()
    .from(lessons)
    .where(inArray(lessons.sectionId, sectionIds))
    .orderBy(asc(lessons.position));
}

/** The course's lessons in reading order (section, then lesson). */
export async function listLessonsOfCourse(db: Executor, courseId: string): Promise<LessonRow[]> {
  const rows = await db
    .select({ lesson: lessons })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .where(eq(sections.courseId, courseId))
    .orderBy(asc(sections.position), asc(lessons.position));
  return rows.map((row) => row.lesson);
}

/** A lesson with its course and the course's organisation, or null. */
export async function findLessonWithCourse(db: Executor, lessonId: string) {
  const [row] = await db
    .select({
      id: lessons.id,
      type: lessons.type,
      content: lessons.content,
      courseId: sections.courseId,
      organizationId: courses.organizationId,
    })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .where(eq(lessons.id, lessonId));
  return row ?? null;
}

/** A lesson and the course it belongs to, or null. */
export async function findLessonWithCourseId(db: Executor, lessonId: string) {
  const [row] = await db
    .select({ lesson: lessons, courseId: sections.courseId })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .where(eq(lessons.id, lessonId));
  return row ?? null;
}

/** The lesson of this course whose content points at the quiz, if any. */
export async function findQuizLessonId(db: Executor, courseId: string, quizId: string) {
  const [row] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .where(and(eq(sections.courseId, courseId), sql`${lessons.content}->>'quiz_id' = ${quizId}`))
    .limit(1);
  return row?.id ?? null;
}

/** Whether any lesson's content points at this quiz or exercise (content.quiz_id / content.exercise_id). */
export async function isUsedByALesson(db: Executor, key: 'quiz_id' | 'exercise_id', id: string) {
  const [row] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(sql`${lessons.content}->>${key} = ${id}`)
    .limit(1);
  return row !== undefined;
}
