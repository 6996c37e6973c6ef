import type { TCohortPractical } from '#shared/cohorts/space.ts';
import type { Executor } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { findExerciseLessonIds } from '../courses/courses.repo.ts';
import { cohortLearnerIds, countCohortEnrollmentsByStatus } from '../enrollments/enrollments.repo.ts';
import {
  countSubmissionsOfLearners,
  listExercisesOfCourse,
  listSubmissionsOfLearner,
} from '../exercises/exercises.repo.ts';
import { reachCohort } from './cohort-access.ts';
import { listPracticals } from './cohort-space.repo.ts';

/**
 * GET …/practicals ('Travaux pratiques'): the cohort's exercises with their deadlines, soonest first;
 * a learner sees their own submission's state, the staff how many learners submitted and were graded.
 */
export async function listCohortPracticals(
  db: Executor,
  caller: Caller,
  cohortId: string,
  now = new Date(),
): Promise<{ practicals: TCohortPractical[] }> {
  const { cohort, viewer } = await reachCohort(db, caller, cohortId);
  const practicals = await listPracticals(db, cohort.id);
  const ids = practicals.map((practical) => practical.exerciseId);
  const isLearner = viewer === 'learner';
  const [exercises, lessonIds, mine, counts, enrolments] = await Promise.all([
    listExercisesOfCourse(db, cohort.courseId, ids),
    findExerciseLessonIds(db, cohort.courseId, ids),
    isLearner ? listSubmissionsOfLearner(db, caller.userId, ids) : Promise.resolve([]),
    isLearner ? Promise.resolve(null) : countSubmissionsOfLearners(db, ids, cohortLearnerIds(db, cohort.id)),
    isLearner ? Promise.resolve(null) : countCohortEnrollmentsByStatus(db, cohort.id),
  ]);
  const exerciseById = new Map(exercises.map((exercise) => [exercise.id, exercise]));
  const mineById = new Map(mine.map((submission) => [submission.exerciseId, submission]));
  const learners = enrolments ? (enrolments.active ?? 0) + (enrolments.completed ?? 0) : 0;
  return {
    // A practical whose exercise left the course is not shown.
    practicals: practicals.flatMap((practical) => {
      const exercise = exerciseById.get(practical.exerciseId);
      if (!exercise) return [];
      const submission = mineById.get(exercise.id);
      return [
        {
          exerciseId: exercise.id,
          title: exercise.title,
          description: exercise.description,
          points: exercise.points,
          dueAt: practical.dueAt.toISOString(),
          isPastDue: practical.dueAt.getTime() < now.getTime(),
          lessonId: lessonIds.get(exercise.id) ?? null,
          mine: isLearner
            ? {
                status: submission?.status ?? 'not_submitted',
                submittedAt: submission?.submittedAt.toISOString() ?? null,
                score: submission?.score ?? null,
                maxScore: submission?.maxScore ?? null,
              }
            : null,
          counts: counts ? { learners, ...(counts.get(exercise.id) ?? { submitted: 0, graded: 0 }) } : null,
        },
      ];
    }),
  };
}
