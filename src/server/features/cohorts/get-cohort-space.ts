import type { TCohortSpace } from '#shared/cohorts/space.ts';
import type { Executor } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { findCourseTitle, listSections } from '../courses/courses.repo.ts';
import { countCohortEnrollmentsByStatus } from '../enrollments/enrollments.repo.ts';
import { reachCohort } from './cohort-access.ts';
import { findNextSession } from './cohort-space.repo.ts';

/** GET /api/v1/student/cohorts/{cohortId}: the cohort as its space's header and overview show it. */
export async function getCohortSpace(
  db: Executor,
  caller: Caller,
  cohortId: string,
  now = new Date(),
): Promise<TCohortSpace> {
  const { cohort, viewer } = await reachCohort(db, caller, cohortId);
  const [courseTitle, sections, counts, next] = await Promise.all([
    findCourseTitle(db, cohort.courseId),
    listSections(db, cohort.courseId),
    countCohortEnrollmentsByStatus(db, cohort.id),
    findNextSession(db, cohort.id, now),
  ]);
  const active = counts.active ?? 0;
  return {
    id: cohort.id,
    name: cohort.name,
    description: cohort.description,
    status: cohort.status,
    course: { id: cohort.courseId, title: courseTitle ?? '' },
    startDate: cohort.startDate.toISOString(),
    endDate: cohort.endDate?.toISOString() ?? null,
    stats: { total_participants: active + (counts.completed ?? 0), active_participants: active },
    next_session: next && {
      id: next.id,
      title: next.title,
      session_date: next.sessionDate,
      start_time: next.startTime,
      end_time: next.endTime,
    },
    viewer,
    // Only the cohort's learners and staff reach this far: the group link is theirs.
    communication:
      cohort.communicationChannel === 'none'
        ? null
        : { channel: cohort.communicationChannel, groupLink: cohort.groupLink },
    weekCount: sections.length,
  };
}
