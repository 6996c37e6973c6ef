import { sql } from 'drizzle-orm';
import type { TProgressSave, TProgressSaved } from '#shared/learning/progress.contract.ts';
import type { Db } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared.ts';

// The progress write in one statement, one round trip: the hottest write of the platform
// (docs/scaling.md "Progress saves"). It checks the enrolment (live, this organisation), that the
// lesson belongs to the course and that the course opens its lessons freely, upserts the
// (learner, lesson) row so it only moves forward, and updates the enrolment's last activity and
// course completion, atomically since it is one statement. It returns no row when a check fails:
// the caller then runs the detailed checks to give the right refusal (save-progress.ts). It runs as a
// named prepared statement: planning it cost more than running it (docs/decisions/030).

export type ProgressWrite = {
  organizationId: string;
  userId: string;
  input: TProgressSave;
  /** Lesson types whose completion needs the time really watched. */
  timedTypes: readonly string[];
  /** Completion if the lesson is timed (watch time checked) and if it is not. */
  completesIfTimed: boolean;
  completesIfUntimed: boolean;
  /** Sequential courses need the unlock check first; only then may the statement write for them. */
  isUnlockChecked: boolean;
};

type Row = {
  lesson_id: string;
  percentage: string | number;
  watched_seconds: string | number;
  is_completed: boolean;
  course_progress: number;
};

export async function upsertLessonProgress(db: Db, write: ProgressWrite): Promise<TProgressSaved | null> {
  const { input, organizationId: org, userId: user } = write;
  const timedTypes = `{${write.timedTypes.join(',')}}`;
  const rows = await executePrepared<Row>(
    db,
    'progress_save',
    sql`
    with target as (
      select e.id as enrollment_id, l.type::text as lesson_type
      from courses c
      join enrollments e on e.course_id = c.id and e.user_id = ${user}
        and e.status in ('active', 'completed')
        and (e.access_end_date is null or e.access_end_date > now())
      join lessons l on l.id = ${input.lessonId}
      join sections s on s.id = l.section_id and s.course_id = c.id
      where c.id = ${input.courseId} and c.organization_id = ${org}
        and (not c.is_sequential or ${write.isUnlockChecked}::boolean)
    ),
    decided as (
      select t.*, case when t.lesson_type = any(${timedTypes}::text[])
        then ${write.completesIfTimed}::boolean else ${write.completesIfUntimed}::boolean end as is_completed
      from target t
    ),
    saved as (
      insert into lesson_progress as p (organization_id, user_id, course_id, lesson_id, percentage,
        watched_seconds, last_position_seconds, is_completed, completed_at, last_update_id, session_id, device_id)
      select ${org}, ${user}, ${input.courseId}, ${input.lessonId}, ${input.percentage},
        ${input.watchedDuration}, ${input.currentTime}, d.is_completed,
        case when d.is_completed then now() end, ${input.updateId ?? null}, ${input.sessionId ?? null},
        ${input.deviceId ?? null}
      from decided d
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
      returning p.lesson_id, p.percentage, p.watched_seconds, p.is_completed
    ),
    -- The statement's snapshot does not see its own upsert: count the other lessons, add this one.
    other_done as (
      select count(*)::int as n from lesson_progress
      where user_id = ${user} and course_id = ${input.courseId} and is_completed and lesson_id <> ${input.lessonId}
    ),
    total as (
      select count(*)::int as n from lessons l join sections s on s.id = l.section_id
      where s.course_id = ${input.courseId}
    ),
    course_progress as (
      select case when total.n = 0 then 0
        else round((other_done.n + case when saved.is_completed then 1 else 0 end) * 100.0 / total.n)::int
        end as value
      from saved, other_done, total
    ),
    touched as (
      update enrollments e set
        last_activity_at = now(),
        progress = greatest(e.progress, cp.value),
        status = case when cp.value >= 100 then 'completed'::enrollment_status else e.status end,
        updated_at = now()
      from course_progress cp, target t
      where e.id = t.enrollment_id
      returning e.id
    )
    select saved.*, cp.value as course_progress from saved, course_progress cp, (select count(*) from touched) _
  `,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    lessonId: row.lesson_id,
    percentage: Number(row.percentage),
    watchedDuration: Number(row.watched_seconds),
    isCompleted: row.is_completed,
    courseProgress: row.course_progress,
  };
}
