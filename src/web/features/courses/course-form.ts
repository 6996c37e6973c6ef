import { z } from 'zod';
import {
  type TCourseCreate,
  type TCourseEditor,
  type TCourseUpdate,
  ZCourseUpdate,
} from '#shared/courses/course-editor.contract.ts';
import { NO_PRICING_MODES } from '#shared/courses/pricing-rules.ts';
import { t } from '#shared/messages/fr-courses-editor.ts';

// The editor's metadata and pricing form ↔ the shared contracts. The form holds every field the
// metadata and pricing panels write; the contract checks them on submit, in the server's words.

/** The contract's fields, every one present; the instructor is checked by the server (admins only). */
export const ZCourseForm = ZCourseUpdate.omit({ version: true, instructorId: true })
  .required()
  .extend({ instructorId: z.string().nullable() })
  .superRefine((values, context) => {
    // Spec §5: a certificate needs its template (the server says the same).
    if (values.enableCertificate && !values.certificateTemplateId)
      context.addIssue({
        code: 'custom',
        path: ['certificateTemplateId'],
        message: t('courses.certificateTemplateRequired'),
      });
  });

export type CourseFormValues = z.input<typeof ZCourseForm>;
export type CourseFormOutput = z.output<typeof ZCourseForm>;

/** What a new course starts with: spec §3 defaults (fr, auto-formation, beginner), free, no price. */
export function emptyCourseForm(instructorId: string | null): CourseFormValues {
  return {
    title: '',
    shortDescription: '',
    description: '',
    format: 'auto-formation',
    categoryId: null,
    tagIds: [],
    language: 'fr',
    level: 'beginner',
    instructorId,
    objectives: [],
    prerequisites: [],
    expectedResults: [],
    thumbnailUrl: null,
    previewVideoUrl: '',
    accessDurationDays: null,
    enableCommunity: false,
    enableCertificate: false,
    certificateTemplateId: null,
    accessType: 'free',
    pricingModes: { ...NO_PRICING_MODES },
    oneTimePrice: 0,
    oneTimeDiscount: 0,
    monthlyPrice: 0,
    registrationFee: 0,
    monthlyFee: 0,
    installments: [],
  };
}

/** The form's values for a stored course. */
export function formFromCourse(course: TCourseEditor): CourseFormValues {
  return {
    title: course.title,
    shortDescription: course.shortDescription ?? '',
    description: course.description,
    format: course.format,
    categoryId: course.categoryId,
    tagIds: [...course.tagIds],
    language: course.language,
    level: course.level,
    instructorId: course.instructorId,
    objectives: [...course.objectives],
    prerequisites: [...course.prerequisites],
    expectedResults: [...course.expectedResults],
    thumbnailUrl: course.thumbnailUrl,
    previewVideoUrl: course.previewVideoUrl ?? '',
    accessDurationDays: course.accessDurationDays,
    enableCommunity: course.enableCommunity,
    enableCertificate: course.enableCertificate,
    certificateTemplateId: course.certificateTemplateId,
    accessType: course.accessType,
    pricingModes: { ...course.pricingModes },
    oneTimePrice: course.oneTimePrice,
    oneTimeDiscount: course.oneTimeDiscount,
    monthlyPrice: course.monthlyPrice,
    registrationFee: course.registrationFee,
    monthlyFee: course.monthlyFee,
    installments: course.installments.map((item) => ({ amount: item.amount, days: item.days })),
  };
}

type BodyOptions = { canAssignInstructor: boolean };

/** The fields the server stores, from the checked form: empty texts as null; the instructor only when an admin names one. */
function bodyOf(values: CourseFormOutput, { canAssignInstructor }: BodyOptions) {
  const { instructorId, ...rest } = values;
  return {
    ...rest,
    shortDescription: rest.shortDescription?.trim() ? rest.shortDescription : null,
    previewVideoUrl: rest.previewVideoUrl?.trim() ? rest.previewVideoUrl : null,
    // Outside auto-formation the session decides how long access lasts (spec §5).
    accessDurationDays: rest.format === 'auto-formation' ? rest.accessDurationDays : null,
    ...(canAssignInstructor && instructorId ? { instructorId } : {}),
  };
}

export function courseCreateBody(values: CourseFormOutput, options: BodyOptions): TCourseCreate {
  return bodyOf(values, options);
}

export function courseUpdateBody(
  values: CourseFormOutput,
  version: number,
  options: BodyOptions,
): TCourseUpdate {
  return { ...bodyOf(values, options), version };
}
