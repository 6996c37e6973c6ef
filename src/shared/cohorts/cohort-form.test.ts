import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTIVE_LOCKED_FIELDS,
  accessStartForImmediate,
  applyPricingMode,
  canMoveStatus,
  changedLockedFields,
  cohortAutoTitle,
  emptyCohortForm,
  isFieldLocked,
  lockedFields,
  newPromoCode,
  PRICING_MODES,
  planningCounts,
  priceForCoursePricing,
  promoDates,
  promoExpiryDefault,
  type TCohortFormInput,
  ZCohortForm,
} from './cohort-form.ts';

const COURSE = '0b0b0b0b-0000-4000-8000-000000000001';

const valid = (patch: Partial<TCohortFormInput> = {}): TCohortFormInput => ({
  ...emptyCohortForm(),
  courseId: COURSE,
  title: 'Bootcamp - Session novembre 2026',
  startDate: '2026-12-01',
  endDate: '2027-02-28',
  ...patch,
});

const messages = (input: unknown) => {
  const result = ZCohortForm.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the cohort form contract (spec §5)', () => {
  it('accepts a whole valid form', () => {
    expect(messages(valid())).toEqual([]);
  });

  it('requires both dates with the spec wording, and an end on or after the start', () => {
    expect(messages(valid({ startDate: '', endDate: '' }))).toEqual([
      'startDate: La date de début est requise',
      'endDate: La date de fin est requise',
    ]);
    expect(messages(valid({ endDate: '2026-11-30' }))).toEqual([
      'endDate: La date de fin doit être postérieure ou égale à la date de début',
    ]);
    expect(messages(valid({ endDate: '2026-12-01' }))).toEqual([]);
    expect(messages(valid({ startDate: '2026-02-30' }))).toEqual(['startDate: La date est invalide']);
  });

  it('checks each live link row, and ignores a row left wholly empty', () => {
    expect(messages(valid({ liveLinks: [{ url: 'pas une url', description: '' }] })).sort()).toEqual([
      'liveLinks.0.description: La description est requise',
      "liveLinks.0.url: L'URL est invalide",
    ]);
    const parsed = ZCohortForm.parse(
      valid({
        liveLinks: [
          { url: ' ', description: '' },
          { url: 'https://meet.example.org/x', description: 'Zoom' },
        ],
      }),
    );
    expect(parsed.liveLinks).toEqual([{ url: 'https://meet.example.org/x', description: 'Zoom' }]);
  });

  it('keeps prices ≥ 0, the reduction within 0–100, installment days ≥ 0', () => {
    expect(messages(valid({ price: -1 }))).toEqual(['price: Le montant doit être un nombre positif ou nul']);
    expect(messages(valid({ oneTimeDiscount: 101 }))).toEqual([
      'oneTimeDiscount: La réduction doit être comprise entre 0 et 100',
    ]);
    expect(messages(valid({ installments: [{ amount: 5000, days: -1 }] }))).toEqual([
      'installments.0.days: Le nombre de jours doit être positif ou nul',
    ]);
  });

  it('wants participants counts of at least 1, the minimum not above the maximum', () => {
    expect(messages(valid({ maxParticipants: 0 }))).toEqual([
      'maxParticipants: Le nombre de participants doit être au moins 1',
    ]);
    expect(messages(valid({ minParticipants: 10, maxParticipants: 5 }))).toEqual([
      'minParticipants: Le minimum de participants ne peut pas dépasser le maximum',
    ]);
    expect(ZCohortForm.parse(valid({ minParticipants: null, maxParticipants: 30 })).maxParticipants).toBe(30);
  });

  it('wants a date for a custom registration deadline', () => {
    expect(messages(valid({ registrationDeadline: 'custom' }))).toEqual([
      "customEnrollmentDeadline: La date limite d'inscription est requise",
    ]);
  });

  it('drops codes shorter than 3 characters, rounds amounts, fills the defaults, checks percents', () => {
    const parsed = ZCohortForm.parse(
      valid({
        discounts: [
          { code: ' ab ', percent: 5 },
          { code: ' NOEL ', is_percentage: false, amount: 1500.6 },
          { code: 'NEG', is_percentage: false, amount: -20 },
        ],
      }),
    );
    expect(parsed.discounts.map((code) => [code.code, code.amount])).toEqual([
      ['NOEL', 1501],
      ['NEG', 0],
    ]);
    expect(parsed.discounts[0]).toMatchObject({ max_uses: 100, max_usage_per_user: 1, min_purchase: 0 });
    expect(messages(valid({ discounts: [{ code: 'TROP', percent: 120 }] }))).toEqual([
      'discounts.0.percent: Le pourcentage doit être compris entre 0 et 100',
    ]);
    expect(messages(valid({ discounts: [{ code: 'ZERO', max_uses: 0 }] }))).toEqual([
      "discounts.0.max_uses: Le nombre d'utilisations doit être au moins 1",
    ]);
    expect(messages(valid({ discounts: [{ code: 'DEUX' }, { code: 'deux' }] }))).toEqual([
      'discounts.1.code: Le code deux figure deux fois',
    ]);
  });
});

