import { z } from 'zod';
import { PROFILE_STATUSES, ROLES } from '../domain.ts';
import { id, paginated, wholeNumber } from '../http.contract.ts';
import { t } from '../messages/fr.ts';
import {
  ADMIN_USERS_MAX_PAGE,
  ADMIN_USERS_MAX_PAGE_SIZE,
  ADMIN_USERS_PAGE_SIZE,
  ADMIN_USERS_SEARCH_MAX,
} from './people-limits.ts';

// The admin's users pages (issue 18 "Admin"): GET /api/admin/users (search, filters, pages),
// PUT /api/admin/users/{userId}/roles, POST …/suspend and …/reactivate, GET /api/admin/users/{userId}
// (enrolments, payments, activity) and POST /api/admin/users/{userId}/enrolments (a manual enrolment).
// The caller's organisation only: another organisation's user is not found (404).

export { ADMIN_USERS_MAX_PAGE, ADMIN_USERS_MAX_PAGE_SIZE, ADMIN_USERS_PAGE_SIZE, ADMIN_USERS_SEARCH_MAX };
export const STATUS_REASON_MAX = 500;

/** The roles an admin gives or takes in their organisation; superadmin is the platform's alone. */
export const ORGANIZATION_ROLES = ['student', 'instructor', 'admin'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

export const ZAdminUserParams = z.object({ userId: id() });

// GET /api/admin/users?search=&role=&status=&page=&limit=
export const ZAdminUsersQuery = z.object({
  /** Part of the first name, last name or email, any case. */
  search: z
    .string()
    .trim()
    .max(ADMIN_USERS_SEARCH_MAX, { error: t('admin.people.searchTooLong', { max: ADMIN_USERS_SEARCH_MAX }) })
    .optional(),
  role: z.enum(ROLES, { error: t('admin.people.roleInvalid') }).optional(),
  status: z.enum(PROFILE_STATUSES, { error: t('admin.people.statusInvalid') }).optional(),
  page: wholeNumber(
    t('admin.people.pageInvalid', { max: ADMIN_USERS_MAX_PAGE }),
    1,
    ADMIN_USERS_MAX_PAGE,
  ).default(1),
  limit: wholeNumber(
    t('admin.people.limitInvalid', { max: ADMIN_USERS_MAX_PAGE_SIZE }),
    1,
    ADMIN_USERS_MAX_PAGE_SIZE,
  ).default(ADMIN_USERS_PAGE_SIZE),
});
export type TAdminUsersQuery = z.infer<typeof ZAdminUsersQuery>;

export const ZAdminUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  status: z.enum(PROFILE_STATUSES),
  roles: z.array(z.enum(ROLES)),
  createdAt: z.string(),
  /** The last time one of the user's sessions was opened or refreshed (null: never signed in). */
  lastSignInAt: z.string().nullable(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUserList = paginated('users', ZAdminUser);
export type TAdminUserList = z.infer<typeof ZAdminUserList>;

// PUT /api/admin/users/{userId}/roles: the user's whole set of organisation roles.
export const ZChangeRoles = z.object({
  roles: z
    .array(z.enum(ORGANIZATION_ROLES, { error: t('admin.people.roleInvalid') }), {
      error: t('admin.people.rolesRequired'),
    })
    .min(1, { error: t('admin.people.rolesRequired') })
    .max(ORGANIZATION_ROLES.length, {
      error: t('admin.people.rolesTooMany', { max: ORGANIZATION_ROLES.length }),
    }),
});
export type TChangeRoles = z.infer<typeof ZChangeRoles>;

// POST /api/admin/users/{userId}/suspend and …/reactivate
export const ZStatusChange = z.object({
  reason: z
    .string()
    .trim()
    .max(STATUS_REASON_MAX, { error: t('admin.people.reasonTooLong', { max: STATUS_REASON_MAX }) })
    .optional(),
});
export type TStatusChange = z.infer<typeof ZStatusChange>;

export const ZUserChangeResponse = z.object({ user: ZAdminUser, message: z.string() });
export type TUserChangeResponse = z.infer<typeof ZUserChangeResponse>;

// POST /api/admin/users/{userId}/enrolments: a manual enrolment ("payé en espèces", offered…).
export const MANUAL_PAYMENT_METHODS = ['cash', 'transfer', 'mobile_money', 'free', 'other'] as const;
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];
export const MANUAL_REASON_MAX = 500;
export const MANUAL_AMOUNT_MAX = 100_000_000;

/** Methods where money changed hands: the amount received is then required. */
export const isPaidMethod = (method: ManualPaymentMethod) =>
  method === 'cash' || method === 'transfer' || method === 'mobile_money';

export const ZManualEnrolment = z
  .object({
    courseId: id().optional(),
    cohortId: id().optional(),
    method: z.enum(MANUAL_PAYMENT_METHODS, { error: t('admin.people.methodInvalid') }),
    reason: z
      .string({ error: t('admin.people.reasonRequired') })
      .trim()
      .min(1, { error: t('admin.people.reasonRequired') })
      .max(MANUAL_REASON_MAX, { error: t('admin.people.reasonTooLong', { max: MANUAL_REASON_MAX }) }),
    /** Whole FCFA received, if any. */
    amountReceived: z
      .number({ error: t('admin.people.amountInvalid') })
      .int({ error: t('admin.people.amountInvalid') })
      .min(0, { error: t('admin.people.amountInvalid') })
      .max(MANUAL_AMOUNT_MAX, { error: t('admin.people.amountInvalid') })
      .nullable()
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.courseId && !value.cohortId)
      ctx.addIssue({ code: 'custom', path: ['courseId'], message: t('admin.people.targetRequired') });
    if (value.courseId && value.cohortId)
      ctx.addIssue({ code: 'custom', path: ['cohortId'], message: t('admin.people.targetBoth') });
    if (isPaidMethod(value.method) && (value.amountReceived ?? null) === null)
      ctx.addIssue({ code: 'custom', path: ['amountReceived'], message: t('admin.people.amountNeeded') });
  });
