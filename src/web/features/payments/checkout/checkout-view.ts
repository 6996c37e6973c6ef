import type { PlanType } from '#shared/catalog/pricing.ts';
import { t } from '#shared/messages/fr-payments.ts';
import {
  type Country,
  DEFAULT_COUNTRY,
  formatSenegalPhone,
  type GatewayId,
  type MobileMoneyMethod,
  type PaymentDetailsError,
  validatePaymentDetails,
} from '#shared/payments/mobile-money.ts';
import type { TCheckoutStanding, TQuote } from '#shared/payments/payment.contract.ts';
import type { CheckoutMemory } from './checkout-memory.ts';
import { type CheckoutPlan, formatXof, preselectedPlan } from './checkout-plans.ts';
import {
  type CheckoutStep,
  nextStep,
  type StepperItem,
  stepperItems,
  stepSequence,
} from './checkout-steps.ts';
import type { PaymentDetails } from './components/payment-details-step.tsx';
import { methodLabel, methodsOffered } from './method-labels.ts';
import { canPay } from './summary-lines.ts';

// The checkout's decisions (spec/learner.md §2 "Checkout", §4 "Checkout flow") as pure functions:
// the visitor's choices as a reducer, then what the screen shows from those choices and what the
// server said (standing, quote). use-checkout-flow.ts sends the requests and wires the handlers;
// checkout-layout.tsx only draws the result (docs/decisions/102).

/** What the visitor chose on this page: the step shown, the gateway, the mobile-money details, the promo code. */
export type CheckoutChoices = {
  step: CheckoutStep;
  gateway: GatewayId;
  details: PaymentDetails;
  detailsError: PaymentDetailsError | null;
  hasPlanError: boolean;
  promoCode: string | null;
};

/** The first render: what the last 'Payer' used for this course, if anything (docs/decisions/047). */
export function initialChoices(memory: CheckoutMemory | null): CheckoutChoices {
  return {
    step: 'plan',
    gateway: memory?.gateway ?? 'paydunya',
    details: {
      country: memory?.country ?? DEFAULT_COUNTRY,
      method: memory?.method ?? null,
      phone: memory?.phone ?? '',
    },
    detailsError: null,
    hasPlanError: false,
    promoCode: memory?.promoCode ?? null,
  };
}

export type CheckoutChoicesAction =
  | { type: 'planSelected' }
  | { type: 'planMissing' }
  | { type: 'gatewaySelected'; gateway: GatewayId }
  | { type: 'countryChanged'; country: Country }
  | { type: 'methodChanged'; method: MobileMoneyMethod }
  | { type: 'phoneChanged'; phone: string }
  | { type: 'detailsRefused'; error: PaymentDetailsError }
  | { type: 'promoApplied'; code: string }
  | { type: 'promoRemoved' }
  | { type: 'stepShown'; step: CheckoutStep };

export function checkoutChoicesReducer(
  state: CheckoutChoices,
  action: CheckoutChoicesAction,
): CheckoutChoices {
  switch (action.type) {
    case 'planSelected':
      // Another plan: its own quote, so the promo code given for the previous one goes.
      return { ...state, hasPlanError: false, promoCode: null };
    case 'planMissing':
      return { ...state, hasPlanError: true };
    case 'gatewaySelected':
      return { ...state, gateway: action.gateway };
    case 'countryChanged': {
      const { method } = state.details;
      // The operator stays only if the new country offers it.
      const kept = method && methodsOffered('paydunya', action.country).includes(method) ? method : null;
      return {
        ...state,
        detailsError: null,
        details: { ...state.details, country: action.country, method: kept },
      };
    }
    case 'methodChanged':
      return { ...state, detailsError: null, details: { ...state.details, method: action.method } };
    case 'phoneChanged':
      return {
        ...state,
        detailsError: null,
        details: { ...state.details, phone: formatSenegalPhone(action.phone) },
      };
    case 'detailsRefused':
      return { ...state, detailsError: action.error };
    case 'promoApplied':
      return { ...state, promoCode: action.code };
    case 'promoRemoved':
      return { ...state, promoCode: null };
    case 'stepShown':
      return { ...state, step: action.step };
  }
}

