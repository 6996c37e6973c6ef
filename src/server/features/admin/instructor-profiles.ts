import type {
  TInstructorProfile,
  TInstructorProfileValues,
} from '#shared/admin/instructor-profiles.contract.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db, Executor } from '../../db/client.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import type { Caller } from '../auth/caller.ts';
import { instructorCourseCountOf } from '../courses/courses.repo.ts';
import {
  type InstructorRow,
  listInstructorProfiles,
  lockInstructorProfile,
  updateInstructorProfile,
} from '../instructor/instructor.repo.ts';

// /admin/instructors (issue 18 "Admin", decision 279): the organisation's instructor profiles, what
// the marketplace shows of them (an active profile only, spec §4) and their commission rate.

const toProfile = (row: InstructorRow, courseCount: number): TInstructorProfile => ({
  id: row.id,
  userId: row.userId,
  name: row.name,
  email: row.email,
  avatarUrl: row.avatarUrl,
  specialization: row.specialization,
  bio: row.bio,
  status: row.status,
  commissionRate: row.commissionRate,
  courseCount,
});

/** GET /api/admin/instructor-profiles */
export async function listOrganizationInstructors(
  db: Executor,
  caller: Caller,
): Promise<TInstructorProfile[]> {
  const rows = await listInstructorProfiles(db, caller.organizationId, instructorCourseCountOf);
  return rows.map((row) => toProfile(row.profile, Number(row.courseCount)));
}

const EDITABLE = ['name', 'specialization', 'bio', 'avatarUrl', 'status', 'commissionRate'] as const;

/** PUT /api/admin/instructor-profiles/{instructorId}: 404 for another organisation's profile. */
export async function updateOrganizationInstructor(
  db: Db,
  caller: Caller,
  actor: AuditActor,
  instructorId: string,
  values: TInstructorProfileValues,
): Promise<TInstructorProfile> {
  return db.transaction(async (tx) => {
    const before = await lockInstructorProfile(tx, caller.organizationId, instructorId);
    if (!before) throw new AppError('NOT_FOUND', t('admin.instructors.notFound'));
    const changes = Object.fromEntries(
      EDITABLE.filter((key) => before[key] !== values[key]).map((key) => [
        key,
        { from: before[key], to: values[key] },
      ]),
    );
    const after = await updateInstructorProfile(tx, instructorId, values);
    if (!after) throw new AppError('NOT_FOUND', t('admin.instructors.notFound'));
    await recordAudit(tx, actor, {
      organizationId: caller.organizationId,
      action: 'instructor.profile.updated',
      targetType: 'instructor',
      targetId: instructorId,
      details: { name: after.name, changes },
    });
    const [counted] = (
      await listInstructorProfiles(tx, caller.organizationId, instructorCourseCountOf)
    ).filter((row) => row.profile.id === instructorId);
    return toProfile(after, Number(counted?.courseCount ?? 0));
  });
}
