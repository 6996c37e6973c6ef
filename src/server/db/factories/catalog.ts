import { refreshCourseStats } from '../../features/catalog/catalog.repo.ts';
import { categories, courseReviews, tags } from '../schema/index.ts';
import { courseOrganizationId, type Executor, unique } from './support.ts';

export async function newCategory(
  db: Executor,
  options: { organizationId: string } & Partial<typeof categories.$inferInsert>,
) {
  const slug = options.slug ?? unique('categorie');
  const [row] = await db
    .insert(categories)
    .values({ name: `Catégorie ${slug}`, ...options, slug })
    .returning({ id: categories.id, slug: categories.slug, name: categories.name });
  return row!;
}

export async function newTag(
  db: Executor,
  options: { organizationId: string } & Partial<typeof tags.$inferInsert>,
) {
  const [row] = await db
    .insert(tags)
    .values({ name: unique('Étiquette'), ...options })
    .returning({ id: tags.id, name: tags.name });
  return row!;
}

/** A review of the user on the course (4 stars unless said), the course's average following. */
export async function newReview(
  db: Executor,
  options: { courseId: string; userId: string; rating?: number; comment?: string },
) {
  const organizationId = await courseOrganizationId(db, options.courseId);
  const [row] = await db
    .insert(courseReviews)
    .values({ organizationId, rating: 4, comment: 'Bien.', ...options })
    .returning({ id: courseReviews.id });
  await refreshCourseStats(db, [options.courseId]);
  return row!;
}