describe('promo code defaults (spec §5, §9)', () => {
  it("starts a new code as 'PROMO' at 5 %, valid from now to the end of the day a month ahead", () => {
    const now = new Date('2026-11-27T08:00:00.000Z');
    expect(newPromoCode(now)).toMatchObject({
      code: 'PROMO',
      percent: 5,
      is_percentage: true,
      max_uses: 100,
      max_usage_per_user: 1,
      min_purchase: 0,
      valid_from: '2026-11-27T08:00:00.000Z',
      expires_at: '2026-12-27T23:59:59.999Z',
    });
    expect(promoExpiryDefault(new Date('2027-01-31T10:00:00Z')).toISOString()).toBe(
      '2027-02-28T23:59:59.999Z',
    );
    expect(promoExpiryDefault(new Date('2026-12-15T10:00:00Z')).toISOString()).toBe(
      '2027-01-15T23:59:59.999Z',
    );
  });

  it('fills absent dates: valid from now, expiring a month ahead; null keeps no expiry', () => {
    const now = new Date('2026-11-27T08:00:00.000Z');
    const code = ZCohortForm.parse(valid({ discounts: [{ code: 'SANS' }] })).discounts[0]!;
    expect(promoDates(code, now)).toEqual({ validFrom: now, expiresAt: promoExpiryDefault(now) });
    expect(promoDates({ ...code, expires_at: null }, now).expiresAt).toBeNull();
  });

  it('always expires after it starts, on the last millisecond of a day (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (now) => {
          const expiry = promoExpiryDefault(now);
          expect(expiry.getTime()).toBeGreaterThan(now.getTime());
          expect(expiry.toISOString().endsWith('T23:59:59.999Z')).toBe(true);
          const months =
            (expiry.getUTCFullYear() - now.getUTCFullYear()) * 12 + expiry.getUTCMonth() - now.getUTCMonth();
          expect(months).toBe(1);
        },
      ),
    );
  });
});

