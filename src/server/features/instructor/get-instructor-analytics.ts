import type {
  TAnalyticsQuery,
  TCourseFigures,
  TInstructorAnalytics,
} from '#shared/instructor/analytics.contract.ts';
import { averageScore, completionRate, periodWindow, seriesOf } from '#shared/instructor/analytics-period.ts';
import type { Executor } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { listCoursesForDesk } from '../courses/courses.repo.ts';
import {
  type ActiveLearners,
  type CourseDayFigures,
  findSummaryState,
  liveActiveLearners,
  liveCourseDays,
  summaryActiveLearners,
  summaryCourseDays,
} from './analytics.repo.ts';
import { resolveDeskScope } from './desk-access.ts';

// GET /api/instructor/analytics (issue 17; spec §7): the period's figures of the instructor's courses
// (or the organisation's, for an admin). cached (the default) reads the summary the job keeps; without
// a summary yet, or with cached=false, the figures are computed from the tables (decision 264).

const TOP_COURSES = 5;

export async function getInstructorAnalytics(
  db: Executor,
  caller: Caller,
  query: TAnalyticsQuery,
  now: Date = new Date(),
): Promise<TInstructorAnalytics> {
  const scope = await resolveDeskScope(db, caller, query.instructorId);
  const courses = await listCoursesForDesk(db, scope);
  const courseIds = courses.map((course) => course.id);
  const window = periodWindow(query.period, now);
  const state = query.cached ? await findSummaryState(db) : null;
  const isRollup = state !== null;
  const [days, active] = isRollup
    ? [
        await summaryCourseDays(db, courseIds, window.from, window.to),
        await summaryActiveLearners(db, courseIds, window.from),
      ]
    : [
        await liveCourseDays(db, courseIds, window.from, window.to),
        await liveActiveLearners(db, courseIds, window.from, window.to),
      ];
  const daysOf = new Map<string, CourseDayFigures[]>();
  for (const day of days) {
    const list = daysOf.get(day.courseId);
    if (list) list.push(day);
    else daysOf.set(day.courseId, [day]);
  }
  const perCourse = courses.map((course) =>
    figuresOf(
      { courseId: course.id, title: course.title },
      daysOf.get(course.id) ?? [],
      active.byCourse.get(course.id) ?? 0,
    ),
  );
  const totals = figuresOf({ courseId: '', title: '' }, days, active.total);
  return {
    period: window.period,
    from: window.from,
    to: window.to,
    bucket: window.bucket,
    source: isRollup ? 'rollup' : 'live',
    refreshedAt: state ? state.refreshedAt.toISOString() : null,
    currency: 'XOF',
    totals: {
      revenue: totals.revenue,
      sales: totals.sales,
      newEnrollments: totals.newEnrollments,
      activeLearners: totals.activeLearners,
      completionRate: totals.completionRate,
      averageQuizScore: totals.averageQuizScore,
    },
    series: seriesOf(
      window,
      days.map((day) => ({ day: day.day, revenue: day.revenue, newEnrollments: day.enrollments })),
      ['revenue', 'newEnrollments'],
    ),
    topCourses: topCoursesOf(perCourse),
    courses: perCourse,
  };
}

function figuresOf(
  course: { courseId: string; title: string },
  days: readonly CourseDayFigures[],
  activeLearners: ActiveLearners['total'],
): TCourseFigures {
  const sum = (key: keyof Omit<CourseDayFigures, 'courseId' | 'day'>) =>
    days.reduce((total, day) => total + day[key], 0);
  return {
    ...course,
    revenue: sum('revenue'),
    sales: sum('sales'),
    newEnrollments: sum('enrollments'),
    activeLearners,
    completionRate: completionRate(sum('completedEnrollments'), sum('enrollments')),
    averageQuizScore: averageScore(sum('quizPercentSum'), sum('quizAttempts')),
  };
}

/** The best courses of the period: by revenue, then new enrolments, then active learners. */
function topCoursesOf(courses: readonly TCourseFigures[]): TCourseFigures[] {
  return courses
    .filter((course) => course.revenue > 0 || course.newEnrollments > 0 || course.activeLearners > 0)
    .sort(
      (a, b) =>
        b.revenue - a.revenue ||
        b.newEnrollments - a.newEnrollments ||
        b.activeLearners - a.activeLearners ||
        a.title.localeCompare(b.title, 'fr'),
    )
    .slice(0, TOP_COURSES);
}
