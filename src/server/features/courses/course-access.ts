import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Executor } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { findAuthoredCourse } from './courses.repo.ts';

// Who may edit a course (issue 14): its instructor; an admin (or superadmin) any course of their
// organisation. Another organisation's course is not found (404); a student is refused (403).

/** Admins and superadmins edit every course of their organisation. */
export const editsWholeOrganization = (caller: Caller) =>
  caller.roles.includes('admin') || caller.roles.includes('superadmin');

/** The caller writes courses at all: an instructor, an admin or a superadmin (403 otherwise). */
export function requireAuthor(caller: Caller): Caller {
  if (!editsWholeOrganization(caller) && !caller.roles.includes('instructor'))
    throw new AppError('FORBIDDEN');
  return caller;
}

/** The course, if the caller may edit it. */
export async function requireEditableCourse(db: Executor, caller: Caller, courseId: string) {
  requireAuthor(caller);
  const found = await findAuthoredCourse(db, courseId);
  if (!found || found.course.organizationId !== caller.organizationId) {
    throw new AppError('NOT_FOUND', t('courses.notFound'));
  }
  if (!editsWholeOrganization(caller) && found.instructorUserId !== caller.userId) {
    throw new AppError('FORBIDDEN', t('courses.forbidden'));
  }
  return found;
}
