import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LESSON_TYPES, QUIZ_TYPES } from '#shared/domain.ts';
import { dayOf, streakOf } from '#shared/learning/activity.ts';
import type { TAdminPaymentList } from '#shared/payments/admin-payments.contract.ts';
import { QUESTION_TYPES } from '#shared/quizzes/quiz-scoring.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { seed } from './seed.ts';

const TABLES = [
  'organizations',
  'users',
  'user_roles',
  'accounts',
  'instructors',
  'categories',
  'tags',
  'courses',
  'course_tags',
  'sections',
  'lessons',
  'enrollments',
  'quizzes',
  'quiz_questions',
  'quiz_options',
  'exercises',
  'exercise_submissions',
  'cohorts',
  'cohort_sessions',
  'cohort_resources',
  'cohort_announcements',
  'cohort_messages',
  'cohort_practicals',
  'promo_codes',
  'payments',
  'payment_schedules',
  // Certificates, part issue (issue 16)
  'certificate_templates',
  'certificate_directors',
  'certificates',
  // Progress and achievements (issue 17)
  'learner_daily_activity',
];

describe('demo data', () => {
  let app: TestApp;
  const counts = async () => {
    const result: Record<string, number> = {};
    for (const table of TABLES) {
      const rows = await app.database.db.execute<{ n: number }>(
        sql.raw(`select count(*)::int as n from ${table}`),
      );
      result[table] = rows.rows[0]!.n;
    }
    return result;
  };

  /** Titles of the quiz (exercise) lessons whose content does not point at a published quiz (exercise) of their course. */
  const lessonsWithoutTheirOwn = async (type: 'quiz' | 'exercise') => {
    const table = sql.raw(type === 'quiz' ? 'quizzes' : 'exercises');
    const rows = await app.database.db.execute<{ title: string }>(
      sql`select l.title from lessons l join sections s on s.id = l.section_id
          left join ${table} x on x.id::text = l.content->>${`${type}_id`} and x.course_id = s.course_id
            and x.status = 'published'
          where l.type = ${type} and x.id is null`,
    );
    return rows.rows.map((row) => row.title);
  };

  beforeAll(async () => {
    app = await createTestApp();
    await seed(app.database.db);
  }, 60_000);
  afterAll(async () => app.close());

  it('stores its articles already cleaned, with their HTML kept (as the course editor will save them)', async () => {
    const articles = await app.database.db.execute<{ text: string }>(
      sql`select content->>'text' as text from lessons where type = 'article'`,
    );
    expect(articles.rows.length).toBeGreaterThan(0);
    for (const { text } of articles.rows) {
      expect(text).toContain('<p>');
      expect(text).not.toMatch(/<script|\son\w+=|javascript:/i);
    }
  });

  it('holds the spec sample: 8 categories, 12 published courses, every lesson type, enrolments', async () => {
    const c = await counts();
    expect(c.categories).toBe(8);
    expect(c.courses).toBe(12);
    expect(c.enrollments).toBeGreaterThanOrEqual(3);
    const published = await app.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from courses where status = 'published'`,
    );
    expect(published.rows[0]!.n).toBe(12);
    const types = await app.database.db.execute<{ type: string }>(
      sql`select distinct type::text as type from lessons`,
    );
    expect(types.rows.map((r) => r.type).sort()).toEqual([...LESSON_TYPES].sort());
    const modes = await app.database.db.execute<{ mode: string }>(
      sql`select distinct key as mode from courses, jsonb_each(pricing_modes) where value = 'true'`,
    );
    expect(modes.rows.map((r) => r.mode).sort()).toEqual([
      'installments',
      'one_time',
      'registration_monthly',
      'subscription',
    ]);
  });

  // Certificates, part issue (issue 16): the demo template on every course offering a certificate,
  // and etudiant@'s certificate of the bootcamp she finished.
  it('gives the demo courses offering a certificate a template, and etudiant@ her bootcamp certificate', async () => {
    const withoutTemplate = await app.database.db.execute<{ slug: string }>(
      sql`select slug from courses where enable_certificate and certificate_template_id is null`,
    );
    expect(withoutTemplate.rows).toEqual([]);
    const issued = await app.database.db.execute<Record<string, unknown>>(
      sql`select c.verification_code, c.grade_percent, c.distinction, c.printed, co.slug
          from certificates c join users u on u.id = c.user_id join courses co on co.id = c.course_id
          where u.email = 'etudiant@demo.jang.sn'`,
    );
    expect(issued.rows).toHaveLength(1);
    expect(issued.rows[0]).toMatchObject({
      slug: 'bootcamp-javascript-cohorte',
      grade_percent: 88,
      distinction: 'Bien',
      printed: { directorName: 'Aïssatou Diallo', grade: 88 },
    });
    expect(String(issued.rows[0]!.verification_code)).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
  });

  it('attaches a published quiz to every quiz lesson, with every quiz and question type', async () => {
    expect(await lessonsWithoutTheirOwn('quiz')).toEqual([]);
    const quizTypes = await app.database.db.execute<{ type: string }>(
      sql`select distinct type::text as type from quizzes`,
    );
    expect(quizTypes.rows.map((r) => r.type).sort()).toEqual([...QUIZ_TYPES].sort());
    const questionTypes = await app.database.db.execute<{ type: string }>(
      sql`select distinct question_type::text as type from quiz_questions`,
    );
    expect(questionTypes.rows.map((r) => r.type).sort()).toEqual([...QUESTION_TYPES].sort());
    const details = await app.database.db.execute<{ timed: number; unexplained: number; empty: number }>(
      sql`select count(*) filter (where time_limit_seconds is not null)::int as timed,
            count(*) filter (where coalesce(explanation, '') = '')::int as unexplained,
            count(*) filter (where not exists (select 1 from quiz_options o where o.question_id = q.id))::int as empty
          from quiz_questions q`,
    );
    expect(details.rows[0]!.timed).toBeGreaterThan(0);
    expect(details.rows[0]!.unexplained).toBe(0);
    expect(details.rows[0]!.empty).toBe(0);
  });

  // Progress and achievements (issue 17)
  it("gives etudiant@ weeks of learning and a 7-day streak still alive ('Progression', 'Succès')", async () => {
    const rows = await app.database.db.execute<{ day: string }>(
      sql`select a.day::text as day from learner_daily_activity a join users u on u.id = a.user_id
          where u.email = 'etudiant@demo.jang.sn' and a.seconds_spent > 0`,
    );
    const streak = streakOf(
      rows.rows.map((row) => row.day),
      dayOf(new Date()),
    );
    expect(streak.current).toBeGreaterThanOrEqual(7);
    expect(streak.goalReachedOn).not.toBeNull();
    expect(rows.rows.length).toBeGreaterThan(20);
  });

  it('attaches a published exercise to every exercise lesson, and grades one demo submission', async () => {
    expect(await lessonsWithoutTheirOwn('exercise')).toEqual([]);
    const graded = await app.database.db.execute<{ email: string; score: number; max_score: number }>(
      sql`select u.email, s.score, s.max_score from exercise_submissions s join users u on u.id = s.user_id
          where s.status = 'graded'`,
    );
    expect(graded.rows).toEqual([{ email: 'etudiant@demo.jang.sn', score: 17, max_score: 20 }]);
  });

  it('holds demo promo codes and a 5-seat next cohort of the session bootcamp, the only one on sale on its course page', async () => {
    const codes = await app.database.db.execute<{ code: string }>(
      sql`select code from promo_codes order by code`,
    );
    expect(codes.rows.map((row) => row.code)).toEqual(['BIENVENUE10', 'BOOTCAMP20', 'TERANGA5000']);
    const cohort = await app.database.db.execute<{ id: string; course_id: string; max_participants: number }>(
      sql`select h.id, h.course_id, h.max_participants from cohorts h join courses c on c.id = h.course_id
          where c.slug = 'bootcamp-javascript-cohorte' and c.format = 'session' and h.status = 'active'
            and h.start_date > now()`,
    );
    expect(cohort.rows).toHaveLength(1);
    expect(cohort.rows[0]!.max_participants).toBe(5);
    const page = await app.inject({
      method: 'GET',
      url: `/api/marketplace/courses/${cohort.rows[0]!.course_id}`,
    });
    expect(page.json().data.cohorts).toEqual([
      expect.objectContaining({ id: cohort.rows[0]!.id, seats_left: 5 }),
    ]);
  });

  // Cohorts, part space (issue 15, decision 209)
  it('holds the bootcamp session under way: full with a waitlist, a pending approval, etudiant@ in it', async () => {
    const db = app.database.db;
    const [cohort] = (
      await db.execute<{ id: string; max_participants: number; enable_waitlist: boolean }>(
        sql`select h.id, h.max_participants, h.enable_waitlist from cohorts h join courses c on c.id = h.course_id
            where c.slug = 'bootcamp-javascript-cohorte' and h.status = 'active' and h.start_date < now()`,
      )
    ).rows;
    expect(cohort).toMatchObject({ max_participants: 8, enable_waitlist: true });
    const statuses = await db.execute<{ status: string; n: number }>(
      sql`select status::text, count(*)::int as n from enrollments where cohort_id = ${cohort!.id} group by status order by status`,
    );
    expect(statuses.rows).toEqual(
      [
        { status: 'pending', n: 1 },
        { status: 'waitlisted', n: 1 },
        // etudiant@ finished the course ahead of the group: her enrolment is completed, still a seat.
        { status: 'completed', n: 1 },
        { status: 'active', n: 7 },
      ].sort((a, b) => a.status.localeCompare(b.status)),
    );

    const awa = await signIn(app, 'etudiant@demo.jang.sn', DEMO_PASSWORD);
    const get = (path: string) =>
      app.inject({
        url: `/api/v1/student/cohorts/${cohort!.id}${path}`,
        headers: { authorization: `Bearer ${awa.accessToken}` },
      });
    const space = (await get('')).json().data;
    expect(space).toMatchObject({
      viewer: 'learner',
      stats: { total_participants: 8, active_participants: 7 },
      communication: { channel: 'whatsapp' },
      weekCount: 4,
    });
    expect(space.next_session).not.toBeNull();
    const content = (await get('/content')).json().data;
    expect(content.week).toBe(2);
    expect(content.weeks.map((week: { isOpen: boolean }) => week.isOpen)).toEqual([true, true, false, false]);
    const practicals = (await get('/practicals')).json().data.practicals;
    expect(practicals).toHaveLength(3);
    expect((await get('/resources')).json().data.resources).toHaveLength(4);
    expect((await get('/participants')).json().data.total).toBe(8);

    const [rows] = (
      await db.execute<{
        messages: number;
        authors: number;
        recorded: number;
        past: number;
        planned: number;
        announcements: number;
      }>(
        sql`select (select count(*)::int from cohort_messages where cohort_id = ${cohort!.id}) as messages,
                   (select count(distinct author_id)::int from cohort_messages where cohort_id = ${cohort!.id}) as authors,
                   (select count(*)::int from cohort_sessions where cohort_id = ${cohort!.id} and recording_url is not null) as recorded,
                   (select count(*)::int from cohort_sessions where cohort_id = ${cohort!.id} and session_date < current_date) as past,
                   (select count(*)::int from cohort_sessions where cohort_id = ${cohort!.id} and session_date > current_date) as planned,
                   (select count(*)::int from cohort_announcements where cohort_id = ${cohort!.id}) as announcements`,
      )
    ).rows;
    expect(rows).toMatchObject({ messages: 120, recorded: 1, past: 2, planned: 3, announcements: 3 });
    expect(rows!.authors).toBeGreaterThan(5);
  });

  it('holds a demo learner suspended for an installment unpaid past its grace period', async () => {
    const fatou = await signIn(app, 'fatou.sarr@demo.jang.sn', DEMO_PASSWORD);
    const [course] = (
      await app.database.db.execute<{ id: string }>(
        sql`select id from courses where slug = 'maraichage-rentable'`,
      )
    ).rows;
    const details = await app.inject({
      url: `/api/v1/student/courses/${course!.id}/details`,
      headers: { authorization: `Bearer ${fatou.accessToken}` },
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().data.paymentStanding).toMatchObject({
      nextAmount: 15_000,
      remainingAmount: 30_000,
      isOverdue: true,
      isSuspended: true,
    });
    const content = await app.inject({
      url: `/api/progress/beacon-token?courseId=${course!.id}`,
      headers: { authorization: `Bearer ${fatou.accessToken}` },
    });
    expect(content.statusCode).toBe(403);
  });

  it("gives the demo admin's payments page something to show: two refunds to make among other states", async () => {
    const admin = await signIn(app, 'admin@demo.jang.sn', DEMO_PASSWORD);
    const list = async (query: string) => {
      const response = await app.inject({
        url: `/api/admin/payments${query}`,
        headers: { authorization: `Bearer ${admin.accessToken}` },
      });
      expect(response.statusCode).toBe(200);
      return response.json().data as TAdminPaymentList;
    };
    const toRefund = await list('?refundDue=true');
    expect(
      toRefund.payments.map((row) => [row.learner.email, row.failure_reason, row.cohort !== null]),
    ).toEqual([
      ['moussa.ndiaye@demo.jang.sn', 'cohort_full', true],
      ['moussa.ndiaye@demo.jang.sn', 'already_enrolled', false],
    ]);
    const all = await list('');
    expect(new Set(all.payments.map((row) => row.status))).toEqual(
      new Set(['pending', 'completed', 'failed', 'cancelled', 'expired']),
    );
    // The second organisation's admin sees none of them.
    const teranga = await signIn(app, 'admin@teranga.jang.sn', DEMO_PASSWORD);
    const theirs = await app.inject({
      url: '/api/admin/payments',
      headers: { authorization: `Bearer ${teranga.accessToken}` },
    });
    expect(theirs.json().data.total).toBe(0);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await counts();
    const stamp = await app.database.db.execute<{ s: string }>(
      sql`select max(updated_at)::text as s from courses`,
    );
    await seed(app.database.db);
    expect(await counts()).toEqual(before);
    const after = await app.database.db.execute<{ s: string }>(
      sql`select max(updated_at)::text as s from courses`,
    );
    expect(after.rows[0]!.s).toBe(stamp.rows[0]!.s);
    const lessonQuizzes = await app.database.db.execute<{ n: number }>(
      sql`select count(distinct content->>'quiz_id')::int as n from lessons where type = 'quiz'`,
    );
    expect(lessonQuizzes.rows[0]!.n).toBe(before.quizzes);
    const lessonExercises = await app.database.db.execute<{ n: number }>(
      sql`select count(distinct content->>'exercise_id')::int as n from lessons where type = 'exercise'`,
    );
    expect(lessonExercises.rows[0]!.n).toBe(before.exercises);
  });

  it('gives one working account per role', async () => {
    for (const role of ['superadmin', 'admin', 'instructor', 'student'] as const) {
      const account = DEMO_ACCOUNTS.find((a) => a.roles[0] === role)!;
      const session = await signIn(app, account.email, DEMO_PASSWORD);
      const me = await app.inject({
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      expect(me.json().data.roles).toContain(role);
    }
  });
});
