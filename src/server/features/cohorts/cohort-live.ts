import type { FastifyBaseLogger } from 'fastify';
import type { TDiscussionMessage } from '#shared/cohorts/cohort-discussion.ts';
import type { Executor } from '../../db/client.ts';
import type { Listen } from '../../db/listen.ts';
import { createLiveChannel, type LiveChannel, notifyLive } from '../../live/live-channel.ts';
import type { CohortViewer } from './cohort-access.ts';
import type { MessageRow } from './cohort-discussion.repo.ts';

// A cohort's live changes (decision 212): a discussion message posted or deleted, an announcement
// posted, edited or deleted. The write sends a NOTIFY in its own transaction (src/server/live, shared
// with the course editor) with ids only — a NOTIFY carries at most 8000 bytes and a message may be
// 5000 characters — and each process reads a new message once for all its open streams of the cohort.

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's cohort-change listener (decision 212); its open streams are counted for tests. */
    cohortChanges: CohortChanges;
  }
}

export const COHORT_CHANGES_CHANNEL = 'cohort_changes';

export type CohortChange =
  | { cohortId: string; kind: 'message-created'; messageId: string }
  | { cohortId: string; kind: 'message-deleted'; messageId: string }
  | {
      cohortId: string;
      kind: 'announcement';
      announcementId: string;
      change: 'created' | 'updated' | 'deleted';
    };

const KINDS = ['message-created', 'message-deleted', 'announcement'];
const ANNOUNCEMENT_CHANGES = ['created', 'updated', 'deleted'];

/** The change a NOTIFY payload holds, or null. */
export function readCohortChange(payload: unknown): CohortChange | null {
  if (!payload || typeof payload !== 'object') return null;
  const value = payload as Record<string, unknown>;
  if (typeof value.cohortId !== 'string' || !KINDS.includes(value.kind as string)) return null;
  if (value.kind === 'announcement') {
    if (typeof value.announcementId !== 'string' || !ANNOUNCEMENT_CHANGES.includes(value.change as string)) {
      return null;
    }
  } else if (typeof value.messageId !== 'string') return null;
  return value as CohortChange;
}

/** Tells the cohort's open pages about the change; heard when the caller's transaction commits. */
export async function notifyCohortChange(tx: Executor, change: CohortChange): Promise<void> {
  await notifyLive(tx, COHORT_CHANGES_CHANNEL, change);
}

export function createCohortChanges(listen: Listen, log: FastifyBaseLogger): CohortChanges {
  return createLiveChannel<CohortChange>({
    channel: COHORT_CHANGES_CHANNEL,
    listen,
    log,
    read: readCohortChange,
    keyOf: (change) => change.cohortId,
  });
}

export type CohortChanges = LiveChannel<CohortChange>;

/** The message as the list shows it to this caller (decision 211): theirs or not, deletable or not. */
export function messageFor(
  row: MessageRow,
  caller: { userId: string; viewer: CohortViewer },
): TDiscussionMessage {
  const mine = row.authorId === caller.userId;
  return {
    id: row.id,
    message: row.message,
    message_type: row.messageType,
    createdAt: row.createdAt.toISOString(),
    author: { id: row.authorId, name: row.authorName, avatarUrl: row.authorAvatar },
    mine,
    canDelete: mine || caller.viewer !== 'learner',
  };
}

/**
 * Reads a message once however many streams of this process want it at the same moment: the first
 * asks the database, the others share its answer (kept a few seconds).
 */
export function sharedMessageReader(
  read: (cohortId: string, messageId: string) => Promise<MessageRow | null>,
) {
  const pending = new Map<string, Promise<MessageRow | null>>();
  return (cohortId: string, messageId: string): Promise<MessageRow | null> => {
    const key = `${cohortId}/${messageId}`;
    let answer = pending.get(key);
    if (!answer) {
      answer = read(cohortId, messageId);
      pending.set(key, answer);
      const forget = () => setTimeout(() => pending.delete(key), 5000).unref();
      answer.then(forget, forget);
    }
    return answer;
  };
}
