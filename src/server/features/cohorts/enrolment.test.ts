import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, enrollments, users } from '../../db/schema/index.ts';
import {
  addCohortInstructor,
  enrol,
  newCohort,
  newCourse,
  newInstructor,
  newSignedInUser,
  newUser,
  type SignedInUser,
} from '../../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type TestApp } from '../../test/test-app.ts';
import type { Caller } from '../auth/caller.ts';
import { joinCohort } from './join-cohort.ts';
import { listStaffParticipants } from './list-staff-participants.ts';

// Cohorts, part enrolment (issue 15): every path into a cohort through one use case with the cohort
// row locked; waitlist in arrival order, promotion exactly once with one email; approval; deadline;
// access window; the staff's participants routes for the eight callers and bad input.

const DAY = 24 * 3600 * 1000;

let app: TestApp;
let orgId: string;
let otherOrgId: string;
let instructorUser: SignedInUser;
let instructorProfileId: string;
let people: Record<
  'student' | 'outsider' | 'otherOrgStudent' | 'instructor' | 'otherInstructor' | 'admin' | 'otherOrgAdmin',
  SignedInUser
>;

const db = () => app.database.db;
const asCaller = (user: { id: string; email: string; organizationId: string }): Caller => ({
  userId: user.id,
  sessionId: 'test',
  organizationId: user.organizationId,
  email: user.email,
  roles: ['student'],
});

async function freeCourse(options: { accessType?: 'free' | 'invitation' } = {}) {
  const course = await newCourse(db(), {
    organizationId: orgId,
    instructorId: instructorProfileId,
    pricing: 'free',
    ...(options.accessType ? { accessType: options.accessType } : {}),
  });
  return course.id;
}

async function outboxTo(email: string) {
  return db().select().from(emailOutbox).where(eq(emailOutbox.to, email));
}

beforeAll(async () => {
  app = await createTestApp();
  orgId = await organizationId(app, 'jang');
  otherOrgId = await organizationId(app, 'autre');
  const signed = (role: 'student' | 'instructor' | 'admin', organization: string) =>
    newSignedInUser(app, {
      organizationId: organization,
      role: role === 'student' ? 'student' : ['student', role],
    });
  instructorUser = await signed('instructor', orgId);
  instructorProfileId = (await newInstructor(db(), { organizationId: orgId, userId: instructorUser.id })).id;
  const otherInstructor = await signed('instructor', orgId);
  await newInstructor(db(), { organizationId: orgId, userId: otherInstructor.id });
  people = {
    student: await signed('student', orgId),
    outsider: await signed('student', orgId),
    otherOrgStudent: await signed('student', otherOrgId),
    instructor: instructorUser,
    otherInstructor,
    admin: await signed('admin', orgId),
    otherOrgAdmin: await signed('admin', otherOrgId),
  };
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('50 learners into 5 seats with the waitlist on', () => {
  it('takes exactly 5 active and 45 waitlisted in lock order; one leaves, the first waiting is promoted once, told once', async () => {
    const courseId = await freeCourse();
    const cohort = await newCohort(db(), { courseId, maxParticipants: 5, enableWaitlist: true });
    const learners = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        newUser(db(), { organizationId: orgId, email: `vague${index}.${cohort.id.slice(0, 6)}@exemple.sn` }),
      ),
    );
    const answers = await Promise.all(
      learners.map((learner) => joinCohort(db(), asCaller(learner), cohort.id)),
    );
    expect(answers.filter((answer) => answer.status === 'active')).toHaveLength(5);
    const waiting = answers.filter((answer) => answer.status === 'waitlisted');
    expect(waiting).toHaveLength(45);
    // Positions 1..45, each once: the order the server took the lock.
    expect(waiting.map((answer) => answer.waitlist_position).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 45 }, (_, index) => index + 1),
    );
    const rows = await db().select().from(enrollments).where(eq(enrollments.cohortId, cohort.id));
    const queue = rows
      .filter((row) => row.status === 'waitlisted')
      .sort((a, b) => a.waitlistedAt!.getTime() - b.waitlistedAt!.getTime());
    expect(new Set(queue.map((row) => row.waitlistedAt!.getTime())).size).toBe(45);

    const list = await listStaffParticipants(db(), cohort.id);
    expect(list.seats).toMatchObject({ taken: 5, max: 5, waiting: 45 });
    const first = list.participants.find((participant) => participant.waitlist_position === 1)!;
    expect(first.id).toBe(queue[0]!.userId);

    // One active learner leaves, twice at once: one seat freed, one promotion.
    const leaver = learners.find(
      (learner) => rows.find((row) => row.userId === learner.id)?.status === 'active',
    )!;
    const leaving = await Promise.allSettled([
      app.inject({
        method: 'POST',
        url: `/api/v1/student/cohorts/${cohort.id}/leave`,
        headers: bearer(await signInAs(leaver)),
      }),
      app.inject({
        method: 'POST',
        url: `/api/v1/student/cohorts/${cohort.id}/leave`,
        headers: bearer(await signInAs(leaver)),
      }),
    ]);
    const statuses = leaving
      .map((result) => (result.status === 'fulfilled' ? result.value.statusCode : 0))
      .sort();
    expect(statuses).toEqual([200, 404]);
    const after = await listStaffParticipants(db(), cohort.id);
    expect(after.seats).toMatchObject({ taken: 5, waiting: 44 });
    expect(after.participants.find((participant) => participant.id === first.id)?.status).toBe('active');

    await Promise.all([app.events.dispatch(), app.events.dispatch()]);
    await app.events.dispatch();
    const promotedEmail = learners.find((learner) => learner.id === first.id)!.email;
    const mails = (await outboxTo(promotedEmail)).filter((mail) => mail.subject.startsWith('Une place'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("vous quittez la liste d'attente");
    // The five first got their welcome, the waiting ones nothing yet.
    const second = after.participants.find((participant) => participant.waitlist_position === 1)!;
    expect(await outboxTo(second.email)).toHaveLength(0);
  }, 120_000);
});