describe('form behaviour (spec §4)', () => {
  it("titles '{course title} - Session {mois année}' in French", () => {
    expect(cohortAutoTitle('Bootcamp Développement Web', '2026-11-03')).toBe(
      'Bootcamp Développement Web - Session novembre 2026',
    );
    expect(cohortAutoTitle('Excel ', '2027-02-01')).toBe('Excel - Session février 2027');
    expect(cohortAutoTitle('Excel', new Date('2026-08-31T23:00:00Z'))).toBe('Excel - Session août 2026');
  });

  it('resets the values of a pricing mode switched off, and keeps them when switched on', () => {
    const values = {
      pricingModes: { oneTime: true, installments: true, subscription: true, registrationMonthly: true },
      oneTimeDiscount: 15,
      installments: [{ amount: 10000, days: 0 }],
      monthlyPrice: 5000,
      registrationFee: 2000,
      monthlyFee: 3000,
    };
    expect(applyPricingMode(values, 'oneTime', false)).toMatchObject({ oneTimeDiscount: 0 });
    expect(applyPricingMode(values, 'installments', false).installments).toEqual([]);
    expect(applyPricingMode(values, 'subscription', false).monthlyPrice).toBe(0);
    expect(applyPricingMode(values, 'registrationMonthly', false)).toMatchObject({
      registrationFee: 0,
      monthlyFee: 0,
    });
    fc.assert(
      fc.property(fc.constantFrom(...PRICING_MODES), fc.boolean(), (mode, isOn) => {
        const next = applyPricingMode(values, mode, isOn);
        expect(next.pricingModes[mode]).toBe(isOn);
        if (isOn) expect(next).toEqual({ ...values, pricingModes: { ...values.pricingModes, [mode]: true } });
        // Only the switched mode's values move.
        for (const other of PRICING_MODES.filter((m) => m !== mode)) {
          expect(next.pricingModes[other]).toBe(values.pricingModes[other]);
        }
      }),
    );
  });

  it("sets the price to 0 with the course's pricing and to 10000 without; immediate access starts today", () => {
    expect(priceForCoursePricing(true)).toBe(0);
    expect(priceForCoursePricing(false)).toBe(10000);
    expect(accessStartForImmediate(true, '2026-12-24', '2026-11-27')).toBe('2026-11-27');
    expect(accessStartForImmediate(false, '2026-12-24', '2026-11-27')).toBe('2026-12-24');
  });

  it('counts the days and weeks of the planning', () => {
    expect(planningCounts('2026-12-01', '2026-12-01')).toEqual({ days: 1, weeks: 1 });
    expect(planningCounts('2026-12-01', '2026-12-14')).toEqual({ days: 14, weeks: 2 });
    expect(planningCounts('2026-12-01', '2026-11-01')).toBeNull();
  });
});

describe('status locks and moves (spec §4, decision 190)', () => {
  it('locks nothing in a draft, six fields when active, everything once completed', () => {
    expect(lockedFields('draft')).toEqual([]);
    expect(lockedFields('active')).toEqual([
      'courseId',
      'autoGenerateTitle',
      'title',
      'startDate',
      'endDate',
      'instructors',
    ]);
    expect(lockedFields('completed')).toBe('all');
    expect(isFieldLocked('active', 'price')).toBe(false);
    expect(isFieldLocked('completed', 'price')).toBe(true);
  });

  it('sees a locked field change, instructors compared as a set', () => {
    const a = ZCohortForm.parse(valid({ instructors: [COURSE, '0b0b0b0b-0000-4000-8000-000000000002'] }));
    expect(changedLockedFields(a, { ...a, instructors: [...a.instructors].reverse() })).toEqual([]);
    expect(changedLockedFields(a, { ...a, title: 'Autre', endDate: '2027-03-01' })).toEqual([
      'title',
      'endDate',
    ]);
    fc.assert(
      fc.property(fc.constantFrom(...ACTIVE_LOCKED_FIELDS), (field) => {
        const changed = {
          ...a,
          [field]: field === 'autoGenerateTitle' ? !a.autoGenerateTitle : field === 'instructors' ? [] : 'x',
        };
        expect(changedLockedFields(a, changed)).toEqual([field]);
      }),
    );
  });

  it('moves only forward, one step at a time', () => {
    expect(canMoveStatus('draft', 'active')).toBe(true);
    expect(canMoveStatus('active', 'completed')).toBe(true);
    expect(canMoveStatus('draft', 'completed')).toBe(false);
    expect(canMoveStatus('active', 'draft')).toBe(false);
    expect(canMoveStatus('completed', 'active')).toBe(false);
    expect(canMoveStatus('active', 'active')).toBe(false);
  });
});
