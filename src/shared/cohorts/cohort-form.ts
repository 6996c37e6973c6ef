import { z } from 'zod';
import { COHORT_STATUSES, type CohortStatus } from '../domain.ts';
import { id } from '../http.contract.ts';
import { t } from '../messages/fr.ts';

// The admin cohort form (issue 15; spec/cohorts.md §2.2, §3 "Cohort form", §4 "Form behaviour", §5,
// §9): one zod contract for the whole form, used by POST/PUT /api/admin/cohorts and by the web form's
// resolver, and the pure rules around it (auto-title, the resets of §4, what a status locks, the
// promo code defaults). Dates of the form are calendar days 'yyyy-MM-dd' (Africa/Dakar is UTC).
// Field names are the spec's (camelCase, and welcome_message / end_message / certificate_template_id
// and the promo code's fields in snake_case as §3 spells them).

// In ../domain.ts (no zod there): the route table reads it for the list's filter in the address.
export { COHORT_STATUSES, type CohortStatus };

export const TITLE_MAX = 200;
export const TEXT_MAX = 5000;
export const INSTRUCTORS_MAX = 20;
export const LIVE_LINKS_MAX = 20;
export const INSTALLMENTS_MAX = 24;
export const PROMO_CODES_MAX = 50;
export const PROMO_CODE_MIN = 3;
export const PROMO_CODE_MAX = 50;
export const AMOUNT_MAX = 100_000_000;
export const PARTICIPANTS_MAX = 100_000;
/** §9: the price the cohort gets when 'use course pricing' is turned off. */
export const DEFAULT_OWN_PRICE = 10_000;
/** §5/§9: a new promo code. */
export const NEW_PROMO_CODE = 'PROMO';
export const NEW_PROMO_PERCENT = 5;
export const DEFAULT_MAX_USES = 100;
export const DEFAULT_MAX_USAGE_PER_USER = 1;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar day written yyyy-MM-dd. */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A required day: '' or absent says `requiredMessage`. */
const requiredDay = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .refine(isCalendarDay, { error: t('cohorts.admin.dateInvalid') });

/** An optional day: '' and null mean none. */
const optionalDay = () =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z
      .string({ error: t('cohorts.admin.dateInvalid') })
      .refine(isCalendarDay, { error: t('cohorts.admin.dateInvalid') })
      .nullable(),
  );

const amount = () =>
  z
    .number({ error: t('cohorts.admin.amountInvalid') })
    .int({ error: t('cohorts.admin.amountInvalid') })
    .min(0, { error: t('cohorts.admin.amountInvalid') })
    .max(AMOUNT_MAX, { error: t('cohorts.admin.amountInvalid') });

const percent = (message: string) =>
  z.number({ error: message }).min(0, { error: message }).max(100, { error: message });

const text = (max = TEXT_MAX) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z
      .string()
      .trim()
      .max(max, { error: t('cohorts.admin.textTooLong', { max }) }),
  );

const isWebAddress = (value: string) => /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value);

/** A participants count: empty means none (no minimum, no limit). */
const participants = () =>
  z.preprocess(
    (value) => (value === '' || value === undefined || Number.isNaN(value) ? null : value),
    z
      .number({ error: t('cohorts.admin.participantsInvalid') })
      .int({ error: t('cohorts.admin.participantsInvalid') })
      .min(1, { error: t('cohorts.admin.participantsInvalid') })
      .max(PARTICIPANTS_MAX, { error: t('cohorts.admin.participantsInvalid') })
      .nullable(),
  );

export const ZLiveLink = z.object({
  url: z
    .string({ error: t('cohorts.admin.urlInvalid') })
    .trim()
    .max(2000, { error: t('cohorts.admin.urlInvalid') })
    .refine(isWebAddress, { error: t('cohorts.admin.urlInvalid') }),
  description: z
    .string({ error: t('cohorts.admin.linkDescriptionRequired') })
    .trim()
    .min(1, { error: t('cohorts.admin.linkDescriptionRequired') })
    .max(500, { error: t('cohorts.admin.textTooLong', { max: 500 }) }),
});
export type TLiveLink = z.infer<typeof ZLiveLink>;

