import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { TCatalogQuery, TCategory, TMarketplaceCourse } from '#shared/catalog/catalog.contract.ts';
import { listPrice } from '#shared/catalog/pricing.ts';
import type { Executor } from '../../db/client.ts';
import { pricedRow } from '../../db/priced.ts';
import { categories, tags } from '../../db/schema/catalog.ts';
import { courses, courseTags } from '../../db/schema/courses.ts';
import { instructors } from '../../db/schema/instructors.ts';
import { liveEnrollmentCountOf } from '../enrollments/enrollments.repo.ts';
// Platform console (issue 18)
import { isOrganizationSuspended } from '../organizations/organization-standing.repo.ts';

// The marketplace's reads, and the derived columns that let them filter and sort in SQL.

const visible = (organizationId: string) =>
  and(
    eq(courses.organizationId, organizationId),
    eq(courses.status, 'published'),
    eq(instructors.status, 'active'),
    // Platform console (issue 18): a suspended organisation's courses leave the marketplace, the
    // sitemap and the course pages (decision 285).
    sql`not ${isOrganizationSuspended(courses.organizationId)}`,
  );

/** Escapes LIKE wildcards typed by a visitor. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchCondition(search: string): SQL {
  return sql`(${courses}.search_vector @@ websearch_to_tsquery('french'::regconfig, f_unaccent(${search}))
    or f_unaccent(lower(${courses.searchText})) like '%' || f_unaccent(lower(${likeLiteral(search)})) || '%')`;
}

const ORDER: Record<TCatalogQuery['sort'], SQL[]> = {
  // "popular": most learners first, then the best rated, then the newest (docs/decisions/009).
  popular: [desc(courses.studentCount), sql`${courses.rating} desc nulls last`, desc(courses.publishedAt)],
  recent: [desc(courses.publishedAt)],
  price_asc: [asc(courses.listPrice)],
  price_desc: [desc(courses.listPrice)],
  rating: [sql`${courses.rating} desc nulls last`, sql`${courses.reviewCount} desc nulls last`],
};

const courseColumns = {
  id: courses.id,
  title: courses.title,
  description: courses.description,
  imageUrl: courses.thumbnailUrl,
  price: courses.price,
  listPrice: courses.listPrice,
  rating: courses.rating,
  reviewCount: courses.reviewCount,
  studentCount: courses.studentCount,
  instructorId: instructors.id,
  instructorName: instructors.name,
  duration: courses.durationMinutes,
  level: courses.level,
  categoryId: categories.id,
  categoryName: categories.name,
  categorySlug: categories.slug,
  pricingModes: courses.pricingModes,
  oneTimePrice: courses.oneTimePrice,
  oneTimeDiscount: courses.oneTimeDiscount,
  monthlyPrice: courses.monthlyPrice,
  registrationFee: courses.registrationFee,
  monthlyFee: courses.monthlyFee,
  installments: courses.installments,
  format: courses.format,
  language: courses.language,
  publishedAt: courses.publishedAt,
};

type CourseRow = Awaited<ReturnType<typeof findVisibleCourseRows>>[number];

/** One page of the marketplace, filtered, sorted and counted by the database. */
export async function listCourses(db: Executor, organizationId: string, query: TCatalogQuery) {
  const conditions: SQL[] = [visible(organizationId)!];
  if (query.search) conditions.push(searchCondition(query.search));
  if (query.category) conditions.push(eq(categories.slug, query.category));
  if (query.language?.length) conditions.push(inArray(courses.language, query.language));
  if (query.level?.length) conditions.push(inArray(courses.level, query.level));
  if (query.minPrice !== undefined) conditions.push(gte(courses.listPrice, query.minPrice));
  if (query.maxPrice !== undefined) conditions.push(lte(courses.listPrice, query.maxPrice));
  if (query.minRating !== undefined) conditions.push(gte(courses.rating, query.minRating));

  // The page and the count are two queries run together: a `count(*) over ()` window would make
  // PostgreSQL read and sort every match before the LIMIT (see docs/decisions/010).
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select(courseColumns)
      .from(courses)
      .innerJoin(instructors, eq(instructors.id, courses.instructorId))
      .leftJoin(categories, eq(categories.id, courses.categoryId))
      .where(where)
      .orderBy(...ORDER[query.sort], asc(courses.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(courses)
      .innerJoin(instructors, eq(instructors.id, courses.instructorId))
      .leftJoin(categories, eq(categories.id, courses.categoryId))
      .where(where),
  ]);
  const total = counted?.n ?? 0;
  return { courses: await toMarketplaceCourses(db, organizationId, rows), total };
}

