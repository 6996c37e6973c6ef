import { cohorts } from '../schema/index.ts';
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
