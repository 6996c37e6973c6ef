import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { completedPercent, resumeCourse, resumeLesson } from '#shared/learning/resume-point.ts';
import type {
  THomeInstallment,
  TRecentGrade,
  TResumePoint,
  TStudentHome,
} from '#shared/learning/student-home.contract.ts';
import type { Db } from '../../db/client.ts';
import {
  courses,
  exerciseSubmissions,
  exercises,
  lessonProgress,
  paymentSchedules,
  quizAttempts,
  quizzes,
} from '../../db/schema/index.ts';
import type { Caller } from '../auth/caller.ts';
import { loadCourseOutline } from './course-outline.ts';
import { listMyCourses } from './list-my-courses.ts';
import { loadPaymentStanding } from './load-payment-standing.ts';

const RECENT_GRADES = 5;
const IN_PROGRESS_SHOWN = 6;

/**
 * The learner's 'Accueil' (docs/decisions/054), from the same computations as 'Mes formations'
 * (listMyCourses), the course page (loadCourseOutline) and its payment card (loadPaymentStanding).
 * Everything read is the caller's own, in the caller's organisation.
 */
export async function getStudentHome(db: Db, caller: Caller, now = new Date()): Promise<TStudentHome> {
  const mine = await listMyCourses(db, caller);
  const dues = await loadDues(db, caller, now);
  const suspended = new Set(dues.filter((due) => due.standing.isSuspended).map((due) => due.courseId));

  // listMyCourses orders never-opened courses by enrolment, newest first: the rank stands for the date.
  const resumable = resumeCourse(
    mine.map((course, index) => ({
      ...course,
      isExpired: course.isExpired || suspended.has(course.id),
      lastActivityAt: course.last_activity_date ? Date.parse(course.last_activity_date) : null,
      enrolledAt: mine.length - index,
    })),
  );
  const resume = resumable ? await loadResumePoint(db, caller, resumable) : null;
  const inProgress = mine
    .filter((course) => !course.isExpired && course.progress < 100 && course.id !== resume?.courseId)
    .slice(0, IN_PROGRESS_SHOWN);

  return {
    resume,
    inProgress,
    enrolledCount: mine.length,
    completedCount: mine.filter((course) => course.progress >= 100).length,
    nextInstallment: soonest(dues),
    recentGrades: await loadRecentGrades(db, caller),
  };
}

async function loadResumePoint(
  db: Db,
  caller: Caller,
  course: { id: string; title: string; image_url: string | null; last_activity_date: string | null },
): Promise<TResumePoint | null> {
  const [row] = await db
    .select({ isSequential: courses.isSequential })
    .from(courses)
    .where(eq(courses.id, course.id));
  const outline = await loadCourseOutline(db, course.id, caller.userId, row?.isSequential ?? false);
  const touched = await db
    .select({ lessonId: lessonProgress.lessonId, updatedAt: lessonProgress.updatedAt })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, caller.userId), eq(lessonProgress.courseId, course.id)));
  const touchedAt = new Map(touched.map((t) => [t.lessonId, t.updatedAt.getTime()]));
  const lessons = outline.flatMap((section) => section.lessons);
  const lesson = resumeLesson(lessons.map((l) => ({ ...l, touchedAt: touchedAt.get(l.id) ?? null })));
  if (!lesson) return null;
  return {
    courseId: course.id,
    courseTitle: course.title,
    imageUrl: course.image_url,
    coursePercent: completedPercent(lessons),
    lessonId: lesson.id,
    lessonTitle: lesson.title,
    lessonType: lesson.type,
    lessonPercent: Math.round(lesson.progress?.percentage ?? 0),
    lastActivityDate: course.last_activity_date,
  };
}

