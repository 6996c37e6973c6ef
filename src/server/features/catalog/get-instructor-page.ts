import type { TInstructorPage } from '#shared/catalog/catalog.contract.ts';
import { AppError } from '#shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { findActiveInstructor, findVisibleCourseRows, toMarketplaceCourses } from './catalog.repo.ts';

/** An active instructor of this catalogue with their published courses; 404 otherwise. */
export async function getInstructorPage(
  db: Db,
  organizationId: string,
  instructorId: string,
): Promise<TInstructorPage> {
  const instructor = await findActiveInstructor(db, organizationId, instructorId);
  if (!instructor) throw new AppError('NOT_FOUND');
  const rows = await findVisibleCourseRows(db, organizationId, instructorId);
  const courses = await toMarketplaceCourses(db, organizationId, rows);
  // The instructor's rating weighs each course's average by its number of reviews.
  const reviewed = courses.filter((c) => c.rating !== null && c.review_count > 0);
  const reviewTotal = reviewed.reduce((sum, c) => sum + c.review_count, 0);
  const rating =
    reviewTotal > 0
      ? Math.round((reviewed.reduce((sum, c) => sum + c.rating! * c.review_count, 0) / reviewTotal) * 100) /
        100
      : null;
  return {
    id: instructor.id,
    name: instructor.name,
    avatar_url: instructor.avatarUrl,
    specialization: instructor.specialization,
    bio: instructor.bio,
    rating,
    courses_count: courses.length,
    students_count: courses.reduce((sum, c) => sum + c.student_count, 0),
    courses,
  };
}
