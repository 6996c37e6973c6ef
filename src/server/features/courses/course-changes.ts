import type { FastifyBaseLogger } from 'fastify';
import { type TCourseChange, ZCourseChange } from '#shared/courses/course-events.contract.ts';
import type { Executor } from '../../db/client.ts';
import type { Listen } from '../../db/listen.ts';
import { createLiveChannel, type LiveChannel, notifyLive } from '../../live/live-channel.ts';

// A course's changes, told to whoever has its editor open (spec §4; decision 176). Every write of the
// course (metadata, structure, publish, archive) sends a NOTIFY in its own transaction (the live
// channel of src/server/live, shared with the cohorts' discussion), fanned out to the course's streams.

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
  await notifyLive(tx, COURSE_CHANGES_CHANNEL, change);
}

/** The process's one LISTEN on course changes, and the streams of each course. */
export function createCourseChanges(listen: Listen, log: FastifyBaseLogger): CourseChanges {
  return createLiveChannel<TCourseChange>({
    channel: COURSE_CHANGES_CHANNEL,
    listen,
    log,
    read: (payload) => ZCourseChange.parse(payload),
    keyOf: (change) => change.courseId,
  });
}

export type CourseChanges = LiveChannel<TCourseChange>;
