import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAN_TYPES, type PriceSet } from '#shared/catalog/pricing.ts';
import type { TCheckoutStanding, TQuote } from '#shared/payments/payment.contract.ts';
import { sampleQuote } from '#shared/payments/sample-quote.ts';
import { type CheckoutPlan, formatXof, planCardText } from './checkout-plans.ts';
import {
  amountShown,
  type CheckoutChoices,
  checkoutChoicesReducer,
  checkoutSelection,
  checkoutView,
  continueOutcome,
  initialChoices,
  paymentRecap,
  quoteForSelection,
  seatProblem,
} from './checkout-view.ts';
import { summaryLines } from './summary-lines.ts';

const oneTime: CheckoutPlan = { type: 'oneTime', total: 25000, dueNow: 25000, isFree: false };
const installments: CheckoutPlan = { type: 'installments', total: 75000, dueNow: 30000, isFree: false };
const free: CheckoutPlan = { type: 'oneTime', total: 0, dueNow: 0, isFree: true };
const PRICES: PriceSet = {
  price: 25000,
  one_time_price: 25000,
  one_time_discount: 0,
  monthly_price: 0,
  registration_fee: 0,
  monthly_fee: 0,
  installments: [{ amount: 30000 }, { amount: 45000 }],
};

const choices = (overrides: Partial<CheckoutChoices> = {}): CheckoutChoices => ({
  ...initialChoices(null),
  ...overrides,
});

type ViewInput = Parameters<typeof checkoutView>[0];

function view(overrides: Partial<ViewInput> & { promoCode?: string | null; planTypeParam?: string } = {}) {
  const { promoCode = null, planTypeParam, ...rest } = overrides;
  const plans = rest.plans ?? [oneTime, installments];
  const standing = rest.standing ?? { status: 'purchase' };
  return checkoutView({
    viewer: 'signed-in',
    plans,
    cohortSeatsLeft: null,
    standing,
    isStandingPending: false,
    selection: checkoutSelection({ plans, planTypeParam: planTypeParam ?? 'oneTime', standing, promoCode }),
    fetchedQuote: undefined,
    isQuoteFetching: false,
    isQuoteError: false,
    choices: choices(),
    pay: { isBusy: false, isRedirecting: false },
    ...rest,
  });
}

describe('checkout choices', () => {
  it('starts on the plan step, with what the last payment used for this course', () => {
    expect(initialChoices(null)).toEqual({
      step: 'plan',
      gateway: 'paydunya',
      details: { country: 'SN', method: null, phone: '' },
      detailsError: null,
      hasPlanError: false,
      promoCode: null,
    });
    const memory = {
      gateway: 'paydunya',
      country: 'CI',
      method: 'wave',
      phone: '07',
      promoCode: 'TABASKI',
    } as const;
    expect(initialChoices(memory)).toMatchObject({
      details: { country: 'CI', method: 'wave', phone: '07' },
      promoCode: 'TABASKI',
    });
  });

  it('a plan chosen clears the plan error and the promo code given for the previous one', () => {
    const state = choices({ hasPlanError: true, promoCode: 'TABASKI' });
    expect(checkoutChoicesReducer(state, { type: 'planSelected' })).toMatchObject({
      hasPlanError: false,
      promoCode: null,
    });
  });

  it('another country keeps the operator only when that country offers it, and clears the error', () => {
    const state = choices({
      details: { country: 'SN', method: 'wave', phone: '' },
      detailsError: 'phoneInvalid',
    });
    const toCi = checkoutChoicesReducer(state, { type: 'countryChanged', country: 'CI' });
    expect(toCi.detailsError).toBeNull();
    expect(toCi.details).toEqual({ country: 'CI', method: null, phone: '' });
    const orange = choices({ details: { country: 'SN', method: 'orange-money', phone: '' } });
    expect(checkoutChoicesReducer(orange, { type: 'countryChanged', country: 'CI' }).details.method).toBe(
      'orange-money',
    );
  });

  it('the phone is written as the learner types it, in Senegal’s format', () => {
    const next = checkoutChoicesReducer(choices({ detailsError: 'phoneRequired' }), {
      type: 'phoneChanged',
      phone: '221771234567',
    });
    expect(next.details.phone).toBe('+221 77 123 45 67');
    expect(next.detailsError).toBeNull();
  });
});