/** What 'Continuer' does: refuse (no plan, details incomplete), go to the next step, or nothing at the end. */
export function continueOutcome(input: {
  step: CheckoutStep;
  selectedType: PlanType | null;
  details: PaymentDetails;
  sequence: readonly CheckoutStep[];
}):
  | { kind: 'refused'; action: Extract<CheckoutChoicesAction, { type: 'planMissing' | 'detailsRefused' }> }
  | { kind: 'go'; step: CheckoutStep }
  | { kind: 'stay' } {
  if (input.step === 'plan' && !input.selectedType)
    return { kind: 'refused', action: { type: 'planMissing' } };
  if (input.step === 'details') {
    const error = validatePaymentDetails({ method: input.details.method, phone: input.details.phone });
    if (error) return { kind: 'refused', action: { type: 'detailsRefused', error } };
  }
  const next = nextStep(input.sequence, input.step);
  return next ? { kind: 'go', step: next } : { kind: 'stay' };
}

export type CheckoutSelection = {
  /** The quote of the installment due, when a schedule is under way (docs/decisions/045, 046). */
  dueQuote: TQuote | null;
  selectedType: PlanType | null;
  /** The plan card chosen; none while an installment is due. */
  selectedPlan: CheckoutPlan | null;
  /** The promo code the quote is asked with. */
  promoForQuote: string | null;
};

/** Which plan is being paid, known before the quote is asked for. */
export function checkoutSelection(input: {
  plans: readonly CheckoutPlan[];
  planTypeParam: string | undefined;
  standing: TCheckoutStanding | null;
  promoCode: string | null;
}): CheckoutSelection {
  const dueQuote = input.standing?.status === 'installmentDue' ? input.standing.quote : null;
  // A schedule under way fixes the plan, whatever ?planType says.
  const selectedType = dueQuote ? dueQuote.planType : preselectedPlan(input.plans, input.planTypeParam);
  const selectedPlan = dueQuote ? null : (input.plans.find((plan) => plan.type === selectedType) ?? null);
  // Promo codes are for first payments only: an installment is quoted without one.
  const promoForQuote = dueQuote ? null : input.promoCode;
  return { dueQuote, selectedType, selectedPlan, promoForQuote };
}

/** The quote that stands for the selected plan: while another plan's is on its way, not that one. */
export function quoteForSelection(
  fetched: TQuote | undefined,
  selection: Pick<CheckoutSelection, 'selectedType' | 'dueQuote'>,
): TQuote | null {
  return fetched?.planType === selection.selectedType ? fetched : selection.dueQuote;
}

/** Above the steps, instead of a refusal at 'Payer': no seat left, or the last ones held by others' payments. */
export type SeatProblem = { kind: 'cohortFull' } | { kind: 'seatHeld'; message: string } | null;

export function seatProblem(input: {
  quote: TQuote | null;
  dueQuote: TQuote | null;
  cohortSeatsLeft: number | null | undefined;
}): SeatProblem {
  // An installment takes no seat: the cohort was joined with the first payment.
  if (input.dueQuote) return null;
  // The last seats held by other buyers' payments under way: taken for now, not full (docs/decisions/063).
  const held = input.quote?.seatHeld ?? null;
  if (held !== null) return { kind: 'seatHeld', message: held };
  return input.quote?.seatsLeft === 0 || input.cohortSeatsLeft === 0 ? { kind: 'cohortFull' } : null;
}

/** What is due now, in the bar: the quote's figure once it is known, the plan card's before. */
export function amountShown(quote: TQuote | null, plan: CheckoutPlan | null): string | null {
  if (quote) return quote.isFree ? t('payments.checkout.summary.free') : formatXof(quote.amountDueNow);
  if (plan) return plan.isFree ? t('payments.checkout.summary.free') : formatXof(plan.dueNow);
  return null;
}

/** The summary's 'Moyen de paiement' line: the gateway, the operator and the phone; none for a free plan. */
export function paymentRecap(isFree: boolean, gateway: GatewayId, details: PaymentDetails): string[] | null {
  if (isFree) return null;
  return gateway === 'paydunya' && details.method
    ? [`${t('payments.checkout.gateway.paydunya')} · ${methodLabel(details.method)}`, details.phone]
    : [t(`payments.checkout.gateway.${gateway}`)];
}

