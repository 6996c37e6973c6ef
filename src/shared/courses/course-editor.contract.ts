import { z } from 'zod';
import {
  ACCESS_TYPES,
  COURSE_FORMATS,
  COURSE_LANGUAGES,
  COURSE_LEVELS,
  COURSE_STATUSES,
  LESSON_TYPES,
  type LessonType,
} from '../domain.ts';
import { id } from '../http.contract.ts';
import { t } from '../messages/fr.ts';

// Contracts of the course editor's routes (/api/courses…, issue 14; spec/authoring-and-shell.md §3,
// §5, §7). Fields are camelCase; lesson content keeps the spec's snake_case names.

export const TITLE_MAX = 200;
export const SHORT_DESCRIPTION_MAX = 160;
export const DESCRIPTION_MAX = 50_000;
export const LIST_ITEMS_MAX = 30;
export const LIST_ITEM_LENGTH_MAX = 500;
export const TAGS_MAX = 20;
export const INSTALLMENTS_MAX = 24;
export const AMOUNT_MAX = 100_000_000;
export const POSITION_MAX = 10_000;
export const SECTIONS_MAX = 200;
export const LESSONS_PER_SECTION_MAX = 200;
export const ARTICLE_TEXT_MAX = 200_000;

const amount = () =>
  z
    .number({ error: t('courses.amountInvalid') })
    .int({ error: t('courses.amountInvalid') })
    .min(0, { error: t('courses.amountInvalid') })
    .max(AMOUNT_MAX, { error: t('courses.amountInvalid') });

/** An address of the web (http or https) or of our own files (/files/…); empty means none. */
const webAddress = (message = t('courses.urlInvalid')) =>
  z
    .string({ error: message })
    .trim()
    .max(2000, { error: message })
    .refine((value) => value === '' || /^(https?:\/\/[^\s]+|\/files\/[^\s]+)$/i.test(value), {
      error: message,
    });

const textList = (emptyMessage: string) =>
  z
    .array(
      z
        .string({ error: emptyMessage })
        .trim()
        .min(1, { error: emptyMessage })
        .max(LIST_ITEM_LENGTH_MAX, { error: t('courses.itemTooLong', { max: LIST_ITEM_LENGTH_MAX }) }),
      { error: t('courses.listTooLong', { max: LIST_ITEMS_MAX }) },
    )
    .max(LIST_ITEMS_MAX, { error: t('courses.listTooLong', { max: LIST_ITEMS_MAX }) });

export const ZPricingModes = z.strictObject(
  {
    one_time: z.boolean(),
    installments: z.boolean(),
    subscription: z.boolean(),
    registration_monthly: z.boolean(),
  },
  { error: t('error.validation') },
);

export const ZInstallment = z.strictObject({
  amount: amount(),
  days: z
    .number({ error: t('courses.installmentDaysInvalid') })
    .int({ error: t('courses.installmentDaysInvalid') })
    .min(0, { error: t('courses.installmentDaysInvalid') })
    .max(3650, { error: t('courses.installmentDaysInvalid') }),
});

