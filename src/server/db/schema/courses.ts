import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { LessonContent } from '#shared/domain.ts';
import { categories, tags } from './catalog.ts';
import { certificateTemplates } from './certificate-templates.ts';
import { pricingChecks, pricingColumns, ref, timestamps, timestamptz } from './columns.ts';
import { accessType, courseFormat, courseLanguage, courseLevel, courseStatus, lessonType } from './enums.ts';
import { instructors } from './instructors.ts';
import { organizationRow } from './organizations.ts';
import { users } from './users.ts';

// Amounts are whole FCFA (XOF has no minor unit), stored as integers.
export const courses = pgTable(
  'courses',
  {
    ...organizationRow(),
    instructorId: ref('instructor_id', () => instructors.id, 'restrict'),
    categoryId: ref('category_id', () => categories.id, 'set null'),
    userId: ref('user_id', () => users.id, 'set null'),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    shortDescription: text('short_description'),
    description: text('description').notNull().default(''),
    format: courseFormat('format').notNull().default('auto-formation'),
    language: courseLanguage('language').notNull().default('fr'),
    level: courseLevel('level').notNull().default('beginner'),
    status: courseStatus('status').notNull().default('draft'),
    accessType: accessType('access_type').notNull().default('paid'),
    ...pricingColumns(),
    // Null means unlimited access ("Accès illimité").
    accessDurationDays: integer('access_duration_days'),
    enableCommunity: boolean('enable_community').notNull().default(false),
    /** Sequential courses unlock each lesson once every earlier lesson is completed. */
    isSequential: boolean('is_sequential').notNull().default(false),
    enableCertificate: boolean('enable_certificate').notNull().default(false),
    /** Required while the certificate is on; a template in use cannot be deleted. */
    certificateTemplateId: ref('certificate_template_id', () => certificateTemplates.id, 'restrict'),
    thumbnailUrl: text('thumbnail_url'),
    previewVideoUrl: text('preview_video_url'),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    // Kept by the catalog repository (catalog.repo.ts) so the marketplace filters and sorts in SQL:
    /** The amount the card shows (shared listPrice rule), 0 when free. */
    listPrice: integer('list_price').notNull().default(0),
    /** Average review rating, null without reviews. */
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    reviewCount: integer('review_count').notNull().default(0),
    /** Learners enrolled (active or completed): what "popular" sorts by. */
    studentCount: integer('student_count').notNull().default(0),
    /** Title, descriptions, category, tags and instructor name; search_vector is generated from it (migration 0003). */
    searchText: text('search_text').notNull().default(''),
    objectives: jsonb('objectives').$type<string[]>().notNull().default([]),
    prerequisites: jsonb('prerequisites').$type<string[]>().notNull().default([]),
    expectedResults: jsonb('expected_results').$type<string[]>().notNull().default([]),
    publishedAt: timestamptz('published_at'),
    /** Bumped by every save of the editor: a save carrying an older version is stale (409, decision 145). */
    version: integer('version').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    unique('courses_org_slug_unique').on(t.organizationId, t.slug),
    index('courses_organization_status_idx').on(t.organizationId, t.status),
    index('courses_instructor_idx').on(t.instructorId),
    index('courses_category_idx').on(t.categoryId),
    index('courses_listing_popular_idx').on(t.organizationId, t.status, t.studentCount),
    index('courses_listing_recent_idx').on(t.organizationId, t.status, t.publishedAt),
    index('courses_listing_price_idx').on(t.organizationId, t.status, t.listPrice),
    index('courses_listing_rating_idx').on(
      t.organizationId,
      t.status,
      t.rating.desc().nullsLast(),
      t.reviewCount.desc(),
    ),
    // Level and language filters of the marketplace (bench/marketplace-listing.ts, docs/decisions/010).
    index('courses_listing_level_idx').on(t.organizationId, t.status, t.level),
    index('courses_listing_language_idx').on(t.organizationId, t.status, t.language),
    ...pricingChecks('courses', t),
    check(
      'courses_access_duration_positive',
      sql`${t.accessDurationDays} is null or ${t.accessDurationDays} >= 1`,
    ),
    check('courses_duration_not_negative', sql`${t.durationMinutes} >= 0`),
    check('courses_version_not_negative', sql`${t.version} >= 0`),
    check('courses_rating_range', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check(
      'courses_counts_not_negative',
      sql`${t.reviewCount} >= 0 and ${t.studentCount} >= 0 and ${t.listPrice} >= 0`,
    ),
  ],
);

/** The course a row is part of: required, and the row goes with it (cascade) or holds it (restrict). */
export const courseId = (onDelete: 'cascade' | 'restrict') =>
  ref('course_id', () => courses.id, onDelete).notNull();

export const courseTags = pgTable(
  'course_tags',
  {
    courseId: courseId('cascade'),
    tagId: ref('tag_id', () => tags.id, 'cascade').notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.tagId] }), index('course_tags_tag_idx').on(t.tagId)],
);

// Called "weeks" for courses in the session format.
export const sections = pgTable(
  'sections',
  {
    ...organizationRow(),
    courseId: courseId('cascade'),
    title: text('title').notNull(),
    description: text('description'),
    position: integer('position').notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('sections_course_position_unique').on(t.courseId, t.position),
    check('sections_position_not_negative', sql`${t.position} >= 0`),
  ],
);

export const lessons = pgTable(
  'lessons',
  {
    ...organizationRow(),
    sectionId: ref('section_id', () => sections.id, 'cascade').notNull(),
    title: text('title').notNull(),
    type: lessonType('type').notNull(),
    content: jsonb('content').$type<LessonContent>().notNull().default({}),
    position: integer('position').notNull(),
    isPreview: boolean('is_preview').notNull().default(false),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    unique('lessons_section_position_unique').on(t.sectionId, t.position),
    check('lessons_position_not_negative', sql`${t.position} >= 0`),
  ],
);
