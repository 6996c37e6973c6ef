import { z } from 'zod';

// GET /api/admin/dashboard (issue 18 "Admin"): the organisation at a glance, each figure leading to
// its list. Weeks start on Monday and months on the 1st, in Dakar time (UTC, decision 195).

export const ZAdminDashboard = z.object({
  /** Members holding the student role. */
  learners: z.number().int(),
  /** Learners with progress in a course since Monday. */
  activeLearnersThisWeek: z.number().int(),
  /** Whole FCFA collected by payments completed since the 1st. */
  revenueThisMonth: z.number().int(),
  coursesPublished: z.number().int(),
  /** Cohorts under way (status active). */
  cohortsRunning: z.number().int(),
  /** Cohort enrolment requests waiting for an approval. */
  approvalsWaiting: z.number().int(),
  /** Money owed back, not yet recorded as refunded. */
  refundsWaiting: z.number().int(),
  /** Exercise submissions not graded yet. */
  submissionsToGrade: z.number().int(),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;

/** The first moment of the current week (Monday 00:00 UTC) and month (the 1st, 00:00 UTC). */
export function periodStarts(now: Date): { week: Date; month: Date } {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return {
    week: new Date(day.getTime() - sinceMonday * 24 * 3600 * 1000),
    month: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
  };
}
