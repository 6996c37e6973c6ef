import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TMyCourse } from '#shared/learning/course-details.contract.ts';
import type { Db } from '../../db/client.ts';
import { courses, enrollments } from '../../db/schema/index.ts';
import type { Caller } from '../auth/caller.ts';

/** The learner's enrolments, most recently active first. */
export async function listMyCourses(db: Db, caller: Caller): Promise<TMyCourse[]> {
  const rows = await db
    .select({ course: courses, enrollment: enrollments })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(
      and(
        eq(enrollments.userId, caller.userId),
        eq(courses.organizationId, caller.organizationId),
        inArray(enrollments.status, ['active', 'completed']),
      ),
    )
    .orderBy(sql`${enrollments.lastActivityAt} desc nulls last`, desc(enrollments.enrolledAt));
  return rows.map(({ course, enrollment }) => ({
    id: course.id,
    title: course.title,
    image_url: course.thumbnailUrl,
    progress: enrollment.progress,
    last_activity_date: enrollment.lastActivityAt?.toISOString() ?? null,
    access_end_date: enrollment.accessEndDate?.toISOString() ?? null,
    isExpired: !!enrollment.accessEndDate && enrollment.accessEndDate.getTime() <= Date.now(),
    format: course.format,
  }));
}
