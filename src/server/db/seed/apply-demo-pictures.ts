import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { courses, organizations } from '../schema/index.ts';
import { SAMPLE_COURSES } from './courses/index.ts';

/**
 * Gives the demo organisation's sample courses their picture where they have none (docs/decisions/056):
 * run by the seed, and at start-up for a database seeded before the pictures existed. Idempotent; a
 * picture chosen since (thumbnail_url set) is never replaced. Returns the number of courses updated.
 */
export async function applyDemoPictures(db: Executor): Promise<number> {
  const demoOrganizations = db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.isDemo, true));
  let updated = 0;
  for (const course of SAMPLE_COURSES) {
    if (!course.thumbnailUrl) continue;
    const rows = await db
      .update(courses)
      .set({ thumbnailUrl: course.thumbnailUrl })
      .where(
        and(
          eq(courses.slug, course.slug),
          isNull(courses.thumbnailUrl),
          inArray(courses.organizationId, demoOrganizations),
        ),
      )
      .returning({ id: courses.id });
    updated += rows.length;
  }
  return updated;
}
