import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type TCourseChange, ZCourseChange } from '#shared/courses/course-events.contract.ts';
import type { Executor } from '../../db/client.ts';
import type { Listen } from '../../db/listen.ts';

// A course's changes, told to whoever has its editor open (spec §4; decision 176). Every write of the
// course (metadata, structure, publish, archive) sends a NOTIFY in its own transaction, so it is heard
// only once committed, by every server process on the database. Each process LISTENs once and fans
// the changes out to its open streams of that course.

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's course-change listener (decision 176); its open streams are counted for tests. */
    courseChanges: CourseChanges;
  }
}

export const COURSE_CHANGES_CHANNEL = 'course_changes';

/** Tells the course's live editors about this row; heard when the caller's transaction commits. */
export async function notifyCourseChange(
  tx: Executor,
  row: { id: string; version: number; format: TCourseChange['format']; status: TCourseChange['status'] },
) {
  const change: TCourseChange = {
    courseId: row.id,
    version: row.version,
    format: row.format,
    status: row.status,
  };
  await tx.execute(sql`select pg_notify(${COURSE_CHANGES_CHANNEL}, ${JSON.stringify(change)})`);
}

type OnChange = (change: TCourseChange) => void;

/** The process's one LISTEN, started with the first stream, and the streams of each course. */
export function createCourseChanges(listen: Listen, log: FastifyBaseLogger) {
  const byCourse = new Map<string, Set<OnChange>>();
  let listening: Promise<() => Promise<void>> | null = null;

  function deliver(payload: string) {
    let change: TCourseChange;
    try {
      change = ZCourseChange.parse(JSON.parse(payload));
    } catch {
      log.warn({ payload: payload.slice(0, 200) }, 'course change not understood');
      return;
    }
    for (const onChange of byCourse.get(change.courseId) ?? []) onChange(change);
  }

  return {
    /** Calls `onChange` with every committed change of the course until the returned function is called. */
    async subscribe(courseId: string, onChange: OnChange): Promise<() => void> {
      const set = byCourse.get(courseId) ?? new Set();
      set.add(onChange);
      byCourse.set(courseId, set);
      try {
        listening ??= listen(COURSE_CHANGES_CHANNEL, deliver);
        await listening;
      } catch (error) {
        listening = null;
        set.delete(onChange);
        throw error;
      }
      return () => {
        set.delete(onChange);
        if (set.size === 0 && byCourse.get(courseId) === set) byCourse.delete(courseId);
      };
    },
    /** How many streams are open (for tests: a closed stream must not stay subscribed). */
    openStreams: () => [...byCourse.values()].reduce((sum, set) => sum + set.size, 0),
    async close() {
      byCourse.clear();
      const stop = listening;
      listening = null;
      if (stop) await (await stop)().catch(() => {});
    },
  };
}

export type CourseChanges = ReturnType<typeof createCourseChanges>;