const signInAs = async (user: { email: string }) => {
  const { signIn } = await import('../../test/test-app.ts');
  return signIn(app, user.email);
};

describe('joining', () => {
  it('welcomes an active learner by email with the welcome message and the group link', async () => {
    const courseId = await freeCourse();
    const cohort = await newCohort(db(), {
      courseId,
      welcomeMessage: 'Bienvenue à tous, on commence lundi.',
      communicationChannel: 'whatsapp',
      groupLink: 'https://chat.whatsapp.com/jang-test',
    });
    const learner = await newSignedInUser(app, { organizationId: orgId });
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/student/cohorts/${cohort.id}/join`,
      headers: bearer(learner),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'active', waitlist_position: null });
    await app.events.dispatch();
    const [mail] = await outboxTo(learner.email);
    expect(mail?.text).toContain('Bienvenue à tous, on commence lundi.');
    expect(mail?.text).toContain('https://chat.whatsapp.com/jang-test');
    // Asking again changes nothing and sends nothing more.
    const again = await app.inject({
      method: 'POST',
      url: `/api/v1/student/cohorts/${cohort.id}/join`,
      headers: bearer(learner),
    });
    expect(again.json().data.status).toBe('active');
    await app.events.dispatch();
    expect(await outboxTo(learner.email)).toHaveLength(1);
  });

  it('refuses a full cohort without waitlist, after the deadline, a paid or invitation course; writes nothing', async () => {
    const learner = await newSignedInUser(app, { organizationId: orgId });
    const full = await newCohort(db(), { courseId: await freeCourse(), maxParticipants: 1 });
    await enrol(db(), people.outsider.id, full.courseId, { cohortId: full.id });
    const late = await newCohort(db(), {
      courseId: await freeCourse(),
      registrationDeadline: 'custom',
      customEnrollmentDeadline: new Date(Date.now() - DAY),
    });
    const paidCourse = await newCourse(db(), { organizationId: orgId, pricing: { oneTime: 5000 } });
    const paid = await newCohort(db(), { courseId: paidCourse.id });
    const invitationOnly = await newCohort(db(), {
      courseId: await freeCourse({ accessType: 'invitation' }),
    });
    const draft = await newCohort(db(), { courseId: await freeCourse(), status: 'draft' });
    const cases = [
      [full.id, 'COHORT_FULL', 409],
      [late.id, 'COHORT_REGISTRATION_CLOSED', 409],
      [paid.id, 'COHORT_PAYMENT_REQUIRED', 409],
      [invitationOnly.id, 'INVITATION_ONLY', 409],
      [draft.id, 'COHORT_CLOSED', 409],
    ] as const;
    for (const [cohortId, code, status] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/student/cohorts/${cohortId}/join`,
        headers: bearer(learner),
      });
      expect([response.statusCode, response.json().code]).toEqual([status, code]);
      expect(response.json().error).toMatch(/session|formation/i);
    }
    const written = await db().select().from(enrollments).where(eq(enrollments.userId, learner.id));
    expect(written).toHaveLength(0);
  });

  it('holds a request under manual approval; the staff approve or refuse and the learner is told', async () => {
    const cohort = await newCohort(db(), { courseId: await freeCourse(), approvalProcess: 'manual' });
    const [accepted, declined] = [
      await newSignedInUser(app, { organizationId: orgId }),
      await newSignedInUser(app, { organizationId: orgId }),
    ];
    for (const learner of [accepted, declined]) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/student/cohorts/${cohort.id}/join`,
        headers: bearer(learner),
      });
      expect(response.json().data.status).toBe('pending');
    }
    // A pending learner does not reach the cohort yet.
    const standing = await app.inject({
      method: 'GET',
      url: `/api/v1/student/cohorts/${cohort.id}/enrolment`,
      headers: bearer(accepted),
    });
    expect(standing.json().data).toMatchObject({ status: 'pending', can_join: false });
    const act = (action: string, ids: string[]) =>
      app.inject({
        method: 'POST',
        url: `/api/instructor/cohorts/${cohort.id}/participants`,
        headers: bearer(people.instructor),
        payload: { action, participantIds: ids },
      });
    expect((await act('approve', [accepted.id])).json().data.outcomes[0]).toMatchObject({
      status: 'active',
      skipped: null,
    });
    expect((await act('refuse', [declined.id])).json().data.outcomes[0]).toMatchObject({
      status: 'cancelled',
    });
    // Approving again: nothing pending any more, nothing done, 409 with the reason.
    const again = await act('approve', [accepted.id]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe("Cette personne n'a pas de demande en attente.");
    await app.events.dispatch();
    expect((await outboxTo(accepted.email)).map((mail) => mail.subject)).toEqual([
      `Votre demande pour « ${cohort.name} » est acceptée`,
    ]);
    expect((await outboxTo(declined.email))[0]?.text).toContain("n'a pas été retenue");
  });

  it('keeps a learner out of the content before the access window opens (403, French date)', async () => {
    const cohort = await newCohort(db(), {
      courseId: await freeCourse(),
      immediateAccess: false,
      accessStartDate: new Date(Date.now() + 3 * DAY),
    });
    const learner = await newSignedInUser(app, { organizationId: orgId });
    await enrol(db(), learner.id, cohort.courseId, { cohortId: cohort.id });
    const { reachCohort } = await import('./cohort-access.ts');
    await expect(reachCohort(db(), asCaller(learner), cohort.id)).rejects.toMatchObject({
      code: 'COHORT_ACCESS_NOT_OPEN',
      message: expect.stringMatching(
        /^Le contenu de cette session sera accessible à partir du \d+ \S+ \d{4}\.$/,
      ),
    });
  });
});

describe('invitations', () => {
  it('invites members, emails an accept link (and an activation link to an account without password), accepting enrols', async () => {
    const cohort = await newCohort(db(), {
      courseId: await freeCourse({ accessType: 'invitation' }),
      status: 'draft',
      maxParticipants: 10,
    });
    const active = await newSignedInUser(app, { organizationId: orgId });
    const noPassword = await newUser(db(), { organizationId: orgId });
    await db().update(users).set({ status: 'invited' }).where(eq(users.id, noPassword.id));
    const response = await app.inject({
      method: 'POST',
      url: `/api/instructor/cohorts/${cohort.id}/participants`,
      headers: bearer(people.admin),
      payload: { action: 'invite', participantIds: [active.id, noPassword.id, people.otherOrgStudent.id] },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json().data;
    expect(body.message).toBe('Participants ajoutés avec succès');
    expect(body.outcomes.map((outcome: { status: string | null }) => outcome.status)).toEqual([
      'invited',
      'invited',
      null,
    ]);
    await app.events.dispatch();
    const [invitation] = await outboxTo(active.email);
    expect(invitation?.link).toBe(`http://localhost:3000/dashboard/cohorts/${cohort.id}/join`);
    expect(invitation?.text).not.toContain('/auth/activate');
    const [activation] = await outboxTo(noPassword.email);
    expect(activation?.text).toMatch(/\/auth\/activate\?token=/);
    expect(await outboxTo(people.otherOrgStudent.email)).toHaveLength(0);

    const list = await listStaffParticipants(db(), cohort.id);
    expect(list.seats.invited).toBe(2);
    const accept = await app.inject({
      method: 'POST',
      url: `/api/v1/student/cohorts/${cohort.id}/join`,
      headers: bearer(active),
    });
    expect(accept.json().data.status).toBe('active');
    // Someone not invited is refused on an invitation course.
    const stranger = await app.inject({
      method: 'POST',
      url: `/api/v1/student/cohorts/${cohort.id}/join`,
      headers: bearer(people.outsider),
    });
    expect(stranger.json().code).toBe('INVITATION_ONLY');
  });
});

