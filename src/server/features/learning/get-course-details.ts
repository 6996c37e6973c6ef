import { AppError } from '#shared/errors.ts';
import type { TCourseDetails } from '#shared/learning/course-details.contract.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { findCourseWithInstructor } from '../courses/courses.repo.ts';
import { listGradedScores } from '../exercises/exercises.repo.ts';
import { listLatestCompletedScores } from '../quizzes/quizzes.repo.ts';
import { requireEnrollment } from './course-access.ts';
import { loadCourseOutline } from './course-outline.ts';
import { loadPaymentStanding } from './load-payment-standing.ts';

const minutesText = (minutes: number) => `${minutes} min`;

/**
 * The enrolled course page, computed from the learner's own progress. Expired courses still answer
 * (isExpired), and so do courses suspended for an unpaid installment (paymentStanding says why).
 */
export async function getCourseDetails(db: Db, caller: Caller, courseId: string): Promise<TCourseDetails> {
  const enrollment = await requireEnrollment(db, caller, courseId);
  const row = await findCourseWithInstructor(db, courseId);
  if (!row) throw new AppError('NOT_FOUND');
  const { course, instructor } = row;
  const outline = await loadCourseOutline(db, courseId, caller.userId, course.isSequential);

  const modules = outline.map((section) => {
    const completedLessons = section.lessons.filter((l) => l.status === 'completed').length;
    const totalLessons = section.lessons.length;
    return {
      id: section.id,
      title: section.title,
      description: section.description,
      progress: totalLessons ? Math.round((completedLessons / totalLessons) * 100) : 0,
      isLocked: totalLessons > 0 && section.lessons.every((l) => l.isLocked),
      completedLessons,
      totalLessons,
      chapters: section.lessons.map((lesson) => ({
        id: lesson.id,
        title: lesson.title,
        type: lesson.type,
        duration: minutesText(lesson.durationMinutes),
        durationMinutes: lesson.durationMinutes,
        status: lesson.status,
        progress: lesson.progress?.percentage ?? 0,
      })),
    };
  });
  const allLessons = outline.flatMap((section) => section.lessons);
  const completed = allLessons.filter((l) => l.status === 'completed').length;
  const watchedSeconds = allLessons.reduce((sum, l) => sum + (l.progress?.watchedSeconds ?? 0), 0);
  const accessEnd = enrollment.accessEndDate;
  const scores = await loadScores(db, caller.userId, courseId);
  const paymentStanding = await loadPaymentStanding(db, caller.userId, courseId);

  return {
    id: course.id,
    title: course.title,
    description: course.description,
    image_url: course.thumbnailUrl,
    total_duration: course.durationMinutes,
    enrolled_students: course.studentCount,
    access_end_date: accessEnd?.toISOString() ?? null,
    isExpired: !!accessEnd && accessEnd.getTime() <= Date.now(),
    progress: allLessons.length ? Math.round((completed / allLessons.length) * 100) : 0,
    last_activity_date: enrollment.lastActivityAt?.toISOString() ?? null,
    // Cohorts, part space (issue 15): the course page links a cohort enrolment's cohort space.
    cohort_id: enrollment.cohortId,
    modules,
    instructor: {
      name: instructor?.name ?? '',
      avatar_url: instructor?.avatarUrl ?? null,
      specialization: instructor?.specialization ?? null,
      bio: instructor?.bio ?? null,
    },
    userStats: {
      modulesCompleted: modules.filter((m) => m.totalLessons > 0 && m.completedLessons === m.totalLessons)
        .length,
      modulesTotal: modules.length,
      timeSpent: Math.round(watchedSeconds / 60),
      averageScore: scores.averageScore,
      points: scores.points,
    },
    paymentStanding,
  };
}

/**
 * 'Score moyen' and 'Points cumulés': the learner's latest completed attempt at each quiz of the
 * course and their graded exercise submissions. The average is of percentages (null with nothing
 * scored yet); points add up the scores.
 */
async function loadScores(db: Db, userId: string, courseId: string) {
  const attempts = await listLatestCompletedScores(db, userId, courseId);
  const graded = await listGradedScores(db, userId, courseId);
  const percents = [
    ...attempts.map((a) => a.percent ?? 0),
    ...graded.filter((g) => g.maxScore > 0).map((g) => ((g.score ?? 0) / g.maxScore) * 100),
  ];
  const points = [...attempts, ...graded].reduce((sum, row) => sum + (row.score ?? 0), 0);
  return {
    averageScore: percents.length
      ? Math.round(percents.reduce((sum, p) => sum + p, 0) / percents.length)
      : null,
    points,
  };
}
