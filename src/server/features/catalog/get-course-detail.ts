import type { TCourseDetail } from '#shared/catalog/catalog.contract.ts';
import { AppError } from '#shared/errors.ts';
import { lessonDurationMinutes } from '#shared/learning/lesson-duration.ts';
import type { Db } from '../../db/client.ts';
import { pricedCohortRow } from '../../db/priced.ts';
import { listOpenCohortsWithSeatsTaken, seatsRemaining } from '../cohorts/cohorts.repo.ts';
import { listLessonsOfSections, listSections } from '../courses/courses.repo.ts';
import { hasLiveEnrollment } from '../enrollments/enrollments.repo.ts';
import { findVisibleCourseRow, toMarketplaceCourses } from './catalog.repo.ts';

/** The public course page: 404 unless published, by an active instructor, in the caller's catalogue. */
export async function getCourseDetail(
  db: Db,
  organizationId: string,
  courseId: string,
  userId: string | null,
): Promise<TCourseDetail> {
  const row = await findVisibleCourseRow(db, organizationId, courseId);
  if (!row) throw new AppError('NOT_FOUND');
  const [card] = await toMarketplaceCourses(db, organizationId, [row]);
  const sectionRows = await listSections(db, courseId);
  const lessonRows = await listLessonsOfSections(
    db,
    sectionRows.map((s) => s.id),
  );
  const { course, instructor } = row;
  return {
    ...card!,
    short_description: course.shortDescription,
    objectives: course.objectives,
    requirements: course.prerequisites,
    expected_results: course.expectedResults,
    access_duration_days: course.format === 'auto-formation' ? course.accessDurationDays : null,
    enable_certificate: course.enableCertificate,
    enable_community: course.enableCommunity,
    preview_video_url: course.previewVideoUrl,
    instructor: {
      id: instructor.id,
      name: instructor.name,
      avatar_url: instructor.avatarUrl,
      specialization: instructor.specialization,
      bio: instructor.bio,
    },
    sections: sectionRows.map((section) => ({
      id: section.id,
      title: section.title,
      description: section.description,
      position: section.position,
      lessons: lessonRows
        .filter((lesson) => lesson.sectionId === section.id)
        .map((lesson) => ({
          id: lesson.id,
          title: lesson.title,
          type: lesson.type,
          duration: lessonDurationMinutes(lesson),
          position: lesson.position,
          is_preview: lesson.isPreview,
          // Lesson content is for enrolled learners; previews are open to everyone.
          content: lesson.isPreview ? (lesson.content as Record<string, unknown>) : null,
        })),
    })),
    cohorts: await openCohorts(db, courseId),
    is_enrolled: userId ? await hasLiveEnrollment(db, userId, courseId) : false,
  };
}

/** The course's cohorts open to enrolment (active, not ended), soonest first, with the seats left. */
async function openCohorts(db: Db, courseId: string): Promise<TCourseDetail['cohorts']> {
  const rows = await listOpenCohortsWithSeatsTaken(db, courseId, new Date());
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate?.toISOString() ?? null,
    seats_left: seatsRemaining(row, row.taken),
    ...pricedCohortRow(row),
  }));
}
