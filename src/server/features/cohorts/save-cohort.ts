import type { TCohortDetail, TCohortParticipant } from '#shared/cohorts/admin-cohorts.contract.ts';
import {
  changedLockedFields,
  dayOf,
  promoDates,
  type TCohortForm,
  type TPromoCode,
} from '#shared/cohorts/cohort-form.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db, Executor } from '../../db/client.ts';
import { listPeople } from '../auth/auth.repo.ts';
import type { Caller } from '../auth/caller.ts';
// Certificates: the template designer (issue 16): the cohort's template is one of the organisation's
import { isOrganizationTemplate } from '../certificates/certificate-templates.repo.ts';
import { listCohortCourseOptions } from '../courses/courses.repo.ts';
import { listCohortEnrollments } from '../enrollments/enrollments.repo.ts';
import { listInstructorNames } from '../instructor/instructor.repo.ts';
import {
  type CohortPromoWrite,
  deleteCohortPromoCode,
  insertCohortPromoCode,
  isPromoCodeInUse,
  isPromoCodeTaken,
  listCohortPromoCodes,
  type PromoCodeRow,
  updateCohortPromoCode,
} from '../payments/payments.repo.ts';
import {
  type CohortWrite,
  insertCohort,
  listCohortInstructorIds,
  replaceCohortInstructors,
  updateCohort,
} from './admin-cohorts.repo.ts';
import { reachCohortAsAdmin } from './cohort-access.ts';
import { type CohortRow, lockCohort, seatsTaken } from './cohorts.repo.ts';

// Saving the whole admin cohort form (issue 15; spec/cohorts.md §3 "Cohort form", §4, §5): POST
// creates a draft, PUT replaces every field, its instructors and its promo codes, in one transaction
// with the cohort row locked. An active cohort refuses a change to a locked field, a completed one
// any change (409, nothing written; decision 190). The form was checked by the shared contract.