/** Tags and category counts for a page of rows, in two queries whatever the page size. */
export async function toMarketplaceCourses(
  db: Executor,
  organizationId: string,
  rows: CourseRow[],
): Promise<TMarketplaceCourse[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const tagRows = await db
    .select({ courseId: courseTags.courseId, id: tags.id, name: tags.name, color: tags.color })
    .from(courseTags)
    .innerJoin(tags, eq(tags.id, courseTags.tagId))
    .where(inArray(courseTags.courseId, ids))
    .orderBy(asc(tags.name));
  const counts = await cachedCategoryCounts(db, organizationId);

  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    image_url: row.imageUrl,
    list_price: row.listPrice,
    rating: row.rating === null ? null : Number(row.rating),
    review_count: row.reviewCount,
    student_count: row.studentCount,
    instructor: { id: row.instructorId, name: row.instructorName },
    duration: row.duration,
    level: row.level,
    category:
      row.categoryId && row.categoryName && row.categorySlug
        ? {
            id: row.categoryId,
            name: row.categoryName,
            slug: row.categorySlug,
            course_count: counts.get(row.categoryId) ?? 0,
          }
        : null,
    tags: tagRows
      .filter((tag) => tag.courseId === row.id)
      .map(({ id, name, color }) => ({ id, name, color })),
    ...pricedRow(row),
    format: row.format,
    language: row.language,
    published_at: row.publishedAt?.toISOString() ?? null,
  }));
}

// Card badges show each category's course count. Counting on every listing request costs more than
// the page itself at 10 000 courses, so cards read counts at most 30 s old; /categories is exact.
const CARD_COUNTS_TTL_MS = 30_000;
const cardCounts = new Map<string, { at: number; counts: Promise<Map<string, number>> }>();

function cachedCategoryCounts(db: Executor, organizationId: string): Promise<Map<string, number>> {
  const cached = cardCounts.get(organizationId);
  if (cached && Date.now() - cached.at < CARD_COUNTS_TTL_MS) return cached.counts;
  const counts = categoryCounts(db, organizationId).then(
    (rows) => new Map(rows.map((c) => [c.id, c.course_count])),
  );
  cardCounts.set(organizationId, { at: Date.now(), counts });
  counts.catch(() => cardCounts.delete(organizationId));
  return counts;
}

/** Categories of an organisation with their count of visible courses. */
export async function categoryCounts(db: Executor, organizationId: string): Promise<TCategory[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      icon: categories.icon,
      description: categories.description,
      course_count:
        sql<number>`count(${courses.id}) filter (where ${courses.status} = 'published' and ${instructors.status} = 'active')`.mapWith(
          Number,
        ),
    })
    .from(categories)
    .leftJoin(courses, eq(courses.categoryId, categories.id))
    .leftJoin(instructors, eq(instructors.id, courses.instructorId))
    .where(eq(categories.organizationId, organizationId))
    .groupBy(categories.id)
    .orderBy(asc(categories.displayOrder), asc(categories.name));
  return rows;
}

