import { z } from 'zod';
import { id } from '../http.contract.ts';
import { t } from '../messages/fr.ts';
import { ANALYTICS_PERIODS, DEFAULT_PERIOD } from './analytics-period.ts';

// GET /api/instructor/analytics?period=7d|30d|90d|1y&cached=true|false[&instructorId=] (issue 17;
// spec/authoring-and-shell.md §7). cached is true unless `false` is asked (decision 264): the figures
// then come from the rollup the job keeps, else they are computed from the tables at once.

export const INSTRUCTOR_ANALYTICS_PATH = '/api/instructor/analytics';

const booleanText = (message: string) =>
  z.enum(['true', 'false'], { error: message }).transform((value) => value === 'true');

export const ZAnalyticsQuery = z.object({
  period: z.enum(ANALYTICS_PERIODS, { error: t('instructor.periodInvalid') }).default(DEFAULT_PERIOD),
  cached: booleanText(t('instructor.cachedInvalid')).default(true),
  /** Admins: one instructor of their organisation (omitted: the whole organisation). */
  instructorId: id().optional(),
});
export type TAnalyticsQuery = z.infer<typeof ZAnalyticsQuery>;

const ZCourseFigures = z.object({
  courseId: z.uuid(),
  title: z.string(),
  revenue: z.number().int(),
  sales: z.number().int(),
  newEnrollments: z.number().int(),
  activeLearners: z.number().int(),
  completionRate: z.number().int(),
  averageQuizScore: z.number().nullable(),
});
export type TCourseFigures = z.infer<typeof ZCourseFigures>;

export const ZInstructorAnalytics = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  from: z.iso.date(),
  to: z.iso.date(),
  bucket: z.enum(['day', 'week']),
  /** rollup: from the summary the job keeps (as of refreshedAt); live: computed for this answer. */
  source: z.enum(['rollup', 'live']),
  refreshedAt: z.iso.datetime().nullable(),
  currency: z.literal('XOF'),
  totals: z.object({
    /** FCFA of the completed payments of the period. */
    revenue: z.number().int(),
    sales: z.number().int(),
    newEnrollments: z.number().int(),
    activeLearners: z.number().int(),
    completionRate: z.number().int(),
    averageQuizScore: z.number().nullable(),
  }),
  series: z.array(
    z.object({ date: z.iso.date(), revenue: z.number().int(), newEnrollments: z.number().int() }),
  ),
  topCourses: z.array(ZCourseFigures),
  courses: z.array(ZCourseFigures),
});
export type TInstructorAnalytics = z.infer<typeof ZInstructorAnalytics>;