/** Every field the metadata and pricing panels write. */
const metadataFields = {
  title: z
    .string({ error: t('courses.titleRequired') })
    .trim()
    .min(1, { error: t('courses.titleRequired') })
    .max(TITLE_MAX, { error: t('courses.titleTooLong', { max: TITLE_MAX }) }),
  shortDescription: z
    .string()
    .trim()
    .max(SHORT_DESCRIPTION_MAX, {
      error: t('courses.shortDescriptionTooLong', { max: SHORT_DESCRIPTION_MAX }),
    })
    .nullable(),
  /** Rich text (HTML): sanitised by the server when saved. */
  description: z
    .string()
    .max(DESCRIPTION_MAX, { error: t('courses.descriptionTooLong', { max: DESCRIPTION_MAX }) }),
  format: z.enum(COURSE_FORMATS, { error: t('courses.formatInvalid') }),
  categoryId: id().nullable(),
  tagIds: z.array(id()).max(TAGS_MAX, { error: t('courses.tagsTooMany', { max: TAGS_MAX }) }),
  language: z.enum(COURSE_LANGUAGES, { error: t('courses.languageInvalid') }),
  level: z.enum(COURSE_LEVELS, { error: t('courses.levelInvalid') }),
  /** Admins only: who teaches the course. */
  instructorId: id(),
  objectives: textList(t('courses.objectiveEmpty')),
  prerequisites: textList(t('courses.prerequisiteEmpty')),
  expectedResults: textList(t('courses.expectedResultEmpty')),
  thumbnailUrl: webAddress().nullable(),
  previewVideoUrl: webAddress().nullable(),
  /** Days; empty or 0 means unlimited (null). */
  accessDurationDays: z.preprocess(
    (value) => (value === 0 ? null : value),
    z
      .number({ error: t('courses.accessDurationInvalid') })
      .int({ error: t('courses.accessDurationInvalid') })
      .min(1, { error: t('courses.accessDurationInvalid') })
      .max(36_500, { error: t('courses.accessDurationInvalid') })
      .nullable(),
  ),
  enableCommunity: z.boolean(),
  enableCertificate: z.boolean(),
  certificateTemplateId: id().nullable(),
  accessType: z.enum(ACCESS_TYPES, { error: t('courses.accessTypeInvalid') }),
  pricingModes: ZPricingModes,
  oneTimePrice: amount(),
  oneTimeDiscount: z
    .number({ error: t('courses.discountInvalid') })
    .min(0, { error: t('courses.discountInvalid') })
    .max(100, { error: t('courses.discountInvalid') }),
  monthlyPrice: amount(),
  registrationFee: amount(),
  monthlyFee: amount(),
  installments: z
    .array(ZInstallment)
    .max(INSTALLMENTS_MAX, { error: t('courses.installmentsTooMany', { max: INSTALLMENTS_MAX }) }),
};

const version = z
  .number({ error: t('courses.versionInvalid') })
  .int({ error: t('courses.versionInvalid') })
  .min(0, { error: t('courses.versionInvalid') })
  .max(2_147_483_647, { error: t('courses.versionInvalid') });

/** POST /api/courses: a new draft; only the title is required, the rest takes its default. */
export const ZCourseCreate = z
  .object({ ...metadataFields })
  .partial()
  .required({ title: true });
export type TCourseCreate = z.infer<typeof ZCourseCreate>;

/** PUT /api/courses/:courseId: the fields that change, and the version the editor started from. */
export const ZCourseUpdate = z
  .object({ ...metadataFields })
  .partial()
  .extend({ version });
export type TCourseUpdate = z.infer<typeof ZCourseUpdate>;

export const ZCourseParams = z.object({ courseId: id() });

/** An empty query parameter (?status=) means no filter. */
const emptyAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const ZCourseListQuery = z.object({
  status: emptyAsAbsent(z.enum(COURSE_STATUSES, { error: t('courses.statusInvalid') })),
  search: z
    .string()
    .trim()
    .max(100, { error: t('courses.searchTooLong') })
    .optional(),
});

// ——— Structure: sections with lessons of the six types (spec §3) ———

const contentError = (type: LessonType) => ({ error: t('courses.structure.contentInvalid', { type }) });
const seconds = (type: LessonType) =>
  z.number(contentError(type)).min(0, contentError(type)).max(1_000_000, contentError(type));
const shortText = (type: LessonType, max = 255) => z.string(contentError(type)).max(max, contentError(type));
const fileFields = (type: LessonType) => ({
  file_name: shortText(type).optional(),
  size: z.number(contentError(type)).int(contentError(type)).min(0, contentError(type)).optional(),
});

