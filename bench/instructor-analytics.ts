import { sql } from 'drizzle-orm';
import { addDays, periodWindow } from '#shared/instructor/analytics-period.ts';
import type { Database } from '../src/server/db/client.ts';
import {
  newCourse,
  newInstructor,
  newOrganization,
  newQuiz,
  newUser,
} from '../src/server/db/factories/index.ts';
import { migrate } from '../src/server/db/migrate.ts';
import type { Caller } from '../src/server/features/auth/caller.ts';
import { refreshSummary } from '../src/server/features/instructor/analytics.repo.ts';
import { getInstructorAnalytics } from '../src/server/features/instructor/get-instructor-analytics.ts';
import {
  closedLoop,
  type Figures,
  label,
  pgliteTarget,
  postgresTarget,
  runOnTarget,
  type Target,
} from './bench-support.ts';

// The instructor's analytics (issue 17) for one instructor with 100 000 enrolments (10 courses of 10
// lessons), 100 000 completed payments, 100 000 quiz attempts and 1 000 000 lesson progress rows,
// generated with generate_series on PGlite, or on PostgreSQL when DATABASE_URL is set. Figures, for
// the periods 30d and 1y, one caller at a time (BENCH_SECONDS each, default 4):
//   cached   — getInstructorAnalytics with cached=true (the summary kept by the job)
//   live     — the same call with cached=false (computed from the tables)
//   bare SQL — the headline figures of the period in one hand-written SQL statement over the tables
// and the summary's runs: the first (everything) and a later one with nothing changed.

const ENROLMENTS = Number(process.env.BENCH_ENROLMENTS ?? 100_000);
const COURSES = 10;
const LESSONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);

const ms = (value: number) => `${value.toFixed(1)} ms`;
const line = (name: string, figures: Figures) =>
  `${name.padEnd(34)} p50 ${ms(figures.p50).padStart(9)}  p90 ${ms(figures.p90).padStart(9)}  ${figures.perSecond.toFixed(1).padStart(7)}/s  (${figures.count} calls${figures.errors ? `, ${figures.errors} errors` : ''})`;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

async function generate(database: Database) {
  const db = database.db;
  const organization = await newOrganization(db, { slug: 'bench-desk', name: 'Bench' });
  const user = await newUser(db, { organizationId: organization.id, role: 'instructor' });
  const instructor = await newInstructor(db, {
    organizationId: organization.id,
    name: 'Bench',
    userId: user.id,
  });
  for (let i = 0; i < COURSES; i += 1) {
    const course = await newCourse(db, {
      organizationId: organization.id,
      instructorId: instructor.id,
      pricing: { oneTime: 15_000 },
      sections: [{ lessons: Array.from({ length: LESSONS }, () => ({ type: 'video' as const })) }],
    });
    await newQuiz(db, { organizationId: organization.id, courseId: course.id });
  }
  const org = organization.id;
  await db.execute(sql`
    insert into users (name, email, organization_id)
    select 'Apprenant ' || g, 'bench-' || g || '@exemple.sn', ${org}::uuid from generate_series(1, ${ENROLMENTS}) g`);
  await db.execute(sql`
    with c as (select id, row_number() over (order by id) - 1 as n from courses where instructor_id = ${instructor.id}),
      u as (select id, row_number() over (order by id) as g from users where email like 'bench-%')
    insert into enrollments (organization_id, user_id, course_id, status, payment_status, progress, enrolled_at)
    select ${org}::uuid, u.id, c.id, case when u.g % 5 = 0 then 'completed'::enrollment_status else 'active' end,
      'paid', case when u.g % 5 = 0 then 100 else 40 end,
      now() - make_interval(days => (u.g % 400)::int, secs => (u.g % 86400)::int)
    from u join c on c.n = u.g % ${COURSES}`);
  await db.execute(sql`
    insert into payments (organization_id, user_id, course_id, plan_type, amount, status, reference, idempotency_key, gateway, completed_at)
    select e.organization_id, e.user_id, e.course_id, 'oneTime', 10000 + (abs(hashtext(e.user_id::text)) % 20) * 1000,
      'completed', 'BENCH-' || e.id, 'bench-' || e.id, 'sandbox', e.enrolled_at + interval '1 minute'
    from enrollments e where e.organization_id = ${org}::uuid`);
  await db.execute(sql`
    insert into instructor_commissions (organization_id, payment_id, instructor_id, course_id, sale_amount, rate, amount, created_at)
    select p.organization_id, p.id, ${instructor.id}::uuid, p.course_id, p.amount, 70, floor(p.amount * 0.7), p.completed_at
    from payments p where p.organization_id = ${org}::uuid`);
  await db.execute(sql`
    insert into lesson_progress (organization_id, user_id, course_id, lesson_id, percentage, is_completed, completed_at, created_at, updated_at)
    select e.organization_id, e.user_id, e.course_id, l.id, 100, true,
      least(now(), e.enrolled_at + make_interval(days => l.position)), e.enrolled_at,
      least(now(), e.enrolled_at + make_interval(days => l.position))
    from enrollments e join sections s on s.course_id = e.course_id join lessons l on l.section_id = s.id
    where e.organization_id = ${org}::uuid`);
  await db.execute(sql`
    insert into quiz_attempts (organization_id, quiz_id, user_id, course_id, attempt_number, started_at, completed_at, score, max_score, percent, passed)
    select e.organization_id, q.id, e.user_id, e.course_id, 1, e.enrolled_at + interval '2 days',
      e.enrolled_at + interval '2 days 10 minutes', abs(hashtext(e.id::text)) % 101, 100, abs(hashtext(e.id::text)) % 101,
      abs(hashtext(e.id::text)) % 101 >= 50
    from enrollments e join quizzes q on q.course_id = e.course_id where e.organization_id = ${org}::uuid`);
  await db.execute(sql`analyze`);
  const counts = await db.execute<{ enrolments: number; progress: number }>(sql`
    select (select count(*) from enrollments)::int as enrolments, (select count(*) from lesson_progress)::int as progress`);
  const caller: Caller = {
    userId: user.id,
    sessionId: 'bench',
    organizationId: org,
    email: user.email,
    roles: ['instructor'],
  };
  return { caller, instructorId: instructor.id, counts: counts.rows[0]! };
}