export type TManualEnrolment = z.infer<typeof ZManualEnrolment>;

export const ZManualEnrolmentResponse = z.object({
  enrollmentId: z.string(),
  status: z.string(),
  message: z.string(),
});
export type TManualEnrolmentResponse = z.infer<typeof ZManualEnrolmentResponse>;

// GET /api/admin/users/{userId}
export const ZAdminUserDetail = z.object({
  user: ZAdminUser,
  enrolments: z.array(
    z.object({
      id: z.string(),
      course: z.object({ id: z.string(), title: z.string() }),
      cohort: z.object({ id: z.string(), name: z.string() }).nullable(),
      status: z.string(),
      paymentStatus: z.string(),
      progress: z.number().int(),
      enrolledAt: z.string(),
      lastActivityAt: z.string().nullable(),
      /** Set when an admin enrolled the learner by hand. */
      manual: z
        .object({
          method: z.enum(MANUAL_PAYMENT_METHODS),
          amountReceived: z.number().int().nullable(),
          reason: z.string(),
          recordedBy: z.string(),
          recordedAt: z.string(),
        })
        .nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      courseTitle: z.string(),
      amount: z.number().int(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** The last sign-ins (sessions opened), newest first. */
  signIns: z.array(z.object({ at: z.string(), userAgent: z.string().nullable() })),
  /** The last lessons the learner made progress in, newest first. */
  progress: z.array(z.object({ courseTitle: z.string(), lessonTitle: z.string(), at: z.string() })),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

// GET /api/admin/enrolment-targets: the courses and cohorts an admin may enrol someone in.
export const ZEnrolmentTargets = z.object({
  courses: z.array(z.object({ id: z.string(), title: z.string(), slug: z.string() })),
  cohorts: z.array(
    z.object({ id: z.string(), name: z.string(), courseTitle: z.string(), status: z.string() }),
  ),
});
export type TEnrolmentTargets = z.infer<typeof ZEnrolmentTargets>;
