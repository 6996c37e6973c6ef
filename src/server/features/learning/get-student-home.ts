import { sessionInstant } from '#shared/cohorts/cohort-session-times.ts';
import { completedPercent, resumeCourse, resumeLesson } from '#shared/learning/resume-point.ts';
import type {
  THomeInstallment,
  THomeLiveSession,
  TRecentGrade,
  TResumePoint,
  TStudentHome,
} from '#shared/learning/student-home.contract.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { listRecentAnnouncementsOf } from '../cohorts/cohort-discussion.repo.ts';
import { listFeedSessions } from '../cohorts/cohort-sessions.repo.ts';
import { isCourseSequential } from '../courses/courses.repo.ts';
import { listRecentGradedSubmissions } from '../exercises/exercises.repo.ts';
import { listCoursesWithInstallmentsDue } from '../payments/payments.repo.ts';
import { listRecentCompletedAttempts } from '../quizzes/quizzes.repo.ts';
import { loadCourseOutline } from './course-outline.ts';
import { listMyCourses } from './list-my-courses.ts';
import { loadPaymentStanding } from './load-payment-standing.ts';
import { listLessonProgress } from './progress.repo.ts';

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
    nextLiveSession: await loadNextLiveSession(db, caller, now),
    announcements: (await listRecentAnnouncementsOf(db, caller.userId, HOME_ANNOUNCEMENTS)).map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

const HOME_ANNOUNCEMENTS = 3;

/** The soonest live session of the learner's cohorts not yet ended at `now` (Dakar is UTC). */
async function loadNextLiveSession(db: Db, caller: Caller, now: Date): Promise<THomeLiveSession | null> {
  const sessions = await listFeedSessions(db, caller.userId, now.toISOString().slice(0, 10));
  const next = sessions
    .map(({ session, cohortName }) => ({
      cohortId: session.cohortId,
      cohortName,
      title: session.title,
      startsAt: sessionInstant(session.sessionDate, session.startTime),
      endsAt: sessionInstant(session.sessionDate, session.endTime),
    }))
    .filter((session) => session.endsAt > now)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
  return next ? { ...next, startsAt: next.startsAt.toISOString(), endsAt: next.endsAt.toISOString() } : null;
}

async function loadResumePoint(
  db: Db,
  caller: Caller,
  course: { id: string; title: string; image_url: string | null; last_activity_date: string | null },
): Promise<TResumePoint | null> {
  const outline = await loadCourseOutline(
    db,
    course.id,
    caller.userId,
    await isCourseSequential(db, course.id),
  );
  const touched = await listLessonProgress(db, caller.userId, course.id);
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
  const owed = await listCoursesWithInstallmentsDue(db, caller);
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
  const attempts = await listRecentCompletedAttempts(db, caller, RECENT_GRADES);
  const graded = await listRecentGradedSubmissions(db, caller, RECENT_GRADES);

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
