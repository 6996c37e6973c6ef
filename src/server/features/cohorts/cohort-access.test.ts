import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/domain.ts';
import {
  addCohortInstructor,
  enrol,
  newCohort,
  newCourse,
  newInstructor,
  newUser,
} from '../../db/factories/index.ts';
import { createTestApp, organizationId, type TestApp } from '../../test/test-app.ts';
import type { Caller } from '../auth/caller.ts';
import { reachCohort, reachCohortAsAdmin, reachCohortAsStaff } from './cohort-access.ts';

// Who reaches a cohort: its live learners, its instructors (and the course's), its organisation's admins.
describe('reaching a cohort', () => {
  let app: TestApp;
  let cohortId: string;
  const callers: Record<string, Caller> = {};

  async function caller(name: string, organizationId: string, role: Role): Promise<Caller> {
    const user = await newUser(app.database.db, { organizationId, role });
    callers[name] = { userId: user.id, sessionId: 's', organizationId, email: user.email, roles: [role] };
    return callers[name];
  }

  beforeAll(async () => {
    app = await createTestApp();
    const db = app.database.db;
    const jang = await organizationId(app, 'jang');
    const autre = await organizationId(app, 'autre');
    const author = await caller('courseInstructor', jang, 'instructor');
    const authorProfile = await newInstructor(db, {
      organizationId: jang,
      name: 'Auteur',
      userId: author.userId,
    });
    const course = await newCourse(db, { organizationId: jang, instructorId: authorProfile.id });
    cohortId = (await newCohort(db, { courseId: course.id })).id;
    const teacher = await caller('cohortInstructor', jang, 'instructor');
    const profile = await newInstructor(db, {
      organizationId: jang,
      name: 'Formateur',
      userId: teacher.userId,
    });
    await addCohortInstructor(db, cohortId, profile.id);
    await caller('otherInstructor', jang, 'instructor');
    const learner = await caller('learner', jang, 'student');
    await enrol(db, learner.userId, course.id, { cohortId });
    const waiting = await caller('waitlisted', jang, 'student');
    await enrol(db, waiting.userId, course.id, { cohortId, status: 'waitlisted' });
    await caller('notEnrolled', jang, 'student');
    await caller('admin', jang, 'admin');
    await caller('otherOrgAdmin', autre, 'admin');
    await caller('otherOrgStudent', autre, 'student');
  });
  afterAll(() => app.close());

  const outcome = (promise: Promise<unknown>) =>
    promise.then(
      (value) => (value as { viewer?: string }).viewer ?? 'ok',
      (error: { status?: number }) => error.status,
    );

  it('lets in the learners, instructors and admins of the cohort, and no one else (404)', async () => {
    const seen = Object.fromEntries(
      await Promise.all(
        Object.entries(callers).map(async ([name, c]) => [
          name,
          await outcome(reachCohort(app.database.db, c, cohortId)),
        ]),
      ),
    );
    expect(seen).toEqual({
      courseInstructor: 'instructor',
      cohortInstructor: 'instructor',
      otherInstructor: 404,
      learner: 'learner',
      waitlisted: 404,
      notEnrolled: 404,
      admin: 'admin',
      otherOrgAdmin: 404,
      otherOrgStudent: 404,
    });
  });

  it('keeps staff actions to staff and admin actions to admins', async () => {
    const db = app.database.db;
    expect(await outcome(reachCohortAsStaff(db, callers.learner!, cohortId))).toBe(403);
    expect(await outcome(reachCohortAsStaff(db, callers.cohortInstructor!, cohortId))).toBe('instructor');
    expect(await outcome(reachCohortAsAdmin(db, callers.cohortInstructor!, cohortId))).toBe(403);
    expect(await outcome(reachCohortAsAdmin(db, callers.otherOrgAdmin!, cohortId))).toBe(404);
    expect(await outcome(reachCohortAsAdmin(db, callers.admin!, cohortId))).toBe('ok');
  });
});