describe('continue', () => {
  const sequence = ['plan', 'gateway', 'details', 'summary'] as const;
  const details = { country: 'SN', method: null, phone: '' } as const;

  it('refuses the plan step without a plan', () => {
    expect(continueOutcome({ step: 'plan', selectedType: null, details, sequence: [...sequence] })).toEqual({
      kind: 'refused',
      action: { type: 'planMissing' },
    });
  });

  it('refuses incomplete mobile-money details, then goes on once they are right', () => {
    expect(
      continueOutcome({ step: 'details', selectedType: 'oneTime', details, sequence: [...sequence] }),
    ).toEqual({
      kind: 'refused',
      action: { type: 'detailsRefused', error: 'methodRequired' },
    });
    const filled = { country: 'SN', method: 'wave', phone: '77 123 45 67' } as const;
    expect(
      continueOutcome({ step: 'details', selectedType: 'oneTime', details: filled, sequence: [...sequence] }),
    ).toEqual({
      kind: 'go',
      step: 'summary',
    });
  });

  it('goes to the next step, and nowhere after the last', () => {
    expect(
      continueOutcome({ step: 'plan', selectedType: 'oneTime', details, sequence: [...sequence] }),
    ).toEqual({
      kind: 'go',
      step: 'gateway',
    });
    expect(
      continueOutcome({ step: 'summary', selectedType: 'oneTime', details, sequence: [...sequence] }),
    ).toEqual({
      kind: 'stay',
    });
  });
});

describe('selection', () => {
  it('follows ?planType, and the only plan when there is one', () => {
    const standing = { status: 'purchase' } as const;
    const both = [oneTime, installments];
    expect(
      checkoutSelection({ plans: both, planTypeParam: 'installments', standing, promoCode: 'X' }),
    ).toEqual({
      dueQuote: null,
      selectedType: 'installments',
      selectedPlan: installments,
      promoForQuote: 'X',
    });
    expect(
      checkoutSelection({ plans: both, planTypeParam: undefined, standing, promoCode: null }).selectedType,
    ).toBeNull();
    expect(
      checkoutSelection({ plans: [oneTime], planTypeParam: undefined, standing, promoCode: null })
        .selectedType,
    ).toBe('oneTime');
  });

  it('an installment due fixes the plan, whatever ?planType says, and takes no promo code', () => {
    const due = sampleQuote({ planType: 'installments' });
    const selection = checkoutSelection({
      plans: [oneTime, installments],
      planTypeParam: 'oneTime',
      standing: { status: 'installmentDue', quote: due },
      promoCode: 'TABASKI',
    });
    expect(selection).toEqual({
      dueQuote: due,
      selectedType: 'installments',
      selectedPlan: null,
      promoForQuote: null,
    });
  });

  it('another plan’s quote, still on screen while this one’s is asked, does not stand for it', () => {
    const previous = sampleQuote({ planType: 'installments' });
    expect(quoteForSelection(previous, { selectedType: 'oneTime', dueQuote: null })).toBeNull();
    expect(quoteForSelection(previous, { selectedType: 'installments', dueQuote: null })).toBe(previous);
  });
});