/** A row left wholly empty (the one row that always stays) is no link. */
export const dropEmptyLinkRows = (rows: unknown) =>
  Array.isArray(rows)
    ? rows.filter((row) => {
        const link = row as Partial<TLiveLink> | null;
        return !(link && !String(link.url ?? '').trim() && !String(link.description ?? '').trim());
      })
    : rows;

// ——— Promo codes (§3 "Promo code", §5) ———

/** §5: a code shorter than 3 characters once trimmed is dropped, not refused. */
export const dropShortCodes = (codes: unknown) =>
  Array.isArray(codes)
    ? codes.filter(
        (code) => String((code as { code?: unknown } | null)?.code ?? '').trim().length >= PROMO_CODE_MIN,
      )
    : codes;

/** §5: a fixed amount is rounded to the franc and never below 0. */
export const roundPromoAmount = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.round(value)) : value;

const moment = () =>
  z
    .string({ error: t('cohorts.admin.promoDateInvalid') })
    .refine((value) => !Number.isNaN(Date.parse(value)), { error: t('cohorts.admin.promoDateInvalid') });

export const ZPromoCode = z
  .object({
    /** The promo_codes row, for a code already saved; absent for a new one. */
    id: id().nullish(),
    code: z
      .string()
      .trim()
      .max(PROMO_CODE_MAX, { error: t('cohorts.admin.textTooLong', { max: PROMO_CODE_MAX }) }),
    name: text(200),
    description: text(1000),
    is_percentage: z.boolean().default(true),
    percent: percent(t('cohorts.admin.promoPercentInvalid')).default(0),
    amount: z.preprocess(roundPromoAmount, amount()).default(0),
    min_purchase: amount().default(0),
    /** Null: no limit. */
    max_discount: z.preprocess((value) => (value === '' ? null : value), amount().nullable()).default(null),
    max_uses: z
      .number({ error: t('cohorts.admin.promoMaxUsesInvalid') })
      .int({ error: t('cohorts.admin.promoMaxUsesInvalid') })
      .min(1, { error: t('cohorts.admin.promoMaxUsesInvalid') })
      .max(10_000_000, { error: t('cohorts.admin.promoMaxUsesInvalid') })
      .default(DEFAULT_MAX_USES),
    /** Read only: how many completed payments used it. */
    used_count: z.number().int().min(0).optional(),
    max_usage_per_user: z
      .number({ error: t('cohorts.admin.promoPerUserInvalid') })
      .int({ error: t('cohorts.admin.promoPerUserInvalid') })
      .min(1, { error: t('cohorts.admin.promoPerUserInvalid') })
      .max(1000, { error: t('cohorts.admin.promoPerUserInvalid') })
      .default(DEFAULT_MAX_USAGE_PER_USER),
    stackable: z.boolean().default(false),
    /** ISO moments; absent: today / end of day one month ahead (promoDefaults). */
    valid_from: moment().optional(),
    expires_at: moment().nullish(),
  })
  .refine(
    (code) =>
      !code.valid_from || !code.expires_at || Date.parse(code.expires_at) > Date.parse(code.valid_from),
    { error: t('cohorts.admin.promoExpiryBeforeStart'), path: ['expires_at'] },
  );
export type TPromoCodeInput = z.input<typeof ZPromoCode>;
export type TPromoCode = z.output<typeof ZPromoCode>;

/** The last millisecond of the day one month after `now` (UTC), the day clamped to the month's end. */
export function promoExpiryDefault(now: Date): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(now.getUTCDate(), lastDay);
  return new Date(Date.UTC(year, month, day, 23, 59, 59, 999));
}

