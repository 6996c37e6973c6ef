import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cohortAnnouncementReads, cohortAnnouncements, cohortMessages } from '../../db/schema/cohorts.ts';
import {
  addCohortInstructor,
  enrol,
  newCohort,
  newCohortAnnouncement,
  newCohortMessage,
  newCourse,
  newInstructor,
  newSignedInUser,
} from '../../test/factories/index.ts';
import { openSse } from '../../test/sse-client.ts';
import { bearer, createTestApp, organizationId, type TestApp } from '../../test/test-app.ts';

// 'Fil d'actualités' and 'Discussion' of the cohort space (issue 15; decisions 210–213) on PGlite, or
// PostgreSQL with DATABASE_URL: who may read, post, moderate; bad input changes nothing; a message
// posted reaches an open stream.

const WHO = [
  'anonymous',
  'learner',
  'otherLearner',
  'notEnrolled',
  'otherOrgLearner',
  'cohortInstructor',
  'otherInstructor',
  'admin',
  'otherOrgAdmin',
] as const;
type Who = (typeof WHO)[number];

let app: TestApp;
let cohortId: string;
let otherCohortId: string;
const tokens = {} as Record<Who, string | undefined>;
const userIds = {} as Record<Who, string>;

beforeAll(async () => {
  app = await createTestApp({ LIVE_HEARTBEAT_SECONDS: '5', LIVE_STREAM_MAX_SECONDS: '30' });
  const db = app.database.db;
  const jang = await organizationId(app, 'jang');
  const autre = await organizationId(app, 'autre');
  const author = await newInstructor(db, { organizationId: jang, name: 'Auteur du cours' });
  const course = await newCourse(db, { organizationId: jang, instructorId: author.id });
  cohortId = (await newCohort(db, { courseId: course.id })).id;
  otherCohortId = (await newCohort(db, { courseId: course.id })).id;
  const roles = {
    learner: ['student', jang],
    otherLearner: ['student', jang],
    notEnrolled: ['student', jang],
    otherOrgLearner: ['student', autre],
    cohortInstructor: ['instructor', jang],
    otherInstructor: ['instructor', jang],
    admin: ['admin', jang],
    otherOrgAdmin: ['admin', autre],
  } as const;
  for (const [who, [role, org]] of Object.entries(roles)) {
    const user = await newSignedInUser(app, { organizationId: org, role, name: `Personne ${who}` });
    tokens[who as Who] = user.accessToken;
    userIds[who as Who] = user.id;
  }
  await enrol(db, userIds.learner, course.id, { cohortId });
  await enrol(db, userIds.otherLearner, course.id, { cohortId });
  const profile = await newInstructor(db, {
    organizationId: jang,
    userId: userIds.cohortInstructor,
    name: 'F',
  });
  await addCohortInstructor(db, cohortId, profile.id);
  await newInstructor(db, { organizationId: jang, userId: userIds.otherInstructor, name: 'Autre' });
}, 120_000);
afterAll(async () => app?.close());

const base = (id = cohortId) => `/api/v1/student/cohorts/${id}`;

