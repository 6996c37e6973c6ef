import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/domain.ts';
import {
  addCohortInstructor,
  enrol,
  newCohort,
  newCohortSession,
  newCourse,
  newInstructor,
  newSignedInUser,
  type SignedInUser,
} from '../../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type TestApp } from '../../test/test-app.ts';
import { findNextCohortSession, listCohortSessions } from './cohort-sessions.repo.ts';

// The live sessions' routes (issue 15) × the eight callers, bad input, the learner's list, the .ics
// and the private calendar feed; on PGlite, or on PostgreSQL with DATABASE_URL.

const CALLERS = [
  'learner',
  'notEnrolled',
  'otherOrgLearner',
  'cohortInstructor',
  'otherInstructor',
  'admin',
  'otherOrgAdmin',
] as const;
type CallerName = 'anonymous' | (typeof CALLERS)[number];

const DAY = 86_400_000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

describe('cohort live sessions', () => {
  let app: TestApp;
  const users = {} as Record<Exclude<CallerName, 'anonymous'>, SignedInUser>;
  let cohortId: string;
  let otherCohortId: string;
  let courseId: string;

  const headersOf = (caller: CallerName) => (caller === 'anonymous' ? {} : bearer(users[caller]));
  const call = (
    caller: CallerName,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, headers: headersOf(caller), ...(payload ? { payload } : {}) });
  const everyone = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: (c: CallerName) => string | Promise<string>,
    payload?: object,
  ) => {
    const seen: Record<string, number> = {};
    for (const caller of ['anonymous', ...CALLERS] as CallerName[]) {
      seen[caller] = (await call(caller, method, await url(caller), payload)).statusCode;
    }
    return seen;
  };
  const sessionCount = async (id = cohortId) => (await listCohortSessions(app.database.db, id)).length;

  const valid = {
    title: 'Atelier : budget; planning, risques',
    description: 'Apportez votre charte.\nDeuxième ligne',
    session_date: day(3),
    start_time: '18:00',
    end_time: '20:00',
    is_recorded: false,
    live_links: [{ meeting_url: 'https://meet.example.org/atelier', description: 'Salle principale' }],
  };

  beforeAll(async () => {
    app = await createTestApp();
    const db = app.database.db;
    const jang = await organizationId(app, 'jang');
    const autre = await organizationId(app, 'autre');
    const user = (organization: string, role: Role) =>
      newSignedInUser(app, { organizationId: organization, role });
    users.learner = await user(jang, 'student');
    users.notEnrolled = await user(jang, 'student');
    users.otherOrgLearner = await user(autre, 'student');
    users.cohortInstructor = await user(jang, 'instructor');
    users.otherInstructor = await user(jang, 'instructor');
    users.admin = await user(jang, 'admin');
    users.otherOrgAdmin = await user(autre, 'admin');
    const author = await newInstructor(db, { organizationId: jang, name: 'Autrice' });
    const course = await newCourse(db, { organizationId: jang, instructorId: author.id });
    courseId = course.id;
    cohortId = (await newCohort(db, { courseId, name: 'Promo Décembre' })).id;
    otherCohortId = (await newCohort(db, { courseId })).id;
    const teacher = await newInstructor(db, {
      organizationId: jang,
      name: 'Formateur',
      userId: users.cohortInstructor.id,
    });
    await addCohortInstructor(db, cohortId, teacher.id);
    await newInstructor(db, { organizationId: jang, name: 'Autre', userId: users.otherInstructor.id });
    await enrol(db, users.learner.id, courseId, { cohortId, paymentStatus: 'paid' });
    // The learner of the other organisation is enrolled in a course of theirs: not in this cohort.
  }, 120_000);
  afterAll(() => app?.close());

  describe('planning (admin routes)', () => {
    it('lists for the cohort’s instructors and the organisation’s admins only', async () => {
      await newCohortSession(app.database.db, cohortId);
      const seen = await everyone('GET', () => `/api/admin/cohorts/${cohortId}/sessions`);
      expect(seen).toEqual({
        anonymous: 401,
        learner: 403,
        notEnrolled: 403,
        otherOrgLearner: 403,
        cohortInstructor: 200,
        otherInstructor: 404,
        admin: 200,
        otherOrgAdmin: 404,
      });
      const body = (await call('admin', 'GET', `/api/admin/cohorts/${cohortId}/sessions`)).json();
      expect(Array.isArray(body.data)).toBe(true);
      expect(body.data[0]).toMatchObject({ cohort_id: cohortId, start_time: '18:00:00' });
    });

    it('adds a session for the staff, and nothing for anyone else', async () => {
      const before = await sessionCount();
      const seen = await everyone('POST', () => `/api/admin/cohorts/${cohortId}/sessions`, valid);
      expect(seen).toEqual({
        anonymous: 401,
        learner: 403,
        notEnrolled: 403,
        otherOrgLearner: 403,
        cohortInstructor: 201,
        otherInstructor: 404,
        admin: 201,
        otherOrgAdmin: 404,
      });
      expect(await sessionCount()).toBe(before + 2);
      const created = (await call('admin', 'POST', `/api/admin/cohorts/${cohortId}/sessions`, valid)).json();
      expect(created.data).toMatchObject({
        title: valid.title,
        session_date: valid.session_date,
        start_time: '18:00:00',
        end_time: '20:00:00',
        recording_url: null,
        live_links: valid.live_links,
        starts_at: `${valid.session_date}T18:00:00.000Z`,
      });
    });

    it('changes and deletes for the staff only; a session of another cohort is not found', async () => {
      const db = app.database.db;
      const fresh = async () => (await newCohortSession(db, cohortId)).id;
      const changed = {
        ...valid,
        title: 'Changée',
        is_recorded: true,
        recording_url: 'https://video.example.org/r',
      };
      const patch = await everyone(
        'PATCH',
        async () => `/api/admin/cohorts/${cohortId}/sessions/${await fresh()}`,
        changed,
      );
      expect(patch).toEqual({
        anonymous: 401,
        learner: 403,
        notEnrolled: 403,
        otherOrgLearner: 403,
        cohortInstructor: 200,
        otherInstructor: 404,
        admin: 200,
        otherOrgAdmin: 404,
      });
      const removed = await everyone(
        'DELETE',
        async () => `/api/admin/cohorts/${cohortId}/sessions/${await fresh()}`,
      );
      expect(removed).toMatchObject({
        cohortInstructor: 204,
        admin: 204,
        otherInstructor: 404,
        otherOrgAdmin: 404,
        learner: 403,
      });

      const elsewhere = await newCohortSession(db, otherCohortId, { title: 'Ailleurs' });
      const url = `/api/admin/cohorts/${cohortId}/sessions/${elsewhere.id}`;
      expect((await call('admin', 'PATCH', url, changed)).statusCode).toBe(404);
      expect((await call('admin', 'DELETE', url)).statusCode).toBe(404);
      const [kept] = (await listCohortSessions(db, otherCohortId)).filter((row) => row.id === elsewhere.id);
      expect(kept?.title).toBe('Ailleurs');

      const id = await fresh();
      const response = await call('admin', 'PATCH', `/api/admin/cohorts/${cohortId}/sessions/${id}`, changed);
      expect(response.json().data).toMatchObject({
        title: 'Changée',
        is_recorded: true,
        recording_url: 'https://video.example.org/r',
      });
    });

    it('refuses bad times and dates in French, writing nothing', async () => {
      const before = await sessionCount();
      const refused = async (body: object) => {
        const response = await call('admin', 'POST', `/api/admin/cohorts/${cohortId}/sessions`, body);
        expect(response.statusCode, response.body).toBe(400);
        return response.json() as { error: string; details?: { fields?: Record<string, string> } };
      };
      expect(JSON.stringify(await refused({ ...valid, start_time: '25:61' }))).toContain(
        "L'heure de début est invalide",
      );
      expect(JSON.stringify(await refused({ ...valid, start_time: '20:00', end_time: '19:30' }))).toContain(
        "L'heure de fin doit être après l'heure de début.",
      );
      expect(JSON.stringify(await refused({ ...valid, session_date: '2026-02-30' }))).toContain(
        'date de la séance est invalide',
      );
      expect(JSON.stringify(await refused({ ...valid, title: '' }))).toContain('Ce champ est obligatoire');
      expect(
        JSON.stringify(await refused({ ...valid, live_links: [{ meeting_url: 'javascript:alert(1)' }] })),
      ).toContain("L'URL est invalide");
      expect(await sessionCount()).toBe(before);
    });

    it('keeps a completed cohort read-only (409, French), writing nothing', async () => {
      const db = app.database.db;
      const closed = await newCohort(db, { courseId, status: 'completed' });
      const session = await newCohortSession(db, closed.id, { title: 'Archivée' });
      const base = `/api/admin/cohorts/${closed.id}/sessions`;
      for (const [method, url, body] of [
        ['POST', base, valid],
        ['PATCH', `${base}/${session.id}`, valid],
        ['DELETE', `${base}/${session.id}`, undefined],
      ] as const) {
        const response = await call('admin', method, url, body);
        expect(response.statusCode).toBe(409);
        expect(response.json().error).toBe('Cette section est en lecture seule car la session est clôturée.');
      }
      const rows = await listCohortSessions(db, closed.id);
      expect(rows.map((row) => row.title)).toEqual(['Archivée']);
      expect((await call('admin', 'GET', base)).statusCode).toBe(200);
    });
  });

  describe("the learner's sessions", () => {
    it('answers the cohort’s live learners, instructors and admins; 404 for anyone else', async () => {
      const seen = await everyone(
        'GET',
        () => `/api/v1/student/cohorts/${cohortId}/sessions?status=upcoming`,
      );
      expect(seen).toEqual({
        anonymous: 401,
        learner: 200,
        notEnrolled: 404,
        otherOrgLearner: 404,
        cohortInstructor: 200,
        otherInstructor: 404,
        admin: 200,
        otherOrgAdmin: 404,
      });
    });

    it('splits upcoming and past, opens Rejoindre 15 minutes before, and gives recordings', async () => {
      const db = app.database.db;
      const own = await newCohort(db, { courseId });
      const learner = await newSignedInUser(app, {
        organizationId: users.admin.organizationId,
        role: 'student',
      });
      const otherCourse = await newCourse(db, { organizationId: users.admin.organizationId });
      const cohort = await newCohort(db, { courseId: otherCourse.id });
      await enrol(db, learner.id, otherCourse.id, { cohortId: cohort.id });
      const now = new Date();
      const hhmm = (date: Date) => date.toISOString().slice(11, 16);
      // Starts in 10 minutes (joinable), tomorrow (not yet), and one yesterday, recorded.
      const soon = new Date(now.getTime() + 10 * 60_000);
      const soonEnd = new Date(
        Math.min(soon.getTime() + 60 * 60_000, Date.parse(`${soon.toISOString().slice(0, 10)}T23:59:00Z`)),
      );
      const joinable = hhmm(soon) < hhmm(soonEnd);
      if (joinable) {
        await newCohortSession(db, cohort.id, {
          title: 'Bientôt',
          sessionDate: soon.toISOString().slice(0, 10),
          startTime: `${hhmm(soon)}:00`,
          endTime: `${hhmm(soonEnd)}:00`,
        });
      }
      await newCohortSession(db, cohort.id, { title: 'Demain', sessionDate: day(1) });
      await newCohortSession(db, cohort.id, {
        title: 'Hier',
        sessionDate: day(-1),
        isRecorded: true,
        recordingUrl: 'https://video.example.org/hier',
      });
      await newCohortSession(db, own.id, { title: 'Pas la mienne' });
      const list = async (query: string) =>
        (
          await app.inject({
            url: `/api/v1/student/cohorts/${cohort.id}/sessions${query}`,
            headers: bearer(learner),
          })
        ).json().data as {
          title: string;
          can_join: boolean;
          status: string;
          recording_url: string | null;
          live_links: unknown[];
        }[];
      const upcoming = await list('?status=upcoming');
      expect(upcoming.map((s) => s.title)).toEqual(joinable ? ['Bientôt', 'Demain'] : ['Demain']);
      if (joinable) expect(upcoming[0]?.can_join).toBe(true);
      expect(upcoming.at(-1)).toMatchObject({ can_join: false, status: 'upcoming' });
      expect(upcoming.at(-1)?.live_links).toHaveLength(1);
      const past = await list('?status=past');
      expect(past).toEqual([
        expect.objectContaining({
          title: 'Hier',
          status: 'past',
          recording_url: 'https://video.example.org/hier',
          live_links: [],
        }),
      ]);
      expect((await list('')).map((s) => s.title).at(-1)).toBe('Hier');
      const next = await findNextCohortSession(db, cohort.id, now);
      expect(next?.title).toBe(joinable ? 'Bientôt' : 'Demain');
      expect(await findNextCohortSession(db, cohort.id, new Date(now.getTime() + 3 * DAY))).toBeNull();
      const bad = await app.inject({
        url: `/api/v1/student/cohorts/${cohort.id}/sessions?status=demain`,
        headers: bearer(learner),
      });
      expect(bad.statusCode).toBe(400);
    });

    it('downloads one session as a valid .ics; another cohort’s session is not found', async () => {
      const db = app.database.db;
      const session = await newCohortSession(db, cohortId, {
        title: 'Budget; planning, risques',
        description: 'Ligne 1\nLigne 2 \\ fin',
        sessionDate: '2026-12-04',
        startTime: '18:00:00',
        endTime: '20:00:00',
      });
      const url = `/api/v1/student/cohorts/${cohortId}/sessions/${session.id}/ics`;
      const seen = await everyone('GET', () => url);
      expect(seen).toEqual({
        anonymous: 401,
        learner: 200,
        notEnrolled: 404,
        otherOrgLearner: 404,
        cohortInstructor: 200,
        otherInstructor: 404,
        admin: 200,
        otherOrgAdmin: 404,
      });
      const response = await call('learner', 'GET', url);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const ics = response.body;
      expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
      expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
      expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
      expect(ics).toContain(`UID:${session.id}@sessions.jang\r\n`);
      expect(ics).toContain('DTSTART:20261204T180000Z\r\n');
      expect(ics).toContain('DTEND:20261204T200000Z\r\n');
      expect(ics).toContain('SUMMARY:Budget\\; planning\\, risques (Promo Décembre)');
      expect(ics.replace(/\r\n /g, '')).toContain(
        'DESCRIPTION:Ligne 1\\nLigne 2 \\\\ fin\\nRejoindre : https://meet.example.org/jang-seance',
      );
      for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

      const elsewhere = await newCohortSession(db, otherCohortId);
      const other = await call(
        'learner',
        'GET',
        `/api/v1/student/cohorts/${cohortId}/sessions/${elsewhere.id}/ics`,
      );
      expect(other.statusCode).toBe(404);
    });
  });

  describe('the private calendar feed', () => {
    const feedPath = (url: string) => new URL(url).pathname;

    it('is made for any signed-in user; anonymous 401', async () => {
      const seen = await everyone('POST', () => '/api/v1/student/calendar-feed');
      expect(seen).toEqual({
        anonymous: 401,
        learner: 201,
        notEnrolled: 201,
        otherOrgLearner: 201,
        cohortInstructor: 201,
        otherInstructor: 201,
        admin: 201,
        otherOrgAdmin: 201,
      });
      const revoke = await everyone('DELETE', () => '/api/v1/student/calendar-feed');
      expect(Object.values(revoke)).toEqual([401, 204, 204, 204, 204, 204, 204, 204]);
    });

    it('lists the learner’s sessions, rotates, and stops answering once revoked', async () => {
      const session = await newCohortSession(app.database.db, cohortId, {
        title: 'Dans le flux',
        sessionDate: day(5),
      });
      await newCohortSession(app.database.db, otherCohortId, {
        title: 'Pas dans le flux',
        sessionDate: day(5),
      });
      const created = (await call('learner', 'POST', '/api/v1/student/calendar-feed')).json().data as {
        url: string;
        webcal_url: string;
      };
      expect(created.url).toMatch(/^http:\/\/localhost:3000\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      expect(created.webcal_url).toBe(created.url.replace('http:', 'webcal:'));
      const feed = await app.inject({ url: feedPath(created.url) });
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(feed.body).toContain(`UID:${session.id}@sessions.jang`);
      expect(feed.body).toContain('SUMMARY:Dans le flux');
      expect(feed.body).not.toContain('Pas dans le flux');
      expect(feed.body).toContain('X-WR-CALNAME:');

      const rotated = (await call('learner', 'POST', '/api/v1/student/calendar-feed')).json().data as {
        url: string;
      };
      expect((await app.inject({ url: feedPath(created.url) })).statusCode).toBe(404);
      expect((await app.inject({ url: feedPath(rotated.url) })).statusCode).toBe(200);
      await call('learner', 'DELETE', '/api/v1/student/calendar-feed');
      expect((await app.inject({ url: feedPath(rotated.url) })).statusCode).toBe(404);
      expect((await app.inject({ url: '/calendar/nimporte-quoi.ics' })).statusCode).toBe(404);
      expect((await app.inject({ url: `/calendar/${'a'.repeat(43)}.ics` })).statusCode).toBe(404);
    });

    it('gives an instructor the sessions of the cohorts they teach, not the others', async () => {
      const created = (await call('cohortInstructor', 'POST', '/api/v1/student/calendar-feed')).json()
        .data as { url: string };
      const body = (await app.inject({ url: feedPath(created.url) })).body;
      expect(body).toContain('SUMMARY:Dans le flux');
      expect(body).not.toContain('Pas dans le flux');
      const other = (await call('otherInstructor', 'POST', '/api/v1/student/calendar-feed')).json().data as {
        url: string;
      };
      expect((await app.inject({ url: feedPath(other.url) })).body).not.toContain('BEGIN:VEVENT');
    });
  });
});
