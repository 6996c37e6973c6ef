import { and, asc, type Column, desc, eq, ilike, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courses, courseTags, lessons, sections } from '../../db/schema/courses.ts';
import {
  findInstructor,
  instructorNameOf,
  instructorProfilesOf,
  instructorUserIdOf,
} from '../instructor/instructor.repo.ts';

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

// ——— Course authoring (issue 14): the editor's reads and writes ———

/** The editor's list: the organisation's courses (only those this user teaches with `taughtBy`), newest change first. */
export async function listAuthoredCourses(
  db: Executor,
  organizationId: string,
  filter: { taughtBy?: string; status?: CourseRow['status']; search?: string },
) {
  return db
    .select({
      id: courses.id,
      title: courses.title,
      status: courses.status,
      format: courses.format,
      thumbnailUrl: courses.thumbnailUrl,
      durationMinutes: courses.durationMinutes,
      studentCount: courses.studentCount,
      version: courses.version,
      updatedAt: courses.updatedAt,
      publishedAt: courses.publishedAt,
      instructorId: courses.instructorId,
      instructorName: instructorNameOf(sql`${courses.instructorId}`),
    })
    .from(courses)
    .where(
      and(
        eq(courses.organizationId, organizationId),
        filter.taughtBy === undefined
          ? undefined
          : inArray(
              courses.instructorId,
              instructorProfilesOf(db, { userId: filter.taughtBy, organizationId }),
            ),
        filter.status === undefined ? undefined : eq(courses.status, filter.status),
        filter.search
          ? ilike(courses.title, `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
          : undefined,
      ),
    )
    .orderBy(desc(courses.updatedAt), asc(courses.id));
}

/** A course with the user behind its instructor profile and the instructor's name, or null. */
export async function findAuthoredCourse(db: Executor, courseId: string) {
  const [row] = await db
    .select({
      course: courses,
      instructorUserId: instructorUserIdOf(sql`${courses.instructorId}`),
      instructorName: instructorNameOf(sql`${courses.instructorId}`),
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row ?? null;
}

/** The course's tag ids. */
export async function listCourseTagIds(db: Executor, courseId: string): Promise<string[]> {
  const rows = await db
    .select({ tagId: courseTags.tagId })
    .from(courseTags)
    .where(eq(courseTags.courseId, courseId));
  return rows.map((row) => row.tagId);
}

/** Replaces the course's tags. */
export async function replaceCourseTags(tx: Executor, courseId: string, tagIds: string[]) {
  await tx.delete(courseTags).where(eq(courseTags.courseId, courseId));
  if (tagIds.length > 0) await tx.insert(courseTags).values(tagIds.map((tagId) => ({ courseId, tagId })));
}

export type CourseInsert = typeof courses.$inferInsert;

export async function insertCourse(tx: Executor, values: CourseInsert): Promise<CourseRow> {
  const [row] = await tx.insert(courses).values(values).returning();
  return row!;
}

/**
 * Writes `values` and bumps the version, only if the course is still at `version` (the row stays
 * locked until the transaction ends): the new row, or null when someone else saved first.
 */
export async function updateCourseAtVersion(
  tx: Executor,
  courseId: string,
  version: number | null,
  values: Partial<CourseInsert>,
): Promise<CourseRow | null> {
  const [row] = await tx
    .update(courses)
    .set({ ...values, version: sql`${courses.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(courses.id, courseId), version === null ? undefined : eq(courses.version, version)))
    .returning();
  return row ?? null;
}

/** How many lessons the course has. */
export async function countLessonsOfCourse(db: Executor, courseId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .where(eq(sections.courseId, courseId));
  return row?.count ?? 0;
}

/** Progress and achievements (issue 17): how many lessons each of these courses has. */
export async function countLessonsOfCourses(db: Executor, courseIds: readonly string[]) {
  if (courseIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ courseId: sections.courseId, count: sql<number>`count(*)::int` })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .where(inArray(sections.courseId, [...courseIds]))
    .groupBy(sections.courseId);
  return new Map(rows.map((row) => [row.courseId, Number(row.count)]));
}

/** A section or lesson as the structure save writes it (ids drawn beforehand, positions final). */
export type SectionWrite = { id: string; title: string; position: number };
export type LessonWrite = {
  id: string;
  sectionId: string;
  title: string;
  type: LessonRow['type'];
  content: Record<string, unknown>;
  position: number;
  isPreview: boolean;
  durationMinutes: number;
};

/** Far above any position the contract accepts: existing rows are moved there before the new positions are written. */
const POSITION_SHIFT = 1_000_000;
/** Rows per insert statement (PostgreSQL takes at most 65 535 parameters). */
const ROWS_PER_INSERT = 1000;

/**
 * Writes a course's whole structure in the caller's transaction: sections and lessons not listed are
 * deleted (lessons with their learners' progress), the others moved to their new place (across
 * sections too) and rewritten, new ones inserted. Positions may be swapped freely: every existing
 * row is first moved above the contract's range, so no unique (parent, position) meets a stale one.
 */
export async function writeStructure(
  tx: Executor,
  course: { id: string; organizationId: string },
  structure: { sections: SectionWrite[]; lessons: LessonWrite[] },
) {
  const keptSections = structure.sections.map((section) => section.id);
  const keptLessons = structure.lessons.map((lesson) => lesson.id);
  const ownSections = tx.select({ id: sections.id }).from(sections).where(eq(sections.courseId, course.id));
  await tx
    .delete(lessons)
    .where(
      and(
        inArray(lessons.sectionId, ownSections),
        keptLessons.length > 0 ? notInArray(lessons.id, keptLessons) : undefined,
      ),
    );
  await tx
    .delete(sections)
    .where(
      and(
        eq(sections.courseId, course.id),
        keptSections.length > 0 ? notInArray(sections.id, keptSections) : undefined,
      ),
    );
  await tx
    .update(sections)
    .set({ position: sql`${sections.position} + ${POSITION_SHIFT}` })
    .where(eq(sections.courseId, course.id));
  await tx
    .update(lessons)
    .set({ position: sql`${lessons.position} + ${POSITION_SHIFT}` })
    .where(inArray(lessons.sectionId, ownSections));
  const now = sql`now()`;
  for (let start = 0; start < structure.sections.length; start += ROWS_PER_INSERT) {
    await tx
      .insert(sections)
      .values(
        structure.sections
          .slice(start, start + ROWS_PER_INSERT)
          .map((section) => ({ ...section, courseId: course.id, organizationId: course.organizationId })),
      )
      .onConflictDoUpdate({
        target: sections.id,
        set: { title: sql`excluded.title`, position: sql`excluded.position`, updatedAt: now },
      });
  }
  for (let start = 0; start < structure.lessons.length; start += ROWS_PER_INSERT) {
    await tx
      .insert(lessons)
      .values(
        structure.lessons.slice(start, start + ROWS_PER_INSERT).map((lesson) => ({
          ...lesson,
          content: lesson.content as LessonRow['content'],
          organizationId: course.organizationId,
        })),
      )
      .onConflictDoUpdate({
        target: lessons.id,
        set: {
          sectionId: sql`excluded.section_id`,
          title: sql`excluded.title`,
          type: sql`excluded.type`,
          content: sql`excluded.content`,
          position: sql`excluded.position`,
          isPreview: sql`excluded.is_preview`,
          durationMinutes: sql`excluded.duration_minutes`,
          updatedAt: now,
        },
      });
  }
}

/** Stores the course's duration (minutes), the sum of its lessons' (spec §9). */
export async function setCourseDuration(tx: Executor, courseId: string, durationMinutes: number) {
  await tx.update(courses).set({ durationMinutes }).where(eq(courses.id, courseId));
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

/**
 * Whether a lesson (its content's `url`) or a course (thumbnail, preview video) of any organisation
 * still points at a stored file: the address ends with `suffix` (`/files/<key>`), whichever host it
 * was written with.
 */
export async function isFileAddressInUse(db: Executor, suffix: string): Promise<boolean> {
  const endsWith = (value: SQL) => sql`right(${value}, ${suffix.length}) = ${suffix}`;
  const [lesson] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(endsWith(sql`${lessons.content}->>'url'`))
    .limit(1);
  if (lesson) return true;
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(sql`${endsWith(sql`${courses.thumbnailUrl}`)} or ${endsWith(sql`${courses.previewVideoUrl}`)}`)
    .limit(1);
  return course !== undefined;
}

// ——— cohorts: admin cohort form (issue 15, part admin) ———

/** The courses a cohort may run on (spec/cohorts.md §3 "Course option"): the organisation's, not archived. */
export async function listCohortCourseOptions(db: Executor, organizationId: string, courseId?: string) {
  return db
    .select({
      id: courses.id,
      title: courses.title,
      accessType: courses.accessType,
      enableCertificate: courses.enableCertificate,
      certificateTemplateId: courses.certificateTemplateId,
    })
    .from(courses)
    .where(
      and(
        eq(courses.organizationId, organizationId),
        courseId === undefined ? sql`${courses.status} <> 'archived'` : eq(courses.id, courseId),
      ),
    )
    .orderBy(asc(courses.title));
}

// ── Cohorts, part space (issue 15): the lesson that shows each of a cohort's practicals ──────────

/** Per exercise id, the first exercise lesson of the course that points at it (content.exercise_id). */
export async function findExerciseLessonIds(
  db: Executor,
  courseId: string,
  exerciseIds: string[],
): Promise<Map<string, string>> {
  if (exerciseIds.length === 0) return new Map();
  const exerciseId = sql<string>`${lessons.content}->>'exercise_id'`;
  const rows = await db
    .select({ exerciseId, lessonId: lessons.id })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .where(
      and(eq(sections.courseId, courseId), eq(lessons.type, 'exercise'), inArray(exerciseId, exerciseIds)),
    )
    .orderBy(asc(sections.position), asc(lessons.position));
  const found = new Map<string, string>();
  for (const row of rows) if (!found.has(row.exerciseId)) found.set(row.exerciseId, row.lessonId);
  return found;
}

// Certificates: the template designer (issue 16): a template in use by a course cannot be deleted.
/** How many courses (any status) point at the certificate template. */
export async function countCoursesUsingCertificateTemplate(
  db: Executor,
  templateId: string,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(courses)
    .where(eq(courses.certificateTemplateId, templateId));
  return row?.count ?? 0;
}

// Accounts, data and deletion (issue 17): an instructor who still teaches courses may not erase their
// account (decision 257).

/** How many courses (any status) of the organisation the user's instructor profile teaches. */
export async function countCoursesTaughtBy(db: Executor, user: { userId: string; organizationId: string }) {
  const rows = await coursesOfOrganization(db, user.organizationId, { taughtBy: user.userId });
  return rows.length;
}

// ——— instructor's desk (issue 17) ———

/** The courses of one instructor profile, or of the whole organisation: id, title, instructor. */
export async function listCoursesForDesk(
  db: Executor,
  owner: { organizationId: string; instructorId?: string },
) {
  return db
    .select({ id: courses.id, title: courses.title, instructorId: courses.instructorId })
    .from(courses)
    .where(
      and(
        eq(courses.organizationId, owner.organizationId),
        owner.instructorId ? eq(courses.instructorId, owner.instructorId) : undefined,
      ),
    )
    .orderBy(asc(courses.title), asc(courses.id));
}

// ——— admin-people (issue 18): the dashboard, manual enrolments and the learners' import ———

/** The organisation's published courses. */
export async function countPublishedCourses(db: Executor, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(courses)
    .where(and(eq(courses.organizationId, organizationId), eq(courses.status, 'published')));
  return Number(row?.n ?? 0);
}

/** The organisation's courses one may enrol in by hand (not archived), by title. */
export async function listEnrollableCourses(db: Executor, organizationId: string) {
  return db
    .select({
      id: courses.id,
      title: courses.title,
      slug: courses.slug,
      accessDurationDays: courses.accessDurationDays,
    })
    .from(courses)
    .where(and(eq(courses.organizationId, organizationId), sql`${courses.status} <> 'archived'`))
    .orderBy(asc(courses.title));
}
/** How many courses (archived ones left out) the instructor profile `instructorId` teaches, as a subquery. */
export const instructorCourseCountOf = (instructorId: Column): SQL<number> =>
  sql<number>`(select count(*)::int from ${courses} where ${eq(courses.instructorId, instructorId)} and ${courses.status} <> 'archived')`.mapWith(
    Number,
  );
// ——— end admin-people ———

// ——— Platform console (issue 18) ———

/** How many courses (any status) the organisation has, as a subquery. */
export const organizationCourseCountOf = (organizationId: Column): SQL<number> =>
  sql<number>`(select count(*)::int from ${courses} where ${eq(courses.organizationId, organizationId)})`;
