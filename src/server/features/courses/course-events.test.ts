import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newInstructor, newSignedInUser } from '../../test/factories/index.ts';
import { openSse, type SseEvent } from '../../test/sse-client.ts';
import { bearer, createTestApp, organizationId, type TestApp } from '../../test/test-app.ts';

// The course editor's live stream (decision 176) on PGlite, or PostgreSQL with DATABASE_URL: a real
// HTTP connection, as an EventSource opens it (token in the query), receives another editor's
// committed changes; a rolled-back save sends nothing; strangers cannot open it.

type Who = 'owner' | 'otherInstructor' | 'admin' | 'otherOrgAdmin' | 'student' | 'superadmin';

let app: TestApp;
let base: string;
const tokens = {} as Record<Who, string>;

beforeAll(async () => {
  app = await createTestApp({ LIVE_HEARTBEAT_SECONDS: '0.2', LIVE_STREAM_MAX_SECONDS: '30' });
  const db = app.database.db;
  const jang = await organizationId(app, 'jang');
  const autre = await organizationId(app, 'autre');
  type Role = 'instructor' | 'admin' | 'student' | 'superadmin';
  const roles: Record<Who, [Role, string]> = {
    owner: ['instructor', jang],
    otherInstructor: ['instructor', jang],
    admin: ['admin', jang],
    otherOrgAdmin: ['admin', autre],
    student: ['student', jang],
    superadmin: ['superadmin', jang],
  };
  for (const [who, [role, org]] of Object.entries(roles) as [Who, [Role, string]][]) {
    const user = await newSignedInUser(app, { organizationId: org, role });
    tokens[who] = user.accessToken;
    if (role === 'instructor') await newInstructor(db, { organizationId: org, userId: user.id, name: who });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => app?.close());

const call = async (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const response = await app.inject({ method, url, headers: bearer({ accessToken: tokens[who] }), payload });
  // biome-ignore lint/suspicious/noExplicitAny: the answers are read field by field, each checked
  return { status: response.statusCode, body: response.json() as { data: any; code?: string } };
};

async function newDraft(): Promise<{ id: string; version: number }> {
  const created = await call('owner', 'POST', '/api/courses', { title: 'Cours en direct' });
  expect(created.status).toBe(201);
  return created.body.data;
}

async function eventsToken(who: Who, courseId: string) {
  const answer = await call(who, 'GET', `/api/courses/${courseId}/events/token`);
  expect(answer.status).toBe(200);
  return answer.body.data.token as string;
}

/** A stream of this server. */
const open = (path: string, headers: Record<string, string> = {}) => openSse(`${base}${path}`, headers);

const parsed = (event: SseEvent) => JSON.parse(event.data) as Record<string, unknown>;

describe('GET /api/courses/:courseId/events', () => {
  it("opens with the course as it stands, then tells another editor's saves, publish and archive", async () => {
    const course = await newDraft();
    const stream = await open(
      `/api/courses/${course.id}/events?token=${await eventsToken('owner', course.id)}`,
    );
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(stream.headers['content-encoding']).toBeUndefined();
      const first = await stream.next((event) => event.event === 'course');
      expect(parsed(first)).toEqual({
        courseId: course.id,
        version: 0,
        format: 'auto-formation',
        status: 'draft',
      });

      // The admin switches the format: the owner's open editor hears it.
      const saved = await call('admin', 'PUT', `/api/courses/${course.id}`, {
        version: 0,
        format: 'session',
      });
      expect(saved.status).toBe(200);
      const change = await stream.next((event) => event.event === 'course' && parsed(event).version === 1);
      expect(parsed(change)).toEqual({ courseId: course.id, version: 1, format: 'session', status: 'draft' });
      expect(change.id).toBe('1');

      // A stale save is rolled back: nothing is told. The structure save that follows is.
      expect(
        (await call('admin', 'PUT', `/api/courses/${course.id}`, { version: 0, title: 'x' })).status,
      ).toBe(409);
      const structure = await call('admin', 'PUT', `/api/courses/${course.id}/structure`, {
        version: 1,
        sections: [
          {
            title: 'Semaine 1',
            position: 0,
            lessons: [{ title: 'Lire', type: 'article', content: { text: '<p>Bonjour</p>' }, position: 0 }],
          },
        ],
      });
      expect(structure.status).toBe(200);
      await stream.next((event) => event.event === 'course' && parsed(event).version === 2);
      expect(stream.events.filter((event) => event.event === 'course').map((e) => parsed(e).version)).toEqual(
        [0, 1, 2],
      );

      expect((await call('admin', 'POST', `/api/courses/${course.id}/archive`)).status).toBe(200);
      const archived = await stream.next((event) => event.event === 'course' && parsed(event).version === 3);
      expect(parsed(archived).status).toBe('archived');

      // Heartbeats keep proxies from closing the idle stream.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stream.comments).toContain(': ping');
    } finally {
      stream.close();
    }
    // The browser went away: its stream is let go.
    await stream.ended;
    await expect.poll(() => app.courseChanges.openStreams()).toBe(0);
  });

  it("a course's stream hears only that course", async () => {
    const watched = await newDraft();
    const other = await newDraft();
    const stream = await open(`/api/courses/${watched.id}/events`, bearer({ accessToken: tokens.admin }));
    try {
      await stream.next((event) => event.event === 'course');
      await call('owner', 'PUT', `/api/courses/${other.id}`, { version: 0, format: 'session' });
      await call('owner', 'PUT', `/api/courses/${watched.id}`, { version: 0, title: 'Renommé' });
      await stream.next((event) => parsed(event).version === 1);
      expect(stream.events.every((event) => parsed(event).courseId === watched.id)).toBe(true);
    } finally {
      stream.close();
    }
  });

  it.each([
    ['student', 403],
    ['otherInstructor', 403],
    ['otherOrgAdmin', 404],
  ] as const)('a stranger cannot subscribe: %s → %i (bearer and token route)', async (who, status) => {
    const course = await newDraft();
    const stream = await open(`/api/courses/${course.id}/events`, bearer({ accessToken: tokens[who] }));
    expect(stream.status).toBe(status);
    await stream.ended;
    expect((await call(who, 'GET', `/api/courses/${course.id}/events/token`)).status).toBe(status);
  });

  it('without credentials, or with a forged, foreign or stale token → 401 in French', async () => {
    const course = await newDraft();
    const another = await newDraft();
    const foreignToken = await eventsToken('owner', another.id);
    for (const query of ['', '?token=abc.def.ghi', `?token=${foreignToken}`]) {
      const response = await app.inject({ url: `/api/courses/${course.id}/events${query}` });
      expect(response.statusCode, query).toBe(401);
      expect(response.json().error).toMatch(/[éà]|jeton|connect/i);
    }
    // The superadmin may edit it, so may subscribe.
    const stream = await open(
      `/api/courses/${course.id}/events?token=${await eventsToken('superadmin', course.id)}`,
    );
    expect(stream.status).toBe(200);
    stream.close();
  });

  // PostgreSQL only: the listening connection is cut (a restart, a proxy's idle timeout); it comes back.
  it.runIf(process.env.DATABASE_URL)('the listener reconnects after its connection is cut', async () => {
    const course = await newDraft();
    const stream = await open(`/api/courses/${course.id}/events`, bearer({ accessToken: tokens.owner }));
    try {
      await stream.next((event) => event.event === 'course');
      const cut = await app.database.sql(
        "select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN course_changes%' and pid <> pg_backend_pid()",
      );
      expect(cut.rows.length).toBeGreaterThan(0);
      // The first pause before reconnecting is half a second.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await call('admin', 'PUT', `/api/courses/${course.id}`, { version: 0, format: 'session' });
      const change = await stream.next((event) => parsed(event).version === 1);
      expect(parsed(change).format).toBe('session');
    } finally {
      stream.close();
    }
  });

  it('HEAD answers the headers at once and keeps nothing open', async () => {
    const course = await newDraft();
    const response = await app.inject({
      method: 'HEAD',
      url: `/api/courses/${course.id}/events`,
      headers: bearer({ accessToken: tokens.owner }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.body).toBe('');
    await expect.poll(() => app.courseChanges.openStreams()).toBe(0);
  });

  it('a token stops working when its session ends', async () => {
    const course = await newDraft();
    const user = await newSignedInUser(app, {
      organizationId: await organizationId(app, 'jang'),
      role: 'admin',
    });
    const answer = await app.inject({ url: `/api/courses/${course.id}/events/token`, headers: bearer(user) });
    const token = answer.json().data.token as string;
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer(user) })).statusCode,
    ).toBe(200);
    const response = await app.inject({ url: `/api/courses/${course.id}/events?token=${token}` });
    expect(response.statusCode).toBe(401);
  });
});

describe('stream lifetime', () => {
  it('ends after LIVE_STREAM_MAX_SECONDS with a reconnect event, and is let go', async () => {
    const short = await createTestApp({ LIVE_STREAM_MAX_SECONDS: '0.3' });
    try {
      const user = await newSignedInUser(short, {
        organizationId: await organizationId(short, 'jang'),
        role: 'admin',
      });
      const created = await short.inject({
        method: 'POST',
        url: '/api/courses',
        headers: bearer(user),
        payload: { title: 'Court' },
      });
      const response = await short.inject({
        url: `/api/courses/${created.json().data.id}/events`,
        headers: bearer(user),
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/^retry: 3000\n\nid: 0\nevent: course\ndata: \{/);
      expect(response.body.trimEnd().endsWith('event: reconnect\ndata: {}')).toBe(true);
      expect(short.courseChanges.openStreams()).toBe(0);
    } finally {
      await short.close();
    }
  });
});
