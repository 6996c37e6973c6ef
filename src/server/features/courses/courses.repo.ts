import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courses, instructors, lessons, sections } from '../../db/schema/index.ts';

// A course's structure (sections, lessons) and settings, read by the catalogue's course page, the
// learner's player and payment completion. Course authoring will write them here too.

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
  const [row] = await db
    .select({ course: courses, instructor: instructors })
    .from(courses)
    .leftJoin(instructors, eq(instructors.id, courses.instructorId))
    .where(eq(courses.id, courseId));
  return row ?? null;
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

/** A lesson and the course it belongs to, or null. */
export async function findLessonWithCourseId(db: Executor, lessonId: string) {
  const [row] = await db
    .select({ lesson: lessons, courseId: sections.courseId })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .where(eq(lessons.id, lessonId));
  return row ?? null;
}