/** The label of the summary's button: 'Payer 25 000 F CFA', 'S'inscrire gratuitement', or the way out. */
export function payLabel(input: { quote: TQuote | null; isFree: boolean; isRedirecting: boolean }): string {
  if (input.isRedirecting) return t('payments.checkout.redirecting');
  if (input.isFree) return t('payments.checkout.enrollFree');
  return t('payments.checkout.pay', {
    amount: input.quote ? formatXof(input.quote.amountDueNow) : '',
  }).trim();
}

/** The bottom bar's action: sign in first, 'Continuer' through the steps, then pay. */
export type BarAction =
  | { kind: 'signIn' }
  | { kind: 'continue'; isLoading: boolean; isDisabled: boolean }
  | { kind: 'pay'; label: string; isLoading: boolean; isDisabled: boolean };

/** Which screen: the standing still on its way, nothing to pay (already enrolled), or the steps. */
export type CheckoutScreen = 'standingLoading' | 'enrolled' | 'steps';

export type CheckoutView = {
  screen: CheckoutScreen;
  quote: TQuote | null;
  isFree: boolean;
  seat: SeatProblem;
  sequence: CheckoutStep[];
  /** Null on the plan step and for a free plan, whose one step needs no numbering. */
  stepper: StepperItem[] | null;
  amount: string | null;
  action: BarAction;
  paymentRecap: string[] | null;
  /** The alert in the summary instead of its lines. */
  summaryProblem: 'quoteError' | 'amountInvalid' | null;
  /** The bar shows once there is something to pay for. */
  hasAmountBar: boolean;
  hasSignInHint: boolean;
};

/** What the checkout shows, from the choices, the selection and the server's answers. */
export function checkoutView(input: {
  viewer: 'unknown' | 'anonymous' | 'signed-in';
  plans: readonly CheckoutPlan[];
  cohortSeatsLeft: number | null | undefined;
  standing: TCheckoutStanding | null;
  isStandingPending: boolean;
  selection: CheckoutSelection;
  fetchedQuote: TQuote | undefined;
  isQuoteFetching: boolean;
  isQuoteError: boolean;
  choices: Pick<CheckoutChoices, 'step' | 'gateway' | 'details'>;
  pay: { isBusy: boolean; isRedirecting: boolean };
}): CheckoutView {
  const { selection, choices, viewer } = input;
  const isSignedIn = viewer === 'signed-in';
  const quote = quoteForSelection(input.fetchedQuote, selection);
  const isFree = quote?.isFree ?? selection.selectedPlan?.isFree ?? false;
  const seat = seatProblem({ quote, dueQuote: selection.dueQuote, cohortSeatsLeft: input.cohortSeatsLeft });
  const hasNoSeat = seat !== null;
  const sequence = stepSequence({ gateway: choices.gateway, isFree });
  const { step } = choices;

  const isPayable = canPay({
    amount: quote?.amountDueNow ?? null,
    isFree: quote?.isFree ?? false,
    isLoading: input.isQuoteFetching || input.pay.isBusy,
    isCohortFull: hasNoSeat,
  });
  const action: BarAction =
    viewer === 'anonymous'
      ? { kind: 'signIn' }
      : step === 'summary'
        ? {
            kind: 'pay',
            label: payLabel({ quote, isFree, isRedirecting: input.pay.isRedirecting }),
            isLoading: input.pay.isBusy,
            isDisabled: !isPayable,
          }
        : { kind: 'continue', isLoading: viewer === 'unknown', isDisabled: hasNoSeat && step !== 'plan' };

  const screen: CheckoutScreen =
    isSignedIn && input.isStandingPending
      ? 'standingLoading'
      : input.standing?.status === 'enrolled'
        ? 'enrolled'
        : 'steps';

  return {
    screen,
    quote,
    isFree,
    seat,
    sequence,
    stepper: step !== 'plan' && !isFree ? stepperItems(sequence, step) : null,
    amount: amountShown(quote, selection.selectedPlan),
    action,
    paymentRecap: paymentRecap(isFree, choices.gateway, choices.details),
    summaryProblem: input.isQuoteError
      ? 'quoteError'
      : quote && !quote.isFree && quote.amountDueNow <= 0
        ? 'amountInvalid'
        : null,
    hasAmountBar: input.plans.length > 0 || selection.dueQuote !== null,
    hasSignInHint: viewer === 'anonymous' && input.plans.length > 0,
  };
}
