import { AppError } from '#shared/errors.ts';
import type { TProgressSave, TProgressSaved } from '#shared/learning/progress.contract.ts';
import { STORE_COMPLETION_PERCENT } from '#shared/learning/progress.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { requireLessonOfCourse, requireLiveEnrollment } from './course-access.ts';
import { requireUnlocked } from './get-lesson-content.ts';
import { upsertLessonProgress } from './progress.repo.ts';

/**
 * Records a progress update: one upsert keyed by (learner, lesson) that only moves forward, and
 * with it the enrolment's last activity and course completion. Replays and out-of-order
 * deliveries (retry queue, beacons) are harmless.
 *
 * The common case is one statement (progress.repo.ts), checks included. When it writes nothing,
 * the checks run one by one to say why (404, 403, 400), and a sequential course, whose unlock
 * rule needs the course outline, is written once its lesson is known to be open.
 */
export async function saveProgress(
  db: Db,
  caller: Caller,
  input: TProgressSave,
  at = new Date(),
): Promise<TProgressSaved> {
  // The statement applies the completion rule of the lesson's type (shared/learning/completion.ts)
  // on the lesson's stored length and the watched time the server credits, never the player's
  // duration: for videos and audio the time really listened (spec: min(60 s, 95 %)), for a
  // document the explicit button after its time on screen, never a claim for an exercise.
  const claimsDone = input.isCompleted || input.percentage >= STORE_COMPLETION_PERCENT;
  const write = { organizationId: caller.organizationId, userId: caller.userId, input, at, claimsDone };
  const saved = await upsertLessonProgress(db, { ...write, isUnlockChecked: false });
  if (saved) return saved;

  await requireLiveEnrollment(db, caller, input.courseId);
  await requireLessonOfCourse(db, input.lessonId, input.courseId);
  await requireUnlocked(db, caller.userId, input.courseId, input.lessonId);
  const unlocked = await upsertLessonProgress(db, { ...write, isUnlockChecked: true });
  // Only if the enrolment ended between the checks and the write.
  if (!unlocked) throw new AppError('NOT_ENROLLED');
  return unlocked;
}