describe('who may manage and read participants', () => {
  const callers = [
    'anonymous',
    'student',
    'outsider',
    'otherOrgStudent',
    'instructor',
    'otherInstructor',
    'admin',
    'otherOrgAdmin',
  ] as const;

  it('answers the eight callers: cohort staff and admins yes, learners 403/404, others 404 or 401', async () => {
    const cohort = await newCohort(db(), { courseId: await freeCourse(), maxParticipants: 3 });
    await addCohortInstructor(db(), cohort.id, instructorProfileId);
    await enrol(db(), people.student.id, cohort.courseId, { cohortId: cohort.id });
    const target = await newUser(db(), { organizationId: orgId });
    const expected = {
      read: {
        anonymous: 401,
        student: 403,
        outsider: 403,
        otherOrgStudent: 403,
        instructor: 200,
        otherInstructor: 404,
        admin: 200,
        otherOrgAdmin: 404,
      },
      act: {
        anonymous: 401,
        student: 403,
        outsider: 403,
        otherOrgStudent: 403,
        instructor: 200,
        otherInstructor: 404,
        admin: 200,
        otherOrgAdmin: 404,
      },
    };
    for (const caller of callers) {
      const headers = caller === 'anonymous' ? {} : bearer(people[caller]);
      const read = await app.inject({
        method: 'GET',
        url: `/api/admin/cohorts/${cohort.id}/participants`,
        headers,
      });
      expect([caller, read.statusCode]).toEqual([caller, expected.read[caller]]);
      const act = await app.inject({
        method: 'POST',
        url: `/api/instructor/cohorts/${cohort.id}/participants`,
        headers,
        payload: { action: 'invite', participantIds: [target.id] },
      });
      expect([caller, act.statusCode]).toEqual([caller, expected.act[caller]]);
    }
    const read = await app.inject({
      method: 'GET',
      url: `/api/admin/cohorts/${cohort.id}/participants`,
      headers: bearer(people.admin),
    });
    const participant = read
      .json()
      .data.participants.find((row: { id: string }) => row.id === people.student.id);
    expect(participant).toMatchObject({
      status: 'active',
      payment_status: 'free',
      completion_rate: 0,
      waitlist_position: null,
    });
    expect(Object.keys(participant).sort()).toEqual(
      [
        'avatar',
        'completion_rate',
        'email',
        'enrolled_at',
        'first_name',
        'id',
        'last_name',
        'payment_status',
        'status',
        'waitlist_position',
      ].sort(),
    );
  });

  it('refuses bad input with French messages and changes nothing', async () => {
    const cohort = await newCohort(db(), { courseId: await freeCourse() });
    const post = (payload: unknown) =>
      app.inject({
        method: 'POST',
        url: `/api/instructor/cohorts/${cohort.id}/participants`,
        headers: bearer(people.admin),
        payload: payload as object,
      });
    const empty = await post({ action: 'invite', participantIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Sélectionnez au moins un participant');
    expect((await post({ action: 'delete', participantIds: [people.student.id] })).statusCode).toBe(400);
    expect((await post({ action: 'invite', participantIds: ['pas-un-id'] })).statusCode).toBe(400);
    const badId = await app.inject({
      method: 'GET',
      url: '/api/admin/cohorts/pas-un-id/participants',
      headers: bearer(people.admin),
    });
    expect(badId.statusCode).toBe(400);
    const rows = await db()
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.cohortId, cohort.id)));
    expect(rows).toHaveLength(0);
    expect(
      await db()
        .select()
        .from(emailOutbox)
        .where(like(emailOutbox.subject, `%${cohort.name}%`)),
    ).toHaveLength(0);
  });

  it('removing a participant frees the seat for the first waiting learner', async () => {
    const cohort = await newCohort(db(), {
      courseId: await freeCourse(),
      maxParticipants: 1,
      enableWaitlist: true,
    });
    const [seated, waiting] = [
      await newUser(db(), { organizationId: orgId }),
      await newUser(db(), { organizationId: orgId }),
    ];
    expect((await joinCohort(db(), asCaller(seated), cohort.id)).status).toBe('active');
    expect((await joinCohort(db(), asCaller(waiting), cohort.id)).status).toBe('waitlisted');
    const removed = await app.inject({
      method: 'POST',
      url: `/api/instructor/cohorts/${cohort.id}/participants`,
      headers: bearer(people.admin),
      payload: { action: 'remove', participantIds: [seated.id] },
    });
    expect(removed.statusCode).toBe(200);
    const list = await listStaffParticipants(db(), cohort.id);
    expect(list.participants.map((row) => [row.id, row.status])).toEqual([[waiting.id, 'active']]);
  });
});