async function call(who: Who, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  const token = tokens[who];
  const response = await app.inject({
    method,
    url,
    headers: token ? bearer({ accessToken: token }) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return {
    status: response.statusCode,
    // biome-ignore lint/suspicious/noExplicitAny: the answers are read field by field, each checked
    body: response.json() as { data: any; error?: string; code?: string },
  };
}

const messageCount = async (id = cohortId) =>
  (
    await app.database.db.select({ n: count() }).from(cohortMessages).where(eq(cohortMessages.cohortId, id))
  )[0]!.n;

/** What each caller gets, in WHO's order. */
async function statuses(request: (who: Who) => Promise<number>) {
  const seen: Record<string, number> = {};
  for (const who of WHO) seen[who] = await request(who);
  return seen;
}

const REACHERS = { learner: 200, otherLearner: 200, cohortInstructor: 200, admin: 200 };
const STRANGERS = { notEnrolled: 404, otherOrgLearner: 404, otherInstructor: 404, otherOrgAdmin: 404 };

describe('who may do what', () => {
  it('reads the discussion and the announcements: its learners, instructors and admins; 404 for anyone else', async () => {
    for (const path of ['discussions', 'announcements', 'events/token']) {
      expect(await statuses(async (who) => (await call(who, 'GET', `${base()}/${path}`)).status)).toEqual({
        anonymous: 401,
        ...REACHERS,
        ...STRANGERS,
      });
    }
  });

  it('posts in the discussion: everyone who reaches the cohort (201 with the message)', async () => {
    const seen = await statuses(async (who) => {
      const answer = await call(who, 'POST', `${base()}/discussions`, { message: `Bonjour de ${who}` });
      if (answer.status === 201) {
        expect(answer.body.data).toMatchObject({
          message: `Bonjour de ${who}`,
          message_type: 'text',
          author: { id: userIds[who], name: `Personne ${who}` },
          mine: true,
          canDelete: true,
        });
      }
      return answer.status;
    });
    expect(seen).toEqual({
      anonymous: 401,
      learner: 201,
      otherLearner: 201,
      cohortInstructor: 201,
      admin: 201,
      ...STRANGERS,
    });
  });

  it("deletes a learner's message: its author and the cohort's staff; 403 for another learner; 404 for strangers", async () => {
    const db = app.database.db;
    const seen = await statuses(async (who) => {
      const message = await newCohortMessage(db, cohortId, userIds.learner);
      return (await call(who, 'DELETE', `${base()}/discussions/${message.id}`)).status;
    });
    expect(seen).toEqual({ anonymous: 401, ...REACHERS, otherLearner: 403, ...STRANGERS });
  });

  it('posts, edits and deletes announcements: the staff; 403 for a learner; marks read: whoever reaches it', async () => {
    const db = app.database.db;
    const staffOnly = {
      anonymous: 401,
      learner: 403,
      otherLearner: 403,
      cohortInstructor: 0,
      admin: 0,
      ...STRANGERS,
    };
    expect(
      await statuses(
        async (who) => (await call(who, 'POST', `${base()}/announcements`, { title: 'T', body: 'B' })).status,
      ),
    ).toEqual({ ...staffOnly, cohortInstructor: 201, admin: 201 });
    expect(
      await statuses(async (who) => {
        const announcement = await newCohortAnnouncement(db, cohortId);
        return (await call(who, 'PATCH', `${base()}/announcements/${announcement.id}`, { title: 'Nouveau' }))
          .status;
      }),
    ).toEqual({ ...staffOnly, cohortInstructor: 200, admin: 200 });
    expect(
      await statuses(async (who) => {
        const announcement = await newCohortAnnouncement(db, cohortId);
        return (await call(who, 'DELETE', `${base()}/announcements/${announcement.id}`)).status;
      }),
    ).toEqual({ ...staffOnly, cohortInstructor: 200, admin: 200 });
    const announcement = await newCohortAnnouncement(db, cohortId);
    expect(
      await statuses(
        async (who) => (await call(who, 'POST', `${base()}/announcements/${announcement.id}/read`)).status,
      ),
    ).toEqual({ anonymous: 401, ...REACHERS, ...STRANGERS });
  });
});

describe('the discussion board', () => {
  it('pages newest first, 50 at most, with totalCount, author, avatar and rights per caller', async () => {
    const db = app.database.db;
    const cohort = (
      await newCohort(db, {
        courseId: (await newCourse(db, { organizationId: await organizationId(app, 'jang') })).id,
      })
    ).id;
    const learners = [userIds.learner, userIds.otherLearner];
    // The learners of this other cohort are not enrolled: the admin reads it.
    const start = Date.now() - 200 * 60_000;
    for (let i = 0; i < 120; i += 1) {
      await newCohortMessage(db, cohort, learners[i % 2]!, {
        message: `Message ${i}`,
        createdAt: new Date(start + i * 60_000),
      });
    }
    const first = await call('admin', 'GET', `${base(cohort)}/discussions`);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ totalCount: 120, limit: 50, offset: 0 });
    expect(first.body.data.messages).toHaveLength(50);
    expect(first.body.data.messages[0]).toMatchObject({
      message: 'Message 119',
      author: { id: userIds.otherLearner, name: 'Personne otherLearner', avatarUrl: null },
      mine: false,
      canDelete: true,
    });
    const last = await call('admin', 'GET', `${base(cohort)}/discussions?offset=100`);
    expect(last.body.data.messages.map((m: { message: string }) => m.message)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Message ${19 - i}`),
    );
    const small = await call('admin', 'GET', `${base(cohort)}/discussions?limit=10&offset=5`);
    expect(small.body.data.messages[0].message).toBe('Message 114');
    expect(small.body.data).toMatchObject({ limit: 10, offset: 5, totalCount: 120 });
  });

  it("shows a learner their own messages as theirs and others' as not deletable", async () => {
    await newCohortMessage(app.database.db, cohortId, userIds.otherLearner, { message: 'Pas à moi' });
    const mine = await call('learner', 'POST', `${base()}/discussions`, { message: 'À moi' });
    const list = await call('learner', 'GET', `${base()}/discussions`);
    const byText = (text: string) =>
      list.body.data.messages.find((m: { message: string }) => m.message === text);
    expect(byText('À moi')).toMatchObject({ id: mine.body.data.id, mine: true, canDelete: true });
    expect(byText('Pas à moi')).toMatchObject({ mine: false, canDelete: false });
  });

  it('stores the message as plain text: trimmed, control characters removed, HTML kept as text', async () => {
    const answer = await call('learner', 'POST', `${base()}/discussions`, {
      message: '  <script>alert(1)</script>\u0007 ok \u202E ',
      message_type: 'text',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.message).toBe('<script>alert(1)</script> ok');
  });
});

describe('bad input changes nothing', () => {
  it('refuses a 1 MB message (413), an empty one, one over 5000 characters and an unknown type (400), in French', async () => {
    const before = await messageCount();
    const huge = await call('learner', 'POST', `${base()}/discussions`, { message: 'a'.repeat(1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe('Les données envoyées sont trop volumineuses.');
    for (const [payload, error] of [
      [{ message: '' }, 'Veuillez saisir un message.'],
      [{ message: ' \n\u0001 ' }, 'Veuillez saisir un message.'],
      [{ message: 'a'.repeat(5001) }, 'Le message doit contenir au plus 5000 caractères.'],
      [
        { message: 'a', message_type: 'html' },
        'Type de message inconnu : seuls les messages texte (text) sont acceptés.',
      ],
      [{}, 'Veuillez saisir un message.'],
    ] as const) {
      const answer = await call('learner', 'POST', `${base()}/discussions`, payload);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe(error);
    }
    expect(await messageCount()).toBe(before);
  });

  it('refuses limit 500, a negative offset and a malformed id (400)', async () => {
    expect((await call('learner', 'GET', `${base()}/discussions?limit=500`)).body.error).toBe(
      'Le nombre de messages par page (limit) doit être un entier de 1 à 50.',
    );
    expect((await call('learner', 'GET', `${base()}/discussions?offset=-1`)).status).toBe(400);
    expect((await call('learner', 'GET', `${base()}/discussions?limit=0`)).status).toBe(400);
    expect((await call('learner', 'GET', '/api/v1/student/cohorts/abc/discussions')).body.error).toBe(
      'Identifiant invalide',
    );
  });

  it("does not delete another cohort's message through this cohort (404), even for its admin", async () => {
    const elsewhere = await newCohortMessage(app.database.db, otherCohortId, userIds.admin);
    const before = await messageCount(otherCohortId);
    const answer = await call('admin', 'DELETE', `${base()}/discussions/${elsewhere.id}`);
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe('Ce message est introuvable.');
    expect(await messageCount(otherCohortId)).toBe(before);
  });

  it('refuses a bad announcement and an empty change, and finds no announcement of another cohort', async () => {
    const db = app.database.db;
    const before = (await db.select({ n: count() }).from(cohortAnnouncements))[0]!.n;
    for (const payload of [
      { title: '', body: 'b' },
      { title: 't', body: 'b', priority: 'urgent' },
      { title: 't' },
    ]) {
      expect((await call('admin', 'POST', `${base()}/announcements`, payload)).status).toBe(400);
    }
    const elsewhere = await newCohortAnnouncement(db, otherCohortId, { title: 'Ailleurs' });
    expect(
      (await call('admin', 'PATCH', `${base()}/announcements/${elsewhere.id}`, { title: 'x' })).status,
    ).toBe(404);
    expect((await call('admin', 'DELETE', `${base()}/announcements/${elsewhere.id}`)).status).toBe(404);
    expect((await call('learner', 'POST', `${base()}/announcements/${elsewhere.id}/read`)).status).toBe(404);
    const mine = await newCohortAnnouncement(db, cohortId);
    const empty = await call('admin', 'PATCH', `${base()}/announcements/${mine.id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Indiquez au moins un champ à modifier.');
    expect((await db.select({ n: count() }).from(cohortAnnouncements))[0]!.n).toBe(before + 2);
    expect((await call('learner', 'GET', `${base()}/announcements?unread_only=oui`)).status).toBe(400);
  });
});

describe("'Fil d'actualités'", () => {
  it('filters by priority, category and unread, each read or unread for the caller; reading twice is once', async () => {
    const db = app.database.db;
    const cohort = (
      await newCohort(db, {
        courseId: (await newCourse(db, { organizationId: await organizationId(app, 'jang') })).id,
      })
    ).id;
    const posted = await call('admin', 'POST', `${base(cohort)}/announcements`, {
      title: 'Séance annulée',
      body: 'La séance de jeudi est annulée.',
      priority: 'high',
      category: 'planning',
    });
    expect(posted.status).toBe(201);
    expect(posted.body.data).toMatchObject({ priority: 'high', category: 'planning', read: false });
    await newCohortAnnouncement(db, cohort, { title: 'Bienvenue', priority: 'low' });
    const all = await call('admin', 'GET', `${base(cohort)}/announcements`);
    expect(all.body.data.announcements.map((a: { title: string }) => a.title)).toEqual([
      'Bienvenue',
      'Séance annulée',
    ]);
    expect(all.body.data).toMatchObject({ unreadCount: 2, categories: ['general', 'planning'] });
    const high = await call('admin', 'GET', `${base(cohort)}/announcements?priority=high`);
    expect(high.body.data.announcements).toHaveLength(1);
    const planning = await call('admin', 'GET', `${base(cohort)}/announcements?category=planning`);
    expect(planning.body.data.announcements[0].title).toBe('Séance annulée');

    const id = posted.body.data.id;
    for (let i = 0; i < 2; i += 1) {
      expect((await call('admin', 'POST', `${base(cohort)}/announcements/${id}/read`)).body.data).toEqual({
        id,
        read: true,
      });
    }
    expect(
      (
        await db
          .select({ n: count() })
          .from(cohortAnnouncementReads)
          .where(eq(cohortAnnouncementReads.announcementId, id))
      )[0]!.n,
    ).toBe(1);
    const unread = await call('admin', 'GET', `${base(cohort)}/announcements?unread_only=true`);
    expect(unread.body.data.announcements.map((a: { title: string }) => a.title)).toEqual(['Bienvenue']);
    expect(unread.body.data.unreadCount).toBe(1);

    const changed = await call('admin', 'PATCH', `${base(cohort)}/announcements/${id}`, {
      priority: 'normal',
    });
    expect(changed.body.data).toMatchObject({ title: 'Séance annulée', priority: 'normal', read: true });
  });
});

describe('the live stream', () => {
  let origin: string;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  async function eventsToken(who: Who, id = cohortId) {
    const answer = await call(who, 'GET', `${base(id)}/events/token`);
    expect(answer.status).toBe(200);
    return answer.body.data.token as string;
  }

  it('brings a message posted by someone else, its deletion and an announcement to an open page', async () => {
    const stream = await openSse(`${origin}${base()}/events?token=${await eventsToken('learner')}`);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      await stream.next((event) => event.event === 'ready');

      const posted = await call('cohortInstructor', 'POST', `${base()}/discussions`, {
        message: 'En direct !',
      });
      const arrived = await stream.next((event) => event.event === 'message');
      expect(JSON.parse(arrived.data)).toEqual({ ...posted.body.data, mine: false, canDelete: false });

      expect(
        (await call('cohortInstructor', 'DELETE', `${base()}/discussions/${posted.body.data.id}`)).status,
      ).toBe(200);
      const deleted = await stream.next((event) => event.event === 'message-deleted');
      expect(JSON.parse(deleted.data)).toEqual({ messageId: posted.body.data.id });

      const announced = await call('admin', 'POST', `${base()}/announcements`, {
        title: 'Live',
        body: 'Annonce',
      });
      const told = await stream.next((event) => event.event === 'announcement');
      expect(JSON.parse(told.data)).toEqual({ announcementId: announced.body.data.id, change: 'created' });

      // A message of another cohort does not reach this stream; a refused post sends nothing.
      await call('admin', 'POST', `${base(otherCohortId)}/discussions`, { message: 'Ailleurs' });
      await call('learner', 'POST', `${base()}/discussions`, { message: '' });
      const mine = await call('learner', 'POST', `${base()}/discussions`, { message: 'Le mien' });
      const own = await stream.next(
        (event) => event.event === 'message' && JSON.parse(event.data).id === mine.body.data.id,
      );
      expect(JSON.parse(own.data)).toMatchObject({ mine: true, canDelete: true });
      expect(stream.events.filter((event) => event.event === 'message')).toHaveLength(2);
    } finally {
      stream.close();
    }
    await stream.ended;
    await expect.poll(() => app.cohortChanges.openStreams()).toBe(0);
  });

  it('refuses a stream without a token, with a token of another cohort, and to strangers', async () => {
    expect((await openSse(`${origin}${base()}/events`)).status).toBe(401);
    const token = await eventsToken('admin', otherCohortId);
    const wrong = await openSse(`${origin}${base()}/events?token=${token}`);
    expect(wrong.status).toBe(401);
    const stranger = await openSse(
      `${origin}${base()}/events`,
      bearer({ accessToken: tokens.otherInstructor! }),
    );
    expect(stranger.status).toBe(404);
  });
});
