import type {
  TDiscussionList,
  TDiscussionMessage,
  TDiscussionQuery,
} from '#shared/cohorts/cohort-discussion.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { reachCohort } from './cohort-access.ts';
import { deleteMessage, findMessage, insertMessage, listMessages } from './cohort-discussion.repo.ts';
import { messageFor, notifyCohortChange } from './cohort-live.ts';

// The cohort's discussion board (spec §3, §4 "Discussion", §7; decisions 210, 211): everyone who
// reaches the cohort reads and posts; an author deletes their own messages, the cohort's staff any.
// A post or a deletion is told to the cohort's open pages when it commits (decision 212).

const messageNotFound = () => new AppError('NOT_FOUND', t('cohorts.discussion.messageNotFound'));

export async function listDiscussion(
  db: Db,
  caller: Caller,
  cohortId: string,
  page: TDiscussionQuery,
): Promise<TDiscussionList> {
  const { viewer } = await reachCohort(db, caller, cohortId);
  const { rows, totalCount } = await listMessages(db, cohortId, page);
  return {
    messages: rows.map((row) => messageFor(row, { userId: caller.userId, viewer })),
    totalCount,
    limit: page.limit,
    offset: page.offset,
  };
}

export async function postDiscussionMessage(
  db: Db,
  caller: Caller,
  cohortId: string,
  input: { message: string; message_type: string },
): Promise<TDiscussionMessage> {
  const { cohort, viewer } = await reachCohort(db, caller, cohortId);
  const row = await db.transaction(async (tx) => {
    const messageId = await insertMessage(tx, {
      organizationId: cohort.organizationId,
      cohortId,
      authorId: caller.userId,
      message: input.message,
      messageType: input.message_type,
    });
    await notifyCohortChange(tx, { cohortId, kind: 'message-created', messageId });
    return findMessage(tx, cohortId, messageId);
  });
  return messageFor(row!, { userId: caller.userId, viewer });
}

/** Deletes the message: the author's own, or any for the cohort's staff (403 for another learner's). */
export async function deleteDiscussionMessage(
  db: Db,
  caller: Caller,
  cohortId: string,
  messageId: string,
): Promise<void> {
  const { viewer } = await reachCohort(db, caller, cohortId);
  await db.transaction(async (tx) => {
    const message = await findMessage(tx, cohortId, messageId);
    if (!message) throw messageNotFound();
    if (viewer === 'learner' && message.authorId !== caller.userId) {
      throw new AppError('FORBIDDEN', t('cohorts.discussion.deleteForbidden'));
    }
    if (!(await deleteMessage(tx, cohortId, messageId))) throw messageNotFound();
    await notifyCohortChange(tx, { cohortId, kind: 'message-deleted', messageId });
  });
}
