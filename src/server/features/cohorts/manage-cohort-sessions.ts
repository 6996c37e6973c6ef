import { sessionEnd, sessionStart } from '#shared/cohorts/cohort-session-times.ts';
import type { TCohortSession, TCohortSessionValues } from '#shared/cohorts/cohort-sessions.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Executor } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { reachCohortAsStaff } from './cohort-access.ts';
import {
  type CohortSessionRow,
  deleteCohortSession,
  findCohortSession,
  insertCohortSession,
  listCohortSessions,
  updateCohortSession,
} from './cohort-sessions.repo.ts';
import { lockCohort } from './cohorts.repo.ts';
import { planSessionReminders, type RemindersDeps } from './session-reminders.ts';

// 'Planning des séances' (spec/cohorts.md §2.2, §7): the cohort's staff — its instructors and the
// organisation's admins (decision 196) — list, add, change and delete its live sessions. A completed
// cohort is read-only (409); a session of another cohort is not found (404). Each write runs with the
// cohort row locked, so a cohort being completed meanwhile is seen; its reminders follow the new time.

export type ManageSessionsDeps = Pick<RemindersDeps, 'db' | 'jobs'> & { onError: (error: unknown) => void };

export function toCohortSession(row: CohortSessionRow): TCohortSession {
  const times = { session_date: row.sessionDate, start_time: row.startTime, end_time: row.endTime };
  return {
    id: row.id,
    cohort_id: row.cohortId,
    title: row.title,
    description: row.description,
    session_date: row.sessionDate,
    start_time: row.startTime,
    end_time: row.endTime,
    is_recorded: row.isRecorded,
    recording_url: row.isRecorded ? row.recordingUrl : null,
    live_links: row.liveLinks,
    starts_at: sessionStart(times).toISOString(),
    ends_at: sessionEnd(times).toISOString(),
  };
}

export async function listSessionsForStaff(db: Executor, caller: Caller, cohortId: string) {
  const { cohort } = await reachCohortAsStaff(db, caller, cohortId);
  return (await listCohortSessions(db, cohort.id)).map(toCohortSession);
}

const sessionNotFound = () => new AppError('NOT_FOUND', t('cohortSessions.notFound'));

/** Reaches the cohort as staff, then locks it for the write and refuses a completed one. */
async function lockWritableCohort(tx: Executor, caller: Caller, cohortId: string) {
  const { cohort } = await reachCohortAsStaff(tx, caller, cohortId);
  const locked = await lockCohort(tx, cohort.id);
  if (!locked) throw new AppError('NOT_FOUND', t('cohorts.notFound'));
  if (locked.status === 'completed') throw new AppError('CONFLICT', t('cohortSessions.readOnly'));
  return locked;
}

/** Reminders are planned after the commit; a failure to plan is logged, the session stays saved. */
async function planAfterCommit(deps: ManageSessionsDeps, row: CohortSessionRow, now: Date) {
  try {
    await planSessionReminders(deps.jobs, row, now);
  } catch (error) {
    deps.onError(error);
  }
}

export async function createSession(
  deps: ManageSessionsDeps,
  caller: Caller,
  cohortId: string,
  values: TCohortSessionValues,
  now = new Date(),
): Promise<TCohortSession> {
  const row = await deps.db.transaction(async (tx) => {
    const cohort = await lockWritableCohort(tx, caller, cohortId);
    return insertCohortSession(tx, cohort, values);
  });
  await planAfterCommit(deps, row, now);
  return toCohortSession(row);
}

export async function updateSession(
  deps: ManageSessionsDeps,
  caller: Caller,
  cohortId: string,
  sessionId: string,
  values: TCohortSessionValues,
  now = new Date(),
): Promise<TCohortSession> {
  const row = await deps.db.transaction(async (tx) => {
    const cohort = await lockWritableCohort(tx, caller, cohortId);
    const session = await findCohortSession(tx, cohort.id, sessionId);
    if (!session) throw sessionNotFound();
    const updated = await updateCohortSession(tx, session, values, now);
    if (!updated) throw sessionNotFound();
    return updated;
  });
  // A new start plans new jobs (a new key); the old ones find the start changed and write nothing.
  await planAfterCommit(deps, row, now);
  return toCohortSession(row);
}

export async function deleteSession(
  deps: ManageSessionsDeps,
  caller: Caller,
  cohortId: string,
  sessionId: string,
) {
  await deps.db.transaction(async (tx) => {
    const cohort = await lockWritableCohort(tx, caller, cohortId);
    // Its reminders find it gone when they run.
    if (!(await deleteCohortSession(tx, { id: sessionId, cohortId: cohort.id }))) throw sessionNotFound();
  });
}