describe('which problem the checkout shows', () => {
  it('cohort full, from the quote or from the cohort itself', () => {
    expect(seatProblem({ quote: sampleQuote({ seatsLeft: 0 }), dueQuote: null, cohortSeatsLeft: 3 })).toEqual(
      {
        kind: 'cohortFull',
      },
    );
    expect(seatProblem({ quote: null, dueQuote: null, cohortSeatsLeft: 0 })).toEqual({ kind: 'cohortFull' });
    expect(
      seatProblem({ quote: sampleQuote({ seatsLeft: 2 }), dueQuote: null, cohortSeatsLeft: 2 }),
    ).toBeNull();
  });

  it('seat held by another payment under way: not full, the server’s words', () => {
    const quote = sampleQuote({ seatsLeft: 0, seatHeld: 'Libérée à 14 h 05' });
    expect(seatProblem({ quote, dueQuote: null, cohortSeatsLeft: 0 })).toEqual({
      kind: 'seatHeld',
      message: 'Libérée à 14 h 05',
    });
  });

  it('an installment due takes no seat: never a seat problem', () => {
    const due = sampleQuote({ planType: 'installments', seatsLeft: 0, seatHeld: 'x' });
    expect(seatProblem({ quote: due, dueQuote: due, cohortSeatsLeft: 0 })).toBeNull();
  });

  it('no seat: Continuer is disabled past the plan step, Payer too', () => {
    const full = sampleQuote({ seatsLeft: 0 });
    expect(view({ fetchedQuote: full, choices: choices({ step: 'plan' }) }).action).toMatchObject({
      kind: 'continue',
      isDisabled: false,
    });
    expect(view({ fetchedQuote: full, choices: choices({ step: 'gateway' }) }).action).toMatchObject({
      kind: 'continue',
      isDisabled: true,
    });
    expect(view({ fetchedQuote: full, choices: choices({ step: 'summary' }) }).action).toMatchObject({
      kind: 'pay',
      isDisabled: true,
    });
  });
});

describe('checkout view', () => {
  it('the standing first, then nothing to pay when already enrolled', () => {
    expect(view({ isStandingPending: true }).screen).toBe('standingLoading');
    // An anonymous visitor asks for no standing: the steps at once.
    expect(view({ viewer: 'anonymous', isStandingPending: true, standing: null }).screen).toBe('steps');
    expect(view({ standing: { status: 'enrolled' } }).screen).toBe('enrolled');
    expect(view().screen).toBe('steps');
  });

  it('an anonymous visitor signs in to pay, with the hint under the plans', () => {
    const anonymous = view({ viewer: 'anonymous', standing: null });
    expect(anonymous.action).toEqual({ kind: 'signIn' });
    expect(anonymous.hasSignInHint).toBe(true);
    expect(view({ viewer: 'anonymous', standing: null, plans: [] }).hasSignInHint).toBe(false);
    // The session still being read: 'Continuer' waits.
    expect(view({ viewer: 'unknown', standing: null }).action).toMatchObject({
      kind: 'continue',
      isLoading: true,
    });
  });

  it('the stepper: none on the plan step nor for a free plan', () => {
    expect(view({ choices: choices({ step: 'plan' }) }).stepper).toBeNull();
    expect(view({ choices: choices({ step: 'gateway' }) }).stepper?.map((item) => item.state)).toEqual([
      'current',
      'upcoming',
      'upcoming',
    ]);
    expect(view({ plans: [free], choices: choices({ step: 'summary' }) }).stepper).toBeNull();
  });

  it('the pay button: the amount, free enrolment, the way out', () => {
    const summary = choices({ step: 'summary' });
    expect(view({ fetchedQuote: sampleQuote(), choices: summary }).action).toMatchObject({
      kind: 'pay',
      label: expect.stringMatching(/^Payer 25\s000\sF\sCFA$/),
    });
    const freeQuote = sampleQuote({ isFree: true, amountDueNow: 0, baseAmount: 0, planTotal: 0 });
    expect(view({ plans: [free], fetchedQuote: freeQuote, choices: summary }).action).toMatchObject({
      label: "S'inscrire gratuitement",
      isDisabled: false,
    });
    const leaving = view({
      fetchedQuote: sampleQuote(),
      choices: summary,
      pay: { isBusy: true, isRedirecting: true },
    });
    expect(leaving.action).toMatchObject({ isLoading: true, isDisabled: true });
  });

  it('the summary’s problem: the quote refused, or an amount that cannot be paid', () => {
    expect(view({ isQuoteError: true }).summaryProblem).toBe('quoteError');
    expect(view({ fetchedQuote: sampleQuote({ amountDueNow: 0 }) }).summaryProblem).toBe('amountInvalid');
    expect(view({ fetchedQuote: sampleQuote() }).summaryProblem).toBeNull();
  });

  it('the bar shows when there is a plan to pay, or an installment due', () => {
    expect(view({ plans: [] }).hasAmountBar).toBe(false);
    const due = sampleQuote({ planType: 'installments' });
    expect(view({ plans: [], standing: { status: 'installmentDue', quote: due } }).hasAmountBar).toBe(true);
  });

  it('the payment recap: the operator and the phone for PayDunya, nothing for a free plan', () => {
    const details = { country: 'SN', method: 'wave', phone: '77 123 45 67' } as const;
    expect(paymentRecap(false, 'paydunya', details)).toEqual(['PayDunya · Wave', '77 123 45 67']);
    expect(paymentRecap(true, 'paydunya', details)).toBeNull();
  });
});