/** The headline figures in one statement straight over the tables: the floor a live answer stands on. */
const bareSql = (database: Database, instructorId: string, period: '30d' | '1y') => {
  const window = periodWindow(period, new Date());
  const from = `${window.from}T00:00:00Z`;
  const until = `${addDays(window.to, 1)}T00:00:00Z`;
  return database.db.execute(sql`
    with c as (select id from courses where instructor_id = ${instructorId})
    select
      (select coalesce(sum(amount), 0) from payments where status = 'completed' and course_id in (select id from c)
        and completed_at >= ${from}::timestamptz and completed_at < ${until}::timestamptz) as revenue,
      (select count(*) from enrollments where status in ('active', 'completed', 'expired') and course_id in (select id from c)
        and enrolled_at >= ${from}::timestamptz and enrolled_at < ${until}::timestamptz) as enrolled,
      (select count(distinct user_id) from lesson_progress where course_id in (select id from c)
        and updated_at >= ${from}::timestamptz and updated_at < ${until}::timestamptz) as active,
      (select avg(percent) from quiz_attempts where course_id in (select id from c)
        and completed_at >= ${from}::timestamptz and completed_at < ${until}::timestamptz) as average`);
};

async function benchOne(target: Target): Promise<string[]> {
  const { database } = target;
  await migrate(database);
  const [world, generation] = await timed(() => generate(database));
  const [, firstRun] = await timed(() => refreshSummary(database.db));
  const [, laterRun] = await timed(() => refreshSummary(database.db));
  const rows = [
    `instructor analytics (${label[target.kind]}, ${target.version.split(' ').slice(0, 2).join(' ')}): ${world.counts.enrolments} enrolments, ${world.counts.progress} progress rows, generated in ${(generation / 1000).toFixed(1)} s`,
    `summary run: first (everything) ${ms(firstRun)}, later with nothing changed ${ms(laterRun)}`,
  ];
  for (const period of ['30d', '1y'] as const) {
    const call = (cached: boolean) => () =>
      getInstructorAnalytics(database.db, world.caller, { period, cached });
    const cached = await closedLoop([call(true)], 1, SECONDS);
    const live = await closedLoop([call(false)], 1, SECONDS);
    const bare = await closedLoop([() => bareSql(database, world.instructorId, period)], 1, SECONDS);
    rows.push(
      line(`  ${period} analytics, cached=true`, cached),
      line(`  ${period} analytics, cached=false`, live),
      line(`  ${period} bare SQL (baseline)`, bare),
    );
  }
  return rows;
}

export const instructorAnalytics = () =>
  runOnTarget('instructor-analytics', process.env.DATABASE_URL ? postgresTarget : pgliteTarget, benchOne);