export async function findVisibleCourseRow(db: Executor, organizationId: string, courseId: string) {
  const [row] = await db
    .select({ ...courseColumns, course: courses, instructor: instructors })
    .from(courses)
    .innerJoin(instructors, eq(instructors.id, courses.instructorId))
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .where(and(visible(organizationId), eq(courses.id, courseId)));
  return row ?? null;
}

/** An active instructor of this organisation, or null. */
export async function findActiveInstructor(db: Executor, organizationId: string, instructorId: string) {
  const [row] = await db
    .select()
    .from(instructors)
    .where(
      and(
        eq(instructors.id, instructorId),
        eq(instructors.organizationId, organizationId),
        eq(instructors.status, 'active'),
      ),
    );
  return row ?? null;
}

export async function findVisibleCourseRows(db: Executor, organizationId: string, instructorId: string) {
  return db
    .select(courseColumns)
    .from(courses)
    .innerJoin(instructors, eq(instructors.id, courses.instructorId))
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .where(and(visible(organizationId), eq(courses.instructorId, instructorId)))
    .orderBy(desc(courses.publishedAt), asc(courses.id));
}

/** Every visible course of an organisation, its id and last change: the sitemap's entries (features/seo). */
export async function listVisibleCourseLinks(db: Executor, organizationId: string) {
  return db
    .select({ id: courses.id, updatedAt: courses.updatedAt })
    .from(courses)
    .innerJoin(instructors, eq(instructors.id, courses.instructorId))
    .where(visible(organizationId))
    .orderBy(desc(courses.publishedAt), asc(courses.id));
}

// Derived columns. Whoever changes a course, its tags, category, instructor, reviews or enrolments
// calls these in the same transaction.

/** Rewrites the searchable text (title, descriptions, category, instructor, tags) of these courses. */
export async function refreshCourseSearch(db: Executor, courseIds: string[]) {
  if (courseIds.length === 0) return;
  await db
    .update(courses)
    .set({
      searchText: sql`concat_ws(' ', ${courses.title}, ${courses.shortDescription}, ${courses.description},
        (select ${categories.name} from ${categories} where ${categories.id} = ${courses.categoryId}),
        (select ${instructors.name} from ${instructors} where ${instructors.id} = ${courses.instructorId}),
        (select string_agg(${tags.name}, ' ') from ${courseTags} join ${tags} on ${tags.id} = ${courseTags.tagId}
          where ${courseTags.courseId} = ${courses.id}))`,
    })
    .where(inArray(courses.id, courseIds));
}

/** Recomputes the learner count and the review average of these courses. */
export async function refreshCourseStats(db: Executor, courseIds: string[]) {
  if (courseIds.length === 0) return;
  await db
    .update(courses)
    .set({
      studentCount: liveEnrollmentCountOf({ courseId: courses.id }),
      // Platform console (issue 18): hidden reviews count for nothing (decision 289).
      reviewCount: sql`(select count(*) from course_reviews r where r.course_id = ${courses.id} and r.hidden_at is null)`,
      rating: sql`(select round(avg(r.rating), 2) from course_reviews r where r.course_id = ${courses.id} and r.hidden_at is null)`,
    })
    .where(inArray(courses.id, courseIds));
}

/** Stores the card price of a course, computed by the shared rule. */
export async function refreshListPrice(db: Executor, courseId: string) {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!course) return;
  const amount = listPrice(pricedRow(course));
  await db.update(courses).set({ listPrice: amount }).where(eq(courses.id, courseId));
}

/** The organisation's categories by name: the course editor's choice (spec §7). */
export async function listCategoryChoices(db: Executor, organizationId: string) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.organizationId, organizationId))
    .orderBy(asc(categories.name));
}

/** The organisation's tags by name: the course editor's choice (spec §7). */
export async function listTagChoices(db: Executor, organizationId: string) {
  return db
    .select({ id: tags.id, name: tags.name, color: tags.color })
    .from(tags)
    .where(eq(tags.organizationId, organizationId))
    .orderBy(asc(tags.name));
}
