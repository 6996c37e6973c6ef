import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { courses, instructors, organizations } from '../schema/index.ts';
import { SAMPLE_COURSES } from './courses/index.ts';
import { legacyDemoCoursePicture } from './demo-pictures.ts';
import { SAMPLE_INSTRUCTORS } from './sample-catalog.ts';

/**
 * Gives the demo organisation's sample courses and instructors their picture (docs/decisions/056, 135):
 * run by the seed, and at start-up for a database seeded before the pictures existed or when they
 * were one file (`<slug>.webp`, moved to the several widths). Idempotent; a picture chosen since is
 * never replaced. Returns the number of rows updated.
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
          or(isNull(courses.thumbnailUrl), eq(courses.thumbnailUrl, legacyDemoCoursePicture(course.slug))),
          inArray(courses.organizationId, demoOrganizations),
        ),
      )
      .returning({ id: courses.id });
    updated += rows.length;
  }
  for (const instructor of SAMPLE_INSTRUCTORS) {
    if (!instructor.avatarUrl) continue;
    const rows = await db
      .update(instructors)
      .set({ avatarUrl: instructor.avatarUrl })
      .where(
        and(
          eq(instructors.email, instructor.email),
          isNull(instructors.avatarUrl),
          inArray(instructors.organizationId, demoOrganizations),
        ),
      )
      .returning({ id: instructors.id });
    updated += rows.length;
  }
  return updated;
}
