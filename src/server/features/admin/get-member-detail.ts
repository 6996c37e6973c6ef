import type { TAdminUserDetail } from '#shared/admin/people.contract.ts';
import type { Executor } from '../../db/client.ts';
import { listRecentSignIns } from '../auth/auth.repo.ts';
import type { Caller } from '../auth/caller.ts';
import { cohortNameOf } from '../cohorts/cohorts.repo.ts';
import { courseTitleOf } from '../courses/courses.repo.ts';
import { listEnrollmentsOfUser } from '../enrollments/enrollments.repo.ts';
import { listRecentProgressOfUser } from '../learning/progress.repo.ts';
import { listPaymentsOfUser } from '../payments/admin-payments.repo.ts';
import { listManualEnrollments } from './admin.repo.ts';
import { requireMember } from './admin-user.ts';

const RECENT = 10;

/** GET /api/admin/users/{userId}: the member's enrolments, payments and activity (404 elsewhere). */
export async function getMemberDetail(
  db: Executor,
  caller: Caller,
  userId: string,
): Promise<TAdminUserDetail> {
  const organizationId = caller.organizationId;
  const user = await requireMember(db, organizationId, userId);
  const [enrolments, payments, signIns, progress] = await Promise.all([
    listEnrollmentsOfUser(db, organizationId, userId, {
      courseTitle: courseTitleOf,
      cohortName: cohortNameOf,
    }),
    listPaymentsOfUser(db, organizationId, userId, RECENT * 2),
    listRecentSignIns(db, userId, RECENT),
    listRecentProgressOfUser(db, organizationId, userId, RECENT),
  ]);
  const manual = await listManualEnrollments(
    db,
    enrolments.map((row) => row.enrollment.id),
  );
  const manualOf = new Map<string, (typeof manual)[number]>();
  for (const row of manual) if (!manualOf.has(row.enrollmentId)) manualOf.set(row.enrollmentId, row);
  return {
    user,
    enrolments: enrolments.map(({ enrollment, courseTitle, cohortName }) => {
      const record = manualOf.get(enrollment.id);
      return {
        id: enrollment.id,
        course: { id: enrollment.courseId, title: courseTitle ?? '' },
        cohort: enrollment.cohortId ? { id: enrollment.cohortId, name: cohortName ?? '' } : null,
        status: enrollment.status,
        paymentStatus: enrollment.paymentStatus,
        progress: enrollment.progress,
        enrolledAt: enrollment.enrolledAt.toISOString(),
        lastActivityAt: enrollment.lastActivityAt?.toISOString() ?? null,
        manual: record
          ? {
              method: record.method,
              amountReceived: record.amountReceived,
              reason: record.reason,
              recordedBy: record.recordedByLabel,
              recordedAt: record.createdAt.toISOString(),
            }
          : null,
      };
    }),
    payments: payments.map((payment) => ({
      ...payment,
      courseTitle: payment.courseTitle ?? '',
      createdAt: payment.createdAt.toISOString(),
    })),
    signIns: signIns.map((row) => ({ at: row.at.toISOString(), userAgent: row.userAgent })),
    progress: progress.map((row) => ({
      courseTitle: row.courseTitle ?? '',
      lessonTitle: row.lessonTitle ?? '',
      at: row.at.toISOString(),
    })),
  };
}
