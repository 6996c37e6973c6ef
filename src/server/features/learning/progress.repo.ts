import { and, asc, desc, eq, gte, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { ACTIVITY_CATCH_UP_SECONDS } from '#shared/learning/activity.ts';
import {
  ALLOW_WITHOUT_VIDEO_FIELD,
  ARTICLE_MIN_SECONDS,
  DOCUMENT_MIN_SECONDS,
  DOCUMENT_SECONDS_PER_MINUTE,
  MAX_PLAYBACK_RATE,
  WATCH_TOLERANCE_SECONDS,
} from '#shared/learning/completion.ts';
import type { TProgressSave, TProgressSaved } from '#shared/learning/progress.contract.ts';
import { COMPLETION_CAP_RATIO, DEFAULT_MIN_WATCH_SECONDS } from '#shared/learning/progress.ts';
import { batchedPerDatabase } from '../../db/batcher.ts';
import type { Db, Executor } from '../../db/client.ts';
// instructor's desk (issue 17)
import { type DayScope, inDayScope, utcDay } from '../../db/day-scope.ts';
import { executePrepared } from '../../db/prepared.ts';
import { lessonOpenings, lessonProgress } from '../../db/schema/progress.ts';
import { insertCourseCompletedEvents } from '../../events/events.repo.ts';
import { courseTitleOf, lessonTitleOf } from '../courses/courses.repo.ts';
import { addCompletedLessonToDay, deleteActivityOf } from './learner-activity.repo.ts';

// The progress write, the hottest write of the platform (docs/scaling.md "Progress saves"): one
// statement checks the enrolment (live, this organisation), that the lesson belongs to the course
// and that the course opens its lessons freely, upserts the (learner, lesson) row so it only moves
// forward, and updates the enrolment's last activity and course completion, atomically, recording
// course.completed in the outbox when the enrolment moves to completed (docs/decisions/098). A save the
// checks refuse gets no row back: the caller then runs the detailed checks to give the right
// refusal (save-progress.ts). The lesson's completion and the watched time it records are the
// server's: the media's stored length, and no more watched time than real time since the lesson
// was first opened allows (shared/learning/completion.ts, docs/decisions/067). It is a named prepared statement (docs/decisions/030) and takes the
// saves of many learners at once: concurrent saves wait for the turn of the event loop and go
// together (docs/decisions/032).

export type ProgressWrite = {
  organizationId: string;
  userId: string;
  input: TProgressSave;
  /** The server's time of the save (the clock the watched time is capped by). */
  at: Date;
  /** The save claims completion: isCompleted, or a percentage past the store's threshold. */
  claimsDone: boolean;
  /** Sequential courses and cohorts' weeks need the unlock check first; only then may the statement write for them. */
  isUnlockChecked: boolean;
};

// Progress and achievements (issue 17, decision 293): pieces of the day's activity upsert.
const savedDay = utcDay(sql`t.saved_at`);
/** Where the learner's clock restarts: its last credited instant, but no more than the catch-up back. */
const clockFloor = (creditedUntil: SQL) =>
  sql`greatest(${creditedUntil}, now() - ${ACTIVITY_CATCH_UP_SECONDS}::int * interval '1 second')`;
/** What a save adds to an existing day: what it claims, within the time since the clock's floor. */
const addedToDay = sql`least(excluded.seconds_spent,
  greatest(0, floor(extract(epoch from now() - ${clockFloor(sql`a.credited_until`)})))::int)`;

/** Past this many saves in one statement, the next ones wait for the next batch. */
const MAX_SAVES_PER_STATEMENT = 32;
/** Statements at once, out of the pool's connections (the session lookups need some too). */
const MAX_STATEMENTS_AT_ONCE = 4;

type Row = {
  n: string | number;
  user_id: string;
  course_id: string;
  lesson_id: string;
  percentage: string | number;
  watched_seconds: string | number;
  is_completed: boolean;
  course_progress: number;
  /** This save completed the lesson (it was not before). */
  newly_completed: boolean;
};

/**
 * Saves for distinct learners in one statement (one learner twice would make the upsert touch a row
 * twice); the result of each, in order, or null where the checks refused it.
 */
export async function upsertLessonProgressOfLearners(
  db: Db,
  writes: readonly ProgressWrite[],
): Promise<(TProgressSaved | null)[]> {
  const column = <T>(pick: (write: ProgressWrite) => T) => sql.param(writes.map(pick));
  const rows = await executePrepared<Row>(
    db,
    'progress_save_many',
    sql`
    with input as (
      select * from unnest(
        ${column((w) => w.organizationId)}::uuid[], ${column((w) => w.userId)}::uuid[],
        ${column((w) => w.input.courseId)}::uuid[], ${column((w) => w.input.lessonId)}::uuid[],
        ${column((w) => w.input.percentage)}::numeric[], ${column((w) => w.input.watchedDuration)}::numeric[],
        ${column((w) => w.input.currentTime)}::numeric[], ${column((w) => w.at.toISOString())}::timestamptz[],
        ${column((w) => w.claimsDone)}::boolean[], ${column((w) => w.input.isCompleted)}::boolean[],
        ${column((w) => w.input.isWithoutVideo === true)}::boolean[], ${column((w) => w.isUnlockChecked)}::boolean[],
        ${column((w) => w.input.updateId ?? null)}::text[], ${column((w) => w.input.sessionId ?? null)}::text[],
        ${column((w) => w.input.deviceId ?? null)}::text[]
      ) with ordinality as i(organization_id, user_id, course_id, lesson_id, claimed_percentage, watched_seconds,
        position_seconds, saved_at, claims_done, claims_explicitly, is_without_video, unlock_checked,
        update_id, session_id, device_id, n)
    ),
    target as (
      -- The completion rule by type, as shared/learning/completion.ts claimCompletes says it, on the
      -- watched time the server credits (creditedWatchSeconds) and the lesson's stored length.
      select i.*, e.id as enrollment_id, e.status as enrollment_status, credited.seconds as credited_seconds,
        known.opened_at is null as is_first_opening, coalesce(known.was_completed, false) as was_completed,
        known.stored_seconds, known.opened_at, known.last_saved_at,
        case l.type::text
          when 'video' then case when i.is_without_video
            then i.claims_explicitly and coalesce(l.content -> ${ALLOW_WITHOUT_VIDEO_FIELD}::text = 'true'::jsonb, false)
            else i.claims_done and credited.seconds >= required.seconds end
          when 'audio' then i.claims_done and credited.seconds >= required.seconds
          when 'document' then i.claims_explicitly and credited.seconds
            >= greatest(${DOCUMENT_MIN_SECONDS}::numeric, ${DOCUMENT_SECONDS_PER_MINUTE}::numeric * l.duration_minutes)
          when 'article' then i.claims_done and credited.seconds >= ${ARTICLE_MIN_SECONDS}::numeric
          when 'exercise' then false
          -- A quiz: only once the learner has finished an attempt at it (which completes it anyway).
          when 'quiz' then i.claims_done and exists (
            select 1 from quiz_attempts qa
            where qa.user_id = i.user_id and qa.course_id = i.course_id
              and qa.quiz_id::text = l.content ->> 'quiz_id' and qa.completed_at is not null)
          else i.claims_done
        end as is_completed
      from input i
      join courses c on c.id = i.course_id and c.organization_id = i.organization_id
        and (not c.is_sequential or i.unlock_checked)
      join enrollments e on e.course_id = c.id and e.user_id = i.user_id
        and e.status in ('active', 'completed')
        and (e.access_end_date is null or e.access_end_date > now())
        -- A cohort's weeks open one a week (decision 205): checked first, like a sequential course.
        and (e.cohort_id is null or i.unlock_checked)
        -- An installment unpaid past its grace period suspends progress as it suspends content.
        -- (Scalar subqueries here and below, not joins: each new join made planning, redone on
        -- every execution of the prepared statement, twenty times slower.)
        and not coalesce((
          select true from payment_schedules ps
          where ps.user_id = i.user_id and ps.course_id = i.course_id and ps.status = 'due'
            and ps.grace_until < now()
          limit 1), false)
      join lessons l on l.id = i.lesson_id
      join sections s on s.id = l.section_id and s.course_id = c.id
      cross join lateral (
        select
          (select o.opened_at from lesson_openings o
            where o.user_id = i.user_id and o.lesson_id = i.lesson_id) as opened_at,
          (select p.created_at from lesson_progress p
            where p.user_id = i.user_id and p.lesson_id = i.lesson_id) as progress_since,
          (select p.is_completed from lesson_progress p
            where p.user_id = i.user_id and p.lesson_id = i.lesson_id) as was_completed,
          coalesce((select p.watched_seconds from lesson_progress p
            where p.user_id = i.user_id and p.lesson_id = i.lesson_id), 0) as stored_seconds,
          -- Progress and achievements (issue 17): the time since this lesson's last save bounds the day's time.
          (select p.updated_at from lesson_progress p
            where p.user_id = i.user_id and p.lesson_id = i.lesson_id) as last_saved_at
      ) known
      -- No more than real time since the first opening allows (media up to 2×), tolerance once;
      -- a row older than openings counts from its creation.
      cross join lateral (
        select greatest(known.stored_seconds, least(i.watched_seconds,
          case when l.type::text in ('video', 'audio') then ${MAX_PLAYBACK_RATE}::numeric else 1 end
            * greatest(0, extract(epoch from i.saved_at
              - least(coalesce(known.opened_at, i.saved_at), coalesce(known.progress_since, i.saved_at))))
            + ${WATCH_TOLERANCE_SECONDS}::numeric)) as seconds
      ) credited
      -- min(60 s, 95 %) of the stored length: the content's seconds, else the lesson's minutes.
      cross join lateral (
        select coalesce(least(${DEFAULT_MIN_WATCH_SECONDS}::numeric, ${COMPLETION_CAP_RATIO}::numeric * case
            when jsonb_typeof(l.content -> 'duration') = 'number' and (l.content ->> 'duration')::numeric > 0
              then (l.content ->> 'duration')::numeric
            when l.duration_minutes > 0 then l.duration_minutes * 60.0
          end), ${DEFAULT_MIN_WATCH_SECONDS}::numeric) as seconds
      ) required
    ),
    opened as (
      insert into lesson_openings (organization_id, user_id, lesson_id, opened_at)
      select t.organization_id, t.user_id, t.lesson_id, t.saved_at from target t where t.is_first_opening
      on conflict do nothing
    ),
    saved as (
      insert into lesson_progress as p (organization_id, user_id, course_id, lesson_id, percentage,
        watched_seconds, last_position_seconds, is_completed, completed_at, last_update_id, session_id, device_id)
      select t.organization_id, t.user_id, t.course_id, t.lesson_id,
        -- 100 % means completed: a refused claim keeps its progress below it.
        case when t.is_completed then t.claimed_percentage else least(t.claimed_percentage, 99) end,
        t.credited_seconds,
        t.position_seconds, t.is_completed, case when t.is_completed then now() end, t.update_id,
        t.session_id, t.device_id
      from target t
      on conflict (user_id, lesson_id) do update set
        percentage = greatest(p.percentage, excluded.percentage),
        watched_seconds = greatest(p.watched_seconds, excluded.watched_seconds),
        last_position_seconds = excluded.last_position_seconds,
        is_completed = p.is_completed or excluded.is_completed,
        completed_at = coalesce(p.completed_at, excluded.completed_at),
        last_update_id = excluded.last_update_id,
        session_id = excluded.session_id,
        device_id = excluded.device_id,
        updated_at = now()
      returning p.user_id, p.lesson_id, p.percentage, p.watched_seconds, p.is_completed
    ),
    -- The statement's snapshot does not see its own upserts: count the other lessons, add this one.
    progress as (
      select t.n, t.enrollment_id, t.user_id, t.course_id, sv.lesson_id, sv.percentage, sv.watched_seconds,
        sv.is_completed, sv.is_completed and not t.was_completed as newly_completed,
        case when total.n = 0 then 0
          else round((done.n + case when sv.is_completed then 1 else 0 end) * 100.0 / total.n)::int
          end as course_progress
      from target t
      join saved sv on sv.user_id = t.user_id and sv.lesson_id = t.lesson_id
      cross join lateral (
        select count(*)::int as n from lesson_progress lp
        where lp.user_id = t.user_id and lp.course_id = t.course_id and lp.is_completed
          and lp.lesson_id <> t.lesson_id
      ) done
      cross join lateral (
        select count(*)::int as n from lessons l join sections s on s.id = l.section_id
        where s.course_id = t.course_id
      ) total
    ),
    -- Progress and achievements (issue 17, decision 293): the learner's day of activity, in this
    -- same statement. A save adds the watched time it credited, no more than the time since this
    -- lesson's last save (else its first opening); and the learner's clock (credited_until) never
    -- runs ahead of real time: after a pause at most an hour is caught up at once (an offline
    -- session sent on reconnection), then no faster than the clock. A forged body cannot add hours.
    activity_today as (
      select t.organization_id, t.user_id, ${savedDay} as day,
        max(greatest(${savedDay}::timestamp at time zone 'UTC', ${clockFloor(sql`null`)})) as clock_floor,
        sum(greatest(0, least(pr.watched_seconds - t.stored_seconds,
          extract(epoch from t.saved_at - coalesce(t.last_saved_at, t.opened_at, t.saved_at))
            + ${WATCH_TOLERANCE_SECONDS}::numeric))) as claimed,
        count(*) filter (where pr.newly_completed)::int as lessons
      from progress pr join target t on t.n = pr.n
      group by 1, 2, 3
    ),
    activity as (
      insert into learner_daily_activity as a (organization_id, user_id, day, seconds_spent, lessons_completed,
        credited_until)
      select d.organization_id, d.user_id, d.day, c.seconds, d.lessons, d.clock_floor + c.seconds * interval '1 second'
      from activity_today d
      cross join lateral (
        select floor(least(d.claimed, greatest(0, extract(epoch from now() - d.clock_floor))))::int as seconds
      ) c
      on conflict (user_id, day) do update set
        seconds_spent = least(86400, a.seconds_spent + ${addedToDay}),
        credited_until = ${clockFloor(sql`a.credited_until`)} + ${addedToDay} * interval '1 second',
        lessons_completed = a.lessons_completed + excluded.lessons_completed
      returning a.user_id
    ),
    touched as (
      update enrollments e set
        last_activity_at = now(),
        progress = greatest(e.progress, pr.course_progress),
        status = case when pr.course_progress >= 100 then 'completed'::enrollment_status else e.status end,
        updated_at = now()
      from progress pr
      -- The day's row first, then the enrolment: the order markLessonCompleted takes them in, so a
      -- save and a server completion of the same learner at once wait for each other, never deadlock
      -- (sibling CTEs otherwise run in no set order; the uncommitted scalar runs before any row lock).
      where e.id = pr.enrollment_id and (select count(*) from activity) >= 0
      returning e.id, e.organization_id, e.user_id, e.course_id, e.status
    ),
    -- Enrolments this save moved to completed tell it once (docs/decisions/098): the status before
    -- is this statement's snapshot, and the outbox's unique key settles a race with another writer.
    completed_now as (
      select distinct tu.organization_id, tu.user_id, tu.course_id
      from touched tu join target t on t.enrollment_id = tu.id
      where tu.status = 'completed' and t.enrollment_status <> 'completed'
    ),
    told as (${insertCourseCompletedEvents(sql`completed_now`)})
    select pr.n, pr.user_id, pr.course_id, pr.lesson_id, pr.percentage, pr.watched_seconds, pr.is_completed,
      pr.newly_completed, pr.course_progress
    from progress pr, (select count(*) from touched) _
  `,
  );
  const results: (TProgressSaved | null)[] = writes.map(() => null);
  for (const row of rows) {
    // A lesson just completed, the course not: another writer may have completed a lesson the
    // statement's snapshot could not see. Count again now that this save is committed.
    const courseProgress =
      row.newly_completed && row.course_progress < 100
        ? await recheckCourseCompletion(db, { userId: row.user_id, courseId: row.course_id })
        : row.course_progress;
    results[Number(row.n) - 1] = {
      lessonId: row.lesson_id,
      percentage: Number(row.percentage),
      watchedDuration: Number(row.watched_seconds),
      isCompleted: row.is_completed,
      courseProgress: Math.max(row.course_progress, courseProgress),
    };
  }
  return results;
}

/** One save, sent with the other learners' saves of the moment; null where the checks refused it. */
export const upsertLessonProgress: (db: Db, write: ProgressWrite) => Promise<TProgressSaved | null> =
  batchedPerDatabase(upsertLessonProgressOfLearners, {
    // A learner's saves go one after the other, in order (two tabs, a beacon after a save).
    keyOf: (write) => write.userId,
    maxBatchSize: MAX_SAVES_PER_STATEMENT,
    maxRunningBatches: MAX_STATEMENTS_AT_ONCE,
  });

/**
 * The first time a learner is served a lesson's content: real time from here on is what their
 * watched time may grow by (docs/decisions/067). Later openings keep the first.
 */
export async function recordLessonOpening(
  db: Db,
  refs: { organizationId: string; userId: string; lessonId: string; at: Date },
): Promise<void> {
  await db.execute(sql`
    insert into lesson_openings (organization_id, user_id, lesson_id, opened_at)
    values (${refs.organizationId}, ${refs.userId}, ${refs.lessonId}, ${refs.at.toISOString()}::timestamptz)
    on conflict do nothing
  `);
}

// The enrolments a statement's "touched" (status now, status_before in its snapshot) moved to
// completed: each tells course.completed once (docs/decisions/098).
const completedNow = sql`completed_now as (
  select organization_id, user_id, course_id from touched
  where status = 'completed' and status_before <> 'completed'
)`;

/**
 * A lesson the server itself completes for a learner (an exercise once submitted, decision 042),
 * inside the caller's transaction: its progress row at 100 %, then the enrolment's course percent,
 * status and last activity, counted from the rows as they now stand (and course.completed when the
 * enrolment moves to completed, with the caller's transaction).
 */
export async function markLessonCompleted(
  db: Executor,
  refs: { organizationId: string; userId: string; courseId: string; lessonId: string },
): Promise<void> {
  await lockLearnerProgress(db, refs.userId);
  // The CTE 'before' reads the row as it was: whether this call is what completes the lesson.
  const result = await db.execute<{ was_completed: boolean }>(sql`
    with before as (
      select coalesce(bool_or(is_completed), false) as was_completed from lesson_progress
      where user_id = ${refs.userId} and lesson_id = ${refs.lessonId}
    ),
    saved as (
      insert into lesson_progress as p (organization_id, user_id, course_id, lesson_id, percentage,
        is_completed, completed_at)
      values (${refs.organizationId}, ${refs.userId}, ${refs.courseId}, ${refs.lessonId}, 100, true, now())
      on conflict (user_id, lesson_id) do update set
        percentage = 100, is_completed = true, completed_at = coalesce(p.completed_at, now()), updated_at = now()
    )
    select was_completed from before
  `);
  // Progress and achievements (issue 17): a lesson completed today counts in the learner's day.
  if (!result.rows[0]?.was_completed) await addCompletedLessonToDay(db, refs);
  await refreshCourseProgress(db, refs);
}

/**
 * Serialises, until the end of the caller's transaction, the writers that complete a learner's
 * lessons on the server and the re-count after a save (docs/decisions/106): each then counts from
 * a snapshot taken after the other committed, so two lessons completed at once still make 100 %.
 */
async function lockLearnerProgress(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`progress:${userId}`}, 0))`);
}

/**
 * The enrolment's course percent, status and last activity, counted from the lesson rows as this
 * statement sees them (and course.completed when the enrolment moves to completed). Returns the percent.
 */
async function refreshCourseProgress(
  db: Executor,
  refs: { userId: string; courseId: string },
): Promise<number> {
  const result = await db.execute<{ progress: number }>(sql`
    with touched as (
      update enrollments e set
        last_activity_at = now(),
        progress = greatest(e.progress, pr.course_progress),
        status = case when pr.course_progress >= 100 then 'completed'::enrollment_status else e.status end,
        updated_at = now()
      from (
        select case when count(*) = 0 then 0
          else round(count(lp.lesson_id) * 100.0 / count(*))::int end as course_progress
        from lessons l
        join sections s on s.id = l.section_id and s.course_id = ${refs.courseId}
        left join lesson_progress lp on lp.lesson_id = l.id and lp.user_id = ${refs.userId} and lp.is_completed
      ) pr, enrollments before
      where e.user_id = ${refs.userId} and e.course_id = ${refs.courseId} and e.status in ('active', 'completed')
        and before.id = e.id
      returning e.organization_id, e.user_id, e.course_id, e.status, e.progress, before.status as status_before
    ),
    ${completedNow},
    told as (${insertCourseCompletedEvents(sql`completed_now`)})
    select progress from touched
  `);
  return Number(result.rows[0]?.progress ?? 0);
}

/** After a save that completed a lesson: the course counted again, in order with the other writers. */
async function recheckCourseCompletion(db: Db, refs: { userId: string; courseId: string }): Promise<number> {
  return db.transaction(async (tx) => {
    await lockLearnerProgress(tx, refs.userId);
    return refreshCourseProgress(tx, refs);
  });
}

/**
 * Start-up catch-up for submissions made before submitting completed the lesson (decision 042): each
 * submitted or graded exercise completes its lesson, and the enrolments concerned get their course
 * percent and status again. Idempotent: a second run finds nothing to do. Returns the lessons completed.
 */
export async function completeLessonsOfSubmittedExercises(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const completed = await tx.execute<{ user_id: string; course_id: string }>(sql`
      insert into lesson_progress as p (organization_id, user_id, course_id, lesson_id, percentage,
        is_completed, completed_at)
      select s.organization_id, s.user_id, s.course_id, s.lesson_id, 100, true, s.submitted_at
      from exercise_submissions s
      join lessons l on l.id = s.lesson_id
      where not exists (
        select 1 from lesson_progress done
        where done.user_id = s.user_id and done.lesson_id = s.lesson_id and done.is_completed
      )
      on conflict (user_id, lesson_id) do update set
        percentage = 100, is_completed = true, completed_at = coalesce(p.completed_at, excluded.completed_at),
        updated_at = now()
      returning p.user_id, p.course_id
    `);
    if (completed.rows.length === 0) return 0;
    await tx.execute(sql`
      with touched as (
        update enrollments e set
          progress = greatest(e.progress, pr.course_progress),
          status = case when pr.course_progress >= 100 then 'completed'::enrollment_status else e.status end,
          updated_at = now()
        from (
          select x.user_id, x.course_id,
            case when count(l.id) = 0 then 0
              else round(count(lp.lesson_id) * 100.0 / count(l.id))::int end as course_progress
          from (select distinct user_id, course_id from exercise_submissions) x
          join sections s on s.course_id = x.course_id
          join lessons l on l.section_id = s.id
          left join lesson_progress lp on lp.lesson_id = l.id and lp.user_id = x.user_id and lp.is_completed
          group by x.user_id, x.course_id
        ) pr, enrollments before
        where e.user_id = pr.user_id and e.course_id = pr.course_id and e.status in ('active', 'completed')
          and before.id = e.id
        returning e.organization_id, e.user_id, e.course_id, e.status, before.status as status_before
      ),
      ${completedNow}
      ${insertCourseCompletedEvents(sql`completed_now`)}
    `);
    return completed.rows.length;
  });
}

/** The learner's progress rows in a course, one per lesson opened. */
export async function listLessonProgress(db: Executor, userId: string, courseId: string) {
  return db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.courseId, courseId)));
}

// Accounts, data and deletion (issue 17): the learner's progress in their export (read in pages: a
// learner of several years holds tens of thousands of rows), and its removal at erasure.

/** A page of the learner's lesson progress rows. */
export async function exportProgressRows(
  db: Executor,
  userId: string,
  afterId: string | null,
  limit: number,
) {
  return db
    .select({
      id: lessonProgress.id,
      course_id: lessonProgress.courseId,
      lesson_id: lessonProgress.lessonId,
      percentage: lessonProgress.percentage,
      watched_seconds: lessonProgress.watchedSeconds,
      last_position_seconds: lessonProgress.lastPositionSeconds,
      is_completed: lessonProgress.isCompleted,
      completed_at: lessonProgress.completedAt,
      created_at: lessonProgress.createdAt,
      updated_at: lessonProgress.updatedAt,
    })
    .from(lessonProgress)
    .where(
      and(
        eq(lessonProgress.userId, userId),
        afterId === null ? undefined : sql`${lessonProgress.id} > ${afterId}`,
      ),
    )
    .orderBy(lessonProgress.id)
    .limit(limit);
}

/** Deletes the learner's progress and lesson openings. */
export async function deleteProgressOf(tx: Executor, userId: string): Promise<void> {
  await tx.delete(lessonProgress).where(eq(lessonProgress.userId, userId));
  await tx.delete(lessonOpenings).where(eq(lessonOpenings.userId, userId));
  // Progress and achievements (issue 17)
  await deleteActivityOf(tx, userId);
}
// ——— instructor's desk (issue 17): learners' activity for the instructor's analytics ———

/** Who saved progress in which course within the scope: course_id, user_id (distinct). */
export const learnersActive = (scope: DayScope): SQL => sql`
  select distinct ${lessonProgress.courseId} as course_id, ${lessonProgress.userId} as user_id
  from ${lessonProgress}
  where ${inDayScope(lessonProgress.updatedAt, lessonProgress.courseId, scope)}`;

/** Each learner's last UTC day of saved progress per course, of the rows saved since `since` (all: null). */
export const learnersLastActiveDay = (since: Date | null): SQL => sql`
  select ${lessonProgress.courseId} as course_id, ${lessonProgress.userId} as user_id,
    max(${utcDay(lessonProgress.updatedAt)}) as last_active_day
  from ${lessonProgress}
  ${since ? sql`where ${lessonProgress.updatedAt} >= ${since.toISOString()}::timestamptz` : sql``}
  group by 1, 2`;

// ——— admin-people (issue 18): the dashboard's active learners, a user's last progress ———

/** Learners of the organisation who made progress in a lesson since `since`. */
export async function countLearnersWithProgressSince(db: Executor, organizationId: string, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${lessonProgress.userId})::int` })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.organizationId, organizationId), gte(lessonProgress.updatedAt, since)));
  return Number(row?.n ?? 0);
}

