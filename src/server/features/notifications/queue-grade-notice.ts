import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { queueNotifications } from './notifications.repo.ts';

/**
 * Called in the transaction that saves a grade: the learner is told the grade once; grading again
 * with the same score and comment says nothing new, a different one is announced as a correction
 * (docs/decisions/050). A grade changed before the first email left is simply sent as it is then.
 */
export async function queueGradeNotice(
  tx: Executor,
  submission: { id: string; organizationId: string; userId: string },
  grade: { score: number; maxScore: number; feedback: string | null },
  now = new Date(),
) {
  const digest = createHash('sha256')
    .update(JSON.stringify([grade.score, grade.maxScore, grade.feedback ?? '']))
    .digest('base64url');
  await queueNotifications(
    tx,
    [
      {
        organizationId: submission.organizationId,
        userId: submission.userId,
        kind: 'exercise-graded',
        subjectId: submission.id,
        digest,
      },
    ],
    now,
  );
}
