import type { TMyCourse } from '#shared/learning/course-details.contract.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { listLiveEnrollmentsWithCourses } from '../enrollments/enrollments.repo.ts';

/** The learner's enrolments, most recently active first. */
export async function listMyCourses(db: Db, caller: Caller): Promise<TMyCourse[]> {
  const rows = await listLiveEnrollmentsWithCourses(db, caller);
  return rows.map(({ course, enrollment }) => ({
    id: course.id,
    title: course.title,
    image_url: course.thumbnailUrl,
    progress: enrollment.progress,
    last_activity_date: enrollment.lastActivityAt?.toISOString() ?? null,
    access_end_date: enrollment.accessEndDate?.toISOString() ?? null,
    isExpired: !!enrollment.accessEndDate && enrollment.accessEndDate.getTime() <= Date.now(),
    format: course.format,
    // Cohorts, part space (issue 15): 'Mes formations' opens a cohort enrolment's cohort space.
    cohort_id: enrollment.cohortId,
  }));
}
