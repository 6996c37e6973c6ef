import type { TCohortListItem, TCohortListQuery } from '#shared/cohorts/admin-cohorts.contract.ts';
import type { Executor } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { listCohortInstructorIds, listCohortsOfOrganization } from './admin-cohorts.repo.ts';
import { listInstructorOptions } from './cohort-options.ts';

// The cohort lists: the admin's (/admin/cohorts, every cohort of the organisation, filtered by status
// and course) and the instructor's (/instructor/cohorts, the cohorts they teach: see isCohortInstructor).

async function cohortList(
  db: Executor,
  organizationId: string,
  filter: TCohortListQuery & { taughtByUserId?: string },
): Promise<TCohortListItem[]> {
  const rows = await listCohortsOfOrganization(db, organizationId, filter);
  const instructorIds = await listCohortInstructorIds(
    db,
    rows.map((row) => row.id),
  );
  const names = new Map(
    (await listInstructorOptions(db, organizationId, [...new Set([...instructorIds.values()].flat())])).map(
      (option) => [option.id, option],
    ),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.name,
    status: row.status,
    course: { id: row.courseId, title: row.courseTitle },
    startDate: row.startDate.toISOString(),
    endDate: row.endDate ? row.endDate.toISOString() : null,
    seatsTaken: Number(row.seatsTaken),
    capacity: row.maxParticipants,
    instructors: (instructorIds.get(row.id) ?? []).flatMap((id) => {
      const option = names.get(id);
      return option ? [option] : [];
    }),
  }));
}

export const listAdminCohorts = (db: Executor, caller: Caller, query: TCohortListQuery) =>
  cohortList(db, caller.organizationId, query);

export const listInstructorCohorts = (db: Executor, caller: Caller) =>
  cohortList(db, caller.organizationId, { taughtByUserId: caller.userId });
