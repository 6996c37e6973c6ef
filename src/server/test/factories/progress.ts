import { courseOrganizationId, type Executor } from '../../db/factories/support.ts';
import { lessonOpenings } from '../../db/schema/index.ts';

/**
 * These lessons served to the user at `openedAt` (decision 067: watched time is counted from the
 * first serving), as the player's first read of each would have left them.
 */
export async function openLessons(
  db: Executor,
  input: { userId: string; courseId: string; lessonIds: string[]; openedAt: Date },
) {
  const organizationId = await courseOrganizationId(db, input.courseId);
  await db.insert(lessonOpenings).values(
    input.lessonIds.map((lessonId) => ({
      organizationId,
      userId: input.userId,
      lessonId,
      openedAt: input.openedAt,
    })),
  );
}
