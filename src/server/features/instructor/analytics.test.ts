import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TInstructorAnalytics } from '#shared/instructor/analytics.contract.ts';
import { ANALYTICS_PERIODS, addDays, periodWindow } from '#shared/instructor/analytics-period.ts';
import { runJob } from '../../jobs/testing/run-job.ts';
import {
  enrol,
  type NewCourse,
  newCompletedQuizAttempt,
  newCourse,
  newInstructor,
  newLessonActivity,
  newPayment,
  newQuiz,
  newSignedInUser,
  newUser,
  type SignedInUser,
} from '../../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type TestApp } from '../../test/test-app.ts';
import { REFRESH_STATS_JOB, refreshInstructorStats } from './refresh-instructor-stats.ts';

// The instructor's analytics (issue 17): each figure equals an independent SQL computation on generated
// data, live and from the summary once the job ran, at the period's edges; who may ask for whose.

const DAY = 24 * 3600 * 1000;

/** A small seeded generator: the same world on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('instructor analytics', () => {
  let app: TestApp;
  let jang: string;
  let autre: string;
  const people: Record<string, SignedInUser> = {};
  const profiles: Record<string, string> = {};
  const courses: NewCourse[] = [];
  const now = new Date();

  const get = (who: SignedInUser | null, query = '') =>
    app.inject({
      method: 'GET',
      url: `/api/instructor/analytics${query}`,
      headers: who ? bearer(who) : {},
    });
  const analytics = async (who: SignedInUser, query: string) => {
    const response = await get(who, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as TInstructorAnalytics;
  };

  beforeAll(async () => {
    app = await createTestApp();
    const db = app.database.db;
    jang = await organizationId(app, 'jang');
    autre = await organizationId(app, 'autre');
    for (const [name, org, role] of [
      ['instructorA', jang, 'instructor'],
      ['instructorB', jang, 'instructor'],
      ['inactive', jang, 'instructor'],
      ['noProfile', jang, 'instructor'],
      ['learner', jang, 'student'],
      ['admin', jang, 'admin'],
      ['otherAdmin', autre, 'admin'],
      ['otherInstructor', autre, 'instructor'],
    ] as const) {
      people[name] = await newSignedInUser(app, { organizationId: org, role });
    }
    for (const [name, org, status] of [
      ['instructorA', jang, 'active'],
      ['instructorB', jang, 'active'],
      ['inactive', jang, 'inactive'],
      ['otherInstructor', autre, 'active'],
    ] as const) {
      profiles[name] = (
        await newInstructor(db, { organizationId: org, name, userId: people[name]!.id, status })
      ).id;
    }
    const lessons = {
      sections: [
        { lessons: [{ type: 'video' as const }, { type: 'video' as const }, { type: 'article' as const }] },
      ],
    };
    for (const owner of ['instructorA', 'instructorA', 'instructorB', 'otherInstructor']) {
      const organizationId = owner === 'otherInstructor' ? autre : jang;
      courses.push(await newCourse(db, { organizationId, instructorId: profiles[owner]!, ...lessons }));
    }
    const quizzes = await Promise.all(
      courses.map((course) => newQuiz(db, { organizationId: course.organizationId, courseId: course.id })),
    );
    // The generated world: learners enrolled over the last 400 days, paying, working, taking quizzes.
    const next = random(17);
    const daysAgo = (max: number) => new Date(now.getTime() - Math.floor(next() * max * DAY) - 1000);
    for (let i = 0; i < 36; i += 1) {
      const courseIndexes = next() < 0.3 ? [i % 4, (i + 1) % 4] : [i % 4];
      const org = courseIndexes.every((index) => index === 3) ? autre : jang;
      const learner = await newUser(db, { organizationId: org });
      for (const index of courseIndexes) {
        const course = courses[index]!;
        if (course.organizationId !== org) continue;
        const status = next() < 0.3 ? 'completed' : next() < 0.1 ? 'cancelled' : 'active';
        await enrol(db, learner.id, course.id, { enrolledAt: daysAgo(400), status });
        const amount = 5000 + Math.floor(next() * 20) * 1000;
        const completedAt = daysAgo(400);
        await newPayment(db, {
          userId: learner.id,
          courseId: course.id,
          amount,
          ...(next() < 0.85 ? { status: 'completed', completedAt } : { status: 'pending' }),
        });
        for (const lesson of course.lessons.slice(0, 1 + Math.floor(next() * 3))) {
          await newLessonActivity(db, {
            userId: learner.id,
            courseId: course.id,
            lessonId: lesson.id,
            at: daysAgo(120),
          });
        }
        await newCompletedQuizAttempt(db, {
          quizId: quizzes[index]!.id,
          userId: learner.id,
          courseId: course.id,
          percent: Math.floor(next() * 101),
          completedAt: daysAgo(200),
        });
      }
    }
  });
  afterAll(() => app.close());

  /** The figures of the period computed straight from the tables, for comparison. */
  async function expected(instructorProfile: string | null, period: (typeof ANALYTICS_PERIODS)[number]) {
    const window = periodWindow(period, new Date());
    const from = `${window.from}T00:00:00Z`;
    const until = `${addDays(window.to, 1)}T00:00:00Z`;
    const owned = instructorProfile
      ? sql`select id from courses where instructor_id = ${instructorProfile}`
      : sql`select id from courses where organization_id = ${jang}`;
    const result = await app.database.db.execute<Record<string, string | number | null>>(sql`
      select
        (select coalesce(sum(amount), 0) from payments where status = 'completed' and course_id in (${owned})
          and completed_at >= ${from}::timestamptz and completed_at < ${until}::timestamptz)::int as revenue,
        (select count(*) from enrollments where status in ('active', 'completed', 'expired') and course_id in (${owned})
          and enrolled_at >= ${from}::timestamptz and enrolled_at < ${until}::timestamptz)::int as enrolled,
        (select count(*) from enrollments where status = 'completed' and course_id in (${owned})
          and enrolled_at >= ${from}::timestamptz and enrolled_at < ${until}::timestamptz)::int as completed,
        (select count(distinct user_id) from lesson_progress where course_id in (${owned})
          and updated_at >= ${from}::timestamptz and updated_at < ${until}::timestamptz)::int as active,
        (select round(avg(percent)::numeric, 1)::text from quiz_attempts where completed_at is not null and course_id in (${owned})
          and completed_at >= ${from}::timestamptz and completed_at < ${until}::timestamptz) as average`);
    const row = result.rows[0]!;
    const enrolled = Number(row.enrolled);
    return {
      revenue: Number(row.revenue),
      newEnrollments: enrolled,
      activeLearners: Number(row.active),
      completionRate: enrolled === 0 ? 0 : Math.round((Number(row.completed) * 100) / enrolled),
      averageQuizScore: row.average === null ? null : Number(row.average),
    };
  }

  const headline = (data: TInstructorAnalytics) => ({
    revenue: data.totals.revenue,
    newEnrollments: data.totals.newEnrollments,
    activeLearners: data.totals.activeLearners,
    completionRate: data.totals.completionRate,
    averageQuizScore: data.totals.averageQuizScore,
  });

  it('computed live, each figure of each period equals the SQL computation (instructor, admin, one instructor for an admin)', async () => {
    for (const period of ANALYTICS_PERIODS) {
      const mine = await analytics(people.instructorA!, `?period=${period}&cached=false`);
      expect(mine.source).toBe('live');
      expect(headline(mine)).toEqual(await expected(profiles.instructorA!, period));
      // The series and the courses add up to the totals.
      expect(mine.series.reduce((sum, point) => sum + point.revenue, 0)).toBe(mine.totals.revenue);
      expect(mine.series.reduce((sum, point) => sum + point.newEnrollments, 0)).toBe(
        mine.totals.newEnrollments,
      );
      expect(mine.courses.map((course) => course.courseId).sort()).toEqual(
        [courses[0]!.id, courses[1]!.id].sort(),
      );
      expect(mine.courses.reduce((sum, course) => sum + course.revenue, 0)).toBe(mine.totals.revenue);
      const organisation = await analytics(people.admin!, `?period=${period}&cached=false`);
      expect(headline(organisation)).toEqual(await expected(null, period));
      const ofB = await analytics(
        people.admin!,
        `?period=${period}&cached=false&instructorId=${profiles.instructorB}`,
      );
      expect(headline(ofB)).toEqual(await expected(profiles.instructorB!, period));
    }
    const year = await analytics(people.instructorA!, '?period=1y&cached=false');
    expect(year.bucket).toBe('week');
    expect(new Set(year.series.map((point) => new Date(`${point.date}T00:00:00Z`).getUTCDay()))).toEqual(
      new Set([1]),
    );
  });

  it('the generated world has something in every figure (the comparison above is not empty)', async () => {
    const year = await analytics(people.instructorA!, '?period=1y&cached=false');
    expect(year.totals.revenue).toBeGreaterThan(0);
    expect(year.totals.newEnrollments).toBeGreaterThan(0);
    expect(year.totals.activeLearners).toBeGreaterThan(0);
    expect(year.totals.averageQuizScore).not.toBeNull();
    expect(year.topCourses.length).toBeGreaterThan(0);
  });

  it('from the summary once the job ran, the figures equal the live ones; the default is the summary (30d)', async () => {
    // Before any run there is no summary: the answer is computed live and says so.
    const before = await analytics(people.instructorA!, '');
    expect(before.source).toBe('live');
    expect(before.period).toBe('30d');
    await app.jobs.start();
    await runJob(app.jobs, REFRESH_STATS_JOB);
    for (const who of [people.instructorA!, people.admin!]) {
      for (const period of ANALYTICS_PERIODS) {
        const cached = await analytics(who, `?period=${period}&cached=true`);
        const live = await analytics(who, `?period=${period}&cached=false`);
        expect(cached.source).toBe('rollup');
        expect(cached.refreshedAt).not.toBeNull();
        expect({ ...cached, source: 'live', refreshedAt: null }).toEqual(live);
      }
    }
    expect((await analytics(people.instructorA!, '')).source).toBe('rollup');
  });

  it('a later run recounts what changed: a new sale, enrolment, activity and quiz of today appear in the summary', async () => {
    const db = app.database.db;
    const course = courses[0]!;
    const learner = await newUser(db, { organizationId: jang });
    await enrol(db, learner.id, course.id, { enrolledAt: new Date() });
    await newPayment(db, {
      userId: learner.id,
      courseId: course.id,
      amount: 12_345,
      status: 'completed',
      completedAt: new Date(),
    });
    await newLessonActivity(db, {
      userId: learner.id,
      courseId: course.id,
      lessonId: course.lessons[0]!.id,
      at: new Date(),
    });
    const stale = await analytics(people.instructorA!, '?period=7d');
    const live = await analytics(people.instructorA!, '?period=7d&cached=false');
    expect(live.totals.revenue - stale.totals.revenue).toBe(12_345);
    const run = await refreshInstructorStats(db);
    expect(run.isFull).toBe(false);
    const fresh = await analytics(people.instructorA!, '?period=7d');
    expect({ ...fresh, source: 'live', refreshedAt: null }).toEqual(live);
  });

  it('counts a period from its first day at 00:00 UTC through now', async () => {
    const db = app.database.db;
    const edgeUser = await newSignedInUser(app, { organizationId: jang, role: 'instructor' });
    const profile = await newInstructor(db, { organizationId: jang, name: 'Bornes', userId: edgeUser.id });
    const course = await newCourse(db, { organizationId: jang, instructorId: profile.id });
    const window = periodWindow('7d', new Date());
    const first = new Date(`${window.from}T00:00:00Z`);
    const pay = async (amount: number, at: Date) => {
      const learner = await newUser(db, { organizationId: jang });
      await enrol(db, learner.id, course.id, { enrolledAt: at });
      await newPayment(db, {
        userId: learner.id,
        courseId: course.id,
        amount,
        status: 'completed',
        completedAt: at,
      });
    };
    await pay(1000, first);
    await pay(20_000, new Date(first.getTime() - 1));
    await pay(300, new Date());
    await refreshInstructorStats(db);
    for (const cached of ['true', 'false']) {
      const week = await analytics(edgeUser, `?period=7d&cached=${cached}`);
      expect(week.from).toBe(window.from);
      expect(week.totals.revenue).toBe(1300);
      expect(week.totals.newEnrollments).toBe(2);
      expect(week.series).toHaveLength(7);
      expect(week.series[0]).toMatchObject({ date: window.from, revenue: 1000 });
      const month = await analytics(edgeUser, `?period=30d&cached=${cached}`);
      expect(month.totals.revenue).toBe(21_300);
    }
  });

  it('who may ask: instructors their own (active profile), admins their organisation, no one else', async () => {
    const status = async (who: SignedInUser | null, query = '') => {
      const response = await get(who, query);
      return response.statusCode === 200 ? 200 : [response.statusCode, response.json().error];
    };
    expect(await status(null)).toEqual([401, expect.any(String)]);
    expect(await status(people.learner!)).toEqual([403, expect.any(String)]);
    expect(await status(people.instructorA!)).toBe(200);
    expect(await status(people.inactive!)).toEqual([403, 'Compte instructeur inactif']);
    expect(await status(people.noProfile!)).toEqual([404, 'Profil instructeur non trouvé']);
    expect(await status(people.instructorA!, `?instructorId=${profiles.instructorB}`)).toEqual([
      404,
      'Instructeur introuvable',
    ]);
    expect(await status(people.instructorA!, `?instructorId=${profiles.instructorA}`)).toBe(200);
    expect(await status(people.admin!)).toBe(200);
    expect(await status(people.admin!, `?instructorId=${profiles.instructorA}`)).toBe(200);
    expect(await status(people.admin!, `?instructorId=${profiles.otherInstructor}`)).toEqual([
      404,
      'Instructeur introuvable',
    ]);
    expect(await status(people.otherAdmin!, `?instructorId=${profiles.instructorA}`)).toEqual([
      404,
      'Instructeur introuvable',
    ]);
    // Another organisation's admin sees their own organisation, never this one's courses.
    const theirs = await analytics(people.otherAdmin!, '?period=1y&cached=false');
    expect(theirs.courses.map((course) => course.courseId)).toEqual([courses[3]!.id]);
    const other = await analytics(people.otherInstructor!, '?period=1y&cached=false');
    expect(other.courses.map((course) => course.courseId)).toEqual([courses[3]!.id]);
  });

  it('refuses a bad period, cached value or instructor id in French (400)', async () => {
    for (const [query, message] of [
      ['?period=2d', 'La période doit être 7d, 30d, 90d ou 1y.'],
      ['?period=', 'La période doit être 7d, 30d, 90d ou 1y.'],
      ['?cached=oui', 'Le paramètre cached doit valoir true ou false.'],
      ['?instructorId=42', 'Identifiant invalide'],
    ] as const) {
      const response = await get(people.instructorA!, query);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
  });
});
