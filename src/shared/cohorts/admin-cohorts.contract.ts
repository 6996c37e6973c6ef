import { z } from 'zod';
import { ACCESS_TYPES } from '../domain.ts';
import { id } from '../http.contract.ts';
import { t } from '../messages/fr.ts';
import { COHORT_STATUSES } from './cohort-form.ts';

// Contracts of the admin cohort routes (issue 15, spec/cohorts.md §7): the list, the form's data,
// the course, instructor and student options. The form itself is ./cohort-form.ts.

export const ZCohortParams = z.object({ id: id() });

/** An empty query parameter (?status=) means no filter. */
const emptyAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const ZCohortListQuery = z.object({
  status: emptyAsAbsent(z.enum(COHORT_STATUSES, { error: t('cohorts.admin.statusInvalid') })),
  courseId: emptyAsAbsent(id()),
});
export type TCohortListQuery = z.infer<typeof ZCohortListQuery>;

export const ZCohortListItem = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(COHORT_STATUSES),
  course: z.object({ id: z.string(), title: z.string() }),
  startDate: z.string(),
  endDate: z.string().nullable(),
  seatsTaken: z.number().int(),
  /** Null: no limit. */
  capacity: z.number().int().nullable(),
  instructors: z.array(z.object({ id: z.string(), first_name: z.string(), last_name: z.string() })),
});
export type TCohortListItem = z.infer<typeof ZCohortListItem>;
export const ZCohortList = z.array(ZCohortListItem);

/** §3 "Participant", as the admin's form lists them (richer management: the participants card). */
export const ZCohortParticipant = z.object({
  id: z.string(),
  enrollment_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  status: z.string(),
  payment_status: z.string(),
  completion_rate: z.number(),
});
export type TCohortParticipant = z.infer<typeof ZCohortParticipant>;

const day = z.string();
const nullableDay = z.string().nullable();

/** The form's values as stored (the answer of GET /api/admin/cohorts/{id}; TCohortForm's shape). */
export const ZCohortFormValues = z.object({
  courseId: z.string(),
  autoGenerateTitle: z.boolean(),
  title: z.string(),
  description: z.string(),
  instructors: z.array(z.string()),
  certificate_template_id: z.string().nullable(),
  startDate: day,
  endDate: day,
  liveLinks: z.array(z.object({ url: z.string(), description: z.string() })),
  useCoursePrice: z.boolean(),
  price: z.number(),
  oneTimeDiscount: z.number(),
  pricingModes: z.object({
    oneTime: z.boolean(),
    installments: z.boolean(),
    subscription: z.boolean(),
    registrationMonthly: z.boolean(),
  }),
  installments: z.array(z.object({ amount: z.number(), days: z.number() })),
  monthlyPrice: z.number(),
  registrationFee: z.number(),
  monthlyFee: z.number(),
  discounts: z.array(
    z.object({
      id: z.string().nullish(),
      code: z.string(),
      name: z.string(),
      description: z.string(),
      is_percentage: z.boolean(),
      percent: z.number(),
      amount: z.number(),
      min_purchase: z.number(),
      max_discount: z.number().nullable(),
      max_uses: z.number(),
      used_count: z.number().optional(),
      max_usage_per_user: z.number(),
      stackable: z.boolean(),
      valid_from: z.string().optional(),
      expires_at: z.string().nullish(),
    }),
  ),
  minParticipants: z.number().nullable(),
  maxParticipants: z.number().nullable(),
  registrationDeadline: z.enum(['start', 'end', 'custom']),
  customEnrollmentDeadline: nullableDay,
  enableWaitlist: z.boolean(),
  approvalProcess: z.enum(['automatic', 'manual']),
  immediateAccess: z.boolean(),
  accessStartDate: nullableDay,
  accessEndDate: nullableDay,
  userIds: z.array(z.string()),
  welcome_message: z.string(),
  end_message: z.string(),
  communicationChannel: z.enum(['whatsapp', 'telegram', 'none']),
  groupLink: z.string(),
});

/** GET /api/admin/cohorts/{id}: the form's values, where the cohort stands, and its participants. */
export const ZCohortDetail = z.object({
  id: z.string(),
  status: z.enum(COHORT_STATUSES),
  course: z.object({ id: z.string(), title: z.string(), access_type: z.enum(ACCESS_TYPES) }),
  form: ZCohortFormValues,
  seatsTaken: z.number().int(),
  participants: z.array(ZCohortParticipant),
  updatedAt: z.string(),
});
export type TCohortDetail = z.infer<typeof ZCohortDetail>;

/** §3 "Course option". */
export const ZCourseOption = z.object({
  id: z.string(),
  title: z.string(),
  access_type: z.enum(ACCESS_TYPES),
  enable_certificate: z.boolean(),
  certificate_template_id: z.string().nullable(),
  /** The course's template (id and name), or null without one. */
  certificate_template: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type TCourseOption = z.infer<typeof ZCourseOption>;

/** §3 "Instructor". */
export const ZInstructorOption = z.object({ id: z.string(), first_name: z.string(), last_name: z.string() });
export type TInstructorOption = z.infer<typeof ZInstructorOption>;

export const ZStudentOption = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
});
export type TStudentOption = z.infer<typeof ZStudentOption>;

export const ZCohortStatusAnswer = z.object({ id: z.string(), status: z.enum(COHORT_STATUSES) });