/** A code as the form adds it (§5): 'PROMO' at 5 %, 100 uses, 1 per person, from now to a month ahead. */
export function newPromoCode(now: Date): TPromoCode {
  return {
    code: NEW_PROMO_CODE,
    name: '',
    description: '',
    is_percentage: true,
    percent: NEW_PROMO_PERCENT,
    amount: 0,
    min_purchase: 0,
    max_discount: null,
    max_uses: DEFAULT_MAX_USES,
    max_usage_per_user: DEFAULT_MAX_USAGE_PER_USER,
    stackable: false,
    valid_from: now.toISOString(),
    expires_at: promoExpiryDefault(now).toISOString(),
  };
}

/** valid_from and expires_at filled with their defaults when the form left them out. */
export function promoDates(code: TPromoCode, now: Date): { validFrom: Date; expiresAt: Date | null } {
  const validFrom = code.valid_from ? new Date(code.valid_from) : now;
  const expiresAt =
    code.expires_at === null ? null : code.expires_at ? new Date(code.expires_at) : promoExpiryDefault(now);
  return { validFrom, expiresAt };
}

// ——— The form ———

export const PRICING_MODES = ['oneTime', 'installments', 'subscription', 'registrationMonthly'] as const;
export type PricingMode = (typeof PRICING_MODES)[number];

const fields = {
  // 1. Informations générales
  courseId: id()
    .or(z.literal(''))
    .refine((value) => value !== '', { error: t('cohorts.admin.courseRequired') }),
  autoGenerateTitle: z.boolean(),
  title: z
    .string({ error: t('cohorts.admin.titleRequired') })
    .trim()
    .min(1, { error: t('cohorts.admin.titleRequired') })
    .max(TITLE_MAX, { error: t('cohorts.admin.titleTooLong', { max: TITLE_MAX }) }),
  description: text(),
  instructors: z
    .array(id())
    .max(INSTRUCTORS_MAX, { error: t('cohorts.admin.instructorsTooMany', { max: INSTRUCTORS_MAX }) }),
  // 2. Certificat
  certificate_template_id: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    id().nullable(),
  ),
  // 3. Planning
  startDate: requiredDay(t('cohorts.admin.startDateRequired')),
  endDate: requiredDay(t('cohorts.admin.endDateRequired')),
  liveLinks: z.preprocess(
    dropEmptyLinkRows,
    z
      .array(ZLiveLink)
      .max(LIVE_LINKS_MAX, { error: t('cohorts.admin.linksTooMany', { max: LIVE_LINKS_MAX }) }),
  ),
  // 4. Tarifs et codes promo
  useCoursePrice: z.boolean(),
  price: amount(),
  oneTimeDiscount: percent(t('cohorts.admin.discountInvalid')),
  pricingModes: z.object({
    oneTime: z.boolean(),
    installments: z.boolean(),
    subscription: z.boolean(),
    registrationMonthly: z.boolean(),
  }),
  installments: z
    .array(
      z.object({
        amount: amount(),
        days: z
          .number({ error: t('cohorts.admin.installmentDaysInvalid') })
          .int({ error: t('cohorts.admin.installmentDaysInvalid') })
          .min(0, { error: t('cohorts.admin.installmentDaysInvalid') })
          .max(3650, { error: t('cohorts.admin.installmentDaysInvalid') }),
      }),
    )
    .max(INSTALLMENTS_MAX, { error: t('cohorts.admin.installmentsTooMany', { max: INSTALLMENTS_MAX }) }),
  monthlyPrice: amount(),
  registrationFee: amount(),
  monthlyFee: amount(),
  discounts: z.preprocess(
    dropShortCodes,
    z
      .array(ZPromoCode)
      .max(PROMO_CODES_MAX, { error: t('cohorts.admin.promoCodesTooMany', { max: PROMO_CODES_MAX }) }),
  ),
  // 5. Participants et inscriptions
  minParticipants: participants(),
  maxParticipants: participants(),
  registrationDeadline: z.enum(['start', 'end', 'custom'], { error: t('error.validation') }),
  customEnrollmentDeadline: optionalDay(),
  enableWaitlist: z.boolean(),
  approvalProcess: z.enum(['automatic', 'manual'], { error: t('error.validation') }),
  immediateAccess: z.boolean(),
  accessStartDate: optionalDay(),
  accessEndDate: optionalDay(),
  /** The participants chooser's selection; the participants card enrols them (not this save). */
  userIds: z.array(id()).max(10_000).default([]),
  // 6. Communication
  welcome_message: text(),
  end_message: text(),
  communicationChannel: z.enum(['whatsapp', 'telegram', 'none'], { error: t('error.validation') }),
  groupLink: z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z
      .string()
      .trim()
      .max(2000, { error: t('cohorts.admin.groupLinkInvalid') })
      .refine((value) => value === '' || isWebAddress(value), { error: t('cohorts.admin.groupLinkInvalid') }),
  ),
};