/** The content shape of each lesson type; anything else in it is refused. */
export const LESSON_CONTENT = {
  video: z.strictObject(
    { url: webAddress().optional(), duration: seconds('video').optional() },
    contentError('video'),
  ),
  article: z.strictObject(
    { text: z.string(contentError('article')).max(ARTICLE_TEXT_MAX, contentError('article')).optional() },
    contentError('article'),
  ),
  document: z.strictObject(
    {
      url: webAddress().optional(),
      ...fileFields('document'),
      file_type: shortText('document', 100).optional(),
      duration: seconds('document').optional(),
      /** Pages of a PDF, when known (the 2.5 min per page rule). */
      pages: z
        .number(contentError('document'))
        .int(contentError('document'))
        .min(0, contentError('document'))
        .optional(),
    },
    contentError('document'),
  ),
  audio: z.strictObject(
    { url: webAddress().optional(), duration: seconds('audio').optional(), ...fileFields('audio') },
    contentError('audio'),
  ),
  quiz: z.strictObject(
    { quiz_id: id().optional(), duration: seconds('quiz').optional() },
    contentError('quiz'),
  ),
  exercise: z.strictObject(
    { exercise_id: id().optional(), estimated_duration: seconds('exercise').optional() },
    contentError('exercise'),
  ),
} as const satisfies Record<LessonType, z.ZodType>;

const position = z
  .number({ error: t('courses.structure.positionInvalid', { max: POSITION_MAX }) })
  .int({ error: t('courses.structure.positionInvalid', { max: POSITION_MAX }) })
  .min(0, { error: t('courses.structure.positionInvalid', { max: POSITION_MAX }) })
  .max(POSITION_MAX, { error: t('courses.structure.positionInvalid', { max: POSITION_MAX }) });

const itemTitle = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(TITLE_MAX, { error: t('courses.structure.titleTooLong', { max: TITLE_MAX }) });

const lessonOf = <T extends LessonType>(type: T) =>
  z.object({
    /** Absent for a new lesson; present, it must be a lesson of this course. */
    id: id().optional(),
    title: itemTitle(t('courses.structure.lessonTitleRequired')),
    type: z.literal(type),
    content: LESSON_CONTENT[type],
    position,
    isPreview: z.boolean().default(false),
  });

export const ZLessonInput = z.discriminatedUnion(
  'type',
  [
    lessonOf('video'),
    lessonOf('article'),
    lessonOf('document'),
    lessonOf('audio'),
    lessonOf('quiz'),
    lessonOf('exercise'),
  ],
  { error: t('courses.structure.lessonTypeInvalid') },
);
export type TLessonInput = z.infer<typeof ZLessonInput>;

export const ZSectionInput = z.object({
  /** Absent for a new section; present, it must be a section of this course. */
  id: id().optional(),
  title: itemTitle(t('courses.structure.sectionTitleRequired')),
  position,
  lessons: z.array(ZLessonInput).max(LESSONS_PER_SECTION_MAX, {
    error: t('courses.structure.tooManyLessons', { max: LESSONS_PER_SECTION_MAX }),
  }),
});
export type TSectionInput = z.infer<typeof ZSectionInput>;

/** PUT /api/courses/:courseId/structure: the whole structure as the editor holds it. */
export const ZStructureSave = z.object({
  version,
  sections: z
    .array(ZSectionInput)
    .max(SECTIONS_MAX, { error: t('courses.structure.tooManySections', { max: SECTIONS_MAX }) }),
});
export type TStructureSave = z.infer<typeof ZStructureSave>;

/** The positions that collide, in French (none: every position is free). */
export function positionCollisions(
  sections: Pick<TSectionInput, 'title' | 'position' | 'lessons'>[],
): string[] {
  const problems: string[] = [];
  const taken = new Set<number>();
  for (const section of sections) {
    if (taken.has(section.position))
      problems.push(t('courses.structure.sectionPositionTaken', { position: section.position }));
    taken.add(section.position);
    const lessonPositions = new Set<number>();
    for (const lesson of section.lessons) {
      if (lessonPositions.has(lesson.position))
        problems.push(
          t('courses.structure.lessonPositionTaken', { section: section.title, position: lesson.position }),
        );
      lessonPositions.add(lesson.position);
    }
  }
  return problems;
}