const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999Z`);
const orNull = (text: string) => (text === '' ? null : text);

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION', message, { fields: { [field]: message } });

/** The cohort's columns from the form. The form's price is the cohort's own one-time price. */
function cohortValues(form: TCohortForm): CohortWrite {
  return {
    courseId: form.courseId,
    name: form.title,
    description: orNull(form.description),
    autoGenerateTitle: form.autoGenerateTitle,
    certificateTemplateId: form.certificate_template_id,
    startDate: startOfDay(form.startDate),
    endDate: endOfDay(form.endDate),
    liveLinks: form.liveLinks,
    minParticipants: form.minParticipants,
    maxParticipants: form.maxParticipants,
    registrationDeadline: form.registrationDeadline,
    customEnrollmentDeadline:
      form.registrationDeadline === 'custom' && form.customEnrollmentDeadline
        ? endOfDay(form.customEnrollmentDeadline)
        : null,
    enableWaitlist: form.enableWaitlist,
    approvalProcess: form.approvalProcess,
    immediateAccess: form.immediateAccess,
    accessStartDate: form.accessStartDate ? startOfDay(form.accessStartDate) : null,
    accessEndDate: form.accessEndDate ? endOfDay(form.accessEndDate) : null,
    welcomeMessage: orNull(form.welcome_message),
    endMessage: orNull(form.end_message),
    communicationChannel: form.communicationChannel,
    groupLink: form.communicationChannel === 'none' ? null : orNull(form.groupLink),
    useCoursePrice: form.useCoursePrice,
    pricingModes: {
      one_time: form.pricingModes.oneTime,
      installments: form.pricingModes.installments,
      subscription: form.pricingModes.subscription,
      registration_monthly: form.pricingModes.registrationMonthly,
    },
    price: form.price,
    oneTimePrice: form.price,
    oneTimeDiscount: form.oneTimeDiscount,
    monthlyPrice: form.monthlyPrice,
    registrationFee: form.registrationFee,
    monthlyFee: form.monthlyFee,
    installments: form.installments,
  };
}

function promoForm(row: PromoCodeRow): TPromoCode {
  return {
    id: row.id,
    code: row.code,
    name: row.name ?? '',
    description: row.description ?? '',
    is_percentage: row.isPercentage,
    percent: row.percent,
    amount: row.amount,
    min_purchase: row.minPurchase,
    max_discount: row.maxDiscount,
    max_uses: row.maxUses,
    used_count: row.usedCount,
    max_usage_per_user: row.maxUsagePerUser,
    stackable: row.stackable,
    valid_from: row.validFrom.toISOString(),
    expires_at: row.expiresAt ? row.expiresAt.toISOString() : null,
  };
}

/** The form's values of a stored cohort. */
export function cohortForm(cohort: CohortRow, instructorIds: string[], promos: PromoCodeRow[]): TCohortForm {
  const modes = cohort.pricingModes;
  return {
    courseId: cohort.courseId,
    autoGenerateTitle: cohort.autoGenerateTitle,
    title: cohort.name,
    description: cohort.description ?? '',
    instructors: instructorIds,
    certificate_template_id: cohort.certificateTemplateId,
    startDate: dayOf(cohort.startDate),
    endDate: cohort.endDate ? dayOf(cohort.endDate) : '',
    liveLinks: cohort.liveLinks,
    useCoursePrice: cohort.useCoursePrice,
    price: cohort.oneTimePrice || cohort.price,
    oneTimeDiscount: cohort.oneTimeDiscount,
    pricingModes: {
      oneTime: modes.one_time,
      installments: modes.installments,
      subscription: modes.subscription,
      registrationMonthly: modes.registration_monthly,
    },
    installments: cohort.installments,
    monthlyPrice: cohort.monthlyPrice,
    registrationFee: cohort.registrationFee,
    monthlyFee: cohort.monthlyFee,
    discounts: promos.map(promoForm),
    minParticipants: cohort.minParticipants,
    maxParticipants: cohort.maxParticipants,
    registrationDeadline: cohort.registrationDeadline,
    customEnrollmentDeadline: cohort.customEnrollmentDeadline ? dayOf(cohort.customEnrollmentDeadline) : null,
    enableWaitlist: cohort.enableWaitlist,
    approvalProcess: cohort.approvalProcess,
    immediateAccess: cohort.immediateAccess,
    accessStartDate: cohort.accessStartDate ? dayOf(cohort.accessStartDate) : null,
    accessEndDate: cohort.accessEndDate ? dayOf(cohort.accessEndDate) : null,
    userIds: [],
    welcome_message: cohort.welcomeMessage ?? '',
    end_message: cohort.endMessage ?? '',
    communicationChannel: cohort.communicationChannel,
    groupLink: cohort.groupLink ?? '',
  };
}

/**
 * The cohort's enrolments as the form lists them (spec §3 "Participant"). Kept in this one function:
 * the participants card (another part of issue 15) brings the richer list and replaces it.
 */
export async function cohortFormParticipants(db: Executor, cohortId: string): Promise<TCohortParticipant[]> {
  const enrolments = await listCohortEnrollments(db, cohortId);
  const people = new Map(
    (
      await listPeople(
        db,
        enrolments.map((row) => row.userId),
      )
    ).map((p) => [p.id, p]),
  );
  return enrolments.map((row) => {
    const person = people.get(row.userId);
    return {
      id: row.userId,
      enrollment_id: row.id,
      first_name: person?.firstName ?? '',
      last_name: person?.lastName ?? '',
      email: person?.email ?? '',
      avatar: person?.image ?? null,
      status: row.status,
      payment_status: row.paymentStatus,
      completion_rate: row.progress,
    };
  });
}

async function cohortDetail(db: Executor, cohort: CohortRow): Promise<TCohortDetail> {
  const [course] = await listCohortCourseOptions(db, cohort.organizationId, cohort.courseId);
  const instructorIds = (await listCohortInstructorIds(db, [cohort.id])).get(cohort.id) ?? [];
  return {
    id: cohort.id,
    status: cohort.status,
    course: {
      id: cohort.courseId,
      title: course?.title ?? '',
      access_type: course?.accessType ?? 'paid',
    },
    form: cohortForm(cohort, instructorIds, await listCohortPromoCodes(db, cohort.id)),
    seatsTaken: await seatsTaken(db, cohort.id),
    participants: await cohortFormParticipants(db, cohort.id),
    updatedAt: cohort.updatedAt.toISOString(),
  };
}

/** GET /api/admin/cohorts/{id}. */
export async function getCohortDetail(db: Db, caller: Caller, cohortId: string): Promise<TCohortDetail> {
  return db.transaction(async (tx) => cohortDetail(tx, await reachCohortAsAdmin(tx, caller, cohortId)));
}

/** The course and instructors the form names must be the organisation's (400 under the field). */
async function checkReferences(tx: Executor, caller: Caller, form: TCohortForm) {
  const [course] = await listCohortCourseOptions(tx, caller.organizationId, form.courseId);
  if (!course) throw invalid('courseId', t('cohorts.admin.courseUnknown'));
  const unique = [...new Set(form.instructors)];
  const found = await listInstructorNames(tx, caller.organizationId, unique);
  if (found.length !== unique.length) throw invalid('instructors', t('cohorts.admin.instructorUnknown'));
  // Certificates: the template designer (issue 16): another organisation's template is refused.
  const templateId = form.certificate_template_id;
  if (templateId && !(await isOrganizationTemplate(tx, caller.organizationId, templateId))) {
    throw invalid('certificate_template_id', t('cohorts.admin.certificateTemplateUnknown'));
  }
  return unique;
}

function promoValues(code: TPromoCode, now: Date): CohortPromoWrite {
  const { validFrom, expiresAt } = promoDates(code, now);
  return {
    code: code.code,
    name: orNull(code.name),
    description: orNull(code.description),
    isPercentage: code.is_percentage,
    percent: code.is_percentage ? code.percent : 0,
    amount: code.is_percentage ? 0 : code.amount,
    minPurchase: code.min_purchase,
    maxDiscount: code.max_discount,
    maxUses: code.max_uses,
    maxUsagePerUser: code.max_usage_per_user,
    stackable: code.stackable,
    validFrom,
    expiresAt,
  };
}

/** The cohort's promo codes become the form's: new ones created, known ones updated, missing ones removed. */
async function savePromoCodes(tx: Executor, cohort: CohortRow, codes: TPromoCode[], now: Date) {
  const current = new Map((await listCohortPromoCodes(tx, cohort.id)).map((row) => [row.id, row]));
  const kept = new Set<string>();
  for (const [index, code] of codes.entries()) {
    const field = `discounts.${index}.code`;
    const existing = code.id ? current.get(code.id) : undefined;
    if (code.id && !existing) throw invalid(field, t('cohorts.admin.promoCodeUnknown'));
    if (existing) kept.add(existing.id);
    if (await isPromoCodeTaken(tx, cohort.organizationId, code.code, existing?.id ?? null)) {
      const message = t('cohorts.admin.promoCodeTaken', { code: code.code });
      throw new AppError('PROMO_CODE_TAKEN', message, { fields: { [field]: message } });
    }
    if (existing && existing.code.toLowerCase() !== code.code.toLowerCase()) {
      if (await isPromoCodeInUse(tx, existing.id)) {
        const message = t('cohorts.admin.promoCodeUsed', { code: existing.code });
        throw new AppError('PROMO_CODE_IN_USE', message, { fields: { [field]: message } });
      }
    }
  }
  for (const row of current.values()) {
    if (kept.has(row.id)) continue;
    if (await isPromoCodeInUse(tx, row.id)) {
      throw new AppError('PROMO_CODE_IN_USE', t('cohorts.admin.promoCodeUsed', { code: row.code }));
    }
    await deleteCohortPromoCode(tx, cohort.id, row.id);
  }
  for (const code of codes) {
    const values = promoValues(code, now);
    if (code.id) await updateCohortPromoCode(tx, cohort.id, code.id, values);
    else
      await insertCohortPromoCode(tx, { organizationId: cohort.organizationId, cohortId: cohort.id }, values);
  }
}

/** POST /api/admin/cohorts: a new draft cohort from the whole form. */
export async function createCohort(db: Db, caller: Caller, form: TCohortForm, now = new Date()) {
  return db.transaction(async (tx) => {
    const instructorIds = await checkReferences(tx, caller, form);
    const cohort = await insertCohort(tx, caller.organizationId, cohortValues(form));
    await replaceCohortInstructors(tx, cohort.id, instructorIds);
    await savePromoCodes(tx, cohort, form.discounts, now);
    return cohortDetail(tx, cohort);
  });
}

/** PUT /api/admin/cohorts/{id}: the whole form, within what the cohort's status allows. */
export async function saveCohort(
  db: Db,
  caller: Caller,
  cohortId: string,
  form: TCohortForm,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    await reachCohortAsAdmin(tx, caller, cohortId);
    const cohort = await lockCohort(tx, cohortId);
    if (!cohort) throw new AppError('NOT_FOUND', t('cohorts.notFound'));
    if (cohort.status === 'completed')
      throw new AppError('COHORT_LOCKED', t('cohorts.admin.lockedCompleted'));
    if (cohort.status === 'active') {
      const instructorIds = (await listCohortInstructorIds(tx, [cohort.id])).get(cohort.id) ?? [];
      const stored = cohortForm(cohort, instructorIds, []);
      // A cohort stored without an end date (made before this form) may be given one.
      const changed = changedLockedFields(
        stored.endDate ? stored : { ...stored, endDate: form.endDate },
        form,
      );
      if (changed.length > 0) {
        throw new AppError('COHORT_LOCKED', t('cohorts.admin.lockedActive'), { lockedFields: changed });
      }
    }
    const instructorIds = await checkReferences(tx, caller, form);
    await updateCohort(tx, cohort.id, cohortValues(form));
    await replaceCohortInstructors(tx, cohort.id, instructorIds);
    await savePromoCodes(tx, cohort, form.discounts, now);
    const saved = await lockCohort(tx, cohort.id);
    return cohortDetail(tx, saved ?? cohort);
  });
}