/** POST /api/admin/cohorts and PUT /api/admin/cohorts/{id}: the whole form (§3 "Cohort form", §5). */
export const ZCohortForm = z
  .object(fields)
  .refine((form) => !form.startDate || !form.endDate || form.endDate >= form.startDate, {
    error: t('cohorts.admin.endBeforeStart'),
    path: ['endDate'],
  })
  .refine(
    (form) =>
      form.minParticipants === null ||
      form.maxParticipants === null ||
      form.minParticipants <= form.maxParticipants,
    { error: t('cohorts.admin.minAboveMax'), path: ['minParticipants'] },
  )
  .refine((form) => form.registrationDeadline !== 'custom' || form.customEnrollmentDeadline !== null, {
    error: t('cohorts.admin.customDeadlineRequired'),
    path: ['customEnrollmentDeadline'],
  })
  .refine(
    (form) => !form.accessStartDate || !form.accessEndDate || form.accessEndDate >= form.accessStartDate,
    { error: t('cohorts.admin.accessDatesOrdered'), path: ['accessEndDate'] },
  )
  .superRefine((form, context) => {
    const seen = new Set<string>();
    form.discounts.forEach((discount, index) => {
      const key = discount.code.toLowerCase();
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          message: t('cohorts.admin.promoCodeDuplicate', { code: discount.code }),
          path: ['discounts', index, 'code'],
        });
      }
      seen.add(key);
    });
  });
export type TCohortFormInput = z.input<typeof ZCohortForm>;
export type TCohortForm = z.output<typeof ZCohortForm>;

/** The form's values for a new cohort, `today` being 'yyyy-MM-dd'. */
export function emptyCohortForm(): TCohortForm {
  return {
    courseId: '',
    autoGenerateTitle: true,
    title: '',
    description: '',
    instructors: [],
    certificate_template_id: null,
    startDate: '',
    endDate: '',
    liveLinks: [],
    useCoursePrice: true,
    price: 0,
    oneTimeDiscount: 0,
    pricingModes: { oneTime: false, installments: false, subscription: false, registrationMonthly: false },
    installments: [],
    monthlyPrice: 0,
    registrationFee: 0,
    monthlyFee: 0,
    discounts: [],
    minParticipants: null,
    maxParticipants: null,
    registrationDeadline: 'start',
    customEnrollmentDeadline: null,
    enableWaitlist: false,
    approvalProcess: 'automatic',
    immediateAccess: true,
    accessStartDate: null,
    accessEndDate: null,
    userIds: [],
    welcome_message: '',
    end_message: '',
    communicationChannel: 'none',
    groupLink: '',
  };
}

// ——— Rules of §4 "Form behaviour" ———

