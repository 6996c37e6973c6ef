import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Executor } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { findCourseWithInstructor } from './courses.repo.ts';

// Who may author what (issue 14): an admin (or superadmin) every course of their organisation, an
// instructor the courses they teach. Another organisation's rows are not found (404), another
// instructor's are forbidden (403), as for grading (exercises/grader-access.ts).

/** An admin or a superadmin authors for the whole organisation. */
export const authorsWholeOrganization = (caller: Caller) =>
  caller.roles.includes('admin') || caller.roles.includes('superadmin');

/** The scope of the caller's lists: the organisation, and only their own courses unless admin. */
export const authoringScope = (caller: Caller) => ({
  organizationId: caller.organizationId,
  taughtBy: authorsWholeOrganization(caller) ? undefined : caller.userId,
});
export type AuthoringScope = ReturnType<typeof authoringScope>;

/**
 * Refuses a row the caller may not author: null or of another organisation → 404 with `notFound`;
 * an instructor's row of a course they do not teach → 403.
 */
export function requireAuthorOf<T extends { organizationId: string; instructorUserId: string | null }>(
  caller: Caller,
  row: T | null,
  notFound: string,
): T {
  if (!row || row.organizationId !== caller.organizationId) throw new AppError('NOT_FOUND', notFound);
  if (!authorsWholeOrganization(caller) && row.instructorUserId !== caller.userId) {
    throw new AppError('FORBIDDEN', t('builders.notYourCourse'));
  }
  return row;
}

/** A course the caller may attach a quiz or an exercise to (404 / 403 as requireAuthorOf). */
export async function requireAuthorableCourse(db: Executor, caller: Caller, courseId: string) {
  const found = await findCourseWithInstructor(db, courseId);
  return requireAuthorOf(
    caller,
    found && {
      organizationId: found.course.organizationId,
      instructorUserId: found.instructor?.userId ?? null,
      course: found.course,
    },
    t('builders.courseNotFound'),
  ).course;
}
