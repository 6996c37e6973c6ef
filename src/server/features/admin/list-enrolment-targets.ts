import type { TEnrolmentTargets } from '#shared/admin/people.contract.ts';
import type { Executor } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { listEnrollableCohorts } from '../cohorts/cohorts.repo.ts';
import { listEnrollableCourses } from '../courses/courses.repo.ts';

/** GET /api/admin/enrolment-targets: the organisation's courses (not archived) and cohorts (not completed). */
export async function listEnrolmentTargets(db: Executor, caller: Caller): Promise<TEnrolmentTargets> {
  const [courses, cohorts] = await Promise.all([
    listEnrollableCourses(db, caller.organizationId),
    listEnrollableCohorts(db, caller.organizationId),
  ]);
  return {
    courses: courses.map(({ id, title, slug }) => ({ id, title, slug })),
    cohorts: cohorts.map(({ id, name, courseTitle, status }) => ({
      id,
      name,
      courseTitle: courseTitle ?? '',
      status,
    })),
  };
}