const MONTH_YEAR = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'yyyy-MM-dd' of a moment (UTC, which is Dakar's time). */
export const dayOf = (moment: Date): string => moment.toISOString().slice(0, 10);

/**
 * §4: '{course title} - Session {mois année}', the month in French, of the start date when one is
 * set (else of `today`).
 */
export function cohortAutoTitle(courseTitle: string, day: string | Date): string {
  const date = typeof day === 'string' ? new Date(`${day}T00:00:00.000Z`) : day;
  return `${courseTitle.trim()} - Session ${MONTH_YEAR.format(date)}`;
}

type PricingValues = Pick<
  TCohortForm,
  'pricingModes' | 'oneTimeDiscount' | 'installments' | 'monthlyPrice' | 'registrationFee' | 'monthlyFee'
>;

/** §4: switching a pricing mode on or off; off resets its values. */
export function togglePricingMode(
  mode: PricingMode,
  isOn: boolean,
): Partial<PricingValues> & {
  mode: PricingMode;
  isOn: boolean;
} {
  const patch = { mode, isOn };
  if (isOn) return patch;
  switch (mode) {
    case 'oneTime':
      return { ...patch, oneTimeDiscount: 0 };
    case 'installments':
      return { ...patch, installments: [] };
    case 'subscription':
      return { ...patch, monthlyPrice: 0 };
    case 'registrationMonthly':
      return { ...patch, registrationFee: 0, monthlyFee: 0 };
  }
}

/** The form values after a pricing mode switch (§4). */
export function applyPricingMode<T extends PricingValues>(values: T, mode: PricingMode, isOn: boolean): T {
  const { mode: _mode, isOn: _isOn, ...resets } = togglePricingMode(mode, isOn);
  return { ...values, ...resets, pricingModes: { ...values.pricingModes, [mode]: isOn } };
}

/** §4: 'use course pricing' on sets the price to 0; off sets it to 10000. */
export const priceForCoursePricing = (useCoursePrice: boolean): number =>
  useCoursePrice ? 0 : DEFAULT_OWN_PRICE;

/** §4: immediate access sets the access start to today; turning it off changes nothing. */
export const accessStartForImmediate = (immediateAccess: boolean, current: string | null, today: string) =>
  immediateAccess ? today : current;

// ——— What a status locks (§4 "Cohort status") ———

export const ACTIVE_LOCKED_FIELDS = [
  'courseId',
  'autoGenerateTitle',
  'title',
  'startDate',
  'endDate',
  'instructors',
] as const satisfies readonly (keyof TCohortForm)[];

/** The fields a status locks: none for a draft, six for an active cohort, every one once completed. */
export function lockedFields(status: CohortStatus): 'all' | readonly (keyof TCohortForm)[] {
  if (status === 'completed') return 'all';
  if (status === 'active') return ACTIVE_LOCKED_FIELDS;
  return [];
}

export const isFieldLocked = (status: CohortStatus, field: keyof TCohortForm): boolean => {
  const locked = lockedFields(status);
  return locked === 'all' || locked.includes(field);
};

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n')
    : a === b;

/** The locked fields of an active cohort that `next` changes (instructors compared as a set). */
export function changedLockedFields(
  current: Pick<TCohortForm, (typeof ACTIVE_LOCKED_FIELDS)[number]>,
  next: Pick<TCohortForm, (typeof ACTIVE_LOCKED_FIELDS)[number]>,
): (typeof ACTIVE_LOCKED_FIELDS)[number][] {
  return ACTIVE_LOCKED_FIELDS.filter((field) => !sameValue(current[field], next[field]));
}

// ——— Status moves (docs/decisions/190) ———

/** Only forward, one step at a time: draft → active → completed. */
export const canMoveStatus = (from: CohortStatus, to: CohortStatus): boolean =>
  (from === 'draft' && to === 'active') || (from === 'active' && to === 'completed');

export const ZCohortStatusChange = z.object({
  status: z.enum(COHORT_STATUSES, { error: t('cohorts.admin.statusInvalid') }),
});
export type TCohortStatusChange = z.infer<typeof ZCohortStatusChange>;

/** Whole days from start to end, both counted (the form's 'jours'), and the weeks they span. */
export function planningCounts(startDate: string, endDate: string): { days: number; weeks: number } | null {
  if (!isCalendarDay(startDate) || !isCalendarDay(endDate) || endDate < startDate) return null;
  const days = Math.round((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000) + 1;
  return { days, weeks: Math.ceil(days / 7) };
}
