import { eq } from 'drizzle-orm';
import {
  cohortAnnouncements,
  cohortInstructors,
  cohortMessages,
  cohortPracticals,
  cohortResources,
  cohortSessions,
  cohorts,
} from '../schema/index.ts';
import { courseOrganizationId, DAY_MS, type Executor, unique } from './support.ts';

export type NewCohortOptions = { courseId: string } & Partial<
  Omit<typeof cohorts.$inferInsert, 'courseId' | 'organizationId'>
>;

/** An active session of the course starting in a week, at the course's prices, seats unlimited unless `maxParticipants`. */
export async function newCohort(db: Executor, options: NewCohortOptions) {
  const organizationId = await courseOrganizationId(db, options.courseId);
  const [row] = await db
    .insert(cohorts)
    .values({
      organizationId,
      name: unique('Session'),
      status: 'active',
      startDate: new Date(Date.now() + 7 * DAY_MS),
      ...options,
    })
    .returning();
  return row!;
}

/** The cohort's organisation, for the rows that belong to a cohort. */
async function cohortOrganizationId(db: Executor, cohortId: string): Promise<string> {
  const [row] = await db
    .select({ organizationId: cohorts.organizationId })
    .from(cohorts)
    .where(eq(cohorts.id, cohortId));
  if (!row) throw new Error(`newCohort…: unknown cohort ${cohortId}`);
  return row.organizationId;
}

/** The instructor (an instructors row) made one of the cohort's instructors. */
export async function addCohortInstructor(db: Executor, cohortId: string, instructorId: string) {
  await db.insert(cohortInstructors).values({ cohortId, instructorId }).onConflictDoNothing();
}

export type NewCohortSessionOptions = Partial<
  Omit<typeof cohortSessions.$inferInsert, 'cohortId' | 'organizationId'>
>;

/** A live session of the cohort a week from now, 18:00–20:00, with one meeting link. */
export async function newCohortSession(
  db: Executor,
  cohortId: string,
  options: NewCohortSessionOptions = {},
) {
  const organizationId = await cohortOrganizationId(db, cohortId);
  const [row] = await db
    .insert(cohortSessions)
    .values({
      organizationId,
      cohortId,
      title: unique('Séance'),
      sessionDate: new Date(Date.now() + 7 * DAY_MS).toISOString().slice(0, 10),
      startTime: '18:00:00',
      endTime: '20:00:00',
      liveLinks: [{ meeting_url: 'https://meet.example.org/jang-seance' }],
      ...options,
    })
    .returning();
  return row!;
}

export type NewCohortResourceOptions = Partial<
  Omit<typeof cohortResources.$inferInsert, 'cohortId' | 'organizationId'>
>;

/** A link resource of the cohort unless `kind: 'file'` with a `storageKey` is given. */
export async function newCohortResource(
  db: Executor,
  cohortId: string,
  options: NewCohortResourceOptions = {},
) {
  const organizationId = await cohortOrganizationId(db, cohortId);
  const [row] = await db
    .insert(cohortResources)
    .values({
      organizationId,
      cohortId,
      title: unique('Ressource'),
      kind: 'link',
      url: 'https://example.org/ressource',
      ...options,
    })
    .returning();
  return row!;
}

export type NewCohortAnnouncementOptions = Partial<
  Omit<typeof cohortAnnouncements.$inferInsert, 'cohortId' | 'organizationId'>
>;

/** An announcement of the cohort (no author unless `authorId`). */
export async function newCohortAnnouncement(
  db: Executor,
  cohortId: string,
  options: NewCohortAnnouncementOptions = {},
) {
  const organizationId = await cohortOrganizationId(db, cohortId);
  const [row] = await db
    .insert(cohortAnnouncements)
    .values({
      organizationId,
      cohortId,
      title: unique('Annonce'),
      body: 'Bienvenue dans la session.',
      ...options,
    })
    .returning();
  return row!;
}

/** A discussion message of `authorId` in the cohort. */
export async function newCohortMessage(
  db: Executor,
  cohortId: string,
  authorId: string,
  options: Partial<Pick<typeof cohortMessages.$inferInsert, 'message' | 'messageType' | 'createdAt'>> = {},
) {
  const organizationId = await cohortOrganizationId(db, cohortId);
  const [row] = await db
    .insert(cohortMessages)
    .values({ organizationId, cohortId, authorId, message: unique('Message'), ...options })
    .returning();
  return row!;
}

/** The exercise made a practical of the cohort, due in two weeks unless `dueAt`. */
export async function newCohortPractical(
  db: Executor,
  cohortId: string,
  exerciseId: string,
  dueAt = new Date(Date.now() + 14 * DAY_MS),
) {
  const [row] = await db.insert(cohortPracticals).values({ cohortId, exerciseId, dueAt }).returning();
  return row!;
}