/** The user's last lessons with progress in the organisation, newest first. */
export async function listRecentProgressOfUser(
  db: Executor,
  organizationId: string,
  userId: string,
  limit: number,
) {
  return db
    .select({
      courseTitle: courseTitleOf(lessonProgress.courseId),
      lessonTitle: lessonTitleOf(lessonProgress.lessonId),
      at: lessonProgress.updatedAt,
    })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.organizationId, organizationId), eq(lessonProgress.userId, userId)))
    .orderBy(desc(lessonProgress.updatedAt))
    .limit(limit);
}
// ——— end admin-people ———

// ——— Progress and achievements (issue 17) ———

/** When the learner's first `limit` lessons (of the organisation) were completed, oldest first. */
export async function listLessonCompletionTimes(
  db: Executor,
  learner: { userId: string; organizationId: string },
  limit: number,
): Promise<Date[]> {
  const rows = await db
    .select({ at: lessonProgress.completedAt })
    .from(lessonProgress)
    .where(
      and(
        eq(lessonProgress.userId, learner.userId),
        eq(lessonProgress.organizationId, learner.organizationId),
        eq(lessonProgress.isCompleted, true),
        isNotNull(lessonProgress.completedAt),
      ),
    )
    .orderBy(asc(lessonProgress.completedAt))
    .limit(limit);
  return rows.flatMap((row) => (row.at ? [row.at] : []));
}

/** Lessons the learner completed in each of these courses. */
export async function countCompletedLessonsByCourse(
  db: Executor,
  userId: string,
  courseIds: readonly string[],
): Promise<Map<string, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({ courseId: lessonProgress.courseId, n: sql<number>`count(*)::int` })
    .from(lessonProgress)
    .where(
      and(
        eq(lessonProgress.userId, userId),
        inArray(lessonProgress.courseId, [...courseIds]),
        eq(lessonProgress.isCompleted, true),
      ),
    )
    .groupBy(lessonProgress.courseId);
  return new Map(rows.map((row) => [row.courseId, Number(row.n)]));
}
