import { z } from 'zod';
import { COURSE_FORMATS, COURSE_LANGUAGES, COURSE_LEVELS, LESSON_TYPES } from '../domain.ts';
import { id, paginated, wholeNumber } from '../http.contract.ts';
import { t } from '../messages/fr.ts';
import { CURRENCIES } from './currency.ts';

// Contracts of /api/marketplace/* and /api/settings/currency (spec/learner.md §3 "Marketplace course").

export const SORTS = ['popular', 'recent', 'price_asc', 'price_desc', 'rating'] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 48;
export const MAX_PRICE_XOF = 100_000_000;
export const REVIEW_COMMENT_MAX = 2000;

/** A query parameter that may repeat (?level=a&level=b) arrives as a string or an array. */
const repeatable = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z.array(item).max(10),
  );

export const ZCatalogQuery = z
  .object({
    search: z
      .string()
      .trim()
      .max(100, { error: t('catalog.searchTooLong') })
      .optional(),
    category: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,80}$/, { error: t('catalog.categoryInvalid') })
      .optional(),
    language: repeatable(z.enum(COURSE_LANGUAGES, { error: t('catalog.languageInvalid') })).optional(),
    level: repeatable(z.enum(COURSE_LEVELS, { error: t('catalog.levelInvalid') })).optional(),
    minPrice: wholeNumber(t('catalog.priceInvalid'), 0, MAX_PRICE_XOF).optional(),
    maxPrice: wholeNumber(t('catalog.priceInvalid'), 0, MAX_PRICE_XOF).optional(),
    minRating: wholeNumber(t('catalog.ratingInvalid'), 1, 5).optional(),
    sort: z.enum(SORTS, { error: t('catalog.sortInvalid') }).default('popular'),
    page: wholeNumber(t('catalog.pageInvalid'), 1, 10_000).default(1),
    limit: wholeNumber(t('catalog.limitInvalid', { max: MAX_PAGE_SIZE }), 1, MAX_PAGE_SIZE).default(
      DEFAULT_PAGE_SIZE,
    ),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.maxPrice >= q.minPrice, {
    error: t('catalog.priceRangeInvalid'),
    path: ['maxPrice'],
  });
export type TCatalogQuery = z.infer<typeof ZCatalogQuery>;

export const ZTag = z.object({ id: z.string(), name: z.string(), color: z.string().nullable() });

export const ZCategory = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  icon: z.string().nullable(),
  description: z.string().nullable(),
  course_count: z.number().int(),
});
export type TCategory = z.infer<typeof ZCategory>;

const ZPricingModes = z.object({
  one_time: z.boolean(),
  installments: z.boolean(),
  subscription: z.boolean(),
  registration_monthly: z.boolean(),
});

/** The prices the shared pricing rules read (src/shared/catalog/pricing.ts), FCFA. */
const ZPriceFields = {
  pricing_modes: ZPricingModes,
  one_time_price: z.number(),
  one_time_discount: z.number(),
  monthly_price: z.number(),
  registration_fee: z.number(),
  monthly_fee: z.number(),
  installments: z.array(z.object({ amount: z.number(), days: z.number().optional() })),
};

/** An instructor as learners see them: on a course's page, on their own page, in their profile. */
export const ZInstructorCard = z.object({
  id: z.string(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  specialization: z.string().nullable(),
  bio: z.string().nullable(),
});

export const ZMarketplaceCourse = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  /** Base price, FCFA. */
  price: z.number(),
  /** The amount the card shows (0 = free): what filters and sorts use. */
  list_price: z.number(),
  rating: z.number().nullable(),
  review_count: z.number().int(),
  student_count: z.number().int(),
  instructor: z.object({ id: z.string(), name: z.string() }),
  /** Minutes. */
  duration: z.number().int(),
  level: z.enum(COURSE_LEVELS),
  category: ZCategory.pick({ id: true, name: true, slug: true, course_count: true }).nullable(),
  tags: z.array(ZTag),
  ...ZPriceFields,
  format: z.enum(COURSE_FORMATS),
  language: z.enum(COURSE_LANGUAGES),
  published_at: z.string().nullable(),
});
export type TMarketplaceCourse = z.infer<typeof ZMarketplaceCourse>;

export const ZCourseList = paginated('courses', ZMarketplaceCourse);
export type TCourseList = z.infer<typeof ZCourseList>;

export const ZCourseIdParams = z.object({ courseId: id() });
export const ZInstructorIdParams = z.object({ instructorId: id() });
export const ZReviewIdParams = ZCourseIdParams.extend({ reviewId: id() });

export const ZCurriculumLesson = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(LESSON_TYPES),
  /** Minutes. */
  duration: z.number().int(),
  position: z.number().int(),
  is_preview: z.boolean(),
  /** Only preview lessons carry their content; the rest is for enrolled learners. */
  content: z.record(z.string(), z.unknown()).nullable(),
});

export const ZCurriculumSection = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  position: z.number().int(),
  lessons: z.array(ZCurriculumLesson),
});

export const ZCourseDetail = ZMarketplaceCourse.extend({
  short_description: z.string().nullable(),
  objectives: z.array(z.string()),
  requirements: z.array(z.string()),
  expected_results: z.array(z.string()),
  /** Days; null = "Accès illimité". */
  access_duration_days: z.number().int().nullable(),
  enable_certificate: z.boolean(),
  enable_community: z.boolean(),
  preview_video_url: z.string().nullable(),
  instructor: ZInstructorCard,
  sections: z.array(ZCurriculumSection),
  /** Upcoming cohorts of a session-format course (empty until cohorts exist). */
  cohorts: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      start_date: z.string(),
      end_date: z.string().nullable(),
      seats_left: z.number().int().nullable(),
      /** The session's own prices, used when it does not take the course's (pricing rules §4). */
      use_course_price: z.boolean(),
      price: z.number(),
      ...ZPriceFields,
    }),
  ),
  /** Whether the signed-in caller is enrolled (false for visitors). */
  is_enrolled: z.boolean(),
});
export type TCourseDetail = z.infer<typeof ZCourseDetail>;

export const ZInstructorPage = ZInstructorCard.extend({
  rating: z.number().nullable(),
  courses_count: z.number().int(),
  students_count: z.number().int(),
  courses: z.array(ZMarketplaceCourse),
});
export type TInstructorPage = z.infer<typeof ZInstructorPage>;

export const ZReview = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  author: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  is_mine: z.boolean(),
});
export type TReview = z.infer<typeof ZReview>;

export const ZReviewPageQuery = z.object({
  page: wholeNumber(t('catalog.pageInvalid'), 1, 10_000).default(1),
  limit: wholeNumber(t('catalog.limitInvalid', { max: 50 }), 1, 50).default(10),
});

export const ZReviewList = paginated('reviews', ZReview).extend({
  rating: z.number().nullable(),
  review_count: z.number().int(),
});
export type TReviewList = z.infer<typeof ZReviewList>;

export const ZReviewRequest = z.object({
  rating: z
    .number({ error: t('review.ratingInvalid') })
    .int({ error: t('review.ratingInvalid') })
    .min(1, { error: t('review.ratingInvalid') })
    .max(5, { error: t('review.ratingInvalid') }),
  comment: z
    .string()
    .trim()
    .max(REVIEW_COMMENT_MAX, { error: t('review.commentTooLong', { max: REVIEW_COMMENT_MAX }) })
    .default(''),
});
export type TReviewRequest = z.infer<typeof ZReviewRequest>;

export const ZCurrencySetting = z.object({ currency: z.enum(CURRENCIES) });