// ——— Answers ———

const ZLessonOut = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(LESSON_TYPES),
  content: z.record(z.string(), z.unknown()),
  position: z.number().int(),
  isPreview: z.boolean(),
  durationMinutes: z.number().int(),
});

export const ZSectionOut = z.object({
  id: z.string(),
  title: z.string(),
  position: z.number().int(),
  lessons: z.array(ZLessonOut),
});

export const ZStructure = z.object({
  version: z.number().int(),
  durationMinutes: z.number().int(),
  sections: z.array(ZSectionOut),
});
export type TStructure = z.infer<typeof ZStructure>;

const ZInstructorRef = z.object({ id: z.string(), name: z.string() }).nullable();

export const ZCourseEditor = z.object({
  id: z.string(),
  slug: z.string(),
  status: z.enum(COURSE_STATUSES),
  version: z.number().int(),
  durationMinutes: z.number().int(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  instructor: ZInstructorRef,
  title: z.string(),
  shortDescription: z.string().nullable(),
  description: z.string(),
  format: z.enum(COURSE_FORMATS),
  categoryId: z.string().nullable(),
  tagIds: z.array(z.string()),
  language: z.enum(COURSE_LANGUAGES),
  level: z.enum(COURSE_LEVELS),
  instructorId: z.string().nullable(),
  objectives: z.array(z.string()),
  prerequisites: z.array(z.string()),
  expectedResults: z.array(z.string()),
  thumbnailUrl: z.string().nullable(),
  previewVideoUrl: z.string().nullable(),
  accessDurationDays: z.number().int().nullable(),
  enableCommunity: z.boolean(),
  enableCertificate: z.boolean(),
  certificateTemplateId: z.string().nullable(),
  accessType: z.enum(ACCESS_TYPES),
  pricingModes: z.object({
    one_time: z.boolean(),
    installments: z.boolean(),
    subscription: z.boolean(),
    registration_monthly: z.boolean(),
  }),
  oneTimePrice: z.number().int(),
  oneTimeDiscount: z.number(),
  monthlyPrice: z.number().int(),
  registrationFee: z.number().int(),
  monthlyFee: z.number().int(),
  installments: z.array(z.object({ amount: z.number(), days: z.number() })),
  sections: z.array(ZSectionOut),
});
export type TCourseEditor = z.infer<typeof ZCourseEditor>;

export const ZCourseSummary = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(COURSE_STATUSES),
  format: z.enum(COURSE_FORMATS),
  thumbnailUrl: z.string().nullable(),
  durationMinutes: z.number().int(),
  studentCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  instructor: ZInstructorRef,
});
export const ZCourseSummaryList = z.object({ courses: z.array(ZCourseSummary) });

/** POST …/publish and …/archive: the course's new status and version (a refused publish is a 422 with `details.missing`). */
export const ZStatusChange = z.object({
  id: z.string(),
  status: z.enum(COURSE_STATUSES),
  version: z.number().int(),
  publishedAt: z.string().nullable(),
});

export const ZEditorOptions = z.object({
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  tags: z.array(z.object({ id: z.string(), name: z.string(), color: z.string().nullable() })),
  languages: z.array(z.enum(COURSE_LANGUAGES)),
  levels: z.array(z.enum(COURSE_LEVELS)),
  instructors: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      avatarUrl: z.string().nullable(),
      specialization: z.string().nullable(),
    }),
  ),
  certificateTemplates: z.array(
    z.object({ id: z.string(), name: z.string(), thumbnailUrl: z.string().nullable() }),
  ),
});
export type TEditorOptions = z.infer<typeof ZEditorOptions>;