const arbitraryPlan = fc.record({
  type: fc.constantFrom(...PLAN_TYPES),
  total: fc.integer({ min: 1, max: 5_000_000 }),
  dueNow: fc.integer({ min: 1, max: 5_000_000 }),
  isFree: fc.constant(false),
});

const arbitraryQuote = (planType: TQuote['planType']) =>
  fc
    .record({
      base: fc.integer({ min: 1, max: 5_000_000 }),
      discount: fc.integer({ min: 0, max: 5_000_000 }),
      promo: fc.option(fc.constantFrom('TABASKI', 'KORITE'), { nil: null }),
    })
    .map(({ base, discount, promo }) => {
      const taken = Math.min(discount, base - 1);
      return sampleQuote({
        planType,
        planTotal: base,
        baseAmount: base,
        discount: promo ? taken : 0,
        amountDueNow: promo ? base - taken : base,
        promo: promo ? { code: promo, discount: taken } : null,
      });
    });

describe('the amount shown is one figure everywhere', () => {
  it('with a quote: the bar, the pay button and the summary’s “À payer maintenant” say the same', () => {
    fc.assert(
      fc.property(
        arbitraryPlan.chain((plan) => fc.tuple(fc.constant(plan), arbitraryQuote(plan.type))),
        ([plan, quote]) => {
          const shown = view({
            plans: [plan],
            planTypeParam: plan.type,
            fetchedQuote: quote,
            choices: choices({ step: 'summary' }),
          });
          const dueNow = summaryLines(quote).find((line) => line.isDueNow)?.value;
          expect(shown.amount).toBe(dueNow);
          expect(shown.amount).toBe(formatXof(quote.amountDueNow));
          expect(shown.action.kind === 'pay' && shown.action.label.endsWith(shown.amount ?? '?')).toBe(true);
        },
      ),
    );
  });

  it('before the quote: the bar says what the chosen plan card says is due now', () => {
    fc.assert(
      fc.property(arbitraryPlan, (plan) => {
        const shown = view({ plans: [plan], planTypeParam: plan.type, fetchedQuote: undefined });
        const card = planCardText(plan, PRICES).dueNow;
        expect(shown.amount).not.toBeNull();
        expect(card.endsWith(shown.amount ?? '?')).toBe(true);
      }),
    );
  });

  it('an installment due: the bar and the summary show the installment, never a plan card', () => {
    fc.assert(
      fc.property(arbitraryQuote('installments'), arbitraryPlan, (due, plan) => {
        const standing: TCheckoutStanding = { status: 'installmentDue', quote: due };
        const shown = view({ plans: [plan], standing, choices: choices({ step: 'summary' }) });
        expect(shown.amount).toBe(formatXof(due.amountDueNow));
        expect(shown.quote).toBe(due);
      }),
    );
  });

  it('free: “Gratuit” in the bar and the summary, from the card or the quote', () => {
    expect(amountShown(null, free)).toBe('Gratuit');
    const freeQuote = sampleQuote({ isFree: true, amountDueNow: 0 });
    expect(amountShown(freeQuote, free)).toBe(summaryLines(freeQuote).find((line) => line.isDueNow)?.value);
  });
});
