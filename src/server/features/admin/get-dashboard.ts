import { periodStarts, type TAdminDashboard } from '#shared/admin/dashboard.contract.ts';
import type { Executor } from '../../db/client.ts';
import { countMembersWithRole } from '../auth/auth.repo.ts';
import type { Caller } from '../auth/caller.ts';
import { countRunningCohorts } from '../cohorts/cohorts.repo.ts';
import { countPublishedCourses } from '../courses/courses.repo.ts';
import { countPendingCohortRequests } from '../enrollments/enrollments.repo.ts';
import { countSubmissionsToGrade } from '../exercises/exercises.repo.ts';
import { countLearnersWithProgressSince } from '../learning/progress.repo.ts';
import { countRefundsToDo, sumCompletedPaymentsSince } from '../payments/admin-payments.repo.ts';

/** GET /api/admin/dashboard: the caller's organisation at a glance (each figure read where it lives). */
export async function getAdminDashboard(
  db: Executor,
  caller: Caller,
  now = new Date(),
): Promise<TAdminDashboard> {
  const organizationId = caller.organizationId;
  const { week, month } = periodStarts(now);
  const [
    learners,
    activeLearnersThisWeek,
    revenueThisMonth,
    coursesPublished,
    cohortsRunning,
    approvalsWaiting,
    refundsWaiting,
    submissionsToGrade,
  ] = await Promise.all([
    countMembersWithRole(db, organizationId, 'student'),
    countLearnersWithProgressSince(db, organizationId, week),
    sumCompletedPaymentsSince(db, organizationId, month),
    countPublishedCourses(db, organizationId),
    countRunningCohorts(db, organizationId),
    countPendingCohortRequests(db, organizationId),
    countRefundsToDo(db, organizationId),
    countSubmissionsToGrade(db, organizationId),
  ]);
  return {
    learners,
    activeLearnersThisWeek,
    revenueThisMonth,
    coursesPublished,
    cohortsRunning,
    approvalsWaiting,
    refundsWaiting,
    submissionsToGrade,
  };
}