/** Each course with an installment still due, with its standing as the course page shows it. */
async function loadDues(db: Db, caller: Caller, now: Date): Promise<THomeInstallment[]> {
  const owed = await db
    .selectDistinct({ courseId: courses.id, courseTitle: courses.title })
    .from(paymentSchedules)
    .innerJoin(courses, eq(courses.id, paymentSchedules.courseId))
    .where(
      and(
        eq(paymentSchedules.userId, caller.userId),
        eq(paymentSchedules.status, 'due'),
        eq(courses.organizationId, caller.organizationId),
      ),
    );
  const dues: THomeInstallment[] = [];
  for (const { courseId, courseTitle } of owed) {
    const standing = await loadPaymentStanding(db, caller.userId, courseId, now);
    if (standing) dues.push({ courseId, courseTitle, standing });
  }
  return dues;
}

function soonest(dues: THomeInstallment[]): THomeInstallment | null {
  return (
    [...dues].sort((a, b) => Date.parse(a.standing.nextDueDate) - Date.parse(b.standing.nextDueDate))[0] ??
    null
  );
}

/** Completed quiz attempts and graded exercises, newest first; hidden quiz results stay hidden. */
async function loadRecentGrades(db: Db, caller: Caller): Promise<TRecentGrade[]> {
  const attempts = await db
    .select({
      id: quizAttempts.id,
      courseId: courses.id,
      courseTitle: courses.title,
      title: quizzes.title,
      showResults: quizzes.showResults,
      score: quizAttempts.score,
      maxScore: quizAttempts.maxScore,
      percent: quizAttempts.percent,
      passed: quizAttempts.passed,
      passingScore: quizzes.passingScore,
      completedAt: quizAttempts.completedAt,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(courses, eq(courses.id, quizAttempts.courseId))
    .where(
      and(
        eq(quizAttempts.userId, caller.userId),
        isNotNull(quizAttempts.completedAt),
        eq(courses.organizationId, caller.organizationId),
      ),
    )
    .orderBy(desc(quizAttempts.completedAt))
    .limit(RECENT_GRADES);
  const graded = await db
    .select({
      id: exerciseSubmissions.id,
      courseId: courses.id,
      courseTitle: courses.title,
      title: exercises.title,
      lessonId: exerciseSubmissions.lessonId,
      score: exerciseSubmissions.score,
      maxScore: exerciseSubmissions.maxScore,
      gradedAt: exerciseSubmissions.gradedAt,
    })
    .from(exerciseSubmissions)
    .innerJoin(exercises, eq(exercises.id, exerciseSubmissions.exerciseId))
    .innerJoin(courses, eq(courses.id, exerciseSubmissions.courseId))
    .where(
      and(
        eq(exerciseSubmissions.userId, caller.userId),
        eq(exerciseSubmissions.status, 'graded'),
        eq(courses.organizationId, caller.organizationId),
      ),
    )
    .orderBy(desc(exerciseSubmissions.gradedAt))
    .limit(RECENT_GRADES);

  const quizGrades: TRecentGrade[] = attempts.map((a) => ({
    kind: 'quiz',
    id: a.id,
    courseId: a.courseId,
    courseTitle: a.courseTitle,
    title: a.title,
    lessonId: null,
    score: a.showResults ? a.score : null,
    maxScore: a.showResults ? a.maxScore : null,
    percent: a.showResults ? a.percent : null,
    passed: a.showResults && a.passingScore !== null ? a.passed : null,
    at: (a.completedAt ?? new Date(0)).toISOString(),
  }));
  const exerciseGrades: TRecentGrade[] = graded.map((g) => ({
    kind: 'exercise',
    id: g.id,
    courseId: g.courseId,
    courseTitle: g.courseTitle,
    title: g.title,
    lessonId: g.lessonId,
    score: g.score,
    maxScore: g.maxScore,
    percent: g.maxScore > 0 && g.score !== null ? Math.round((g.score / g.maxScore) * 100) : null,
    passed: null,
    at: (g.gradedAt ?? new Date(0)).toISOString(),
  }));
  return [...quizGrades, ...exerciseGrades]
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, RECENT_GRADES);
}
