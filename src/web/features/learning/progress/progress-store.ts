import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { STORE_COMPLETION_PERCENT } from '#shared/learning/progress.ts';
import { coalesce, lessonKey, type ProgressUpdate } from './progress-queue.ts';

// The browser's copy of progress (spec/learner.md §3 "Local progress record", §4 "Saving writes a
// local copy"): IndexedDB database 'jang-progress' with
//   lessons — the latest state per (user, lesson), kept after it is sent;
//   outbox  — updates not yet confirmed by the server, one per (user, lesson), sent in `seq` order.
// Both are written in one transaction with strict durability, so a report that returned is on disk.

export const PROGRESS_DB_NAME = 'jang-progress';
const VERSION = 1;

/** §3 Local progress record, with the last payload the renderer reported. */
export type LocalProgressRecord = {
  id: string;
  userId: string;
  lessonId: string;
  courseId: string;
  /** ISO date of the first report at ≥ 95 % or marked completed (the store's completion threshold). */
  completedAt: string | null;
  lastWatchedAt: string;
  update: ProgressUpdate;
};

export type OutboxEntry = {
  /** Queue order: a newer update for the same lesson replaces the old one at the back of the line. */
  seq: number;
  userId: string;
  lessonId: string;
  courseId: string;
  update: ProgressUpdate;
  queuedAt: number;
};

type NewOutboxEntry = Omit<OutboxEntry, 'seq'>;

interface ProgressDb extends DBSchema {
  lessons: { key: string; value: LocalProgressRecord; indexes: { byUser: string } };
  outbox: {
    key: number;
    value: OutboxEntry;
    indexes: { byLesson: [string, string]; byUser: string };
  };
}

export type ProgressStore = {
  /** Writes the latest state and coalesces it into the outbox; resolves the queued entry. */
  record(userId: string, update: ProgressUpdate, now: number): Promise<OutboxEntry>;
  /** This user's pending updates, oldest first. */
  pending(userId: string): Promise<OutboxEntry[]>;
  /** Removes a confirmed (or refused) entry; an entry already replaced by a newer one is gone already. */
  remove(seq: number): Promise<void>;
  localRecord(userId: string, lessonId: string): Promise<LocalProgressRecord | undefined>;
};

function nextLocalRecord(
  previous: LocalProgressRecord | undefined,
  userId: string,
  update: ProgressUpdate,
  now: number,
): LocalProgressRecord {
  const isDone = update.isCompleted || update.percentage >= STORE_COMPLETION_PERCENT;
  const at = new Date(now).toISOString();
  return {
    id: lessonKey(userId, update.lessonId),
    userId,
    lessonId: update.lessonId,
    courseId: update.courseId,
    completedAt: previous?.completedAt ?? (isDone ? at : null),
    lastWatchedAt: at,
    update,
  };
}

export async function openProgressStore(name = PROGRESS_DB_NAME): Promise<ProgressStore> {
  const db: IDBPDatabase<ProgressDb> = await openDB<ProgressDb>(name, VERSION, {
    upgrade(database) {
      const lessons = database.createObjectStore('lessons', { keyPath: 'id' });
      lessons.createIndex('byUser', 'userId');
      const outbox = database.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      outbox.createIndex('byLesson', ['userId', 'lessonId'], { unique: true });
      outbox.createIndex('byUser', 'userId');
    },
  });

  return {
    async record(userId, update, now) {
      const tx = db.transaction(['lessons', 'outbox'], 'readwrite', { durability: 'strict' });
      const lessons = tx.objectStore('lessons');
      const outbox = tx.objectStore('outbox');
      const id = lessonKey(userId, update.lessonId);
      const previous = await lessons.get(id);
      await lessons.put(nextLocalRecord(previous, userId, update, now));
      const waiting = await outbox.index('byLesson').get([userId, update.lessonId]);
      if (waiting) await outbox.delete(waiting.seq);
      const entry: NewOutboxEntry = {
        userId,
        lessonId: update.lessonId,
        courseId: update.courseId,
        update: coalesce(waiting?.update, update),
        queuedAt: waiting?.queuedAt ?? now,
      };
      // autoIncrement fills `seq`; the schema type wants it, the store does not.
      const seq = await outbox.add(entry as OutboxEntry);
      await tx.done;
      return { ...entry, seq };
    },
    async pending(userId) {
      const entries = await db.getAllFromIndex('outbox', 'byUser', userId);
      return entries.sort((a, b) => a.seq - b.seq);
    },
    async remove(seq) {
      const tx = db.transaction('outbox', 'readwrite', { durability: 'strict' });
      await tx.store.delete(seq);
      await tx.done;
    },
    localRecord(userId, lessonId) {
      return db.get('lessons', lessonKey(userId, lessonId));
    },
  };
}

/** Where IndexedDB cannot open (some private modes): the same rules in memory, for this page only. */
export function createMemoryProgressStore(): ProgressStore {
  const lessons = new Map<string, LocalProgressRecord>();
  const outbox = new Map<number, OutboxEntry>();
  let lastSeq = 0;
  return {
    async record(userId, update, now) {
      const id = lessonKey(userId, update.lessonId);
      lessons.set(id, nextLocalRecord(lessons.get(id), userId, update, now));
      const waiting = [...outbox.values()].find((e) => e.userId === userId && e.lessonId === update.lessonId);
      if (waiting) outbox.delete(waiting.seq);
      lastSeq += 1;
      const entry: OutboxEntry = {
        seq: lastSeq,
        userId,
        lessonId: update.lessonId,
        courseId: update.courseId,
        update: coalesce(waiting?.update, update),
        queuedAt: waiting?.queuedAt ?? now,
      };
      outbox.set(entry.seq, entry);
      return entry;
    },
    async pending(userId) {
      return [...outbox.values()].filter((e) => e.userId === userId).sort((a, b) => a.seq - b.seq);
    },
    async remove(seq) {
      outbox.delete(seq);
    },
    async localRecord(userId, lessonId) {
      return lessons.get(lessonKey(userId, lessonId));
    },
  };
}
